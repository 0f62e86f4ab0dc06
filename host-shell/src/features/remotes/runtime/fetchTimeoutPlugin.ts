import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithTimeout } from './fetchWithTimeout';
import { remoteRuntimeOptions } from './options';

/**
 * Build-time runtime plugin (webpack.config.cjs `runtimePlugins`): every manifest request the
 * MF runtime makes goes through `fetchWithTimeout`, with `AbortSignal.timeout(manifestTimeoutMs)`
 * per attempt, so a hung manifest fails into the retry card (ARCHITECTURE.md "Failure isolation").
 */
export default function fetchTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'host-manifest-fetch-timeout',
    fetch(url, init) {
      return fetchWithTimeout(url, init ?? {}, {
        timeoutMs: remoteRuntimeOptions.manifestTimeoutMs,
        retries: remoteRuntimeOptions.manifestRetries,
        retryDelayMs: remoteRuntimeOptions.retryDelayMs,
      });
    },
  };
}
