/**
 * A value behind `subscribe`/`getSnapshot` for useSyncExternalStore, with `set` to publish a new
 * one. Local for now: the SDK's one snapshot-store helper (`createSnapshotStore`, being added to
 * shared-sdk beside this engine) replaces it once the SDK has it, with the same three members.
 */
export interface SnapshotStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
  /** Publishes `next` (listeners run only when it is a new value). */
  set(next: T): void;
}

export function createSnapshotStore<T>(initial: T): SnapshotStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const fn of [...listeners]) fn();
    },
  };
}
