/**
 * Sign-in and sign-up (spec 1 §1, §5, §7–§9): the login page counter, phone and email forms,
 * resend waits, login payload types and the auth error catalogue (spec 1 §8), which maps each code
 * to an i18n key in the `errors` namespace (`error.<code>`), so remotes translate, never hard-code.
 */

/** spec 1 §7 — login/phone payload type. */
export const PHONE_LOGIN_TYPE = 6;
/** spec 1 §2.2, §7 — third-party loginType (docs/CONTRACTS.md "Third-party sign-in"): 1 search
 *  company (Google), 2 social network (Facebook), 3 device maker (Apple). */
export const THIRD_PARTY_LOGIN_TYPE = { google: 1, facebook: 2, apple: 3 } as const;
/** spec 1 §7 — protocol (consent) type. */
export const PROTOCOL_TYPE = 3;
/** spec 1 §9 — SMS resend wait (last send time kept locally). */
export const SMS_RESEND_WAIT_MS = 60_000;
/** spec 1 §9 — email resend wait. */
export const EMAIL_RESEND_WAIT_MS = 60_000;
/** spec 1 §1 — login counter base. */
export const LOGIN_COUNTER_BASE = 122_987_212;
/** spec 1 §1 — the login counter grows by at least this much per tick. */
export const LOGIN_COUNTER_GROWTH_MIN = 1;
/** spec 1 §1 — the login counter grows by at most this much per tick. */
export const LOGIN_COUNTER_GROWTH_MAX = 10;
/** spec 1 §1 — the login counter grows by 1..10 every second. */
export const LOGIN_COUNTER_TICK_MS = 1_000;
/** spec 1 §1; spec 2 §9; spec 3 §9 — coins advertised by the sign-up banner. */
export const SIGN_UP_COINS = 120;
/** spec 1 §5, §9 — verification code length (auto-submit at the 6th digit). */
export const CODE_LENGTH = 6;
/** spec 1 §5, §9 — phone digits max. */
export const PHONE_DIGITS_MAX = 20;
/** spec 1 §5, §9 — phone password min length. */
export const PHONE_PASSWORD_MIN = 8;
/** spec 1 §5, §9 — phone password max length. */
export const PHONE_PASSWORD_MAX = 30;
/** spec 1 §5, §9; spec 3 §9 — email password min length. */
export const EMAIL_PASSWORD_MIN = 6;
/** spec 1 §5, §9; spec 3 §9 — email password max length. */
export const EMAIL_PASSWORD_MAX = 16;
/** spec 1 §5 — allowed password special characters (plus letters and digits). */
export const PASSWORD_SPECIAL_CHARS = '~!@#$%^&*()_+{}:"><?';
/** spec 1 §4.3, §8 — profile completion needed: open the profile popup. */
export const CODE_PROFILE_NEEDED = 10042;
/** spec 1 §8 — treated as success when sending email. */
export const CODE_EMAIL_SEND_OK = 60002;
export interface CatalogueEntry {
  /** What the code means, in English, for people reading the code. */
  meaning: string;
  /** i18n key in the `errors` namespace. */
  key: string;
}
/** spec 1 §8 — authentication and session error catalogue. */
export const AUTH_ERROR_CATALOGUE: Readonly<Record<number, CatalogueEntry>> = {
  25501: { meaning: 'SMS code expired', key: 'error.25501' },
  25502: { meaning: 'SMS code wrong', key: 'error.25502' },
  25503: { meaning: 'SMS send limit reached', key: 'error.25503' },
  25504: { meaning: 'SMS sending busy', key: 'error.25504' },
  25505: { meaning: 'Operation busy', key: 'error.25505' },
  25506: { meaning: 'Too many attempts (more)', key: 'error.25506' },
  35501: { meaning: 'Wrong password', key: 'error.35501' },
  35502: { meaning: "'update failed'", key: 'error.35502' },
  35503: { meaning: 'Password reset timed out', key: 'error.35503' },
  35504: { meaning: "'update failed'", key: 'error.35504' },
  35505: { meaning: 'Wrong password too many times', key: 'error.35505' },
  500: { meaning: "'Internal Server Error'", key: 'error.500' },
  10042: { meaning: 'Profile completion needed: open the profile popup', key: 'error.10042' },
  10101: {
    meaning: 'Show the server message, return to step 1, clear session, go to root',
    key: 'error.10101',
  },
  10115: { meaning: 'Banned: banned screen, clear session', key: 'error.10115' },
  10116: {
    meaning: "'device forbidden, account allowed': banned screen, clear session",
    key: 'error.10116',
  },
  10117: { meaning: 'Show the server message, clear the session, go to root', key: 'error.10117' },
  10025: { meaning: "'update failed'", key: 'error.10025' },
  20101: { meaning: "'nickname sensitive'", key: 'error.20101' },
  10006: { meaning: 'Wrong-password toast', key: 'error.10006' },
  10001: { meaning: "'nickname should not contain special characters'", key: 'error.10001' },
  60005: { meaning: "'email not verified'", key: 'error.60005' },
  60002: { meaning: 'Treated as success when sending email', key: 'error.60002' },
  412: { meaning: 'Login expired or account active on another device', key: 'session.expired' },
  10023: { meaning: 'Login expired or account active on another device', key: 'session.expired' },
  6666: { meaning: 'Data invalid (encrypted response without key or data)', key: 'error.6666' },
  [-1]: { meaning: "Network failure: 'update failed', return to step 1", key: 'error.network' },
};
/** i18n key (errors namespace) for a code, or undefined when the catalogue has none. */
export function errorKeyFor(code: number): string | undefined {
  return AUTH_ERROR_CATALOGUE[code]?.key;
}
