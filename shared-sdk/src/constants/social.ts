/**
 * Friends, favourites, remarks, online reminders and the blocklist (spec 2 §3 "Friend", §4 "Friend
 * relation", §5, §7–§9): the spec's values and the backend's codes (the project's where spec 2 §8
 * lists messages, not codes; docs/CONTRACTS.md "Chat, friends, gifts and reports"). The fee of a
 * friend request is FOLLOW_COST_COINS (one spec value: following a host on the live-end page is
 * the add-friend call, spec 3 §7), which stays with the live constants.
 */
import { FOLLOW_NOT_ENOUGH_GOLD } from './live';

// ---- friends (spec 2 §3 "Friend", §4 "Friend relation", §7) ----
/**
 * spec 2 §3 — relation of a user to the viewer: 2 friend, 3 they asked (accept pending), 4 not yet.
 * 3 is also spec 2 §9's "say-hi relation value": the say-hi conversations (friendId -4 groups them).
 */
export const FRIEND_RELATION = { self: 0, friend: 2, pendingAccept: 3, notFriend: 4 } as const;
/** spec 2 §7 — addWay: 101 from a call, 102 from chat (spec 3 §7: 102 also from the live-end page). */
export const ADD_WAY = { call: 101, chat: 102 } as const;
/** spec 2 §3 — favourite toggle values. */
export const FRIEND_STICK = { off: 0, on: 1 } as const;
/** spec 2 §4 "A friend-agree notification (add type 2)"; 1 is the request itself (project). */
export const FRIEND_ADD_TYPE = { request: 1, reply: 2 } as const;

// ---- lists and limits (spec 2 §5, §9) ----
/** spec 2 §9 — friend list page size. */
export const FRIEND_LIST_PAGE_SIZE = 100;
/** spec 2 §9 — blocklist page size. */
export const BLOCKLIST_PAGE_SIZE = 20;
/** spec 2 §9 — online reminder page size. */
export const ONLINE_REMINDER_PAGE_SIZE = 20;
/** spec 2 §9 — online reminder cap shown as x/50. */
export const ONLINE_REMINDER_CAP = 50;
/** spec 3 §9; spec 2 §9 — note name max. */
export const NOTE_NAME_MAX = 30;
/** spec 2 §9 — status polling. */
export const STATUS_POLL_MS = 2_000;
/** spec 2 §9 — search debounce. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Refusals of the friend calls. */
export const FRIEND_CODE = {
  /** spec 2 §8 — add friend: not enough coins (dialog gold_not_enough → CoinPage). */
  notEnoughCoins: FOLLOW_NOT_ENOUGH_GOLD,
  /** spec 3 §5 "cannot add self as friend" (also favourite, remark, block, report yourself). */
  self: 22001,
  /** spec 2 §5 — note name over 30 characters. */
  remarkTooLong: 22002,
  /** The user is not your friend (favourite, remark, reminder need a friend). */
  notFriend: 22003,
  /** spec 2 §8 "online reminder limit reached" (x/50). */
  remindLimit: 22004,
  /** One of the two blocked the other. */
  blocked: 22005,
  /** No such user. */
  noSuchUser: 22006,
  /** Decline: this user has no open friend request to you. */
  noRequest: 22007,
} as const;
