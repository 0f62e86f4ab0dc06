/** spec 1 §9; spec 2 §4; spec 3 §7 — user (online) status codes. */
export const USER_STATUS = { offline: 0, busy: 1, online: 2, invisible: 3 } as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

/**
 * spec 1 §3, spec 2 §3 "User info … payStatus" — a user's paying status; paying users are the
 * VIPs (spec 2 §1, §6: only they start a video call from a chat). The spec names the field, the
 * values are the project's.
 */
export const PAY_STATUS = { notPaying: 0, paying: 1 } as const;

/** spec 1 §4.3; spec 3 §7 — heartbeat body `type`. */
export const HEARTBEAT_TYPE = 0;

/** spec 1 §3; spec 3 §3 — gender values. */
export const GENDER = { male: 1, female: 2 } as const;

/** spec 1 §3 — email check status. */
export const EMAIL_STATUS = { new: 0, unverified: 1, hasPassword: 4, noPassword: 5 } as const;

/** spec 3 §3 — host relation: 1 followed, 2 friends, 3 or 4 not yet followed. */
export const HOST_RELATION = { followed: 1, friends: 2, notFollowed: [3, 4] } as const;

/** spec 1 §2.2 — login popup steps. */
export const LOGIN_STEP = {
  loading: 0,
  choice: 1,
  phone: 2,
  phonePassword: 3,
  smsCode: 4,
  email: 5,
  emailVerify: 6,
  emailPassword: 7,
} as const;

/** spec 1 §4.3 — user status reported while a ring/video popup is open (busy) or not (online). */
export const REPORTED_STATUS = { busy: USER_STATUS.busy, online: USER_STATUS.online } as const;
