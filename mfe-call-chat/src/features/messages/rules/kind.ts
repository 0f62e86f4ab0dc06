import { MESSAGE_TYPE_GIFT_ASK, type MESSAGE_KINDS } from '../constants';
import { MESSAGE_TYPE, type ChatMessage, MESSAGE_TYPE_VALUE } from 'shared-sdk/chat';

/** spec 2 §3 "Message types in the chat". */
export type MessageKind = (typeof MESSAGE_KINDS)[number];

type KindInput = Pick<
  ChatMessage,
  'messageType' | 'messageTypeValue' | 'senderId' | 'picture_url' | 'giftId' | 'addType' | 'source'
>;

const positive = (n: number | undefined): boolean => typeof n === 'number' && n > 0;

/**
 * spec 2 §4 "Message kinds derived from type and value", as one ordered table: the first row
 * whose test passes names the kind. Order matters where two rows could match: a system notice
 * (sender below 0, value −3) wins over everything; a friend message (addType set) wins over
 * the plain text row; a gift request (type 4) is checked before the gift rows.
 * A message no row matches has no kind (null): the chat does not show it.
 */
export const MESSAGE_KIND_TABLE: ReadonlyArray<{ kind: MessageKind; test(m: KindInput): boolean }> =
  [
    {
      kind: 'system',
      test: (m) => m.senderId < 0 && m.messageTypeValue === MESSAGE_TYPE_VALUE.systemNotice,
    },
    { kind: 'video', test: (m) => m.messageType === MESSAGE_TYPE.VIDEO_CALL },
    { kind: 'friend', test: (m) => m.addType !== undefined && m.addType !== null },
    {
      kind: 'giftAsk',
      test: (m) =>
        m.messageType === MESSAGE_TYPE_GIFT_ASK &&
        m.source !== undefined &&
        m.source !== null &&
        positive(m.giftId),
    },
    {
      kind: 'gift',
      test: (m) =>
        (m.messageType === MESSAGE_TYPE.TEXT &&
          m.messageTypeValue === MESSAGE_TYPE_VALUE.gift &&
          positive(m.giftId)) ||
        (m.messageType === MESSAGE_TYPE.GIFT && m.giftId !== undefined && m.giftId !== null),
    },
    {
      kind: 'img',
      test: (m) =>
        m.messageType === MESSAGE_TYPE.TEXT &&
        m.messageTypeValue === MESSAGE_TYPE_VALUE.image &&
        !!m.picture_url,
    },
    {
      kind: 'txt',
      test: (m) =>
        m.messageType === MESSAGE_TYPE.TEXT && m.messageTypeValue === MESSAGE_TYPE_VALUE.text,
    },
  ];

export function messageKind(m: KindInput): MessageKind | null {
  for (const row of MESSAGE_KIND_TABLE) if (row.test(m)) return row.kind;
  return null;
}
