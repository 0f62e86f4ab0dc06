/**
 * Instant messages (spec 2 §3–§9; spec 3 §9): the message list and badges, welcome messages,
 * auto-read, and the server's rules for sends (the project's decisions where spec 2 is silent,
 * docs/CONTRACTS.md "Chat, friends, gifts and reports"). mfe-call-chat keeps the chat's own
 * constants (features/messages/constants.ts); these are the ones the backend or another part uses.
 */

/** spec 2 §3 — business message type of the chat's notices (IM_NOTICE_TYPE). */
export const BIZ_TYPE_1040 = 1040;
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
/** spec 2 §3, §7, §8 — translateCode of a send: 200 translated or not asked; 54000 the daily limit. */
export const TRANSLATE_CODE = { ok: 200, limit: 54000 } as const;
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
/** spec 2 §9 — message list first page. */
export const MESSAGE_LIST_FIRST_PAGE = 30;
/** spec 2 §9; spec 3 §9 — chat list and detail page size. */
export const CHAT_PAGE_SIZE = 100;
/** spec 2 §9 — badge cap, then "k+". */
export const BADGE_CAP = 999;
/** spec 2 §9 — badge queue limit. */
export const BADGE_QUEUE_LIMIT = 100;
/** spec 3 §2, §9; spec 2 — unread avatar strip. */
export const UNREAD_AVATARS_MAX = 6;
/** spec 2 §9; spec 3 §3 — pseudo friendId of the say-hi group. */
export const SAY_HI_FRIEND_ID = -4;
/** spec 2 §9; spec 3 §3 — system entry id. */
export const SYSTEM_FRIEND_ID = -2;
/** spec 3 §9 — third welcome only when the login count is 2..20 (min). */
export const THIRD_WELCOME_LOGIN_COUNT_MIN = 2;
/** spec 3 §9 — third welcome only when the login count is 2..20 (max). */
export const THIRD_WELCOME_LOGIN_COUNT_MAX = 20;
/** spec 3 §9; spec 2 §9 — welcome notices expire after 5 minutes. */
export const WELCOME_NOTICE_EXPIRE_MS = 5 * 60 * 1000;
/** spec 3 §9; spec 2 §9 — welcome messages are sent 50 ms apart. */
export const WELCOME_MESSAGE_GAP_MS = 50;
/** spec 2 §9 — messages are auto-read after 72 hours. */
export const AUTO_READ_AFTER_MS = 72 * 60 * 60 * 1000;
/** spec 2 §9 — auto-read pass after init. */
export const AUTO_READ_PASS_DELAY_MS = 350;
/** spec 2 §9 — unread badge refresh throttle. */
export const UNREAD_BADGE_THROTTLE_MS = 300;
/** spec 2 §9 — conversation refresh throttle. */
export const CONVERSATION_REFRESH_THROTTLE_MS = 200;
/** spec 2 §9 — scroll handler throttles (short). */
export const SCROLL_THROTTLE_SHORT_MS = 200;
/** spec 2 §9 — scroll handler throttles (long). */
export const SCROLL_THROTTLE_LONG_MS = 500;
/** spec 2 §9 — message banner reappears after 24 h. */
export const MESSAGE_BANNER_REAPPEAR_MS = 24 * 60 * 60 * 1000;
/** spec 1 §9 — chat-check call debounce. */
export const CHAT_CHECK_DEBOUNCE_MS = 400;
/** spec 3 §9 — long-press on a chat item. */
export const LONG_PRESS_MS = 600;
