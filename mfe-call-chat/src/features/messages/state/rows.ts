import type { MessageKind } from '../rules/kind';
import type { StoredMessage } from '../db/records';
import type { TimeLabel } from '../rules/timeLabel';
import { isNotice, noticeDecision } from '../rules/notices';
import { messageKind } from '../rules/kind';
import { timeLabel } from '../rules/timeLabel';
import { MESSAGE_TYPE } from 'shared-sdk/chat';

/** One row of the chat: a message the chat can show, with its time label (or none). */
export interface ChatRow {
  key: string;
  message: StoredMessage;
  kind: MessageKind;
  mine: boolean;
  label: TimeLabel | null;
}

/**
 * The rows of a conversation (oldest first): messages without a kind are not shown (spec 2 §4
 * "Message kinds derived from type and value"), nor notices the filter drops (expired welcome
 * notices included), and a time label appears only more than 5 minutes after the previous shown
 * message (spec 2 §5). Pure: the chat's rules (../rules) do the deciding.
 */
export function chatRows(messages: readonly StoredMessage[], me: number, now: number): ChatRow[] {
  const rows: ChatRow[] = [];
  let prev: number | null = null;
  for (const m of messages) {
    const kind = messageKind(m);
    if (!kind) continue;
    if (isNotice(m) && !noticeDecision(m, now).show) continue;
    rows.push({
      key: m.messageUuid,
      message: m,
      kind,
      mine: m.senderId === me,
      label: timeLabel(m.timestamp, prev, now),
    });
    prev = m.timestamp;
  }
  return rows;
}

/** The preview line's kind of a conversation (pictures and gifts say so instead of a text). */
export type PreviewKind = 'picture' | 'gift' | 'call' | 'text';

export function previewKind(entry: {
  lastKind?: MessageKind | null;
  messageType?: number;
}): PreviewKind {
  switch (entry.lastKind) {
    case 'img':
      return 'picture';
    case 'gift':
    case 'giftAsk':
      return 'gift';
    case 'video':
      return 'call';
    default:
      return entry.messageType === MESSAGE_TYPE.VIDEO_CALL ? 'call' : 'text';
  }
}
