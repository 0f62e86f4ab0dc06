import { useSyncExternalStore } from 'react';
import { callStore, type CallSnapshot } from '../engine';
import type { CallMediaSession, CallMediaSnapshot } from '../state/media';

/** The call machine's snapshot (status-split; actions only where valid). */
export function useCallSnapshot(): CallSnapshot {
  return useSyncExternalStore(callStore.subscribe, callStore.getSnapshot, callStore.getSnapshot);
}

/** The local preview and the remote stream of the call. */
export function useCallMedia(media: CallMediaSession): CallMediaSnapshot {
  return useSyncExternalStore(media.subscribe, media.getSnapshot, media.getSnapshot);
}
