import { sanitizeUserName } from 'shared-sdk';
import type { ChatMessage } from 'shared-sdk/chat';
import type { TextKey } from './wording';

/** A message's (or a list entry's last message's) server notice fields (ChatMessage.noticeKey). */
export type NoticeFields = Pick<ChatMessage, 'noticeKey' | 'noticeValues'>;

type Values = Readonly<Record<string, unknown>>;
const text = (v: unknown): v is string => typeof v === 'string';
const count = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The server notices this client can say in the reader's language (the backend's world.ts and
 * gifts.ts): each noticeKey → its `chat` text and values, or null when a value it needs is
 * missing. Names and gift names are data, never translated; user names get the spec's name
 * sanitizing (spec 1 §5) as everywhere a name is shown.
 */
const NOTICES: Readonly<Record<string, (v: Values) => TextKey | null>> = {
  'welcome.notifications': (v) =>
    text(v.name)
      ? { key: 'chat:notice.welcome.notifications', values: { name: sanitizeUserName(v.name) } }
      : null,
  'welcome.team': () => ({ key: 'chat:notice.welcome.team' }),
  'welcome.income': () => ({ key: 'chat:notice.welcome.income' }),
  'income.gift': (v) =>
    text(v.sender) && text(v.gift) && count(v.points)
      ? {
          key: 'chat:notice.income.gift',
          values: { sender: sanitizeUserName(v.sender), gift: v.gift, count: v.points },
        }
      : null,
};

/**
 * The text of a server notice in the reader's language, or null: no key, a key this client does
 * not know (a newer server) or values it cannot use — the caller then shows the stored `content`
 * (the server's English).
 */
export function noticeText(m: NoticeFields): TextKey | null {
  const key = m.noticeKey;
  if (!key || !Object.prototype.hasOwnProperty.call(NOTICES, key)) return null;
  const values = m.noticeValues && typeof m.noticeValues === 'object' ? m.noticeValues : {};
  return NOTICES[key]!(values);
}
