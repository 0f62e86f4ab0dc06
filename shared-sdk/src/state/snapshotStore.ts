/**
 * The one store shape of the app: a value behind `subscribe` / `getSnapshot`, the pair React's
 * useSyncExternalStore reads (machines' drivers, the message store, the messaging connection,
 * the shop's offer keep their state in one). A store changes only through `set`, which hands the
 * listeners a new snapshot; a snapshot is never mutated, so React sees a change by identity.
 * No React here (the hook is useSnapshotStore.ts): the messaging connection uses it where React
 * is not loaded, and it holds no module state, so an SDK entry may import it by path.
 */
export interface SnapshotStore<T> {
  /** Calls `listener` after every change; returns the unsubscribe. Bound: pass it as it is. */
  subscribe(listener: () => void): () => void;
  /** The current snapshot (the same object until the next change). Bound. */
  getSnapshot(): T;
  /** Replaces the snapshot and tells the listeners; the same value (Object.is) tells no one. */
  set(next: T): void;
  /** `set(fn(current))`: for a patch of an object snapshot. */
  update(fn: (current: T) => T): void;
  /** How many listeners there are now (a view may fetch only while someone watches it). */
  readonly listenerCount: number;
}

export function createSnapshotStore<T>(initial: T): SnapshotStore<T> {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  const set = (next: T) => {
    if (Object.is(next, snapshot)) return;
    snapshot = next;
    // A copy: a listener may unsubscribe (or subscribe) while the others are being told.
    for (const fn of [...listeners]) fn();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    set,
    update: (fn) => set(fn(snapshot)),
    get listenerCount() {
      return listeners.size;
    },
  };
}
