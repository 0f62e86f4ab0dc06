import { appStore, userAtom, type SessionUser } from './atoms';
import { resetSessionAtoms } from './reset';
import { applyUnreadSummary, unreadChatsAtom, unreadSummaryAtom, unreadTotalAtom } from './unread';

const user = (id: number) =>
  ({
    id,
    userName: 'u',
    headImg: '',
    goldNum: 0,
    gender: 1,
    countryId: 1,
    payStatus: 0,
  }) as SessionUser;
const chat = (friendId: number, noReadCount = 1) => ({
  friendId,
  userName: `f${friendId}`,
  headImg: '',
  noReadCount,
});

afterEach(() => resetSessionAtoms());

describe('applyUnreadSummary, the one writer of the unread summary', () => {
  test('applies newer revisions for the signed-in user, drops stale ones and other users', () => {
    appStore.set(userAtom, user(5));
    expect(applyUnreadSummary({ chats: [chat(1, 2)], total: 3, seq: 2, userId: 5 })).toBe(true);
    expect(appStore.get(unreadChatsAtom)).toEqual([chat(1, 2)]);
    expect(appStore.get(unreadTotalAtom)).toBe(3);
    expect(applyUnreadSummary({ chats: [], total: 0, seq: 1, userId: 5 })).toBe(false);
    expect(applyUnreadSummary({ chats: [], total: 0, seq: 9, userId: 6 })).toBe(false);
    expect(appStore.get(unreadTotalAtom)).toBe(3);
  });

  test('keeps only users with unread, at most 6; nothing when logged out', () => {
    appStore.set(userAtom, user(5));
    applyUnreadSummary({
      chats: [chat(1, 0), ...[2, 3, 4, 5, 6, 7, 8].map((f) => chat(f))],
      total: 7,
      seq: 1,
      userId: 5,
    });
    expect(appStore.get(unreadChatsAtom).map((c) => c.friendId)).toEqual([2, 3, 4, 5, 6, 7]);
    resetSessionAtoms();
    expect(appStore.get(unreadChatsAtom)).toEqual([]);
    expect(applyUnreadSummary({ chats: [chat(1)], total: 1, seq: 5, userId: 5 })).toBe(false);
  });

  test('a new store for the same user after logout starts again at a low revision', () => {
    appStore.set(userAtom, user(5));
    applyUnreadSummary({ chats: [chat(1)], total: 1, seq: 40, userId: 5 });
    resetSessionAtoms();
    appStore.set(userAtom, user(5));
    expect(applyUnreadSummary({ chats: [chat(2)], total: 1, seq: 1, userId: 5 })).toBe(true);
  });

  test('the summary atom is read-only: only applyUnreadSummary writes it', () => {
    appStore.set(userAtom, user(5));
    applyUnreadSummary({ chats: [chat(1)], total: 1, seq: 1, userId: 5 });
    expect(appStore.get(unreadSummaryAtom)).toEqual({
      chats: [chat(1)],
      total: 1,
      seq: 1,
      userId: 5,
    });
    // jotai refuses a write to a derived atom without a write function.
    expect(() =>
      appStore.set(unreadSummaryAtom as never, { chats: [], total: 0 } as never),
    ).toThrow();
    expect(appStore.get(unreadTotalAtom)).toBe(1);
  });
});
