/**
 * Gifts outside the live studio (spec 2 §2, §7–§9; spec 3 §9): the gift list cache, quick gifts in
 * a call, the backpack and the codes of gift/send. Where a gift is sent from: GIFT_SOURCE
 * (callInCall.ts); live gift codes stay with the live constants.
 */

/** spec 3 §9 — 1v1 quick gifts: first 6. */
export const QUICK_GIFTS_1V1 = 6;
/** spec 2 §9; spec 3 §9 — gift list cache lifetime (5 days). */
export const GIFT_LIST_CACHE_MS = 5 * 24 * 60 * 60 * 1000;
/** spec 2 §2 — gift panel tabs (giftPage): 0 backpack, 1 popular. */
export const GIFT_PAGE = { backpack: 0, popular: 1 } as const;
/**
 * spec 2 §7 "with headers disabling encryption for request and response": the backpack calls
 * send these (project's header names, honoured by the backend: never an encrypted answer).
 */
export const NO_ENCRYPTION_HEADERS: Readonly<Record<string, string>> = {
  'X-Encrypt': '0',
  'X-Encrypt-Response': '0',
};
/** project — backpack gifts expiring within this time are listed by backpackExpireList. */
export const BACKPACK_EXPIRING_MS = 3 * 24 * 60 * 60 * 1000;
/**
 * Refusals of gift/send. spec 2 §8 gives 10014 (not enough coins); the rest are the project's, each
 * with a readable `msg`.
 */
export const GIFT_CODE = {
  /** spec 2 §8 — send gift: not enough coins (dialog → CoinPage). */
  notEnoughCoins: 10014,
  /** No such gift. */
  noSuchGift: 24001,
  /** A backpack gift the sender does not hold (none left, or expired). */
  notInBackpack: 24002,
  /** Sending a gift to yourself. */
  self: 24003,
  /** The receiver blocked the sender, or the sender blocked the receiver. */
  blocked: 24004,
  /** No such receiver. */
  noSuchUser: 24005,
} as const;
