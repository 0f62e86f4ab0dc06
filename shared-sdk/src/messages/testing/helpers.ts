/** Test helpers for the store (not exported from the SDK). */
import { IDBFactory } from 'fake-indexeddb';

/** A fresh, empty IndexedDB for each test (fake-indexeddb: IndexedDB cannot run in Node). */
export function freshIndexedDb(): void {
  globalThis.indexedDB = new IDBFactory();
}

export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 3_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A connectivity switch for the outbox. */
export function switchableConnectivity(online = true) {
  const listeners = new Set<() => void>();
  return {
    online,
    isOnline() {
      return this.online;
    },
    subscribe(fn: () => void) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    set(on: boolean) {
      this.online = on;
      for (const fn of [...listeners]) fn();
    },
  };
}
