/**
 * Live-studio response codes that have not moved to the live feature file yet. The rest of this file's
 * old contents live in the feature files (see index.ts); add nothing here.
 */

// ---- live (spec 3 §8) ----
/** spec 3 §8 — join: viewer limit, toast 'people max' and close. */
export const LIVE_JOIN_PEOPLE_MAX = [1406] as const;
/** spec 3 §8 — join: toast 'live not started' and close. */
export const LIVE_JOIN_NOT_STARTED = [1002, 1003, 1004] as const;
/** spec 3 §8 — join: toast 'kicked' and close. */
export const LIVE_JOIN_KICKED = [1403, 1407, 1408] as const;
/** spec 3 §8 — gift: not enough gold, recharge dialog. */
export const GIFT_NOT_ENOUGH_GOLD = 1602;
/** spec 3 §8 — gift: close room with a toast. */
export const GIFT_CLOSE_ROOM = [1002, 1003] as const;
/** spec 3 §8; spec 2 §8 — follow / add friend: not enough gold. */
export const FOLLOW_NOT_ENOUGH_GOLD = 20001;
/** spec 3 §3, §4 — live business message type. */
export const BIZ_TYPE_LIVE = 1052;
