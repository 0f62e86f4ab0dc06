import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Build-time runtime plugin: the remote entry script and an expose's factory are retried
 * (RUNTIME-008 → `loadEntryError`; `getModuleFactory`), 2 more times, 500 ms apart.
 *
 * This replaces `@module-federation/retry-plugin` 0.17.1: that plugin also installs a
 * `fetch` hook (even without `fetch` options it calls plain `fetch`), and the runtime runs every
 * plugin's `fetch` hook, so each manifest was fetched twice — once by it, once by
 * fetchTimeoutPlugin, which keeps the per-attempt timeout and the manifest retry. It also
 * bundled its own older copy of `@module-federation/sdk` (~8 KB gz on every page). The hook
 * signatures are runtime 2.9.2's, as that plugin used them (README "Failure isolation").
 */
export const ENTRY_RETRIES = 2;
export const ENTRY_RETRY_DELAY_MS = 500;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Runs `fn`, and up to `retries` more times after a failure, `delayMs` apart; `before` runs before each retry. */
export async function withRetries<T>(
  fn: () => Promise<T>,
  {
    retries = ENTRY_RETRIES,
    delayMs = ENTRY_RETRY_DELAY_MS,
    before = () => {},
  }: { retries?: number; delayMs?: number; before?: () => void } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= retries) throw err;
      await sleep(delayMs);
      before();
    }
  }
}

interface LoadEntryErrorArgs {
  getRemoteEntry(a: {
    origin: unknown;
    remoteInfo: unknown;
    remoteEntryExports?: unknown;
  }): Promise<unknown>;
  origin: unknown;
  remoteInfo: unknown;
  remoteEntryExports?: unknown;
  globalLoading: Record<string, unknown>;
  uniqueKey: string;
}

interface GetModuleFactoryArgs {
  remoteEntryExports: { get(expose: string): Promise<unknown> };
  expose: string;
}

export default function entryRetryPlugin(): ModuleFederationRuntimePlugin {
  const plugin = {
    name: 'host-entry-retry',
    // Runs after the first attempt failed: retries only. The runtime's cached "loading" promise
    // for the entry is dropped before each, so a fresh script element is made.
    async loadEntryError(a: LoadEntryErrorArgs) {
      const again = () => {
        delete a.globalLoading[a.uniqueKey];
        return a.getRemoteEntry({
          origin: a.origin,
          remoteInfo: a.remoteInfo,
          remoteEntryExports: a.remoteEntryExports,
        });
      };
      await sleep(ENTRY_RETRY_DELAY_MS);
      return withRetries(again, { retries: ENTRY_RETRIES - 1 });
    },
    async getModuleFactory({ remoteEntryExports, expose }: GetModuleFactoryArgs) {
      return withRetries(() => remoteEntryExports.get(expose));
    },
  };
  return plugin as unknown as ModuleFederationRuntimePlugin;
}
