/**
 * The chat service: relations, the message store, pushes through the realtime gateway, the
 * daily counters and each user's chat world (system conversations with their welcome notices,
 * the welcome backpack gift). Routes (routes/*.ts) and other modules (calls: `storeAndPush`)
 * use it through `services.chat`.
 */
import { randomUUID } from 'node:crypto';
import type { ChatMessage, ImBiz } from 'shared-sdk/node';
import type { DB } from '../../db';
import type { Accounts, UserRow } from '../accounts/service';
import type { Ledger } from '../ledger';
import { createFriendRequests } from './friendRequests';
import { createRelations } from './relations';
import { sdk } from './sdk';
import { absolute, createMessageStore, type MessageRow, type NewMessage } from './store';
import { createUploads } from './uploads';
import {
  SYSTEM_CONVERSATIONS,
  SYSTEM_NOTICE_VALUE,
  WELCOME_GIFT,
  seedChatWorld,
  systemUser,
} from './world';

const { BIZ_TYPE_1040, MESSAGE_TYPE } = sdk;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A pushed chat message: the 1040 envelope is the ChatMessage itself plus the sender's card. */
export type ImPush = ImBiz &
  ChatMessage & { bizType: typeof BIZ_TYPE_1040; senderName?: string; senderHeadImg?: string };

export type Pusher = (userId: number, envelope: unknown) => void;

/**
 * Whether `a` and `b` are the two parties of the call room `roomNum` and it has not ended: chat
 * in a call (messageType 4) needs one. The calls module answers (`setCallCheck`); without it, no.
 */
export type CallCheck = (roomNum: string, a: number, b: number) => boolean;

/**
 * A friend request made or accepted (addFriend, the call's autoAddFriend): other modules listen
 * (the call module shows the add-friend prompts of spec 2 §4 to the two parties of a call).
 * `from` asked `to`; `addWay` and `flag` are the request's (flag = the call room for addWay 101).
 */
export interface FriendChange {
  kind: 'requested' | 'accepted';
  from: number;
  to: number;
  addWay: number;
  flag: string;
}

export function createChatService(db: DB, now: () => number, accounts: Accounts, ledger: Ledger) {
  seedChatWorld(db, now);
  const relations = createRelations(db);
  const messages = createMessageStore(db, now);
  const uploads = createUploads(db, now);
  let pusher: Pusher = () => undefined;
  let callCheck: CallCheck = () => false;
  const friendListeners = new Set<(c: FriendChange) => void>();
  /** The backend's origin as last seen by a request (absolute URLs in pushes). */
  // The backend's origin for absolute picture URLs: main.ts sets the listen address, then the IM
  // and gift routes the origin each request came to.
  let origin = 'http://127.0.0.1:4000';

  const st = {
    inited: db.prepare('SELECT 1 FROM chat_user_init WHERE user_id = ?'),
    init: db.prepare('INSERT OR IGNORE INTO chat_user_init (user_id, at) VALUES (?, ?)'),
    usage: db.prepare(
      'SELECT count FROM chat_daily_usage WHERE user_id = ? AND day = ? AND kind = ?',
    ),
    bump: db.prepare(
      `INSERT INTO chat_daily_usage (user_id, day, kind, count) VALUES (?, ?, ?, 1)
       ON CONFLICT (user_id, day, kind) DO UPDATE SET count = count + 1`,
    ),
    grant: db.prepare(
      `INSERT OR IGNORE INTO backpack_items (user_id, gift_id, goods_count, expire_at, source, grant_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
  };

  const utcDay = () => new Date(now()).toISOString().slice(0, 10);

  /** Uses one of `limit` a day; false (nothing counted) when the day's limit is reached. */
  const useDaily = db.transaction((userId: number, kind: 'say_hi' | 'translate', limit: number) => {
    const day = utcDay();
    const used = (st.usage.get(userId, day, kind) as { count: number } | undefined)?.count ?? 0;
    if (used >= limit) return false;
    st.bump.run(userId, day, kind);
    return true;
  });

  /** A user's name and picture for views and pushes (system conversations included). */
  function card(id: number): { userName: string; headImg: string; user?: UserRow } {
    if (id < 0) return systemUser(id);
    const user = accounts.getUser(id);
    return user
      ? { userName: user.user_name, headImg: user.head_img, user }
      : { userName: '', headImg: '' };
  }

  /** The 1040 push of a stored message, as the receiver sees it. */
  function envelopeOf(row: MessageRow): ImPush {
    const msg = messages.view(row, row.receiver_id, origin, 0);
    const from = card(row.sender_id);
    return {
      ...msg,
      bizType: BIZ_TYPE_1040,
      senderName: from.userName,
      senderHeadImg: absolute(origin, from.headImg) ?? '',
    } as ImPush;
  }

  /** Pushes a stored message to its receiver's open sockets (and their replay log). */
  function deliver(row: MessageRow): void {
    if (row.receiver_id <= 0) return;
    try {
      pusher(row.receiver_id, envelopeOf(row));
    } catch {
      // A push failure never fails the send: the receiver syncs it from im/v1/details.
    }
  }

  /**
   * Stores a message once and pushes it to the receiver (new messages only; a repeated
   * messageUuid answers the stored one and pushes nothing). For other modules: the calls
   * module stores its call records (messageType 10) through this, with `markRead: true`.
   */
  function storeAndPush(m: Omit<NewMessage, 'messageUuid'> & { messageUuid?: string }) {
    const { row, duplicate } = messages.store({ ...m, messageUuid: m.messageUuid ?? randomUUID() });
    if (!duplicate) deliver(row);
    return { row, duplicate, message: messages.view(row, row.sender_id, origin) };
  }

  /**
   * A user's chat world, set up once: the system conversations −1, −2, −3 each hold a welcome
   * notice, and the backpack holds a welcome gift (so a new user has something to do at once).
   */
  function ensureUserWorld(userId: number): void {
    if (st.inited.get(userId)) return;
    const user = accounts.getUser(userId);
    if (!user || user.simulated) return;
    db.transaction(() => {
      if (st.init.run(userId, now()).changes === 0) return;
      for (const sys of SYSTEM_CONVERSATIONS) {
        messages.store({
          messageUuid: `welcome-${-sys.id}-${userId}`,
          senderId: sys.id,
          receiverId: userId,
          messageType: MESSAGE_TYPE.TEXT,
          messageTypeValue: SYSTEM_NOTICE_VALUE,
          content: sys.welcome(user.user_name),
          extra: {
            noticeType: sys.noticeType,
            textContent: { source: sys.welcome(user.user_name) },
          },
        });
      }
      st.grant.run(
        userId,
        WELCOME_GIFT.giftId,
        WELCOME_GIFT.count,
        now() + WELCOME_GIFT.days * DAY_MS,
        'welcome',
        `welcome-gift:${userId}`,
        now(),
      );
    })();
  }

  /** A friend message in the conversation (spec 2 §4 "friend request or acceptance (addType set)"). */
  function friendMessage(from: number, to: number, addType: number, accept: 0 | 1) {
    storeAndPush({
      senderId: from,
      receiverId: to,
      messageType: MESSAGE_TYPE.FRIEND_ADD,
      messageTypeValue: 0,
      content: '',
      extra: { addType, accept, showInAppBanner: true },
    });
  }

  const push = (userId: number, envelope: unknown) => {
    try {
      pusher(userId, envelope);
    } catch {
      // Best effort: the client refreshes from the API.
    }
  };
  /** Tells the listeners; one listener's error never fails the request that made the change. */
  const friendChanged = (c: FriendChange) => {
    for (const fn of [...friendListeners])
      try {
        fn(c);
      } catch {
        // A prompt not shown is not worth failing the friend request over.
      }
  };
  /** Asking, accepting, declining; what unblocking restores (friendRequests.ts). */
  const friends = createFriendRequests({
    db,
    now,
    accounts,
    ledger,
    relations,
    friendMessage,
    friendChanged,
    push,
  });

  return {
    relations,
    friends,
    friendMessage,
    messages,
    uploads,
    card,
    deliver,
    envelopeOf,
    storeAndPush,
    ensureUserWorld,
    useDaily,
    usedToday: (userId: number, kind: 'say_hi' | 'translate') =>
      (st.usage.get(userId, utcDay(), kind) as { count: number } | undefined)?.count ?? 0,
    /** Any push to a user (relation changes, read receipts, online reminders). */
    push,
    setPusher: (p: Pusher) => void (pusher = p),
    /** The calls module tells whether two users are in a live call room (chat in a call). */
    setCallCheck: (c: CallCheck) => void (callCheck = c),
    inLiveCall: (roomNum: string, a: number, b: number) => callCheck(roomNum, a, b),
    /** Listen to friend requests made and accepted; returns the unsubscribe. */
    onFriendChange: (fn: (c: FriendChange) => void) => {
      friendListeners.add(fn);
      return () => void friendListeners.delete(fn);
    },
    friendChanged,
    setOrigin: (o: string) => void (origin = o),
    origin: () => origin,
  };
}
export type ChatService = ReturnType<typeof createChatService>;
