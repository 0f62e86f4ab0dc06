/**
 * The server's message store (spec 2 §3 "Chat message", "Conversation user"; §7 im/v1/*):
 * messages de-duplicated by messageUuid, one conversation row per owner with its unread count,
 * read mark and "deleted up to" mark, and the ChatMessage / ChatUser views the SDK's types pin
 * (shared-sdk/src/chat/types.ts), used for the answers and the 1040 push alike.
 */
import type { ChatMessage, ChatUser } from 'shared-sdk/node';
import type { DB } from '../../db';
import { absolute } from '../../http/origins';
import { MESSAGE_TYPE, MESSAGE_TYPE_VALUE, PLATFORM_TYPE, SEND_MESSAGE_TYPE } from '../../sdk';

/** spec 2 §3 "Chat room key": the two user ids, smaller first, joined with '-'. */
export function croomIdOf(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** Optional ChatMessage fields kept in the row's `extra` JSON. */
export type MessageExtra = Omit<
  Partial<ChatMessage>,
  | 'messageUuid'
  | 'messageId'
  | 'croomId'
  | 'senderId'
  | 'receiverId'
  | 'messageType'
  | 'messageTypeValue'
  | 'content'
  | 'timestamp'
  | 'read'
>;

export interface NewMessage {
  messageUuid: string;
  senderId: number;
  receiverId: number;
  messageType: number;
  messageTypeValue: number;
  content: string;
  extra?: MessageExtra;
  /** The receiver's copy starts read (spec 2 §4: a video-call record is "stored and marked read"). */
  markRead?: boolean;
  /** Update neither side's conversation (video-call chat: shown in the call only). */
  silent?: boolean;
}

export interface MessageRow {
  id: number;
  message_uuid: string;
  sender_id: number;
  receiver_id: number;
  croom_id: string;
  message_type: number;
  message_type_value: number;
  content: string;
  extra: string;
  created_at: number;
}

export interface ConversationRow {
  user_id: number;
  friend_id: number;
  croom_id: string;
  last_message_id: number | null;
  unread: number;
  read_id: number;
  cleared_id: number;
  visible: number;
  updated_at: number;
}

export function createMessageStore(db: DB, now: () => number) {
  const st = {
    byUuid: db.prepare('SELECT * FROM im_messages WHERE message_uuid = ?'),
    insert: db.prepare(
      `INSERT INTO im_messages (message_uuid, sender_id, receiver_id, croom_id, message_type,
         message_type_value, content, extra, created_at)
       VALUES (@uuid, @senderId, @receiverId, @croomId, @type, @value, @content, @extra, @at)`,
    ),
    // The sender's side: writing in a conversation reads it (the sender has it open); the
    // conversation comes back if it was deleted.
    touchSender: db.prepare(
      `INSERT INTO im_conversations (user_id, friend_id, croom_id, last_message_id, read_id, updated_at)
       VALUES (@owner, @friend, @croomId, @id, @id, @at)
       ON CONFLICT (user_id, friend_id) DO UPDATE SET last_message_id = @id, unread = 0,
         read_id = @id, visible = 1, updated_at = @at`,
    ),
    touchReceiver: db.prepare(
      `INSERT INTO im_conversations (user_id, friend_id, croom_id, last_message_id, unread, read_id, updated_at)
       VALUES (@owner, @friend, @croomId, @id, @unread, @readId, @at)
       ON CONFLICT (user_id, friend_id) DO UPDATE SET last_message_id = @id,
         unread = unread + @unread, read_id = CASE WHEN @unread = 0 AND unread = 0 THEN @id ELSE read_id END,
         visible = 1, updated_at = @at`,
    ),
    conversation: db.prepare('SELECT * FROM im_conversations WHERE user_id = ? AND friend_id = ?'),
    markRead: db.prepare(
      `UPDATE im_conversations SET unread = 0, read_id = COALESCE(last_message_id, read_id)
       WHERE user_id = ? AND friend_id = ?`,
    ),
    clear: db.prepare(
      `UPDATE im_conversations SET visible = 0, unread = 0,
         cleared_id = COALESCE((SELECT MAX(id) FROM im_messages WHERE croom_id = im_conversations.croom_id), 0),
         read_id = COALESCE((SELECT MAX(id) FROM im_messages WHERE croom_id = im_conversations.croom_id), 0)
       WHERE user_id = ? AND friend_id = ?`,
    ),
    roomCount: db.prepare('SELECT COUNT(*) AS n FROM im_messages WHERE croom_id = ? AND id > ?'),
    roomPage: db.prepare(
      'SELECT * FROM im_messages WHERE croom_id = ? AND id > ? ORDER BY id DESC LIMIT ? OFFSET ?',
    ),
    listCount: db.prepare(
      'SELECT COUNT(*) AS n FROM im_conversations WHERE user_id = ? AND visible = 1',
    ),
    listPage: db.prepare(
      `SELECT c.*, m.sender_id AS m_sender, m.content AS m_content, m.message_type AS m_type,
         m.message_type_value AS m_value, m.created_at AS m_at, m.extra AS m_extra
       FROM im_conversations c LEFT JOIN im_messages m ON m.id = c.last_message_id
       WHERE c.user_id = ? AND c.visible = 1
       ORDER BY c.updated_at DESC, c.friend_id DESC LIMIT ? OFFSET ?`,
    ),
  };

  /**
   * Stores a message once: a messageUuid seen before answers the stored row (`duplicate`), and
   * nothing else changes. Both sides' conversations move in the same transaction.
   */
  const store = db.transaction((m: NewMessage): { row: MessageRow; duplicate: boolean } => {
    const prior = st.byUuid.get(m.messageUuid) as MessageRow | undefined;
    if (prior) return { row: prior, duplicate: true };
    const at = now();
    const croomId = croomIdOf(m.senderId, m.receiverId);
    const extra = JSON.stringify(m.extra ?? {});
    const res = st.insert.run({
      uuid: m.messageUuid,
      senderId: m.senderId,
      receiverId: m.receiverId,
      croomId,
      type: m.messageType,
      value: m.messageTypeValue,
      content: m.content,
      extra,
      at,
    });
    const id = Number(res.lastInsertRowid);
    if (!m.silent) {
      if (m.senderId > 0)
        st.touchSender.run({ owner: m.senderId, friend: m.receiverId, croomId, id, at });
      if (m.receiverId > 0) {
        const unread = m.markRead ? 0 : 1;
        st.touchReceiver.run({
          owner: m.receiverId,
          friend: m.senderId,
          croomId,
          id,
          unread,
          readId: unread ? 0 : id,
          at,
        });
      }
    }
    const row: MessageRow = {
      id,
      message_uuid: m.messageUuid,
      sender_id: m.senderId,
      receiver_id: m.receiverId,
      croom_id: croomId,
      message_type: m.messageType,
      message_type_value: m.messageTypeValue,
      content: m.content,
      extra,
      created_at: at,
    };
    return { row, duplicate: false };
  });

  const conversation = (owner: number, friendId: number) =>
    st.conversation.get(owner, friendId) as ConversationRow | undefined;

  /** The message as `viewerId` sees it (read flag from the viewer's side, absolute picture URL). */
  function view(row: MessageRow, viewerId: number, origin: string, readId?: number): ChatMessage {
    const extra = JSON.parse(row.extra) as MessageExtra;
    // Own messages are read; otherwise compare with the viewer's read mark (looked up only if needed).
    const own = row.sender_id === viewerId;
    const mark = own ? 0 : (readId ?? conversation(viewerId, row.sender_id)?.read_id ?? 0);
    const read: 0 | 1 = own || row.id <= mark ? 1 : 0;
    const msg: ChatMessage = {
      ...extra,
      messageUuid: row.message_uuid,
      messageId: String(row.id),
      croomId: row.croom_id,
      senderId: row.sender_id,
      receiverId: row.receiver_id,
      messageType: row.message_type,
      messageTypeValue: row.message_type_value,
      content: row.content,
      timestamp: row.created_at,
      read,
      bizData: { sendPlatformType: PLATFORM_TYPE, ...extra.bizData, sendUserId: row.sender_id },
    };
    if (extra.picture_url) msg.picture_url = absolute(origin, extra.picture_url);
    return msg;
  }

  /** One page of a conversation, newest first (what the owner has not deleted). */
  function page(owner: number, friendId: number, pageNo: number, pageSize: number) {
    const croomId = croomIdOf(owner, friendId);
    const c = conversation(owner, friendId);
    const after = c?.cleared_id ?? 0;
    const total = (st.roomCount.get(croomId, after) as { n: number }).n;
    const rows = st.roomPage.all(croomId, after, pageSize, (pageNo - 1) * pageSize) as MessageRow[];
    return { rows, total, readId: c?.read_id ?? 0 };
  }

  /** The owner's visible conversations, newest first, with their last message. */
  function conversations(owner: number, pageNo: number, pageSize: number) {
    const total = (st.listCount.get(owner) as { n: number }).n;
    const rows = st.listPage.all(owner, pageSize, (pageNo - 1) * pageSize) as Array<
      ConversationRow & {
        m_sender: number | null;
        m_content: string | null;
        m_type: number | null;
        m_value: number | null;
        m_at: number | null;
        m_extra: string | null;
      }
    >;
    return { rows, total };
  }

  /** Marks what `owner` received from `friendId` read; answers how many were unread. */
  function markRead(owner: number, friendId: number): number {
    const before = conversation(owner, friendId)?.unread ?? 0;
    st.markRead.run(owner, friendId);
    return before;
  }

  /** Deletes the conversation for `owner` only (spec 2 §4); a new message brings it back. */
  const clear = (owner: number, friendId: number): boolean =>
    st.clear.run(owner, friendId).changes > 0;

  return { store, view, page, conversations, conversation, markRead, clear, byUuid: st.byUuid };
}
export type MessageStore = ReturnType<typeof createMessageStore>;

/** A server notice's key and values in a message's extra JSON (a list entry's last message). */
export function noticeOf(extra: string | null): Pick<MessageExtra, 'noticeKey' | 'noticeValues'> {
  if (!extra) return {};
  const e = JSON.parse(extra) as MessageExtra;
  return e.noticeKey ? { noticeKey: e.noticeKey, noticeValues: e.noticeValues ?? {} } : {};
}

/** A short text for a conversation's last message when it is not text (list preview). */
export function previewOf(type: number | null, value: number | null, content: string | null) {
  if (type === null) return '';
  if (type === MESSAGE_TYPE.TEXT && value === MESSAGE_TYPE_VALUE.image)
    return content || '[Picture]';
  if (
    type === MESSAGE_TYPE.GIFT ||
    (type === MESSAGE_TYPE.TEXT && value === MESSAGE_TYPE_VALUE.gift)
  )
    return content || '[Gift]';
  if (type === MESSAGE_TYPE.VIDEO_CALL) return content || '[Video call]';
  return content ?? '';
}

/** The send messageType (1 chat, 3 picture, 4 video-call chat) → stored type and value (spec 2 §4). */
export function storedKindOf(sendType: number): { messageType: number; messageTypeValue: number } {
  if (sendType === SEND_MESSAGE_TYPE.PICTURE)
    return { messageType: MESSAGE_TYPE.TEXT, messageTypeValue: MESSAGE_TYPE_VALUE.image };
  if (sendType === SEND_MESSAGE_TYPE.VIDEO_CALL_CHAT)
    return { messageType: MESSAGE_TYPE.EMBEDDED, messageTypeValue: MESSAGE_TYPE_VALUE.text };
  return { messageType: MESSAGE_TYPE.TEXT, messageTypeValue: MESSAGE_TYPE_VALUE.text };
}

export type { ChatUser };
