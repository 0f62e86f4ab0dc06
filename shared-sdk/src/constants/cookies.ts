/** Cookie and local-storage key names (spec 1 §3; spec 2 §9; spec 3 §9). */

/** spec 1 §3 */
export const COOKIE_USER_ID = 'userId';
/** spec 1 §3 */
export const COOKIE_LOGIN_TOKEN = 'loginToken';
/** spec 1 §3; spec 3 "API client behaviour" */
export const COOKIE_DEVICE_ID = 'deviceId';
/** spec 1 §3; spec 3 "API client behaviour" */
export const COOKIE_NONCE = 'nonce';
/** spec 1 §3 (kept on clean-up); spec 3 §2 "Settings popup" */
export const COOKIE_ACCEPT = 'acceptCookie';
/** spec 1 §3 (kept on clean-up) */
export const COOKIE_ONE_WAY_AF_POP = 'oneWayAFPop';
/** spec 1 §3 (kept on clean-up) */
export const COOKIE_RC_POP_18 = 'RC_POP_18';
/** spec 1 §3; spec 2 §9 — exactly the cookies kept on clean-up. */
export const COOKIES_KEPT_ON_CLEANUP = [
  COOKIE_DEVICE_ID,
  COOKIE_ACCEPT,
  COOKIE_ONE_WAY_AF_POP,
  COOKIE_RC_POP_18,
] as const;
/** spec 1 §3, §9 — userId and loginToken cookie lifetime. */
export const COOKIE_DAYS = 365;

/** Project choice: local-storage keys (spec 1 §3 "Local storage keeps"). One prefix avoids clashes. */
export const STORAGE_KEYS = {
  siteLanguage: 'lc.lang',
  /** A language chosen while signed in whose save to the account has not gone through yet. */
  siteLanguageUnsaved: 'lc.langUnsaved',
  lastPhone: 'lc.lastPhone',
  lastEmail: 'lc.lastEmail',
  lastSmsSendTime: 'lc.lastSmsSendTime',
  /** spec 1 §9 "email resend wait 60 s": kept like the SMS time, so a reload does not reset it. */
  lastEmailSendTime: 'lc.lastEmailSendTime',
  loginCounts: 'lc.loginCounts',
  country: 'lc.country',
  adParams: 'lc.adParams',
  dailyCounters: 'lc.daily',
  // spec 3 §9 "Stored keys"
  consent: 'lc.consent',
  newAcceptCookie: 'lc.newAcceptCookie',
  touristId: 'lc.touristId',
  roomNumber: 'lc.roomNumber',
  callRole: 'lc.callRole',
  wallTip: 'lc.wallTip',
  cardDot: 'lc.cardDot',
  searchDot: 'lc.searchDot',
  /** spec 3 §2 "Live room" — one-time desktop swipe hint dismissed. */
  swipeHint: 'lc.swipeHint',
  /** spec 2 §9; spec 3 §9 — gift list cache (5 days). */
  giftList: 'lc.giftList',
} as const;
