import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * Build-time runtime plugin: `@module-federation/retry-plugin` 0.17.1 for the remote entry
 * script (RUNTIME-008 → `loadEntryError` → retry). Only its `script` half is used: its `fetch`
 * half has no per-attempt timeout (a hung manifest would hang every retry) and would run in
 * addition to our own `fetch` hook (the runtime calls every plugin's hook), so manifest
 * timeouts and retries live in fetchTimeoutPlugin. See README "Failure isolation".
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    script: { retryTimes: 2, retryDelay: 500 },
  }) as unknown as ModuleFederationRuntimePlugin;
}
