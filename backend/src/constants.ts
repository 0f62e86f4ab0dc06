/**
 * Numbers the backend enforces, named, with the spec section they come from. Numbers the web app
 * shares (statuses, codes, limits, timings) live in shared-sdk's constants and come in through
 * src/sdk.ts.
 */
import { GENDER, HEARTBEAT_MS } from './sdk';

/** Signed requests: timestamp must be within ±5 minutes of the server clock (spec 1 §8). */
export const TIMESTAMP_WINDOW_MS = 5 * 60 * 1000;
/** Login token lifetime: the login-token cookie lasts 365 days (spec 1 §9). */
export const TOKEN_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** Account block length (spec 1 §4.3 "blocked for 48 hours"). */
export const ACCOUNT_BAN_HOURS = 48;
/** New-user coin gift; the sign-up banner advertises 120 free coins (spec 1 §1, spec 3 §9). */
export const NEW_USER_COINS = 120;
/** A real user whose last presence report is older than three heartbeats (HEARTBEAT_MS, spec 1
 *  §4.3, §9) counts as offline (project's choice). */
export const PRESENCE_STALE_MS = 3 * HEARTBEAT_MS;
/** Protocol type asked by the consent popup (spec 1 §7: protocolType 3). */
export const PROTOCOL_TYPE_CONSENT = 3;
/** Country answered for loopback/private addresses (no GeoIP database on this machine). */
export const DEFAULT_COUNTRY_AB = 'US';
/** Largest accepted request body (image limit 5M, spec 3 §9). */
export const BODY_LIMIT_BYTES = 6 * 1024 * 1024;
/** Largest JSON (or text) body (project's choice): sign-in, profile and chat bodies are a
 *  few KB; uploads use their own content type and limit. A route may raise it (`bodyLimit`). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

// ---- Sign-in (spec 1 §5, §9; docs/CONTRACTS.md "Sign-in contract") ----
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Verification code length (spec 1 §5, §9). */
export const AUTH_CODE_LENGTH = 6;
/** A code is valid 10 minutes (contract). */
export const AUTH_CODE_TTL_MS = 10 * MINUTE;
/** Wrong tries before a code is dead (contract: 25506). */
export const AUTH_CODE_MAX_TRIES = 5;
/** Wait between two sends to the same target (spec 1 §9: resend wait 60 s; contract 25504). */
export const AUTH_RESEND_WAIT_MS = 60_000;
/** Sends a day (rolling 24 h) per target and per device (contract 25503). */
export const AUTH_SENDS_PER_TARGET_PER_DAY = 10;
export const AUTH_SENDS_PER_DEVICE_PER_DAY = 30;
/** Sends a day per client address (a new deviceId per request must not beat the limit;
 *  project's choice, generous enough for a shared NAT). */
export const AUTH_SENDS_PER_ADDRESS_PER_DAY = 60;
export const AUTH_SEND_WINDOW_MS = DAY;
/** A provider that has not confirmed a send within this time failed (25507); frees the target. */
export const AUTH_SEND_TIMEOUT_MS = 30_000;
/** Verification ticket (threePartyId) lifetime (contract). */
export const AUTH_TICKET_TTL_MS = 10 * MINUTE;
/** Wrong passwords: 5 in 15 minutes lock password sign-in for 15 minutes (contract 35505). */
export const PASSWORD_MAX_FAILURES = 5;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * MINUTE;
export const PASSWORD_LOCK_MS = 15 * MINUTE;
// Password lengths and characters, nickname length, the youngest age and the earliest birth year
// (spec 1 §5, §9) are the SDK's constants (src/sdk.ts), the same values the popup checks against.
/** complementInfoKey lifetime (project's choice). */
export const COMPLEMENT_KEY_TTL_MS = DAY;
/** Auto-login certificate: single use, 24 hours (contract). */
export const LOGIN_CERT_TTL_MS = DAY;
/** Third-party stand-in access token: single use, 10 minutes (contract). */
export const STANDIN_TOKEN_TTL_MS = 10 * MINUTE;
/** emailAutoLogin signs in the e-mail verified on this device in the last 10 minutes (project). */
export const EMAIL_AUTO_LOGIN_WINDOW_MS = 10 * MINUTE;
/** E-mail or phone rebind lock (spec 1 §5, §9). */
export const REBIND_LOCK_MS = 7 * DAY;
/** Head images of an account until the user uploads a photo, by gender (spec 1 §3: 1 male,
 *  2 female). A new account is gender 1 until its profile says otherwise. */
export const DEFAULT_HEAD_IMG_MALE = '/assets/users/default-male.svg';
export const DEFAULT_HEAD_IMG_FEMALE = '/assets/users/default.svg';
export const DEFAULT_HEAD_IMGS: readonly string[] = [
  DEFAULT_HEAD_IMG_MALE,
  DEFAULT_HEAD_IMG_FEMALE,
];
export const defaultHeadImg = (gender: number): string =>
  gender === GENDER.female ? DEFAULT_HEAD_IMG_FEMALE : DEFAULT_HEAD_IMG_MALE;
