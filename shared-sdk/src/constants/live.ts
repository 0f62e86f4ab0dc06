/**
 * Live studios (spec 3 §2–§9): the numbers the live room (mfe-live) and the backend's live
 * service (backend/src/modules/live) share. Spec values cite their section; where the spec leaves
 * a value open ("not shown", spec README) the value is the project's and says so. Client-only
 * timings of the room (entry lock, tips, banners) are here too.
 */

// ---- the room's client timings and sizes, the follow code (spec 3 §2, §4, §5, §7, §9) ----
/** spec 3 §8; spec 2 §8 — follow / add friend: not enough gold. */
export const FOLLOW_NOT_ENOUGH_GOLD = 20001;
/** spec 3 §4 "Entering a live", §9 — live entry lock. */
export const LIVE_ENTRY_LOCK_MS = 3_000;
/** spec 3 §4 "Entering a live", §9 — wait after closing the current live before entering. */
export const LIVE_CLOSE_BEFORE_ENTER_MS = 500;
/** spec 3 §4 "Entering a live" — messaging-error toast duration. */
export const LIVE_SYSTEM_ERROR_TOAST_MS = 3_000;
/** spec 3 §4, §9 — a gift message shows for 3 s. */
export const GIFT_MESSAGE_DISPLAY_MS = 3_000;
/** spec 3 §9 — message scroll lock. */
export const MESSAGE_SCROLL_LOCK_MS = 5_000;
/** spec 3 §4, §9 — friend request banner. */
export const FRIEND_REQUEST_BANNER_MS = 8_000;
/** spec 3 §4, §9 — accept-friend success message. */
export const FRIEND_ACCEPT_SUCCESS_MS = 5_000;
/** spec 3 §4, §9 — live tips hide. */
export const LIVE_TIPS_HIDE_MS = 180_000;
/** spec 3 §4, §9 — mini profile auto-shows when the host is not followed. */
export const MINI_PROFILE_AUTO_SHOW_MS = 60_000;
/** spec 3 §4 — re-enter a live after the page becomes visible again (mobile). */
export const LIVE_REENTER_ON_SHOW_MS = 200;
/** spec 3 §4 "Host viewer", §9 — host viewer swipe transition. */
export const HOST_VIEWER_TRANSITION_MS = 500;
/** spec 3 §4 "Host viewer" — play the new slide's video 100 ms after set. */
export const HOST_VIEWER_PLAY_DELAY_MS = 100;
/** spec 3 §4, §9 — at most 3 gift messages kept. */
export const GIFT_MESSAGES_MAX = 3;
/** spec 3 §4 "Swipe navigation", §9 — drag distance that switches lives. */
export const SWIPE_THRESHOLD_PX = 170;
/** spec 3 §5, §9; spec 2 §9 — following a host / adding a friend costs 9 coins. */
export const FOLLOW_COST_COINS = 9;
/** spec 3 §2, §9 — live hosts row. */
export const LIVE_HOSTS_ROW_MAX = 5;
/** spec 3 §2, §9 — Popular live variant cards. */
export const LIVE_HOSTS_ROW_POPULAR = 4;
/** spec 3 §4 "Host viewer" — at most 3 slides loaded. */
export const HOST_VIEWER_MAX_SLIDES = 3;
/** spec 3 §7 — host video list page size. */
export const HOST_VIDEO_PAGE_SIZE = 10;
/** spec 3 §7 — add-friend way from the live-end page. */
export const ADD_WAY_LIVE_END = 102;
/** spec 3 §3 — live voice-chat room categories. */
export const LIVE_ROOM_CATEGORIES: Readonly<Record<number, string>> = {
  0: 'For You',
  1: 'Singing',
  2: 'Dancing',
  3: 'Chill Chat',
  4: 'Dating Tips',
  5: 'Be Yourself',
  6: 'Sleep Call',
  7: 'Language Chat',
  8: 'Daily Life',
  9: 'Make Friends',
  99: 'Other',
};

// ---- realtime (spec 3 §3, §4) ----
/** spec 3 §3, §4 — live business message type. */
export const BIZ_TYPE_LIVE = 1052;
/**
 * spec 3 §3, §4 — live message actions of business type 1052, published on the live channel
 * (`mute` and `kick` also travel point to point: shared-sdk realtime `LiveAction`). What each one
 * carries: shared-sdk/src/api/modules/live.ts "Live channel messages".
 */
export const LIVE_ACTIONS = [
  'liveInfo',
  'endLive',
  'left',
  'joined',
  'chat',
  'gift',
  'join',
  'praise',
  'kick',
] as const;
/** project — a live's channel id is `live-<liveStudioId>`; the local media provider signals on `rtc:<channel id>`. */
export const LIVE_CHANNEL_PREFIX = 'live-';
/** The channel id of a live (messaging; media with the local provider). */
export const liveChannelId = (liveStudioId: number): string =>
  `${LIVE_CHANNEL_PREFIX}${liveStudioId}`;
/** spec 3 §3, §4 — live join role level for the audience. */
export const LIVE_AUDIENCE_ROLE_LEVEL = 1;
/** spec 1 §2 route `live/{shareId}` — the path a share link opens (no language prefix). */
export const liveSharePath = (shareId: string): string => `/live/${encodeURIComponent(shareId)}`;

// ---- codes (spec 3 §8) ----
/**
 * What each live code means. spec 3 §8 names the groups (join: 1406; 1002/1003/1004 'live not
 * started'; 1403/1407/1408 'kicked'; gift: 1602, 1002/1003; follow: 20001); which number of a
 * group answers which case is the project's, and so are the codes marked project (spec 3 §8:
 * "any other code: toast 'code:system error'").
 */
export const LIVE_CODE = {
  /** spec 3 §8 1002 — the live has ended (normally or on a network error). */
  ended: 1002,
  /** spec 3 §8 1003 — the live was closed for violating the regulations. */
  closedForViolation: 1003,
  /** spec 3 §8 1004 — no such live, or it has not started. */
  notLive: 1004,
  /** spec 3 §8 1406 — the live's viewer limit is reached ('people max'). */
  peopleMax: 1406,
  /** spec 3 §8 1403 — removed from this live by the host (leftType 11); refused until it ends. */
  kicked: 1403,
  /** spec 3 §8 1407 — removed silently (leftType 12); refused until it ends. */
  removed: 1407,
  /** spec 3 §8 1408 — the host and the viewer blocked one another (chat blacklist, either way). */
  blocked: 1408,
  /** spec 3 §5, §8 1602 — the balance does not cover the gift: recharge dialog. */
  notEnoughGold: 1602,
  /** spec 3 §8 20001 — the balance does not cover following the host (9 gold). */
  followNotEnoughGold: FOLLOW_NOT_ENOUGH_GOLD,
  /** project — the call needs the caller in the live: join first (or join again). */
  notInLive: 1401,
  /** project — a host cannot watch, gift, follow or praise their own live. */
  ownLive: 1402,
  /** project — spec 3 §8 text 'You're muted.': a muted viewer's chat is refused. */
  muted: 1405,
  /** project — an empty chat message (spec 3 §5 "empty not sent"). */
  chatEmpty: 1410,
  /** project — a chat message over LIVE_CHAT_MAX_CHARS (spec 3 §5). */
  chatTooLong: 1411,
  /** project — the chat rate limit (LIVE_CHAT_MIN_INTERVAL_MS, LIVE_CHAT_BURST_*); data.retryAfterMs. */
  chatTooFast: 1429,
  /** project — a gift's requestId already used for another gift or live. */
  requestReused: 1412,
  /** project — no such gift. */
  noSuchGift: 1601,
  /**
   * project — a tourist's viewing time is used up (spec 3 §4 "Tourists", §8 'You have reached the
   * viewing time limitation, …'): join and heartbeat are refused.
   */
  touristViewLimit: 1413,
  /** project — the tourist id belongs to another device: make a new one. */
  touristIdTaken: 1414,
} as const;
/** spec 3 §8 — join: viewer limit, toast 'people max' and close. */
export const LIVE_JOIN_PEOPLE_MAX = [LIVE_CODE.peopleMax] as const;
/** spec 3 §8 — join: toast 'live not started' and close. */
export const LIVE_JOIN_NOT_STARTED = [
  LIVE_CODE.ended,
  LIVE_CODE.closedForViolation,
  LIVE_CODE.notLive,
] as const;
/** spec 3 §8 — join: toast 'kicked' and close. */
export const LIVE_JOIN_KICKED = [LIVE_CODE.kicked, LIVE_CODE.removed, LIVE_CODE.blocked] as const;
/** spec 3 §8 — gift: not enough gold, recharge dialog. */
export const GIFT_NOT_ENOUGH_GOLD = LIVE_CODE.notEnoughGold;
/** spec 3 §8 — gift: close room with a toast. */
export const GIFT_CLOSE_ROOM = [LIVE_CODE.ended, LIVE_CODE.closedForViolation] as const;

/**
 * project — how a live ended, for the end page (spec 3 §8 texts: 'This live has already ended.',
 * '… closed in response to the violation regulations …', 'This live ended due to network error.').
 */
export const LIVE_END_TYPE = { living: 0, ended: 1, violation: 2, networkError: 3 } as const;
export type LiveEndType = (typeof LIVE_END_TYPE)[keyof typeof LIVE_END_TYPE];

/** spec 3 §4 "Live room lifecycle" — leftType: removed by the host (toast). */
export const LEFT_TYPE_REMOVED = 11;
/** spec 3 §4 "Live room lifecycle" — leftType: leave silently. */
export const LEFT_TYPE_SILENT = 12;
/** project — leftType of a viewer who left the room themself (leaveLiveStudio). */
export const LEFT_TYPE_LEFT = 1;
/** project — leftType of a viewer whose heartbeats stopped (LIVE_VIEWER_STALE_BEATS missed). */
export const LEFT_TYPE_TIMEOUT = 2;

// ---- limits (spec 3 §2, §5, §9) ----
/** spec 3 §5 — live chat message max characters (the client truncates; the server refuses more). */
export const LIVE_CHAT_MAX_CHARS = 100;
/** project (spec 3 §9 "Live chat rate limits: not shown") — at least this long between two messages of one viewer. */
export const LIVE_CHAT_MIN_INTERVAL_MS = 1_000;
/** project — at most LIVE_CHAT_BURST_MAX messages of one viewer in any LIVE_CHAT_BURST_WINDOW_MS. */
export const LIVE_CHAT_BURST_MAX = 5;
/** project — see LIVE_CHAT_BURST_MAX. */
export const LIVE_CHAT_BURST_WINDOW_MS = 10_000;
/** project — the most praise one request may carry (a 1.5 s batch of taps, spec 3 §5). */
export const LIVE_PRAISE_NUM_MAX = 100;
/** spec 3 §2, §7, §9 — gift ranking entries (pageSize). */
export const RANKING_SIZE = 100;
/** spec 3 §2 — ranking medals for the first three. */
export const RANKING_MEDALS = 3;
/** spec 3 §2, §7, §9 — other live rooms on the end page. */
export const END_PAGE_OTHER_LIVES = 6;
/** spec 3 §9 — praise counts from 10,000 are shown divided by 10,000 with suffix W. */
export const PRAISE_W_THRESHOLD = 10_000;
/** project — top audience avatars in the room header (spec 2 §9 shows 3 live audience avatars). */
export const LIVE_TOP_AUDIENCES_MAX = 3;
/** project — latestJoinAudiences of the room stats. */
export const LIVE_LATEST_JOIN_MAX = 10;
/** project — quick gifts (getOutShowGifts): the cheapest, as many as the 1v1 quick bar (spec 3 §9). */
export const LIVE_QUICK_GIFTS_MAX = 6;
/** project — largest page of the live lists. */
export const LIVE_PAGE_SIZE_MAX = 100;
/** project — most ids one liveIsLivingBatch / hostIsLivingBatch call may ask about. */
export const LIVE_BATCH_IDS_MAX = 100;
/** project (spec 3 §9 "tourist viewing-time limit value: not shown") — a tourist watches this long per UTC day. */
export const LIVE_TOURIST_VIEW_LIMIT_MS = 5 * 60_000;

// ---- simulated audiences (spec 3 §4 "Live room lifecycle", §9) ----
/** spec 3 §4, §9 — simulated viewers per room, minimum. */
export const SIM_AUDIENCE_MIN = 3;
/** spec 3 §4, §9 — simulated viewers per room, maximum. */
export const SIM_AUDIENCE_MAX = 5;
/** spec 3 §4, §9 — simulated audience refresh window. */
export const SIM_AUDIENCE_REFRESH_MIN_MS = 15_000;
/** spec 3 §4, §9 */
export const SIM_AUDIENCE_REFRESH_MAX_MS = 30_000;
/** spec 3 §4, §9 — how long a simulated viewer stays. */
export const SIM_AUDIENCE_STAY_MIN_MS = 10_000;
/** spec 3 §4, §9 */
export const SIM_AUDIENCE_STAY_MAX_MS = 120_000;

// ---- timings (spec 3 §5, §7, §9) ----
/** spec 3 §7, §9 — live heartbeat for logged-in users. */
export const LIVE_HEARTBEAT_USER_MS = 10_000;
/** spec 3 §7, §9 — live heartbeat for guests/tourists. */
export const LIVE_HEARTBEAT_GUEST_MS = 3_000;
/** spec 3 §5, §9 — praise taps batched after 1.5 s of inactivity. */
export const PRAISE_BATCH_MS = 1_500;
