/**
 * Response codes and their meanings. The auth catalogue (spec 1 §8) maps each code to an
 * i18n key in the `errors` namespace (`error.<code>`), so remotes translate, never hard-code.
 */

/** spec 1 §7; CONTRACTS.md "API envelope" — success. */
export const CODE_OK = 200;
/** spec 1 §7; spec 3 §8 — some calls also treat 0 as success (`okCodes: [200, 0]`). */
export const CODE_OK_ZERO = 0;
/** Project choice: the client's code for a network failure or timeout (spec 1 §8 "network failure"). */
export const CODE_NETWORK = -1;
/** spec 1 §8; spec 3 "API client behaviour" — response without key or data when decrypting. */
export const CODE_DATA_INVALID = 6666;
/** spec 1 §8 */
export const CODE_INTERNAL_ERROR = 500;
/** HTTP status treated as a session code (spec 1 §8; spec 3 §8). */
export const HTTP_UNAUTHORIZED = 401;

// ---- session codes (spec 1 §8; spec 3 §8 "Session codes in any response") ----
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
/** spec 1 §8; spec 3 §8 — every code that triggers a session reaction. */
export const SESSION_CODES = [412, 10023, 10101, 10115, 10116, 10117] as const;

// ---- auth catalogue (spec 1 §8) ----
/** spec 1 §4.3, §8 — profile completion needed: open the profile popup. */
export const CODE_PROFILE_NEEDED = 10042;
/** spec 1 §8 — treated as success when sending email. */
export const CODE_EMAIL_SEND_OK = 60002;
/** spec 1 §8 — email not verified. */
export const CODE_EMAIL_NOT_VERIFIED = 60005;

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

// ---- follow (spec 3 §8; the live codes are in live.ts) ----
/** spec 3 §8; spec 2 §8 — follow / add friend: not enough gold. */
export const FOLLOW_NOT_ENOUGH_GOLD = 20001;

// ---- shop (spec 3 §8 "Order placement") ----
/** spec 3 §8 — data.code: pay channel unavailable, order aborted. */
export const ORDER_CHANNEL_UNAVAILABLE = [20001, 20002] as const;
/** spec 3 §8 — special deal already used. */
export const ORDER_DEAL_USED = 10097;
/** spec 3 §8 — code 500: pay failed, retry; confirm reloads. */
export const ORDER_PAY_FAILED = 500;
/** spec 3 §8 — data.code: subscribed already, confirm reloads. */
export const ORDER_SUBSCRIBED = 30001;
/** spec 3 §8 — data.code: payment info incorrect, confirm reloads. */
export const ORDER_INFO_INCORRECT = 400;
/** spec 3 §8 — order success code. */
export const ORDER_OK = 0;

// ---- calls and chat (spec 2 §3, §8) ----
/** spec 2 §8 — 'no answer'. */
export const CALL_NO_ANSWER = [100001, 100002] as const;
/** spec 2 §8 — add the friend first. */
export const CALL_ADD_FRIEND_FIRST = 100003;
/** spec 2 §8 — not enough coins: recharge dialog with the price. */
export const CALL_NOT_ENOUGH_COINS = 100004;
/** spec 2 §8 — free-call tip: become VIP. */
export const CALL_VIP_ONLY = 100008;
/** spec 2 §8 — generic reply code (1e5). */
export const CALL_GENERIC = 100000;
/** spec 2 §8 — send gift in chat: not enough coins. */
export const CHAT_GIFT_NOT_ENOUGH_COINS = 10014;
/** spec 2 §3, §8 — translation limit reached. */
export const TRANSLATE_LIMIT_CODE = 54000;
/** spec 2 §3 — business message types: call, live, other. */
export const BIZ_TYPE_CALL = 1050;
/** spec 2 §3 */
export const BIZ_TYPE_1040 = 1040;
/** spec 2 §3 — call action codes sent in requests. */
export const CALL_ACTION = {
  cancel: 2,
  answer: 3,
  notifyStartCall: 4,
  refuse: 5,
  timeout: 6,
  hangup: 7,
  notifyJoinCall: 8,
  notifyEndCall: 100,
} as const;
/** spec 2 §3 — call action codes of incoming realtime messages. */
export const CALL_EVENT = {
  invitation: 1,
  callerCancelled: 2,
  connected: 3,
  declined: 5,
  timeout: 6,
  hungUp: 7,
  coinsDeducted: 101,
} as const;

// ---- reports (spec 3 §5) ----
/** spec 3 §5 — report main reasons. */
export const REPORT_REASON = {
  mismatch: 1,
  adult: 2,
  other: 3,
  suspicious: 5,
  harassment: 6,
  underage: 9,
} as const;
/** spec 3 §5 — report sub-reasons per main reason. */
export const REPORT_SUB_REASONS: Readonly<Record<number, Readonly<Record<number, string>>>> = {
  2: {
    210: 'nudity',
    220: 'sexually suggestive',
    230: 'solicitation',
    240: 'child exploitation',
    250: 'other',
  },
  1: {
    110: 'gender mismatch',
    120: 'pretending to be a celebrity',
    130: 'pretending to be someone else',
    140: 'other',
  },
  5: {
    510: 'asking for gifts',
    520: 'fraud',
    530: 'spam',
    540: 'regulated goods',
    550: 'criminal organisations',
    560: 'terrorism',
    570: 'other',
  },
  6: {
    610: 'abusive language',
    620: 'threat of violence',
    630: 'hate speech',
    640: 'repeated unwanted contact',
    650: 'other',
  },
  9: { 910: 'profile belongs to a minor', 920: 'facilitating contact to minors' },
};
