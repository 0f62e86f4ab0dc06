/** Test helpers for the store (tests only). */
import { IDBFactory } from 'fake-indexeddb';
import { MessageStore, type MessageStoreOptions } from '../store/messageStore';
import type { MemoryImServer } from './memoryServer';

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

/**
 * A connectivity switch for the outbox. `set` always tells the listeners, the same value too: a
 * browser's 'online' event or a reconnect is news even when the state reads the same.
 */
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

/** Stores made by a test file, closed after each test (`closeStores`). */
export function storeFactory(userId: number) {
  const made: MessageStore[] = [];
  return {
    make(server: MemoryImServer, extra: Partial<MessageStoreOptions> = {}): MessageStore {
      const s = new MessageStore({ userId, server, broadcast: false, ...extra });
      made.push(s);
      return s;
    },
    closeAll(): void {
      for (const s of made.splice(0)) s.close();
    },
  };
}

/** Real timers with the store's clock stopped at `t` (what a device's clock says). */
export const timersAt = (t: number) => ({
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as never),
  now: () => t,
});
