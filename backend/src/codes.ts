/**
 * Every response code the backend answers with, in one place.
 * Envelope: `{ code, msg, data }` (docs/CONTRACTS.md). Business errors travel with HTTP 200 and
 * the code in the body; HTTP 401 is used only where spec 1 §8 / spec 3 §8 name "HTTP 401".
 */
export const Codes = {
  /** Success (spec 1 §7: "Success is response code 200"). */
  OK: 200,
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
  INVALID_INPUT: 40006,
  /** A coin debit larger than the balance (ledger). Modules map it to their spec code
   *  (e.g. 1602 gift, 10014 chat gift, 20001 add friend, 100004 call). */
  NOT_ENOUGH_COINS: 40010,
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
};
