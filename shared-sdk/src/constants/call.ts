/**
 * Calls, billing and random matching (spec 2 §3–§9; spec 3 §7 host lists): the spec's values and
 * the project's decisions where the spec says "not shown". The backend
 * (backend/src/modules/call/, backend/src/modules/match/) imports these; docs/CONTRACTS.md
 * "Calls, matching and host lists" writes every decision down. What happens inside a connected
 * call is in callInCall.ts; the user statuses a device reports (REPORTED_STATUS) in status.ts.
 */

// ---- realtime messages (spec 2 §3) ----
/** spec 2 §3 — business message types: call, live, other. */
export const BIZ_TYPE_CALL = 1050;
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

// ---- response codes (spec 2 §8) ----
/**
 * Codes of the call and match calls. spec 2 §8 names 100000–100004 and 100008; 100005–100007
 * and 100009 are the project's (the spec lists codes up to 100008 without saying what 5–7 mean). Every
 * answer also carries a readable `msg`; 100004 carries `data: { callPrice, currentCoin }`.
 */
export const CALL_CODE = {
  /** spec 2 §8 "1e5 … show a generic reply message". */
  generic: 100000,
  /** spec 2 §8 'no answer' — project: the callee cannot be reached (offline, or a seeded host off schedule). */
  unreachable: 100001,
  /** spec 2 §8 'no answer' — project: the callee is in another room (busy, spec 2 §4 rule 8). */
  busy: 100002,
  /** spec 2 §8 — add the friend first: a user who is not a host can only be called by friends. */
  addFriendFirst: 100003,
  /** spec 2 §8 — not enough coins for one minute: `data.callPrice` for the recharge dialog. */
  notEnoughCoins: 100004,
  /** project — the caller already has a call in progress (connecting or connected). */
  callerInCall: 100005,
  /** project — no such callee, the caller themself, or one of the two blocked the other. */
  badTarget: 100006,
  /** project — a room action refused: unknown room, not one of its two parties, or not allowed in the room's state. */
  badRoomAction: 100007,
  /** spec 2 §6, §8 — become VIP: a non-paying user calling from a chat, or a free call (108) by a non-VIP. */
  vipOnly: 100008,
  /** project — too many recent calls to this user never started (the relaunch limit): try later. */
  tryLater: 100009,
} as const;

// ---- where a call starts (spec 2 §4, §9) ----
/**
 * callLocation of a call. spec 2 §9: "Call locations 100 and 108 are special; call-price confirm
 * flags are kept per location". 100 is the random match (spec 2 §4 rule 3: sent directly, and
 * goddessLocation 100 outside MatchPage is cancelled, rule 7). The others are the project's:
 * 108 is the VIP's free call to a user they liked (spec 2 §6); chat (106) is where the
 * paying-user rule applies (spec 2 §1, §6). `match` is also the goddessLocation of a match call
 * (spec 2 §4 rule 7: the launch answer and the invitation).
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
/** spec 2 §9 "unanswered call timeout" — a ringing room is cancelled after 30 s, on the server too. */
export const CALL_RING_TIMEOUT_MS = 30_000;
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
/**
 * spec 2 §9; spec 3 §9 — one billed minute: a call under a minute is billed as one (charged
 * when it starts).
 */
export const CALL_BILLING_MINUTE_MS = 60_000;

// ---- spec 2 §9 timings, call area ----
/** spec 2 §9 — special call locations. */
export const SPECIAL_CALL_LOCATIONS = [100, 108] as const;
/**
 * spec 2 §4 rule 10, §9 "leave timer" — a party gone (reload, closed tab, lost network) this long
 * ends the call: the device's leave timer, and the server ends the room too.
 */
export const CALL_LEAVE_TIMER_MS = 20_000;
/** spec 2 §9 — recharge countdown. */
export const RECHARGE_COUNTDOWN_S = 58;
/** spec 2 §9 — favourite prompt appears after 300 s of call. */
export const FAVOURITE_PROMPT_AT_S = 300;
/** spec 2 §9 — favourite prompt closes after 20 s. */
export const FAVOURITE_PROMPT_CLOSE_MS = 20_000;
/** spec 2 §9 — favourite prompt closes 3 s after confirm. */
export const FAVOURITE_PROMPT_CONFIRM_CLOSE_MS = 3_000;
/** spec 2 §9; spec 3 §9 — background video call ends ~1 min after coins run out. */
export const BACKGROUND_CALL_END_AFTER_NO_COINS_MS = 60_000;
/** spec 3 §9 — video resolution. */
export const VIDEO_RESOLUTION = '480p';
/** spec 2 §9 — live audience avatars shown in the call area. */
export const CALL_LIVE_AVATARS_MAX = 3;
/** spec 2 §9 — live audience avatars in the call area refresh every second. */
export const CALL_LIVE_AVATARS_REFRESH_MS = 1_000;

// ---- prices and earnings (spec 2 §4, §6, §9; project where marked) ----
/**
 * spec 2 §4, §9 "Gender-1 call price: 80 coins"; spec 3 §9 "Male caller price" — the fixed price
 * per minute when the callee's gender is 1.
 */
export const CALL_PRICE_GENDER_1 = 80;
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
