/**
 * Calls, billing and random matching (spec 2 §4–§9; spec 3 §7 host lists): the spec's values not
 * named elsewhere yet, and the project's decisions where the spec says "not shown". The backend
 * (backend/src/modules/call/, backend/src/modules/match/) imports these; docs/CONTRACTS.md
 * "Calls, matching and host lists" writes every decision down.
 *
 * Already named elsewhere and used from there (not repeated here):
 * CALL_ACTION, CALL_EVENT, BIZ_TYPE_CALL, CALL_NO_ANSWER (100001/100002), CALL_ADD_FRIEND_FIRST,
 * CALL_NOT_ENOUGH_COINS, CALL_VIP_ONLY, CALL_GENERIC (codes.ts); CALL_UNANSWERED_TIMEOUT_MS (30 s),
 * CALL_LEAVE_TIMER_MS (20 s), RECHARGE_COUNTDOWN_S (58), FAVOURITE_PROMPT_AT_S (300),
 * FAVOURITE_PROMPT_CLOSE_MS (20 s), FAVOURITE_PROMPT_CONFIRM_CLOSE_MS (3 s), CALL_MIN_BILLED_S (60),
 * BACKGROUND_CALL_END_AFTER_NO_COINS_MS (timing.ts); MALE_CALLER_PRICE_COINS (80),
 * SPECIAL_CALL_LOCATIONS (100, 108), ADD_WAY_CALL (101) (limits.ts); REPORTED_STATUS (status.ts).
 */
import {
  CALL_ADD_FRIEND_FIRST,
  CALL_GENERIC,
  CALL_NO_ANSWER,
  CALL_NOT_ENOUGH_COINS,
  CALL_VIP_ONLY,
} from './codes';
import { MALE_CALLER_PRICE_COINS } from './limits';
import { CALL_LEAVE_TIMER_MS, CALL_MIN_BILLED_S, CALL_UNANSWERED_TIMEOUT_MS } from './timing';

// ---- response codes (spec 2 §8) ----
/**
 * Codes of the call and match calls. spec 2 §8 names 100001–100004 and 100008; 100005–100007
 * are the project's (the spec lists codes up to 100008 without saying what 5–7 mean). Every
 * answer also carries a readable `msg`; 100004 carries `data: { callPrice, currentCoin }`.
 */
export const CALL_CODE = {
  /** spec 2 §8 "1e5 … show a generic reply message". */
  generic: CALL_GENERIC,
  /** spec 2 §8 'no answer' — project: the callee cannot be reached (offline, or a seeded host off schedule). */
  unreachable: CALL_NO_ANSWER[0],
  /** spec 2 §8 'no answer' — project: the callee is in another room (busy, spec 2 §4 rule 8). */
  busy: CALL_NO_ANSWER[1],
  /** spec 2 §8 — add the friend first: a user who is not a host can only be called by friends. */
  addFriendFirst: CALL_ADD_FRIEND_FIRST,
  /** spec 2 §8 — not enough coins for one minute: `data.callPrice` for the recharge dialog. */
  notEnoughCoins: CALL_NOT_ENOUGH_COINS,
  /** project — the caller already has a call in progress (connecting or connected). */
  callerInCall: 100005,
  /** project — no such callee, the caller themself, or one of the two blocked the other. */
  badTarget: 100006,
  /** project — a room action refused: unknown room, not one of its two parties, or not allowed in the room's state. */
  badRoomAction: 100007,
  /** spec 2 §6, §8 — become VIP: a non-paying user calling from a chat, or a free call (108) by a non-VIP. */
  vipOnly: CALL_VIP_ONLY,
  /** project — too many recent calls to this user never started (the relaunch limit): try later. */
  tryLater: 100009,
} as const;

// ---- where a call starts (spec 2 §4, §9) ----
/**
 * callLocation of a call. spec 2 §9: "Call locations 100 and 108 are special; call-price confirm
 * flags are kept per location". 100 is the random match (spec 2 §4 rule 3: sent directly, and
 * goddessLocation 100 outside MatchPage is cancelled, rule 7). The others are the project's:
 * 108 is the VIP's free call to a user they liked (spec 2 §6); chat (106) is where the
 * paying-user rule applies (spec 2 §1, §6).
 */
export const CALL_LOCATION = {
  match: 100,
  livCam: 101,
  search: 102,
  card: 103,
  wall: 104,
  profile: 105,
  chat: 106,
  live: 107,
  likedFree: 108,
  hostViewer: 109,
} as const;
export type CallLocation = (typeof CALL_LOCATION)[keyof typeof CALL_LOCATION];

/** spec 2 §4 rule 7 — goddessLocation of a match call (the launch answer and the invitation). */
export const GODDESS_LOCATION_MATCH = CALL_LOCATION.match;

// ---- the room (spec 2 §3 "Call invitation", §4 "Call lifecycle") ----
/**
 * hangupReason of a call (the 1050 messages and the call-record chat message). spec 2 §4 "Call
 * record": videoTime above 0 or reason 1 shows the duration; otherwise the caller sees
 * cancelled (2) or no answer, the callee denied (3) or missed. The other values are the project's.
 */
export const HANGUP_REASON = {
  /** Connected, then hung up by either side (or notifyEndCall). */
  hungUp: 1,
  /** The caller cancelled while it rang. */
  cancelled: 2,
  /** The callee refused. */
  refused: 3,
  /** Nobody answered in 30 s. */
  noAnswer: 4,
  /** The callee was in another room (spec 2 §4 rule 8: busy, sent as a refusal). */
  busy: 5,
  /** The payer's coins ran out: the next minute could not be paid. */
  noCoins: 6,
  /** A party vanished (reload, closed tab, lost network) for longer than the leave timer. */
  connectionLost: 7,
  /** Answered, but no video frame reached either side in time ('Sorry, call connection failed'). */
  connectFailed: 8,
} as const;
export type HangupReason = (typeof HANGUP_REASON)[keyof typeof HANGUP_REASON];

/**
 * The server's room states (project; backend/src/modules/call/rules.ts has the transition table):
 * ringing → connecting (answered) → connected (first frame: billing starts) → ended.
 */
export const CALL_ROOM_STATES = ['ringing', 'connecting', 'connected', 'ended'] as const;
export type CallRoomState = (typeof CALL_ROOM_STATES)[number];

/** project — the media channel of a call room (Media.join; the gateway admits its two parties). */
export const callMediaChannel = (roomNum: string): string => `call-${roomNum}`;
/** project — the prefix that marks a media channel as a call room (gateway channel policy). */
export const CALL_MEDIA_CHANNEL_PREFIX = 'call-';

// ---- timings (spec 2 §9; project where marked) ----
/** spec 2 §9 — a ringing room is cancelled after 30 s, on the server too. */
export const CALL_RING_TIMEOUT_MS = CALL_UNANSWERED_TIMEOUT_MS;
/** project — answered but no first frame (notifyStartCall) this long: the call failed to connect. */
export const CALL_START_TIMEOUT_MS = 30_000;
/**
 * project — a call between two people: the callee has joined the media (and publishes) this long
 * and the caller, who pays, has not reported a frame: the room ends unbilled (connectFailed), so
 * media never reaches an unbilled caller for longer (backend call README "When a call starts").
 */
export const CALL_START_CONFIRM_MS = 8_000;
/** project — calls from one caller to one callee that were answered but never started… */
export const CALL_UNSTARTED_RELAUNCH_MAX = 3;
/** project — …within this window: the next launch to that callee answers CALL_CODE.tryLater. */
export const CALL_UNSTARTED_WINDOW_MS = 10 * 60_000;
/**
 * project — a device in a call asks the server for its room this often (and when an expected
 * minute's coin message is late), so a lost end-of-call message cannot leave it in a call the
 * server ended.
 */
export const CALL_ROOM_CHECK_MS = 5_000;
/** spec 2 §4 rule 10 (20 s) — the server ends a room whose party has been offline this long. */
export const CALL_PARTY_GONE_MS = CALL_LEAVE_TIMER_MS;
/** spec 2 §9 — one billed minute; a call under a minute is billed as one (charged when it starts). */
export const CALL_BILLING_MINUTE_MS = CALL_MIN_BILLED_S * 1000;

// ---- prices and earnings (spec 2 §4, §6, §9; project where marked) ----
/** spec 2 §4, §9 — the price per minute when the callee's gender is 1. */
export const CALL_PRICE_GENDER_1 = MALE_CALLER_PRICE_COINS;
/** project — price per minute of a callee who is neither a host nor of gender 1 (a friend). */
export const USER_CALL_PRICE_COINS = 60;
/** project — a host earns this many points per coin the caller pays, credited per minute. */
export const HOST_POINTS_PER_COIN = 1;
/**
 * project (spec 2 §6 "VIP may call liked users free") — free minutes a VIP gets per UTC day on
 * calls to users they liked (location 108). The platform pays the host for each of them (the
 * host's price in points, the caller is not charged); the minutes after them cost the callee's
 * price from the caller's coins, like any call. backend/README.md "Security model".
 */
export const VIP_FREE_CALL_MINUTES_PER_DAY = 3;

// ---- random matching (spec 2 §4 rule 14, §7 "Matches"; rules: backend/src/modules/match/README.md) ----
/** project — the `{product}` path segment of /matches/api/{product}/matches/*. */
export const MATCHES_PRODUCT = 'livcam';
/** project — what GET …/matches/matching/fetch answers. */
export const MATCH_STATUS = ['idle', 'waiting', 'matched', 'cancelled'] as const;
export type MatchStatus = (typeof MATCH_STATUS)[number];
/** spec 2 §4 rule 14 — "Match 1v1 call status is 0 or 1" (1 while in a match call). */
export const MATCH_CALL_STATUS = { idle: 0, inCall: 1 } as const;
/** project — a user waiting alone this long is paired with an online seeded host. */
export const MATCH_HOST_FALLBACK_MS = 3_000;
/** project — the caller side of a pair must launch the call within this time, else the match is cancelled. */
export const MATCH_LAUNCH_TIMEOUT_MS = 15_000;
/** project — a waiting entry not polled for this long is dropped (the page went away). */
export const MATCH_WAIT_STALE_MS = 30_000;
/** project — how often MatchPage polls matching/fetch while waiting (a push also arrives). */
export const MATCH_POLL_MS = 1_000;
/** project — two users are not paired again within this time. */
export const MATCH_REPAIR_AFTER_MS = 10 * 60_000;
/** project — a stranger's video starts blurred; a setting, on by default. */
export const MATCH_BLUR_STRANGERS_DEFAULT = true;

// ---- host lists (spec 3 §7 "Wall and host lists") ----
/** project — page size of the host lists (homepage, SearchPage, CardPage fetch, wall). */
export const HOST_LIST_PAGE_SIZE = 20;
/** project — the largest page a host list answers. */
export const HOST_LIST_PAGE_MAX = 50;
