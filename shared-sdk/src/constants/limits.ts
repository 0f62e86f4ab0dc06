/**
 * Live-studio sizes and amounts that have not moved to the live feature file yet. The rest of this file's
 * old contents live in the feature files (see index.ts); add nothing here.
 */

// ---- spec 3 ----
/** spec 3 §4, §9 — at most 3 gift messages kept. */
export const GIFT_MESSAGES_MAX = 3;
/** spec 3 §4, §9 — simulated viewers per room, minimum. */
export const SIM_AUDIENCE_MIN = 3;
/** spec 3 §4, §9 — simulated viewers per room, maximum. */
export const SIM_AUDIENCE_MAX = 5;
/** spec 3 §9 — praise counts from 10,000 are shown divided by 10,000 with suffix W. */
export const PRAISE_W_THRESHOLD = 10_000;
/** spec 3 §4 "Swipe navigation", §9 — drag distance that switches lives. */
export const SWIPE_THRESHOLD_PX = 170;
/** spec 3 §5, §9; spec 2 §9 — following a host / adding a friend costs 9 coins. */
export const FOLLOW_COST_COINS = 9;
/** spec 3 §2, §7, §9 — gift ranking entries (pageSize). */
export const RANKING_SIZE = 100;
/** spec 3 §2 — ranking medals for the first three. */
export const RANKING_MEDALS = 3;
/** spec 3 §2, §7, §9 — other live rooms on the end page. */
export const END_PAGE_OTHER_LIVES = 6;
/** spec 3 §2, §9 — live hosts row. */
export const LIVE_HOSTS_ROW_MAX = 5;
/** spec 3 §2, §9 — Popular live variant cards. */
export const LIVE_HOSTS_ROW_POPULAR = 4;
/** spec 3 §5 — live chat message max characters (truncated). */
export const LIVE_CHAT_MAX_CHARS = 100;
/** spec 3 §4 "Host viewer" — at most 3 slides loaded. */
export const HOST_VIEWER_MAX_SLIDES = 3;
/** spec 3 §7 — host video list page size. */
export const HOST_VIDEO_PAGE_SIZE = 10;
/** spec 3 §7 — add-friend way from the live-end page. */
export const ADD_WAY_LIVE_END = 102;
/** spec 3 §4 "Live room lifecycle" — leftType: removed by the host (toast). */
export const LEFT_TYPE_REMOVED = 11;
/** spec 3 §4 "Live room lifecycle" — leftType: leave silently. */
export const LEFT_TYPE_SILENT = 12;
/** spec 3 §3, §4 — live join role level for the audience. */
export const LIVE_AUDIENCE_ROLE_LEVEL = 1;
