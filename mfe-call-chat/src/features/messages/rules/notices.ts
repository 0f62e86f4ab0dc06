import { HOST_NOTICE_MESSAGE_TYPES, HOST_NOTICE_TYPE, IGNORED_NOTICE_TYPES } from '../constants';
import type { ChatMessage } from 'shared-sdk';

export type NoticeDecision =
  | { show: true; as: 'host' | 'notice' }
  | { show: false; reason: 'expired' | 'ignored' | 'function' };

type NoticeInput = Pick<ChatMessage, 'expire' | 'noticeType' | 'messageType' | 'function'>;

/**
 * spec 2 §4 "System notices", in order: an expired notice (expiry before now) is dropped; types
 * 52, 66, 73 and 1050 are ignored; 1090 with message type 2, 3 or 6 is shown as a message from
 * the host; any other notice is shown only when its function value is absent or 0.
 * Welcome notices carry `expire` = sent + 5 minutes (rules/welcome.ts), so the same rule ends them.
 */
export function noticeDecision(n: NoticeInput, now: number): NoticeDecision {
  if (typeof n.expire === 'number' && n.expire > 0 && n.expire < now)
    return { show: false, reason: 'expired' };
  if (n.noticeType !== undefined && IGNORED_NOTICE_TYPES.includes(n.noticeType))
    return { show: false, reason: 'ignored' };
  if (n.noticeType === HOST_NOTICE_TYPE && HOST_NOTICE_MESSAGE_TYPES.includes(n.messageType))
    return { show: true, as: 'host' };
  if (n.function !== undefined && n.function !== null && n.function !== 0)
    return { show: false, reason: 'function' };
  return { show: true, as: 'notice' };
}

/** Whether a message is a notice the filter applies to (it carries a noticeType or comes from a system id). */
export function isNotice(m: Pick<ChatMessage, 'noticeType' | 'senderId'>): boolean {
  return m.noticeType !== undefined || m.senderId < 0;
}
