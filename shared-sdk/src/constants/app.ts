/**
 * The app as a whole: the API client's request rules and envelope codes, the platform and device
 * it reports, lazily loaded chunks, the site's play ways (spec 1 §7–§9; spec 3 "API client
 * behaviour", §3). Session codes are in session.ts, the auth catalogue in auth.ts.
 */

/** spec 1 §7, §9; spec 3 "API client behaviour" — every API request aborts after 50 s. */
export const REQUEST_TIMEOUT_MS = 50_000;
/** spec 1 §9 — a lazily loaded chunk (remote, language pack) gives up after 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** spec 1 §7; spec 3 "API client behaviour" — platform type sent on every request. */
export const PLATFORM_TYPE = 4;
/** spec 1 §7 — deviceType in login payloads. */
export const DEVICE_TYPE = 4;
/** spec 1 §7 — deviceName in login payloads. */
export const DEVICE_NAME = 'web';
/** spec 1 §7; CONTRACTS.md "API envelope" — success. */
export const CODE_OK = 200;
/** Project choice: the client's code for a network failure or timeout (spec 1 §8 "network failure"). */
export const CODE_NETWORK = -1;
/** Project's code (CONTRACTS.md "API envelope"): the request's input failed validation (a bad field, too long, wrong type). */
export const CODE_INVALID_INPUT = 40006;
/** spec 1 §8; spec 3 "API client behaviour" — response without key or data when decrypting. */
export const CODE_DATA_INVALID = 6666;
/** spec 3 §3 — play ways (site function list, CONTRACTS.md "Site config"). */
export const PLAY_WAYS = ['LIVCAM', 'CARD', 'WALL', 'MATCH', 'LIVE'] as const;
export type PlayWayName = (typeof PLAY_WAYS)[number];
