import type { IDBPObjectStore, IDBPTransaction } from 'idb';
import { FRIEND_RELATION } from 'shared-sdk/constants';
import { messageKind } from '../rules/kind';
import type { StoredChatUser, StoredMessage } from './records';
import type { ChatDB, StoreName } from './schema';
import { friendOf, mergeKnown, toStored, type IncomingMessage } from './normalize';

export type WriteTx = IDBPTransaction<ChatDB, StoreName[], 'readwrite'>;

export interface WriteResult {
  /** Records added or changed, as stored. */
  changed: StoredMessage[];
  /** Messages that were not in the store before (new unread ones bump their room's count). */
  inserted: StoredMessage[];
  /** Rooms whose conversation entry changed. */
  rooms: Set<string>;
  /** Conversations made from a message before the server named the user (ask the server). */
  stubs: number[];
}

/** Where a write comes from: the server's copy (push, history) or this device (draft, welcome). */
export type WriteSource = 'server' | 'local';

/**
 * THE writer of chat history: inside
 * one readwrite transaction over chatHistory and recentChatUsers, each message is looked up by
 * its messageUuid (unique index) and either added or merged into the known record, and its
 * conversation entry gets the last message and, for a new unread message, one more unread.
 * A message delivered twice (realtime push and history sync, or two tabs) is stored once.
 */
export async function writeMessages(
  tx: WriteTx,
  me: number,
  msgs: readonly IncomingMessage[],
  source: WriteSource,
  now: number,
): Promise<WriteResult> {
  const history = tx.objectStore('chatHistory');
  const users = tx.objectStore('recentChatUsers');
  const res: WriteResult = { changed: [], inserted: [], rooms: new Set(), stubs: [] };
  const seen = new Map<string, StoredMessage>();
  for (const m of msgs) {
    const inc = toStored(m, me, now);
    const cur =
      seen.get(inc.messageUuid) ?? (await history.index('messageUuid').get(inc.messageUuid));
    let stored: StoredMessage;
    let entry: StoredChatUser | undefined;
    if (cur) {
      const merged = mergeKnown(cur, inc, source === 'server');
      if (!merged) continue;
      await history.put(merged);
      stored = merged;
      entry = await users.index('croomId').get(stored.croomId);
    } else {
      entry = await users.index('croomId').get(inc.croomId);
      // The server's copy of a message sent before this device read the conversation (the
      // history sync after opening a chat whose messages were not here yet) is read already:
      // counting it again would bring back a badge for the chat on screen.
      if (inc.read === 0 && entry?.readUpTo !== undefined && inc.timestamp <= entry.readUpTo)
        inc.read = 1;
      const id = await history.add(inc);
      stored = { ...inc, id };
      res.inserted.push(stored);
    }
    seen.set(stored.messageUuid, stored);
    res.changed.push(stored);
    const touched = await touchConversation(
      users,
      entry,
      stored,
      me,
      !cur && stored.read === 0,
      res,
    );
    if (touched) res.rooms.add(stored.croomId);
  }
  return res;
}

/** `found`: the message's conversation entry as stored (looked up once by the caller). */
async function touchConversation(
  store: IDBPObjectStore<ChatDB, StoreName[], 'recentChatUsers', 'readwrite'>,
  found: StoredChatUser | undefined,
  m: StoredMessage,
  me: number,
  newUnread: boolean,
  res: WriteResult,
): Promise<boolean> {
  const friendId = friendOf(m, me);
  let entry = found;
  if (!entry) {
    // A pushed message carries the sender's card (backend ImPush): the name shows at once.
    const card = m as StoredMessage & { senderName?: string; senderHeadImg?: string };
    const fromPeer = m.senderId === friendId;
    entry = {
      croomId: m.croomId,
      friendId,
      userId: me,
      userName: (fromPeer && card.senderName) || '',
      headImg: (fromPeer && card.senderHeadImg) || '',
      relation: FRIEND_RELATION.notFriend,
      stick: 0,
      noReadCount: 0,
      timestamp: 0,
      stub: friendId > 0,
    };
    if (friendId > 0) res.stubs.push(friendId);
  }
  const next: StoredChatUser = { ...entry };
  if (m.timestamp >= (entry.timestamp || 0)) {
    next.senderId = m.senderId;
    next.content = m.contentKey ? '' : m.content;
    next.contentKey = m.contentKey;
    next.contentValues = m.contentValues;
    next.noticeKey = m.noticeKey;
    next.noticeValues = m.noticeValues;
    next.messageType = m.messageType;
    next.timestamp = m.timestamp;
    next.lastKind = messageKind(m);
  }
  if (newUnread) next.noReadCount = (entry.noReadCount || 0) + 1;
  const same =
    entry.id !== undefined &&
    next.timestamp === entry.timestamp &&
    next.noReadCount === entry.noReadCount &&
    next.content === entry.content &&
    next.contentKey === entry.contentKey &&
    next.noticeKey === entry.noticeKey &&
    next.senderId === entry.senderId;
  if (same) return false;
  await store.put(next);
  return true;
}
