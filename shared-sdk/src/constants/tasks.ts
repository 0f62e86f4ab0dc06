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
/** spec 3 §4 "Check-in", §9 — check-in tip. */
export const CHECKIN_TIP_MS = 20_000;
/** spec 3 §4 "Check-in", §9 — wall check-in tip. */
export const WALL_TIP_MS = 5_000;
/** spec 3 §9 — free-coin toast duration. */
export const FREE_COIN_TOAST_MS = 4_000;
