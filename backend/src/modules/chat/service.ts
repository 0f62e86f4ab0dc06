/**
 * The chat service, built once at start-up from its dependencies (src/services.ts): the message
 * store, pushes through the realtime gateway, the daily counters and each user's chat world
 * (system conversations with their welcome notices, the welcome backpack gift), and the parts the
 * routes call — messaging.ts, friendRequests.ts, friendList.ts, blacklist.ts, gifts.ts,
 * albums.ts, reports.ts. Other modules use it through `services.chat` (the call module stores
 * its call records with `storeCallRecord`).
 */
import { randomUUID } from 'node:crypto';
import type { ChatMessage, ImBiz } from 'shared-sdk/node';
import type { DB } from '../../db';
import { absolute } from '../../http/origins';
import type { Accounts, UserRow } from '../accounts/service';
import type { Ledger } from '../ledger';
import { createAlbums } from './albums';
import { createBlacklist } from './blacklist';
import { createFriendList } from './friendList';
import { createFriendRequests } from './friendRequests';
import { createGifts } from './gifts';
import { createMessaging } from './messaging';
import type { Relations } from './relations';
import { createReports } from './reports';
import { BIZ_TYPE_1040, IM_NOTICE_TYPE, MESSAGE_TYPE, MESSAGE_TYPE_VALUE } from '../../sdk';
import { createMessageStore, type MessageRow, type NewMessage } from './store';
import type { Translator } from './translate';
import { createUploads } from './uploads';
import { SYSTEM_CONVERSATIONS, WELCOME_GIFT, seedChatWorld, systemUser } from './world';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A pushed chat message: the 1040 envelope is the ChatMessage itself plus the sender's card. */
export type ImPush = ImBiz &
  ChatMessage & { bizType: typeof BIZ_TYPE_1040; senderName?: string; senderHeadImg?: string };

export type Pusher = (userId: number, envelope: unknown) => void;

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

export interface ChatDeps {
  db: DB;
  now: () => number;
  accounts: Accounts;
  ledger: Ledger;
  /** Friends and blocks (the gateway, calls and matching read them too). */
  relations: Relations;
  /** A push to a user's open sockets (the realtime gateway). */
  push: Pusher;
  /** The backend's own origin: pictures in pushes (answers use the origin of their request). */
  publicOrigin(): string;
  /** Whether `a` and `b` are the two parties of the live call room `roomNum` (chat in a call). */
  inLiveCall(roomNum: string, a: number, b: number): boolean;
  /** The chat's translation service. */
  translator: Translator;
  /**
   * A notification on the receiver's devices (web push, modules/webpush) for a new message from
   * a person; none for silent messages (chat inside a call), call records or system notices.
   */
  notifyDevice?(receiverId: number, m: DeviceMessageNotice): void;
  log(message: string, detail?: unknown): void;
}

/** What a device notification of a new message says (modules/webpush turns it into a push). */
export interface DeviceMessageNotice {
  senderId: number;
  senderName: string;
  /** The message's text, or a word for a picture or gift. */
  preview: string;
}

/** Characters of a message's text a device notification shows. */
const NOTICE_PREVIEW_MAX = 120;

/** A device notification's line for a message (English; the app shows the message itself). */
function previewOf(row: MessageRow): string {
  if (row.message_type === MESSAGE_TYPE.GIFT) return 'Sent you a gift';
  if (row.message_type === MESSAGE_TYPE.FRIEND_ADD) return 'Wants to be your friend';
  if (row.message_type_value === MESSAGE_TYPE_VALUE.image) return 'Sent you a picture';
  const text = [...row.content.trim()];
  return text.length > NOTICE_PREVIEW_MAX
    ? `${text.slice(0, NOTICE_PREVIEW_MAX).join('')}…`
    : text.join('') || 'New message';
}

export function createChatService(deps: ChatDeps) {
  const { db, now, accounts, ledger, relations } = deps;
  seedChatWorld(db, now);
  const messages = createMessageStore(db, now);
  const uploads = createUploads(db, now);
  const friendListeners = new Set<(c: FriendChange) => void>();

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
    const origin = deps.publicOrigin();
    const msg = messages.view(row, row.receiver_id, origin, 0);
    const from = card(row.sender_id);
    return {
      ...msg,
      bizType: BIZ_TYPE_1040,
      senderName: from.userName,
      senderHeadImg: absolute(origin, from.headImg) ?? '',
    } as ImPush;
  }

  /** Any push to a user; best effort: the client refreshes from the API. */
  const push = (userId: number, envelope: unknown) => {
    try {
      deps.push(userId, envelope);
    } catch {
      // Best effort: the client refreshes from the API.
    }
  };

  /** Pushes a stored message to its receiver's open sockets (and their replay log). */
  function deliver(row: MessageRow, silent = false): void {
    if (row.receiver_id <= 0) return;
    try {
      deps.push(row.receiver_id, envelopeOf(row));
    } catch {
      // A push failure never fails the send: the receiver syncs it from im/v1/details.
    }
    // A call's record is not news: the incoming call had its own notification.
    const notify = !silent && row.sender_id > 0 && row.message_type !== MESSAGE_TYPE.VIDEO_CALL;
    if (notify && deps.notifyDevice) {
      try {
        deps.notifyDevice(row.receiver_id, {
          senderId: row.sender_id,
          senderName: card(row.sender_id).userName,
          preview: previewOf(row),
        });
      } catch (err) {
        deps.log('device notification failed', err);
      }
    }
  }

  /**
   * Stores a message once and pushes it to the receiver (new messages only; a repeated
   * messageUuid answers the stored one and pushes nothing).
   */
  function storeAndPush(m: Omit<NewMessage, 'messageUuid'> & { messageUuid?: string }) {
    const { row, duplicate } = messages.store({ ...m, messageUuid: m.messageUuid ?? randomUUID() });
    if (!duplicate) deliver(row, m.silent);
    return { row, duplicate };
  }

  /**
   * The call record of an ended call (spec 2 §4 rule 11): stored once in the conversation
   * (messageType 10, read, messageUuid call-<room>) and pushed to both sides.
   */
  function storeCallRecord(msg: ChatMessage): void {
    const { row, duplicate } = storeAndPush({
      messageUuid: msg.messageUuid,
      senderId: msg.senderId,
      receiverId: msg.receiverId,
      messageType: msg.messageType,
      messageTypeValue: msg.messageTypeValue,
      content: msg.content,
      markRead: true,
      extra: {
        callerUserId: msg.callerUserId,
        calleeUserId: msg.calleeUserId,
        roomNum: msg.roomNum,
        callLocation: msg.callLocation,
        videoTime: msg.videoTime,
        ...(msg.hangupReason !== undefined ? { hangupReason: msg.hangupReason } : {}),
      },
    });
    if (!duplicate) push(msg.senderId, envelopeOf(row));
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
          messageTypeValue: MESSAGE_TYPE_VALUE.systemNotice,
          content: sys.welcome(user.user_name),
          extra: {
            noticeType: sys.noticeType,
            noticeKey: sys.noticeKey,
            noticeValues: { name: user.user_name },
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
      messageTypeValue: MESSAGE_TYPE_VALUE.text,
      content: '',
      extra: { addType, accept, showInAppBanner: true },
    });
  }

  /** Tells the listeners; one listener's error never fails the request that made the change. */
  const friendChanged = (c: FriendChange) => {
    for (const fn of [...friendListeners])
      try {
        fn(c);
      } catch {
        // A prompt not shown is not worth failing the friend request over.
      }
  };
  /** Tells `to` that their relation with `from` changed (a 1040 relation notice). */
  const relationChanged = (to: number, from: number) =>
    push(to, {
      bizType: BIZ_TYPE_1040,
      noticeType: IM_NOTICE_TYPE.relation,
      senderId: from,
      timestamp: now(),
    });

  const core: ChatCore = {
    card,
    deliver,
    storeAndPush,
    push,
    ensureUserWorld,
    useDaily,
    relationChanged,
  };
  const friends = createFriendRequests({
    db,
    now,
    accounts,
    ledger,
    relations,
    friendMessage,
    friendChanged,
    relationChanged,
  });

  return {
    relations,
    messages,
    uploads,
    /** Asking, accepting, declining; what blocking ends and unblocking restores (friendRequests.ts). */
    friends,
    friendList: createFriendList({
      db,
      now,
      accounts,
      relations,
      messages,
      core,
      publicOrigin: deps.publicOrigin,
    }),
    messaging: createMessaging({
      now,
      accounts,
      relations,
      messages,
      uploads,
      core,
      inLiveCall: deps.inLiveCall,
      translator: deps.translator,
      log: deps.log,
    }),
    blacklist: createBlacklist({ db, now, accounts, relations, friends, messages }),
    gifts: createGifts({ db, now, accounts, ledger, relations, messages, core }),
    albums: createAlbums({ db, uploads }),
    reports: createReports({ db, now, accounts, uploads }),
    ...core,
    envelopeOf,
    storeCallRecord,
    friendMessage,
    friendChanged,
    usedToday: (userId: number, kind: 'say_hi' | 'translate') =>
      (st.usage.get(userId, utcDay(), kind) as { count: number } | undefined)?.count ?? 0,
    /** Listen to friend requests made and accepted; returns the unsubscribe. */
    onFriendChange: (fn: (c: FriendChange) => void) => {
      friendListeners.add(fn);
      return () => void friendListeners.delete(fn);
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;

/** What the chat's parts share: cards, pushes, storing, each user's world, the daily counters. */
export interface ChatCore {
  /** A user's name and picture for views and pushes (system conversations included). */
  card(id: number): { userName: string; headImg: string; user?: UserRow };
  /** Pushes a stored message to its receiver. */
  deliver(row: MessageRow): void;
  /** Stores a message once and pushes it to the receiver (new messages only). */
  storeAndPush(m: Omit<NewMessage, 'messageUuid'> & { messageUuid?: string }): {
    row: MessageRow;
    duplicate: boolean;
  };
  /** Any push to a user (relation changes, read receipts, online reminders); best effort. */
  push: Pusher;
  ensureUserWorld(userId: number): void;
  /** Uses one of `limit` a day; false (nothing counted) when the day's limit is reached. */
  useDaily(userId: number, kind: 'say_hi' | 'translate', limit: number): boolean;
  relationChanged(to: number, from: number): void;
}
