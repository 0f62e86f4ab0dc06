import {
  DROPPED_INCOMING_MESSAGE_TYPES,
  SAY_HI_USERS_SHOWN,
  SELECT_ALL_SKIPPED_IDS,
  STICK_FAVOURITE,
  SYSTEM_CONVERSATION_IDS,
} from '../constants';
import type { UnreadChat } from 'shared-sdk';
import type { ChatUser } from 'shared-sdk/chat';
import { FRIEND_RELATION, SAY_HI_FRIEND_ID, UNREAD_AVATARS_MAX } from 'shared-sdk/constants';
import type { StoredChatUser } from '../db/records';

type LocalChatUser = ChatUser & Pick<StoredChatUser, 'readUpTo' | 'contentKey' | 'contentValues'>;

/** A row of the message list: a chat user, a fixed system conversation or the say-hi group. */
export interface ConversationEntry extends ChatUser {
  /** i18n key of the name of a fixed system conversation or the say-hi group (namespace `chat`). */
  nameKey?: string;
  /** The last message is a locally written notice: its text's i18n key (records.ts). */
  contentKey?: string;
  contentValues?: Record<string, string | number>;
}

const SYSTEM_NAME_KEYS: Readonly<Record<number, string>> = {
  [-1]: 'chat:system.notifications',
  [-2]: 'chat:system.product_team',
  [-3]: 'chat:system.income_notices',
};

const byTimeDesc = (a: { timestamp: number }, b: { timestamp: number }) =>
  (b.timestamp || 0) - (a.timestamp || 0);

/** spec 2 §4 "Incoming lists drop messages of type 4 or 7". */
export function dropIncoming<T extends { messageType?: number }>(list: readonly T[]): T[] {
  return list.filter(
    (u) => u.messageType === undefined || !DROPPED_INCOMING_MESSAGE_TYPES.includes(u.messageType),
  );
}

/**
 * spec 2 §4 "Merging keeps the higher unread count and sorts by time": incoming entries (the
 * server's list, types 4 and 7 dropped) merged into the local ones by croomId. The profile
 * fields (name, avatar, relation, stick) come from the incoming entry; the last-message fields
 * from whichever is newer; noReadCount is the higher of the two — unless this device has read
 * the conversation up to (or past) the incoming entry's last message (`readUpTo`): then the
 * server's count predates the read and the local one is kept. Sorted newest first.
 */
export function mergeChatUsers(
  local: readonly LocalChatUser[],
  incoming: readonly ChatUser[],
): ChatUser[] {
  const out = new Map<string, LocalChatUser>(local.map((u) => [u.croomId, u]));
  for (const inc of dropIncoming(incoming)) {
    const cur = out.get(inc.croomId);
    if (!cur) {
      out.set(inc.croomId, inc);
      continue;
    }
    const newer = (inc.timestamp || 0) >= (cur.timestamp || 0) ? inc : cur;
    out.set(inc.croomId, {
      ...cur,
      ...inc,
      senderId: newer.senderId,
      content: newer.content,
      // A local notice's text (welcome) stays only while it is still the last message.
      contentKey: newer === cur ? cur.contentKey : undefined,
      contentValues: newer === cur ? cur.contentValues : undefined,
      // A server notice's key (its text in the reader's language) goes with the newer content.
      noticeKey: newer.noticeKey,
      noticeValues: newer.noticeValues,
      messageType: newer.messageType,
      timestamp: newer.timestamp,
      noReadCount:
        cur.readUpTo !== undefined && (inc.timestamp || 0) <= cur.readUpTo
          ? cur.noReadCount || 0
          : Math.max(cur.noReadCount || 0, inc.noReadCount || 0),
    });
  }
  return [...out.values()].sort(byTimeDesc);
}

/**
 * The say-hi pseudo conversation (spec 2 §3): every relation-3 user in one row, friendId −4,
 * showing up to 3 users (newest first), the summed unread count and the latest time. Null
 * when there is none.
 */
export function sayHiEntry(users: readonly ChatUser[], me: number): ConversationEntry | null {
  const hi = users
    .filter((u) => u.friendId > 0 && u.relation === FRIEND_RELATION.pendingAccept)
    .sort(byTimeDesc);
  const latest = hi[0];
  if (!latest) return null;
  return {
    croomId: `say-hi-${me}`,
    friendId: SAY_HI_FRIEND_ID,
    userId: me,
    userName: '',
    nameKey: 'chat:system.say_hi',
    headImg: '',
    relation: FRIEND_RELATION.pendingAccept,
    stick: 0,
    noReadCount: hi.reduce((n, u) => n + Math.max(0, u.noReadCount || 0), 0),
    senderId: latest.senderId,
    content: latest.content,
    messageType: latest.messageType,
    timestamp: latest.timestamp,
    userList: hi
      .slice(0, SAY_HI_USERS_SHOWN)
      .map(({ friendId, userName, headImg }) => ({ friendId, userName, headImg })),
  };
}

/** The fixed system conversations −1, −2, −3 (spec 2 §3), with what the store knows of each. */
export function systemEntries(users: readonly ChatUser[], me: number): ConversationEntry[] {
  return SYSTEM_CONVERSATION_IDS.map((id) => {
    const known = users.find((u) => u.friendId === id);
    const entry: ConversationEntry = known ?? {
      croomId: `${id}-${me}`,
      friendId: id,
      userId: me,
      userName: '',
      headImg: '',
      relation: 0,
      stick: 0,
      noReadCount: 0,
      timestamp: 0,
    };
    return { ...entry, nameKey: SYSTEM_NAME_KEYS[id] };
  });
}

/**
 * The message list (spec 2 §2, §3): the fixed system conversations first (in −1, −2, −3 order),
 * then the say-hi group and the other conversations newest first. The favourites tab keeps only
 * stick = 1 entries plus system entries (negative friendIds, the say-hi group included).
 */
export function buildConversationList(
  users: readonly ChatUser[],
  me: number,
  opts: { favouritesOnly?: boolean } = {},
): ConversationEntry[] {
  const regular: ConversationEntry[] = users.filter(
    (u) => u.friendId > 0 && u.relation !== FRIEND_RELATION.pendingAccept,
  );
  const hi = sayHiEntry(users, me);
  if (hi) regular.push(hi);
  const list = [...systemEntries(users, me), ...regular.sort(byTimeDesc)];
  return opts.favouritesOnly ? list.filter(isFavouriteTabEntry) : list;
}

/** spec 2 §2 "The favourites tab shows only stick=1 entries plus system entries". */
export function isFavouriteTabEntry(u: Pick<ChatUser, 'friendId' | 'stick'>): boolean {
  return u.friendId < 0 || u.stick === STICK_FAVOURITE;
}

/** spec 2 §5 "select-all in the message list skips ids −4 and −2". */
export function selectAllIds(list: readonly Pick<ChatUser, 'friendId'>[]): number[] {
  return list.map((u) => u.friendId).filter((id) => !SELECT_ALL_SKIPPED_IDS.includes(id));
}

/** spec 2 §5 "No quick menu for system entries". */
export function hasQuickMenu(u: Pick<ChatUser, 'friendId'>): boolean {
  return u.friendId > 0;
}

/**
 * The shell's unread summary (spec 3 §2 "up to 6 unread-chat avatars with counts (only users
 * with noReadCount above 0)"): real users only (a system entry has no chat page to open),
 * newest first; `total` counts every conversation, system ones included.
 */
export function unreadSummary(users: readonly ChatUser[]): { chats: UnreadChat[]; total: number } {
  const total = users.reduce((n, u) => n + Math.max(0, u.noReadCount || 0), 0);
  const chats = users
    .filter((u) => u.friendId > 0 && (u.noReadCount || 0) > 0)
    .sort(byTimeDesc)
    .slice(0, UNREAD_AVATARS_MAX)
    .map(({ friendId, userName, headImg, noReadCount }) => ({
      friendId,
      userName,
      headImg,
      noReadCount,
    }));
  return { chats, total };
}
