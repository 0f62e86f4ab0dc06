import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { isFallbackModule, RemoteLoadError } from '../runtime/fallback';

/**
 * Runtime composition (ARCHITECTURE.md "Runtime composition"): remotes are registered on the
 * build plugin's own instance (`getInstance()`), never a `createInstance()` — a separate
 * instance does not share React (TOOLCHAIN.md).
 */
let entries: Record<string, string> = {};

function federation(): ModuleFederation {
  const mf = getInstance();
  if (!mf)
    throw new Error(
      'Module Federation runtime is not initialised (host built without the MF plugin?)',
    );
  return mf;
}

export function registerAppRemotes(remotes: Record<string, string>): void {
  entries = { ...remotes };
  federation().registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

export function remoteNameOf(id: string): string {
  return id.split('/')[0] ?? id;
}

export function isRegistered(name: string): boolean {
  return name in entries;
}

/**
 * Forgets everything the runtime cached about a remote that failed (manifest, snapshot,
 * entry loading promise, module instance) by re-registering it with `force: true`, so the next
 * `loadRemote` really goes to the network again. Only for remotes whose load failed.
 */
export function resetRemote(name: string): void {
  const entry = entries[name];
  if (!entry) return;
  federation().registerRemotes([{ name, entry }], { force: true });
}

/** Loads `remote/module`; rejects with RemoteLoadError when the remote is down, hung or absent. */
export async function loadRemoteModule(id: string): Promise<Record<string, unknown>> {
  const name = remoteNameOf(id);
  if (!isRegistered(name))
    throw new RemoteLoadError(id, new Error(`remote ${name} is not in the app config`));
  let mod: unknown;
  try {
    mod = await federation().loadRemote<Record<string, unknown>>(id);
  } catch (err) {
    throw err instanceof RemoteLoadError ? err : new RemoteLoadError(id, err);
  }
  if (isFallbackModule(mod)) throw new RemoteLoadError(id, mod.__remoteLoadFailed.error);
  if (!mod) throw new RemoteLoadError(id, new Error('empty module'));
  return mod as Record<string, unknown>;
}
