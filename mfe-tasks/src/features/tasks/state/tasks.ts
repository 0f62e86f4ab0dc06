import type { Mission, MissionList, RouteName } from 'shared-sdk';
import { TASK_PERIOD, type TaskType } from 'shared-sdk/constants';

/** spec 3 §4 "Tasks": in progress shows Go; completed and unclaimed shows Claim; claimed shows Done. */
export type TaskAction = 'go' | 'claim' | 'done';

/** spec 3 §5 "Task Claim needs completed >= goals and not done". */
export function taskAction(m: Pick<Mission, 'completed' | 'goals' | 'done'>): TaskAction {
  if (m.done) return 'done';
  return m.completed >= m.goals ? 'claim' : 'go';
}

/**
 * Where Go takes the user to do a task (route names of the SDK table). login_in is the daily
 * check-in, done on the task list itself (null: the check-in card is the place).
 */
const GO_ROUTE: Record<TaskType, RouteName | null> = {
  send_msg: 'MessagePage',
  add_friend: 'FriendsPage',
  match: 'MatchPage',
  call: 'LivCam',
  wall_call: 'GoddessWall',
  pay: 'CoinPage',
  liv_cam: 'LivCam',
  login_in: null,
};

export function goRouteFor(type: TaskType): RouteName | null {
  return GO_ROUTE[type] ?? null;
}

export type TaskTab = 'daily' | 'long';

/** spec 3 §2 "Tasks", §5: the Long term tab only when the server offers it (payStatus). */
export function availableTabs(list: Pick<MissionList, 'longTermAvailable'>): TaskTab[] {
  return list.longTermAvailable ? ['daily', 'long'] : ['daily'];
}

/** The tasks of one tab, in the server's order. */
export function tasksOfTab(list: Pick<MissionList, 'missionList'>, tab: TaskTab): Mission[] {
  const period = tab === 'long' ? TASK_PERIOD.longTerm : TASK_PERIOD.daily;
  return list.missionList.filter((m) => m.period === period);
}

/** Coins waiting to be claimed in a list (the entry's tip and dot). */
export function claimableCoins(missions: readonly Mission[]): number {
  return missions.reduce((sum, m) => (taskAction(m) === 'claim' ? sum + m.reward : sum), 0);
}

/**
 * spec 3 §4 "Claiming login_in shows a sign-in popup unless liv_cam is done, in which case a
 * toast shows": after a claim, what confirms it.
 */
export function claimFeedback(
  claimed: Pick<Mission, 'type'>,
  missions: readonly Pick<Mission, 'type' | 'done' | 'period'>[],
): 'toast' | 'checkInPopup' {
  if (claimed.type !== 'login_in') return 'toast';
  const livCam = missions.find((m) => m.type === 'liv_cam' && m.period === TASK_PERIOD.daily);
  return livCam?.done ? 'toast' : 'checkInPopup';
}
