import { useSnapshotStore } from 'shared-sdk';
import { callStore, type CallSnapshot } from '../engine';
import type { CallMediaSession, CallMediaSnapshot } from '../state/media';

/** The call machine's snapshot (status-split; actions only where valid). */
export function useCallSnapshot(): CallSnapshot {
  return useSnapshotStore(callStore);
}

/** The local preview and the remote stream of the call. */
export function useCallMedia(media: CallMediaSession): CallMediaSnapshot {
  return useSnapshotStore(media);
}
