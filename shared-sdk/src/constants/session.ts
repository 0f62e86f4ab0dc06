/**
 * The signed-in session (spec 1 §3, §4.3, §8, §9; spec 3 §8 "Session codes in any response"):
 * heartbeat, logout, account blocks and the codes that end a session. shared-sdk/src/api/session-codes.ts
 * is the one place that reacts to the codes. Cookie names and lifetime are in cookies.ts, user
 * statuses in status.ts.
 */

/** spec 1 §4.3, §9; spec 3 §7 — presence heartbeat (status, type 0). */
export const HEARTBEAT_MS = 20_000;
/** spec 1 §4.3, §9; spec 3 §4 "Logout", §9 — redirect to root after logout. */
export const LOGOUT_REDIRECT_MS = 500;
/** spec 1 §4.3 — account block lasts 48 hours (then visitor use). */
export const ACCOUNT_BLOCK_HOURS = 48;
/** HTTP status treated as a session code (spec 1 §8; spec 3 §8). */
export const HTTP_UNAUTHORIZED = 401;
/** spec 1 §8; spec 3 §8 — login expired / active on another device. */
export const CODE_SESSION_EXPIRED = 412;
/** spec 1 §8; spec 3 §8 — login expired / active on another device. */
export const CODE_SESSION_OTHER_DEVICE = 10023;
/** spec 1 §8; spec 3 §8 — show server message, clear session, go to root (login popup: back to step 1). */
export const CODE_SESSION_RELOGIN = 10101;
/** spec 3 §8 — banned screen, clear session (banned account). */
export const CODE_BANNED_ACCOUNT = 10115;
/** spec 1 §8; spec 3 §8 — 'device forbidden, account allowed': banned screen, clear session. */
export const CODE_BANNED_DEVICE = 10116;
/** spec 1 §8; spec 3 §8 — show server message, clear session, go to root. */
export const CODE_SESSION_KICKED = 10117;
