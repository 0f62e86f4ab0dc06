/**
 * Tasks, check-in and the free-coin rewards (spec 1 §9; spec 3 §3, §4 "Tasks", "Check-in", §9).
 * Most of these wait for the tasks remote's features (see shared-sdk/README.md "Constants").
 */

/** spec 3 §3 — task types. */
export const TASK_TYPES = [
  'pay',
  'call',
  'wall_call',
  'match',
  'add_friend',
  'send_msg',
  'login_in',
  'liv_cam',
] as const;
/** spec 3 §3 — entry list location ids (100 check-in). */
export const ENTRY_LOCATION = { checkIn: 100, l108: 108, l49: 49, l52: 52, l109: 109 } as const;
/** spec 1 §9; spec 3 §4 "Tasks" — tasks reissue daily at 0:00 UTC (hour, UTC). */
export const TASKS_REISSUE_UTC_HOUR = 0;
/** spec 3 §4 "Tasks" — the daily-task first-visit cookie lives 1 day. */
export const DAILY_TASK_COOKIE_DAYS = 1;
/** spec 3 §9 — task tip bubble. */
export const TASK_TIP_BUBBLE_MS = 20_000;
/** spec 3 §9 — task list height on desktop. */
export const TASK_LIST_HEIGHT_DESKTOP_PX = 356;
/** spec 3 §2 "Shell": the check-in tip shows on the wall, home and search pages (the host mounts mfe-tasks' tip there). */
export const CHECKIN_TIP_ROUTES = ['GoddessWall', 'LivCam', 'SearchPage'] as const;
/** spec 3 §4 "Check-in", §9 — check-in tip. */
export const CHECKIN_TIP_MS = 20_000;
/** spec 3 §4 "Check-in", §9 — wall check-in tip. */
export const WALL_TIP_MS = 5_000;
/** spec 3 §9 — free-coin toast duration. */
export const FREE_COIN_TOAST_MS = 4_000;

// ---- missions and check-in on the server (spec 3 §4 "Tasks", "Check-in", §5, §8) ----
/** spec 3 §3 Task type names. */
export type TaskType = (typeof TASK_TYPES)[number];
/** spec 3 §4 "Tasks": the daily list, and the long-term list (spec 3 §5: needs payStatus). */
export const TASK_PERIOD = { daily: 'daily', longTerm: 'long' } as const;
/**
 * spec 3 §5 "Task Claim needs completed >= goals and not done", §8: the claim's refusals (the
 * codes are the project's; the spec shows none).
 */
export const TASK_CODE = {
  /** completed < goals. */
  unfinished: 30101,
  /** Already claimed (done). */
  alreadyClaimed: 30102,
  /** No such mission (forged or malformed id), or a long-term one for a non-paying user. */
  unknownMission: 30103,
  /** Yesterday's mission: tasks reissue at 0:00 UTC (spec 3 §4 "Tasks"). */
  expired: 30104,
} as const;
/** The claim refusals' texts (project's wording; spec 3 §8 shows none for tasks). */
export const TASK_ERROR_TEXT = {
  [TASK_CODE.unfinished]: 'This task is not finished yet',
  [TASK_CODE.alreadyClaimed]: 'You have already claimed this reward',
  [TASK_CODE.unknownMission]: 'This task does not exist',
  [TASK_CODE.expired]: 'This task has expired. Tasks are renewed every day at 0:00 UTC',
} as const;
/** spec 3 §8 "Check-in errors": server time out; already checked in today; another account. */
export const CHECKIN_CODE = {
  /** The check-in could not be written in time (the server's busy database). */
  timeout: 30110,
  alreadyToday: 30111,
  otherAccount: 30112,
} as const;
/** spec 3 §8 "Check-in errors", the three texts. */
export const CHECKIN_ERROR_TEXT = {
  [CHECKIN_CODE.timeout]: 'Server time out, please try again',
  [CHECKIN_CODE.alreadyToday]: 'You have already checked in today',
  [CHECKIN_CODE.otherAccount]: 'You have already checked in with another account on this device',
} as const;
/** The check-in cycle's coins, day 1 to 7 (project's values; spec 3 §3 Check-in signInList). */
export const CHECKIN_COINS = [10, 20, 30, 40, 50, 60, 100] as const;
/** The check-in switch (spec 3 §3 Check-in `status`): 1 on. */
export const CHECKIN_STATUS = { off: 0, on: 1 } as const;
