/** Numbers the backend enforces, named, with the spec section they come from. */

/** Signed requests: timestamp must be within ±5 minutes of the server clock (issue 3). */
export const TIMESTAMP_WINDOW_MS = 5 * 60 * 1000;
/** Login token lifetime: the login-token cookie lasts 365 days (spec 1 §9). */
export const TOKEN_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** Account block length (spec 1 §4.3 "blocked for 48 hours"). */
export const ACCOUNT_BAN_HOURS = 48;
/** New-user coin gift; the sign-up banner advertises 120 free coins (spec 1 §1, spec 3 §9). */
export const NEW_USER_COINS = 120;
/** Presence heartbeat every 20 s (spec 1 §4.3, §9). A real user whose last report is older
 *  than three heartbeats counts as offline (project's choice). */
export const HEARTBEAT_MS = 20_000;
export const PRESENCE_STALE_MS = 3 * HEARTBEAT_MS;
/** User status codes (spec 1 §9): 0 offline, 1 busy, 2 online, 3 invisible. */
export const UserStatus = { OFFLINE: 0, BUSY: 1, ONLINE: 2, INVISIBLE: 3 } as const;
/** Platform type of the web client (spec 1 §7: "platform type 4"). */
export const PLATFORM_TYPE_WEB = '4';
/** Protocol type asked by the consent popup (spec 1 §7: protocolType 3). */
export const PROTOCOL_TYPE_CONSENT = 3;
/** Country answered for loopback/private addresses (no GeoIP database on this machine). */
export const DEFAULT_COUNTRY_AB = 'US';
/** Largest accepted request body (image limit 5M, spec 3 §9). */
export const BODY_LIMIT_BYTES = 6 * 1024 * 1024;
