import { useSyncExternalStore } from 'react';
import { liveRoomStore, type LiveRoomSnapshot, type LiveRoomStore } from '../engine';

/** The live room's snapshot for React (the room, the mini player and the entry points). */
export function useLiveRoom(store: LiveRoomStore = liveRoomStore): LiveRoomSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
