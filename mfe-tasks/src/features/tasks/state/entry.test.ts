import { entryTip, opensAsPopup, routeNameOf, utcDay, visitedToday } from './entry';

test.each([
  ['GoddessWall', false, true],
  ['CardPage', false, true],
  ['SearchPage', false, true],
  ['LivCam', false, true],
  ['FriendPage', false, true],
  ['MessagePage', false, true],
  ['FriendsPage', false, false],
  ['CoinPage', false, false],
  [null, false, false],
  ['LivCam', true, false],
  ['GoddessWall', true, false],
] as const)('on %s (phone layout %s) the list is a popup: %s', (route, mobile, popup) => {
  expect(opensAsPopup(route, mobile)).toBe(popup);
});

test('route names of paths, with a language prefix and params', () => {
  expect(routeNameOf('/')).toBe('LivCam');
  expect(routeNameOf('/wall')).toBe('GoddessWall');
  expect(routeNameOf('/tr/search')).toBe('SearchPage');
  expect(routeNameOf('/profile/12%2F3')).toBe('FriendPage');
  expect(routeNameOf('/message')).toBe('MessagePage');
  expect(routeNameOf('/friends')).toBe('FriendsPage');
  expect(routeNameOf('/nowhere/at/all')).toBeNull();
});

test('the first-visit cookie counts for the UTC day it was written', () => {
  const now = Date.UTC(2026, 10, 26, 23, 59);
  expect(utcDay(now)).toBe('2026-11-26');
  expect(visitedToday('2026-11-26', now)).toBe(true);
  expect(visitedToday('2026-11-26', now + 60_000)).toBe(false);
  expect(visitedToday(null, now)).toBe(false);
});

test('the entry tip: coins to claim first, else new tasks until opened today, else none', () => {
  expect(entryTip(50, true)).toEqual({ kind: 'claim', coins: 50 });
  expect(entryTip(50, false)).toEqual({ kind: 'claim', coins: 50 });
  expect(entryTip(0, false)).toEqual({ kind: 'new' });
  expect(entryTip(0, true)).toBeNull();
});
