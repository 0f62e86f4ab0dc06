import { useCallback, useSyncExternalStore } from 'react';
import type { OutboxSnapshot } from '../outbox/outbox';
import type { ChatDbState } from '../db/records';
import { getMessageStore, onMessageStoreChange } from './session';
import type { MessageStore } from './messageStore';
import type { RoomSnapshot } from './room';
import { EMPTY_CONVERSATIONS, idleRoomSnapshot } from './snapshots';
import type { ConversationsSnapshot } from './types';

/**
 * React bindings of the message store (useSyncExternalStore): each hook re-renders only for its
 * own part — one room, the list, the database state or the outbox — and works while no store
 * exists yet (logged out, code still loading), returning a constant "idle" snapshot.
 */

const IDLE_DB: ChatDbState = Object.freeze({ state: 'closed' });
const IDLE_OUTBOX: OutboxSnapshot = Object.freeze({
  online: false,
  leader: false,
  queued: 0,
  sending: 0,
  failed: 0,
});
const idleRooms = new Map<number, RoomSnapshot>();
function idleRoom(friendId: number): RoomSnapshot {
  let s = idleRooms.get(friendId);
  if (!s) idleRooms.set(friendId, (s = Object.freeze(idleRoomSnapshot('', friendId))));
  return s;
}
const noop = () => () => undefined;

/** The signed-in user's store (re-renders when it is created or dropped), or null. */
export function useMessageStore(): MessageStore | null {
  return useSyncExternalStore(onMessageStoreChange, getMessageStore, getMessageStore);
}

/** The database state: show `messageKey` when it is 'rebuilding' or 'failed'. */
export function useChatDbState(): ChatDbState {
  const store = useMessageStore();
  const get = useCallback(() => store?.getDbState() ?? IDLE_DB, [store]);
  return useSyncExternalStore(store?.subscribeDb ?? noop, get, get);
}

/** The message list (both tabs: `list` and `favourites`). */
export function useConversations(): ConversationsSnapshot {
  const store = useMessageStore();
  const get = useCallback(() => store?.getConversations() ?? EMPTY_CONVERSATIONS, [store]);
  return useSyncExternalStore(store?.subscribeConversations ?? noop, get, get);
}

/** One conversation's messages; subscribing loads the first page and syncs with the server once. */
export function useRoom(friendId: number | null): RoomSnapshot {
  const store = useMessageStore();
  const room = store && friendId !== null ? store.room(friendId) : null;
  const get = useCallback(() => room?.getSnapshot() ?? idleRoom(friendId ?? 0), [room, friendId]);
  return useSyncExternalStore(room?.subscribe ?? noop, get, get);
}

/** Messages waiting to be sent, failed ones, and whether they can go out now. */
export function useOutboxState(): OutboxSnapshot {
  const store = useMessageStore();
  // The outbox exists once the database is open: follow the database state to pick it up.
  const ready = useChatDbState().state === 'ready';
  const outbox = ready && store ? store.outbox : null;
  const get = useCallback(() => outbox?.getSnapshot() ?? IDLE_OUTBOX, [outbox]);
  return useSyncExternalStore(outbox?.subscribe ?? noop, get, get);
}
