/**
 * The server side of chat, friends, gifts, uploads and reports: the spec's values
 * for these calls, and the project's decisions where spec 2 is silent ("Exact server rules for
 * the say-hi daily quota, friend verification … not shown", spec 2 §9). The backend imports
 * these (backend/src/modules/social/), the web app shows the same limits. Every decision is
 * also written down in docs/CONTRACTS.md "Chat, friends, gifts and reports".
 * Values already named elsewhere are used from there: FOLLOW_COST_COINS (9, the add-friend fee),
 * NOTE_NAME_MAX (30), REPORT_TEXT_MAX (200), REPORT_EMAIL_MAX (100), IMAGE_MAX_BYTES (5M), REPORT_PAGE_VIDEO_CALL (15),
 * FRIEND_LIST_PAGE_SIZE, BLOCKLIST_PAGE_SIZE, ONLINE_REMINDER_PAGE_SIZE, ONLINE_REMINDER_CAP,
 * CHAT_PAGE_SIZE (limits.ts); CHAT_GIFT_NOT_ENOUGH_COINS, FOLLOW_NOT_ENOUGH_GOLD,
 * TRANSLATE_LIMIT_CODE, REPORT_REASON, REPORT_SUB_REASONS (codes.ts).
 */
import { CHAT_GIFT_NOT_ENOUGH_COINS, FOLLOW_NOT_ENOUGH_GOLD, TRANSLATE_LIMIT_CODE } from './codes';
import { FOLLOW_COST_COINS } from './limits';

// ---- friends (spec 2 §3 "Friend", §4 "Friend relation", §7) ----
/** spec 2 §3 — relation of a user to the viewer: 2 friend, 3 they asked (accept pending), 4 not yet. */
export const FRIEND_RELATION = { self: 0, friend: 2, pendingAccept: 3, notFriend: 4 } as const;
/** spec 2 §7 — addWay: 101 from a call, 102 from chat (spec 3 §7: 102 also from the live-end page). */
export const ADD_WAY = { call: 101, chat: 102 } as const;
/** spec 2 §9 — adding a friend costs 9 coins (the same 9 as following a host, spec 3 §5). */
export const FRIEND_ADD_FEE_COINS = FOLLOW_COST_COINS;
/** spec 2 §3 — favourite toggle values. */
export const FRIEND_STICK = { off: 0, on: 1 } as const;
/** spec 2 §4 "A friend-agree notification (add type 2)"; 1 is the request itself (project). */
export const FRIEND_ADD_TYPE = { request: 1, reply: 2 } as const;

// ---- instant messages (spec 2 §3, §7) ----
/**
 * project — the longest text message the server accepts: Unicode code points of the trimmed text
 * (`chatTextLength`, shared-sdk/chat: the composer, the store and the backend count alike). The spec
 * gives none; 2,000 is a long chat message and keeps one message well under the realtime
 * gateway's 64 KiB frame. Over it: IM_CODE.tooLong.
 */
export const IM_TEXT_MAX_CHARS = 2_000;
/** project — messageUuid (client-made, the de-duplication key): 8–64 of [A-Za-z0-9_-]. */
export const MESSAGE_UUID_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
/**
 * project — say-hi quota: a user may send this many messages a day (UTC) in total to users who
 * have not answered yet (a friend request sent, no reply). Friends and replies are not counted.
 * Over it: IM_CODE.sayHiLimit ("daily free say-hi limit reached", spec 2 §8).
 */
export const SAY_HI_DAILY_FREE = 20;
/**
 * project — the translation stand-in translates this many messages a day (UTC) per sender; then
 * the send answers translateCode 54000 (spec 2 §4, §8) and the message goes out untranslated.
 */
export const TRANSLATE_DAILY_LIMIT = 50;
/** spec 2 §7 — translateCode of a send: 200 translated or not asked; 54000 the daily limit. */
export const TRANSLATE_CODE = { ok: 200, limit: TRANSLATE_LIMIT_CODE } as const;
/** spec 2 §7 — routeType of a send: 0 chat, 1 call signalling (the server's; a client's is refused). */
export const ROUTE_TYPE = { chat: 0, callSignal: 1 } as const;
/** project — noticeType of the pushes that carry no chat message (1040 envelopes). */
export const IM_NOTICE_TYPE = {
  /** The other side read the conversation (spec 2 §4 "The sender is marked read through the server"). */
  read: 1041,
  /** A friend with the online reminder on came online (spec 2 §3 "Online-reminder entry"). */
  onlineRemind: 1042,
  /** A friend relation changed (deleted, blocked): the receiver refreshes relation and stick. */
  relation: 1043,
} as const;

// ---- backpack (spec 2 §7) ----
/**
 * spec 2 §7 "with headers disabling encryption for request and response": the backpack calls
 * send these (project's header names, honoured by the backend: never an encrypted answer).
 */
export const NO_ENCRYPTION_HEADERS: Readonly<Record<string, string>> = {
  'X-Encrypt': '0',
  'X-Encrypt-Response': '0',
};
/** project — backpack gifts expiring within this time are listed by backpackExpireList. */
export const BACKPACK_EXPIRING_MS = 3 * 24 * 60 * 60 * 1000;
/** spec 2 §2 — gift panel tabs (giftPage): 0 backpack, 1 popular. */
export const GIFT_PAGE = { backpack: 0, popular: 1 } as const;

// ---- album and uploads (spec 2 §7; spec 3 §5, §7) ----
/** project — picture types the upload accepts (checked from the bytes, not the name). No SVG. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** project — the most photos one user's album holds. */
export const ALBUM_MAX_PHOTOS = 9;
/** project — URL path prefix of files uploaded to this backend (served with safe types). */
export const UPLOADS_PATH_PREFIX = '/uploads/';

/**
 * Response codes of these calls. Spec codes: 10014 (chat gift, not enough coins), 20001 (add
 * friend, not enough coins). The rest are the project's (spec 2 §8 lists the messages, not the
 * codes); each answer carries a readable `msg` the web app may show as is.
 */
export const IM_CODE = {
  /** Empty text (or a picture message without a picture). */
  empty: 21001,
  /** Text over IM_TEXT_MAX_CHARS. */
  tooLong: 21002,
  /** Sending to yourself. */
  self: 21003,
  /** The receiver blocked the sender. */
  blockedByReceiver: 21004,
  /** The sender blocked the receiver (unblock first). */
  receiverBlocked: 21005,
  /** No such user. */
  noSuchUser: 21006,
  /** spec 2 §8 "friend verification blocks text and images until the recipient replies". */
  verification: 21007,
  /** spec 2 §8 "daily free say-hi limit reached". */
  sayHiLimit: 21008,
  /** The messageUuid is malformed or was used by another sender. */
  badUuid: 21009,
  /** A picture URL that is not an upload of this backend. */
  badPicture: 21010,
  /**
   * Chat in a call (messageType 4) without a live call of the two users: `flag` must name a
   * call room (spec 2 §7 "flag (call id in a 1v1 call)") that has not ended, of these two parties.
   */
  notInCall: 21011,
  /** routeType 1 (call signalling, spec 2 §7) is the server's own: refused from a client. */
  serverOnlyRoute: 21012,
} as const;

export const FRIEND_CODE = {
  /** spec 2 §8 — add friend: not enough coins (dialog gold_not_enough → CoinPage). */
  notEnoughCoins: FOLLOW_NOT_ENOUGH_GOLD,
  /** spec 3 §5 "cannot add self as friend" (also favourite, remark, block, report yourself). */
  self: 22001,
  /** spec 2 §5 — note name over 30 characters. */
  remarkTooLong: 22002,
  /** The user is not your friend (favourite, remark, reminder need a friend). */
  notFriend: 22003,
  /** spec 2 §8 "online reminder limit reached" (x/50). */
  remindLimit: 22004,
  /** One of the two blocked the other. */
  blocked: 22005,
  /** No such user. */
  noSuchUser: 22006,
  /** Decline: this user has no open friend request to you. */
  noRequest: 22007,
} as const;

export const GIFT_CODE = {
  /** spec 2 §8 — send gift: not enough coins (dialog → CoinPage). */
  notEnoughCoins: CHAT_GIFT_NOT_ENOUGH_COINS,
  /** No such gift. */
  noSuchGift: 24001,
  /** A backpack gift the sender does not hold (none left, or expired). */
  notInBackpack: 24002,
  /** Sending a gift to yourself. */
  self: 24003,
  /** The receiver blocked the sender, or the sender blocked the receiver. */
  blocked: 24004,
  /** No such receiver. */
  noSuchUser: 24005,
} as const;

export const UPLOAD_CODE = {
  /** No file in the form field. */
  noFile: 26001,
  /** spec 3 §5 "Images over 5M are refused". */
  tooLarge: 26002,
  /** The bytes are not a JPEG, PNG, GIF or WebP picture (a renamed file is refused). */
  notImage: 26003,
  /** The album already holds ALBUM_MAX_PHOTOS pictures. */
  albumFull: 26004,
} as const;

export const REPORT_CODE = {
  /** No reason, or not one of spec 3 §5's reason codes. */
  noReason: 27001,
  /** A sub-reason that does not belong to the reason. */
  badSubReason: 27002,
  /** Details over 200 characters (spec 3 §5). */
  detailsTooLong: 27003,
  /** E-mail over 100 characters (spec 3 §5), or not an address. */
  badEmail: 27004,
  /** Reporting yourself. */
  self: 27005,
  /** No such reported user, or no such report (second step). */
  notFound: 27006,
  /** The video report needs its screenshot. */
  noScreenshot: 27007,
} as const;
