import type { ChatUser } from 'shared-sdk/chat';
import {
  buildConversationList,
  hasQuickMenu,
  mergeChatUsers,
  selectAllIds,
  unreadSummary,
} from './conversations';

const ME = 100;
const u = (friendId: number, over: Partial<ChatUser> = {}): ChatUser => ({
  croomId: friendId < ME ? `${friendId}-${ME}` : `${ME}-${friendId}`,
  friendId,
  userId: ME,
  userName: `u${friendId}`,
  headImg: `/h/${friendId}.png`,
  relation: 2,
  stick: 0,
  noReadCount: 0,
  timestamp: friendId * 10,
  ...over,
});

describe('merge (spec 2 §4)', () => {
  test('keeps the higher unread count, newer last message, sorts by time, drops types 4 and 7', () => {
    const local = [
      u(1, { noReadCount: 5, timestamp: 50, content: 'local newer' }),
      u(2, { timestamp: 20 }),
    ];
    const incoming = [
      u(1, { noReadCount: 2, timestamp: 40, content: 'server older', userName: 'renamed' }),
      u(2, { noReadCount: 9, timestamp: 60, content: 'server newer' }),
      u(3, { timestamp: 30, messageType: 4 }),
      u(4, { timestamp: 35, messageType: 7 }),
      u(5, { timestamp: 45, messageType: 1 }),
    ];
    const out = mergeChatUsers(local, incoming);
    expect(out.map((x) => x.friendId)).toEqual([2, 1, 5]);
    expect(out[0]).toMatchObject({ noReadCount: 9, content: 'server newer', timestamp: 60 });
    expect(out[1]).toMatchObject({
      noReadCount: 5,
      content: 'local newer',
      timestamp: 50,
      userName: 'renamed',
    });
  });

  test('a conversation this device read up to the server entry keeps its own count', () => {
    const local = [
      { ...u(1, { noReadCount: 0, timestamp: 40 }), readUpTo: 40 },
      { ...u(2, { noReadCount: 0, timestamp: 40 }), readUpTo: 40 },
    ];
    const incoming = [
      u(1, { noReadCount: 2, timestamp: 40 }), // counted before the server was told
      u(2, { noReadCount: 3, timestamp: 55 }), // a newer message: the server knows more
    ];
    const out = mergeChatUsers(local, incoming);
    expect(out.find((x) => x.friendId === 1)?.noReadCount).toBe(0);
    expect(out.find((x) => x.friendId === 2)?.noReadCount).toBe(3);
  });

  test("a local notice's text key (welcome) stays while it is the last message, goes when the server's is newer", () => {
    const welcome = { contentKey: 'chat:welcome.support', contentValues: { name: 'A' } };
    const local = [
      { ...u(-2, { timestamp: 50, content: '' }), ...welcome },
      { ...u(-1, { timestamp: 50, content: '' }), ...welcome },
    ];
    const incoming = [
      u(-2, { timestamp: 40, content: 'older server notice' }),
      u(-1, { timestamp: 60, content: 'newer server notice' }),
    ];
    const out = mergeChatUsers(local, incoming) as Array<ChatUser & { contentKey?: string }>;
    expect(out.find((x) => x.friendId === -2)).toMatchObject({ content: '', ...welcome });
    const one = out.find((x) => x.friendId === -1)!;
    expect(one.content).toBe('newer server notice');
    expect(one.contentKey).toBeUndefined();
  });
});

describe('a server notice key on the list entry', () => {
  test("follows the newer last message: the server's, or the local one", () => {
    const gift = {
      noticeKey: 'income.gift',
      noticeValues: { sender: 'Ann', gift: 'Rose', points: 2 },
    };
    const local = [
      u(-3, { timestamp: 50, content: 'Ann sent you a Rose (+2 points)', ...gift }),
      u(-1, { timestamp: 50, content: 'welcome', noticeKey: 'welcome.notifications' }),
    ];
    const incoming = [
      u(-3, { timestamp: 40, content: 'older' }),
      u(-1, { timestamp: 60, content: 'a newer plain text' }),
    ];
    const out = mergeChatUsers(local, incoming);
    expect(out.find((x) => x.friendId === -3)).toMatchObject(gift);
    const one = out.find((x) => x.friendId === -1)!;
    expect(one.content).toBe('a newer plain text');
    expect(one.noticeKey).toBeUndefined();
    const fromServer = mergeChatUsers([], [u(-2, { timestamp: 1, noticeKey: 'welcome.team' })]);
    expect(fromServer[0]).toMatchObject({ noticeKey: 'welcome.team' });
  });
});

describe('conversation list (spec 2 §2, §3, §5)', () => {
  const users = [
    u(1, { timestamp: 10, stick: 1 }),
    u(2, { timestamp: 90 }),
    u(3, { relation: 3, timestamp: 50, noReadCount: 2 }),
    u(4, { relation: 3, timestamp: 70, noReadCount: 1 }),
    u(5, { relation: 3, timestamp: 60, noReadCount: 4 }),
    u(6, { relation: 3, timestamp: 20, noReadCount: 0 }),
    u(-2, { croomId: `-2-${ME}`, noReadCount: 3, timestamp: 5, content: 'welcome' }),
  ];

  test('system −1, −2, −3 first, then say-hi (−4) and the rest by time', () => {
    const list = buildConversationList(users, ME);
    expect(list.map((x) => x.friendId)).toEqual([-1, -2, -3, 2, -4, 1]);
    expect(list[1]).toMatchObject({
      noReadCount: 3,
      content: 'welcome',
      nameKey: 'chat:system.product_team',
    });
    const hi = list.find((x) => x.friendId === -4)!;
    expect(hi.noReadCount).toBe(7);
    expect(hi.timestamp).toBe(70);
    expect(hi.userList?.map((x) => x.friendId)).toEqual([4, 5, 3]);
  });

  test('no say-hi users, no −4 row', () => {
    expect(buildConversationList([u(1)], ME).map((x) => x.friendId)).toEqual([-1, -2, -3, 1]);
  });

  test('favourites: stick 1 plus system entries', () => {
    const list = buildConversationList([...users, u(7, { stick: 3, timestamp: 95 })], ME, {
      favouritesOnly: true,
    });
    expect(list.map((x) => x.friendId)).toEqual([-1, -2, -3, -4, 1]);
  });

  test('select-all skips −4 and −2; no quick menu for system entries', () => {
    const list = buildConversationList(users, ME);
    expect(selectAllIds(list)).toEqual([-1, -3, 2, 1]);
    expect(list.filter(hasQuickMenu).map((x) => x.friendId)).toEqual([2, 1]);
  });
});

describe('unread summary for the shell (spec 3 §2)', () => {
  test('up to 6 users with unread, newest first; total counts everything', () => {
    const many = Array.from({ length: 9 }, (_, i) =>
      u(i + 1, { noReadCount: i % 3 === 0 ? 0 : i, timestamp: i }),
    );
    const { chats, total } = unreadSummary([...many, u(-1, { noReadCount: 4 })]);
    expect(chats.map((c) => c.friendId)).toEqual([9, 8, 6, 5, 3, 2]);
    expect(chats[0]).toEqual({ friendId: 9, userName: 'u9', headImg: '/h/9.png', noReadCount: 8 });
    expect(total).toBe(1 + 2 + 4 + 5 + 7 + 8 + 4);
  });
});
