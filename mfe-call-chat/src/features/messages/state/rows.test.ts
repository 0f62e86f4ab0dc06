import type { StoredMessage } from '../db/records';
import { chatRows, previewKind } from './rows';

const me = 5;
const now = new Date(2026, 4, 10, 12, 0).getTime();
const msg = (over: Partial<StoredMessage>): StoredMessage => ({
  messageUuid: `u${Math.random()}`,
  croomId: '5-7',
  senderId: 7,
  receiverId: me,
  messageType: 1,
  messageTypeValue: 0,
  content: 'hi',
  timestamp: now - 60_000,
  read: 0,
  userId: me,
  ...over,
});

test('rows: kinds from the rules, unknown kinds and expired notices left out, labels 5 minutes apart', () => {
  const rows = chatRows(
    [
      msg({ timestamp: now - 3_600_000 }),
      msg({ timestamp: now - 3_500_000, senderId: me }),
      msg({ messageType: 99, timestamp: now - 3_400_000 }),
      msg({ senderId: -1, messageTypeValue: -3, expire: now - 1, timestamp: now - 3_300_000 }),
      msg({ messageType: 10, callerUserId: me, videoTime: 30, timestamp: now - 60_000 }),
      msg({ messageTypeValue: 3, picture_url: 'http://x/u.png', timestamp: now - 30_000 }),
    ],
    me,
    now,
  );
  expect(rows.map((r) => r.kind)).toEqual(['txt', 'txt', 'video', 'img']);
  expect(rows.map((r) => r.mine)).toEqual([false, true, false, false]);
  expect(rows.map((r) => r.label?.kind ?? null)).toEqual(['today', null, 'today', null]);
});

test.each([
  [{ lastKind: 'img' as const }, 'picture'],
  [{ lastKind: 'gift' as const }, 'gift'],
  [{ lastKind: 'video' as const }, 'call'],
  [{ lastKind: 'txt' as const }, 'text'],
  [{ messageType: 10 }, 'call'],
  [{}, 'text'],
])('previewKind(%j) → %s', (entry, kind) => expect(previewKind(entry)).toBe(kind));
