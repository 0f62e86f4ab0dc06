import { AUTO_READ_AFTER_MS } from 'shared-sdk';
import { croomIdOf, peerOf } from '../rules/ids';
import type { StoredMessage } from './records';
import type { ChatMessage } from 'shared-sdk';

/** A message as it may arrive (realtime push, history page, own draft): some fields optional. */
export type IncomingMessage = Partial<ChatMessage> &
  Pick<ChatMessage, 'senderId'> & {
    contentKey?: string;
    contentValues?: Record<string, string | number>;
  };

/**
 * A stable messageUuid for a message that arrives without one (an old server notice): the
 * server id, else the fields that make it itself. Real messages always carry their own.
 */
export function uuidOf(m: IncomingMessage, receiverId: number, timestamp: number): string {
  if (m.messageUuid) return m.messageUuid;
  if (m.messageId) return `srv:${m.messageId}`;
  return `derived:${m.senderId}:${receiverId}:${timestamp}:${m.messageType ?? ''}:${m.noticeType ?? ''}:${m.content ?? ''}`;
}

/**
 * The record the writer stores (spec 2 §4 "Messages start unread (0) unless sent by the current
 * user (1)"; a message already older than 72 hours is stored read: the auto-read rule).
 */
export function toStored(m: IncomingMessage, me: number, now: number): StoredMessage {
  const receiverId = m.receiverId ?? me;
  const timestamp = Number(m.timestamp ?? m.timeStamp ?? now);
  const mine = m.senderId === me;
  const old = timestamp < now - AUTO_READ_AFTER_MS;
  const rec: StoredMessage = {
    ...(m as ChatMessage),
    messageUuid: uuidOf(m, receiverId, timestamp),
    croomId: m.croomId || croomIdOf(m.senderId, receiverId),
    receiverId,
    messageType: Number(m.messageType ?? 1),
    messageTypeValue: Number(m.messageTypeValue ?? 0),
    content: typeof m.content === 'string' ? m.content : '',
    timestamp,
    read: mine || old || m.read === 1 ? 1 : 0,
    userId: me,
  };
  delete rec.id;
  return rec;
}

/** The conversation's friendId for a stored message. */
export function friendOf(m: Pick<StoredMessage, 'senderId' | 'receiverId'>, me: number): number {
  return peerOf(m, me);
}

/**
 * A known message seen again (the de-duplicating writer, by messageUuid). What the server says
 * wins for its own fields (id, time, translation) and an own message becomes "sent"; read never
 * goes back to unread. Returns null when nothing changes.
 */
export function mergeKnown(
  cur: StoredMessage,
  inc: StoredMessage,
  fromServer: boolean,
): StoredMessage | null {
  const next: StoredMessage = { ...cur };
  if (inc.read === 1 && cur.read !== 1) next.read = 1;
  if (fromServer) {
    if (inc.messageId && inc.messageId !== cur.messageId) next.messageId = inc.messageId;
    if (inc.timestamp && inc.timestamp !== cur.timestamp) next.timestamp = inc.timestamp;
    if (
      (inc.textContent?.translation &&
        inc.textContent.translation !== cur.textContent?.translation) ||
      (inc.textContent?.translationUnavailable && !cur.textContent?.translationUnavailable)
    )
      next.textContent = inc.textContent;
    if (cur.sendStatus && cur.sendStatus !== 'sent') {
      next.sendStatus = 'sent';
      delete next.sendError;
    }
  }
  const changed =
    (Object.keys(next) as (keyof StoredMessage)[]).some((k) => next[k] !== cur[k]) ||
    Object.keys(next).length !== Object.keys(cur).length;
  return changed ? next : null;
}
