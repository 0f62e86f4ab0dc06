import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

/**
 * Build-time runtime plugin: one MF runtime per page. Remotes are built with
 * `experiments.externalRuntime` (tools/index.cjs): their `@module-federation/runtime-core` is
 * the global `_FEDERATION_RUNTIME_CORE`, which this plugin sets to the host's own copy before
 * any remote entry runs. It does what MF's `provideExternalRuntime` does, but imports the ESM
 * runtime-core the host already bundles; that option's plugin is CommonJS and put a second
 * copy (+24 KB gz) into the host. A remote needs a host built with the same runtime-core major
 * (docs/CONTRACTS.md "One Module Federation runtime").
 */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'host-provide-runtime-core',
    beforeInit(args) {
      const g = runtimeCore.Global as Record<string, unknown>;
      if (!g[RUNTIME_CORE_GLOBAL]) g[RUNTIME_CORE_GLOBAL] = runtimeCore;
      return args;
    },
  };
}
