import type { RoomSnapshot } from './room';
import type { ConversationsSnapshot } from './types';

/** The first snapshots of the store's parts (also what the hooks show before a store exists). */
export const EMPTY_CONVERSATIONS: ConversationsSnapshot = Object.freeze({
  status: 'loading',
  users: [],
  list: [],
  favourites: [],
  hasMore: false,
  loadingMore: false,
  error: null,
}) as ConversationsSnapshot;

export function idleRoomSnapshot(croomId: string, friendId: number): RoomSnapshot {
  return {
    croomId,
    friendId,
    status: 'idle',
    messages: [],
    hasOlder: false,
    loadingOlder: false,
    syncing: false,
    error: null,
  };
}
