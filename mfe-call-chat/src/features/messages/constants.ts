/**
 * The chat's own constants, used by this remote alone: spec values cite their section;
 * the ones marked "project" are choices where the spec is silent, documented here once.
 * Chat constants that another part or the backend uses stay in the SDK (shared-sdk/constants:
 * chat.ts for messages, badges, welcome and auto-read, TRANSLATE_CODE, IM_CODE; social.ts for
 * FRIEND_RELATION, FRIEND_ADD_TYPE; call.ts for BIZ_TYPE_CALL, HANGUP_REASON) and are used as they
 * are, one name each. The local database's version is CHAT_DB_VERSION (db/schema.ts).
 */

import { SAY_HI_FRIEND_ID, SYSTEM_FRIEND_ID } from 'shared-sdk/constants';

// ---- conversations (spec 2 §3 "Conversation user", §5, §9) ----
/** spec 2 §3 — the fixed system conversations (friendId), shown in this order. */
export const SYSTEM_CONVERSATION = {
  notifications: -1,
  /** The SDK's SYSTEM_FRIEND_ID (the backend writes to it too). */
  productTeam: SYSTEM_FRIEND_ID,
  incomeNotices: -3,
} as const;
export const SYSTEM_CONVERSATION_IDS: readonly number[] = Object.values(SYSTEM_CONVERSATION);
/** spec 2 §3 — the say-hi pseudo conversation shows up to 3 users. */
export const SAY_HI_USERS_SHOWN = 3;
/** spec 2 §4 "Incoming lists drop messages of type 4 or 7". */
export const DROPPED_INCOMING_MESSAGE_TYPES: readonly number[] = [4, 7];
/** spec 2 §5 — select-all in the message list skips these friendIds. */
export const SELECT_ALL_SKIPPED_IDS: readonly number[] = [SAY_HI_FRIEND_ID, SYSTEM_FRIEND_ID];
/** spec 2 §2, §3 — stick 1 = favourite in the message list (the favourites tab). */
export const STICK_FAVOURITE = 1;

// ---- messages (spec 2 §3, §4) ----
/** spec 2 §3 "Message types in the chat": the kinds the chat renders. */
export const MESSAGE_KINDS = [
  'txt',
  'img',
  'video',
  'gift',
  'giftAsk',
  'friend',
  'system',
] as const;
/** spec 2 §4 — content kind 4 (embedded) carrying a gift request. */
export const MESSAGE_TYPE_GIFT_ASK = 4;
// spec 2 §4 "Call record": hangupReason 1 shows the duration, 2 caller cancelled, 3 callee
// denied — HANGUP_REASON lives with the SDK's call constants, one table for both.
/** spec 2 §5 — a time label is hidden within 5 minutes of the previous message. */
export const TIME_LABEL_GAP_MS = 300_000;
/** spec 2 §3 — the chat_id of a message is '2|' + the two user ids, smaller first. */
export const CHAT_ID_PREFIX = '2|';

// ---- system notices (spec 2 §4 "System notices") ----
/** spec 2 §4 — notice types that are never shown. */
export const IGNORED_NOTICE_TYPES: readonly number[] = [52, 66, 73, 1050];
/** spec 2 §4 — notice type 1090 … */
export const HOST_NOTICE_TYPE = 1090;
/** spec 2 §4 — … with these message types is shown as a message from the host. */
export const HOST_NOTICE_MESSAGE_TYPES: readonly number[] = [2, 3, 6];

// ---- sending (spec 2 §7 "/facade/api/im/v1/send") ----
// The text limit, routeType and the send's codes are in social.ts (IM_TEXT_MAX_CHARS, ROUTE_TYPE, IM_CODE).
/**
 * project — a send without the server's answer after 15 s is "failed" with a Retry (the
 * spec's 50 s request timeout is for every call; a chat bubble that spins for 50 s reads as
 * broken). The same messageUuid is sent again on Retry, so a late success is not a duplicate.
 */
export const CHAT_SEND_TIMEOUT_MS = 15_000;
/** spec 2 §5 — picture display width (px). */
export const CHAT_PICTURE_WIDTH_PX = 152;
