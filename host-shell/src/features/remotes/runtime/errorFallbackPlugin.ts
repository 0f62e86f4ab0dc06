import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createFallbackModule } from './fallback';

/**
 * Build-time runtime plugin: `errorLoadRemote` (TOOLCHAIN.md "Failure drills"). A refused or
 * timed-out manifest first fires with lifecycle `afterResolve` (RUNTIME-003): returning a value
 * there would be taken as the manifest JSON, so we return nothing and let it throw; it then
 * fires with lifecycle `onLoad`, where we return the fallback module (the retry card's trigger).
 */
export default function errorFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'host-error-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[host] remote ${args.id} failed to load`, args.error);
      return createFallbackModule(String(args.id), args.error);
    },
  };
}
