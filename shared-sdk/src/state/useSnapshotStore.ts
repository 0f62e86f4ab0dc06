import { useSyncExternalStore } from 'react';
import type { SnapshotStore } from './snapshotStore';

/** A store's snapshot in a component (re-renders when it changes); the server render reads it too. */
export function useSnapshotStore<T>(store: Pick<SnapshotStore<T>, 'subscribe' | 'getSnapshot'>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
