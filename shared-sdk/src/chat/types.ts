/**
 * The chat message and conversation shapes (spec 2 §3 "Chat message", "Conversation user").
 * One shape on the wire (GET /facade/api/im/v1/list and /details, the 1040 realtime push) and in
 * the device's message database (mfe-call-chat `features/messages/db/`), so nothing is translated
 * between the two.
 * Field names are the spec's, snake_case ones included. Adding an optional field is fine;
 * changing one is a contract change for the backend, the store and mfe-call-chat together.
 */

/** spec 2 §3 "Content kinds" (messageType). */
export const MESSAGE_TYPE = {
  TEXT: 1,
  FRIEND_ADD: 2,
  EMBEDDED: 4,
  GIFT: 5,
  VIDEO_CALL: 10,
} as const;

/** spec 2 §4 "Message kinds derived from type and value": the messageTypeValue of each. */
export const MESSAGE_TYPE_VALUE = { text: 0, image: 3, gift: 4, systemNotice: -3 } as const;

/** POST /facade/api/im/v1/send `messageType` (spec 2 §7): 1 chat, 3 picture, 4 video-call chat. */
export const SEND_MESSAGE_TYPE = { CHAT: 1, PICTURE: 3, VIDEO_CALL_CHAT: 4 } as const;

/** spec 2 §3 "Chat message" (+ the video-call record fields of content kind 10). */
export interface ChatMessage {
  /** Made by the sender's client before sending; the server and every store de-duplicate on it. */
  messageUuid: string;
  /** The server's id once stored (absent while the message is only in the sender's outbox). */
  messageId?: string;
  /** smaller-larger user id joined with '-' (spec 2 §3 "Chat room key"). */
  croomId: string;
  senderId: number;
  receiverId: number;
  receiverIds?: number[];
  messageType: number;
  messageTypeValue: number;
  content: string;
  /** Server ms (the sender's clock until acknowledged). */
  timestamp: number;
  /** Some notices carry timeStamp instead of timestamp (spec 2 §3). */
  timeStamp?: number;
  uniqueId?: string;
  /** 0 unread, 1 read (spec 2 §4: unread unless sent by the current user). */
  read: 0 | 1;
  bizData?: { sendUserId?: number; sendPlatformType?: number; sendTranslateCode?: number };
  noticeType?: number;
  /**
   * A server notice's text as a stable key and its values (project: the system conversations'
   * welcome notices and the Income Notices), so the client shows it in the reader's language;
   * `content` keeps the server's English for a client that does not know the key. Keys:
   * 'welcome.notifications' | 'welcome.team' | 'welcome.income' (values { name }) and
   * 'income.gift' (values { sender, gift, points }; gift is the gift's name: data, not translated).
   */
  noticeKey?: string;
  noticeValues?: Record<string, string | number>;
  bizType?: number;
  showInAppBanner?: boolean;
  /** Expiry (ms); expired notices are dropped (spec 2 §4). */
  expire?: number;
  /** A notice's "function value" (spec 2 §4): notices other than the host ones show only when it is absent or 0. */
  function?: number;
  /**
   * Source text and its translation. `translationUnavailable`: a translation was asked for and
   * the server could not make one (no service for the language, the service failed, the daily
   * limit): the chat says so instead of showing the text as translated.
   */
  textContent?: { source: string; translation?: string; translationUnavailable?: boolean };
  giftId?: number;
  giftStar?: number;
  integral?: number;
  /** Friend request / acceptance (2 = the reply to a request). */
  addType?: number;
  accept?: number;
  picture_url?: string;
  picture_width?: number;
  picture_height?: number;
  /** Gift request (type 4). */
  source?: number;
  /** Video-call record (messageType 10). */
  callerUserId?: number;
  calleeUserId?: number;
  roomNum?: string;
  callLocation?: number;
  videoTime?: number;
  hangupReason?: number;
}

/** spec 2 §3 "Conversation user (chat-user entry)". Negative friendIds are system entries. */
export interface ChatUser {
  croomId: string;
  friendId: number;
  /** The owner of this list (the signed-in user). */
  userId: number;
  userName: string;
  headImg: string;
  /** 2 friend, 3 pending request to accept (say-hi), 4 not yet a friend. */
  relation: number;
  /** 1 favourite in the message list (3 also marks favourite in another list). */
  stick: number;
  noReadCount: number;
  timestampUser?: number;
  /** Last message: who sent it, its text, kind and time. */
  senderId?: number;
  content?: string;
  messageType?: number;
  timestamp: number;
  /** The last message's notice key and values (ChatMessage.noticeKey), when it is a server notice. */
  noticeKey?: string;
  noticeValues?: Record<string, string | number>;
  /** −4 say-hi pseudo conversation: up to 3 users (spec 2 §3). */
  userList?: Array<Pick<ChatUser, 'friendId' | 'userName' | 'headImg'>>;
}
