import { showsCheckInTip } from './menu';

test('the check-in tip is mounted on the wall, home and search pages only (spec 3 §2 "Shell")', () => {
  expect(['GoddessWall', 'LivCam', 'SearchPage'].filter(showsCheckInTip)).toHaveLength(3);
  for (const route of ['CardPage', 'MessagePage', 'FriendsPage', 'CoinPage', 'TaskList', null])
    expect(showsCheckInTip(route)).toBe(false);
});
