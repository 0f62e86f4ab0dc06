/**
 * The UTC day on the server's clock (spec 3 §4 "Tasks": tasks reissue daily at 0:00 UTC). The
 * clock is the app's `now`, so tests and the test API's clock shift move the day too.
 */
export const DAY_MS = 86_400_000;

/** Days since 1970-01-01 UTC. */
export const dayNumber = (ms: number) => Math.floor(ms / DAY_MS);
/** yyyy-mm-dd of a day number. */
export const dayKey = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** [start, end) of a day number, server ms. */
export const dayRange = (day: number) => ({ from: day * DAY_MS, to: (day + 1) * DAY_MS });
