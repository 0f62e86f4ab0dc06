import { getRoute, type Mission } from 'shared-sdk';
import { TASK_TYPES } from 'shared-sdk/constants';
import {
  availableTabs,
  claimableCoins,
  claimFeedback,
  goRouteFor,
  taskAction,
  tasksOfTab,
} from './tasks';

const mission = (over: Partial<Mission> = {}): Mission => ({
  id: 1,
  type: 'send_msg',
  title: 'Send 3 messages',
  reward: 20,
  goals: 3,
  completed: 0,
  done: false,
  period: 'daily',
  ...over,
});

test.each([
  [0, 3, false, 'go'],
  [2, 3, false, 'go'],
  [3, 3, false, 'claim'],
  [3, 3, true, 'done'],
  [1, 3, true, 'done'],
] as const)('completed %i of %i, done %s → %s', (completed, goals, done, action) => {
  expect(taskAction({ completed, goals, done })).toBe(action);
});

test('every task type has a Go target that is a real route, login_in the check-in card', () => {
  for (const type of TASK_TYPES) {
    const route = goRouteFor(type);
    if (type === 'login_in') expect(route).toBeNull();
    else expect(getRoute(route!)).toBeTruthy();
  }
  expect(goRouteFor('send_msg')).toBe('MessagePage');
  expect(goRouteFor('add_friend')).toBe('FriendsPage');
  expect(goRouteFor('wall_call')).toBe('GoddessWall');
  expect(goRouteFor('pay')).toBe('CoinPage');
});

test('the Long term tab only when the server offers it', () => {
  expect(availableTabs({ longTermAvailable: false })).toEqual(['daily']);
  expect(availableTabs({ longTermAvailable: true })).toEqual(['daily', 'long']);
});

test('tabs split the list by period, claimable coins count only Claim tasks', () => {
  const list = [
    mission({ id: 1, completed: 3 }),
    mission({ id: 2, period: 'long', reward: 500, completed: 3 }),
    mission({ id: 3, completed: 3, done: true }),
    mission({ id: 4, completed: 1, reward: 7 }),
  ];
  expect(tasksOfTab({ missionList: list }, 'daily').map((m) => m.id)).toEqual([1, 3, 4]);
  expect(tasksOfTab({ missionList: list }, 'long').map((m) => m.id)).toEqual([2]);
  expect(claimableCoins(list)).toBe(520);
});

test('claiming login_in shows the check-in popup unless liv_cam is done, then a toast', () => {
  const login = mission({ type: 'login_in' });
  expect(claimFeedback(mission(), [])).toBe('toast');
  expect(claimFeedback(login, [mission({ type: 'liv_cam', done: false })])).toBe('checkInPopup');
  expect(claimFeedback(login, [])).toBe('checkInPopup');
  expect(claimFeedback(login, [mission({ type: 'liv_cam', done: true })])).toBe('toast');
});
