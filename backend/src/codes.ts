/**
 * Every response code the backend answers with, in one place.
 * Envelope: `{ code, msg, data }` (docs/CONTRACTS.md). Business errors travel with HTTP 200 and
 * the code in the body; HTTP 401 is used only where spec 1 §8 / spec 3 §8 name "HTTP 401".
 */
import { CODE_INVALID_INPUT, CODE_OK } from './sdk';

export const Codes = {
  /** Success (spec 1 §7: "Success is response code 200"). */
  OK: CODE_OK,
  /** Spec 1 §8: 'Internal Server Error'. Never carries a stack trace. */
  INTERNAL: 500,
  /** Unknown path (HTTP 404 too). */
  NOT_FOUND: 404,
  /** Unknown or garbled login token on a login-only path (spec 1 §8 "HTTP 401"). Sent with HTTP 401. */
  UNAUTHORIZED: 401,
  /** Spec 1 §8 / spec 3 §8: login expired (token past its lifetime, or logged out). */
  LOGIN_EXPIRED: 412,
  /** Spec 1 §8: the account logged in on another device; this token was revoked. */
  ACTIVE_ON_OTHER_DEVICE: 10023,
  /** Spec 1 §8 10101: account does not exist / must sign in again (clears the session). */
  ACCOUNT_NOT_FOUND: 10101,
  /** Spec 1 §4.3 / spec 3 §8: account blocked for 48 hours. */
  ACCOUNT_BANNED: 10115,
  /** Spec 1 §8: 'device forbidden, account allowed'. */
  DEVICE_BANNED: 10116,
  /** Spec 1 §8: account and device both banned; the client shows the server message. */
  ACCOUNT_AND_DEVICE_BANNED: 10117,

  // ---- Request verification (project's choice; the spec does not show these codes) ----
  /** A required common parameter (appId, version, platformType=4, languageId, deviceId,
   *  timestamp, nonce, X-Sign, or userId on a login-only path) is missing or malformed. */
  MISSING_COMMON_PARAMS: 40001,
  /** X-Sign does not match the SDK's signature over url|token|device|nonce|timestamp|user|body. */
  BAD_SIGNATURE: 40002,
  /** `timestamp` is more than 5 minutes away from the server clock. */
  STALE_TIMESTAMP: 40003,
  /** `nonce` was already used inside the 5-minute window (replay). */
  REPLAYED_NONCE: 40004,
  /** `X-Encrypt: 1` body that is not a `{key, data}` envelope or does not decrypt. */
  BAD_ENCRYPTION: 40005,
  /** Input failed validation (JSON schema, malformed JSON, wrong content type, too large). */
  INVALID_INPUT: CODE_INVALID_INPUT,
  /** A coin debit larger than the balance (ledger). Modules map it to their spec code
   *  (e.g. 1602 gift, 10014 chat gift, 20001 add friend, 100004 call). */
  NOT_ENOUGH_COINS: 40010,

  // ---- Sign-in (spec 1 §8 catalogue; docs/CONTRACTS.md "Sign-in contract") ----
  /** Spec 1 §8: the verification code (SMS, messaging app or e-mail) expired or was used;
   *  also a dead or unknown verification ticket on a login/registration call. */
  CODE_EXPIRED: 25501,
  /** Spec 1 §8: wrong verification code. */
  CODE_WRONG: 25502,
  /** Spec 1 §8: send limit reached (10 a day per target, 30 a day per device). */
  SEND_LIMIT: 25503,
  /** Spec 1 §8: sending busy (less than 60 s since the last code to this target). */
  SEND_BUSY: 25504,
  /** Spec 1 §8: operation busy (a code for this target is being sent right now). */
  OPERATION_BUSY: 25505,
  /** Spec 1 §8: too many wrong tries; the code is dead, send a new one. */
  CODE_TOO_MANY_TRIES: 25506,
  /** Project's choice: the SMS / e-mail provider refused the message ('send failed'). */
  SEND_FAILED: 25507,
  /** Project's choice: phone registration is switched off (site config mobileRegisterEnable 0). */
  REGISTRATION_DISABLED: 25508,
  /** Spec 1 §8: wrong phone password. */
  WRONG_PASSWORD: 35501,
  /** Spec 1 §8: setting or resetting a password without a live verification ticket. */
  PASSWORD_RESET_TIMEOUT: 35503,
  /** Spec 1 §8: 5 wrong passwords in 15 minutes; password sign-in locked for 15 minutes. */
  PASSWORD_LOCKED: 35505,
  /** Spec 1 §8: nickname contains forbidden characters. */
  NICKNAME_SPECIAL_CHARS: 10001,
  /** Spec 1 §8: wrong e-mail password (the wrong-password toast). */
  EMAIL_WRONG_PASSWORD: 10006,
  /** Spec 1 §5, §8: rebind refused (same value, held by another account, 7-day lock). */
  REBIND_REFUSED: 10025,
  /** Spec 1 §4.3, §8: profile completion needed; data carries complementInfoKey. */
  PROFILE_NEEDED: 10042,
  /** Project's choice: complementInfoKey unknown, used or expired: sign in again. */
  PROFILE_KEY_INVALID: 10043,
  /** Project's choice: third-party access token invalid, expired or already used. */
  THIRD_PARTY_TOKEN_INVALID: 10044,
  /** Project's choice: auto-login certificate invalid, expired or already used. */
  CERT_INVALID: 10045,
  /** Spec 1 §8: nickname contains a sensitive word (src/modules/auth/words.ts). */
  NICKNAME_SENSITIVE: 20101,
  /** Project's choice: 'This email has already been used' (spec 1 §8 "other messages"). */
  EMAIL_ALREADY_USED: 60003,
  /** Spec 1 §8: e-mail not verified (no code given or sent; emailAutoLogin without one). */
  EMAIL_NOT_VERIFIED: 60005,
} as const;

export type Code = (typeof Codes)[keyof typeof Codes];

/** Default messages. Ban messages are the ones the client shows (spec 1 §8, spec 3 §8). */
export const Messages: Record<number, string> = {
  [Codes.OK]: 'success',
  [Codes.INTERNAL]: 'Internal Server Error',
  [Codes.NOT_FOUND]: 'Not Found',
  [Codes.UNAUTHORIZED]: 'Failed to get information, log in again',
  [Codes.LOGIN_EXPIRED]: 'Login expired, please log in again',
  [Codes.ACTIVE_ON_OTHER_DEVICE]: 'Your account was logged in on another device',
  [Codes.ACCOUNT_NOT_FOUND]: 'Account does not exist',
  [Codes.ACCOUNT_BANNED]:
    'Your account has been blocked for 48 hours for violating our community guidelines',
  [Codes.DEVICE_BANNED]: 'device forbidden, account allowed',
  [Codes.ACCOUNT_AND_DEVICE_BANNED]:
    'Your account and your device have been banned for violating our community guidelines',
  [Codes.MISSING_COMMON_PARAMS]: 'Missing or invalid common parameter',
  [Codes.BAD_SIGNATURE]: 'Invalid signature',
  [Codes.STALE_TIMESTAMP]: 'Request timestamp is outside the allowed window',
  [Codes.REPLAYED_NONCE]: 'Request nonce was already used',
  [Codes.BAD_ENCRYPTION]: 'Encrypted body could not be decrypted',
  [Codes.INVALID_INPUT]: 'Invalid parameter',
  [Codes.NOT_ENOUGH_COINS]: 'Not enough coins',
  [Codes.CODE_EXPIRED]: 'The verification code has expired, please request a new one',
  [Codes.CODE_WRONG]: 'The verification code is wrong',
  [Codes.SEND_LIMIT]: 'Too many codes requested today, please try again tomorrow',
  [Codes.SEND_BUSY]: 'Please wait 60 seconds before requesting another code',
  [Codes.OPERATION_BUSY]: 'A code is already being sent, please wait a moment',
  [Codes.CODE_TOO_MANY_TRIES]: 'Too many wrong attempts, please request a new code',
  [Codes.SEND_FAILED]: 'The code could not be sent, please try again later',
  [Codes.REGISTRATION_DISABLED]: 'Registration with a phone number is currently disabled',
  [Codes.WRONG_PASSWORD]: 'Wrong password',
  [Codes.PASSWORD_RESET_TIMEOUT]: 'Password reset timed out, please verify again',
  [Codes.PASSWORD_LOCKED]: 'Wrong password too many times, please try again in 15 minutes',
  [Codes.NICKNAME_SPECIAL_CHARS]: 'Nickname should not contain special characters',
  [Codes.EMAIL_WRONG_PASSWORD]: 'Wrong email or password',
  [Codes.REBIND_REFUSED]: 'update failed',
  [Codes.PROFILE_NEEDED]: 'Please complete your profile',
  [Codes.PROFILE_KEY_INVALID]: 'Your sign-in has expired, please sign in again',
  [Codes.THIRD_PARTY_TOKEN_INVALID]:
    'The sign-in has expired or was already used, please try again',
  [Codes.CERT_INVALID]: 'This sign-in link has expired or was already used',
  [Codes.NICKNAME_SENSITIVE]: 'This nickname contains a word that is not allowed',
  [Codes.EMAIL_ALREADY_USED]: 'This email has already been used',
  [Codes.EMAIL_NOT_VERIFIED]: 'Your email is not verified yet',
};
