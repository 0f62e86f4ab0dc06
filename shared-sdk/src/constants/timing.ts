/**
 * Live-studio timings (milliseconds) that have not moved to the live feature file yet. The rest of this file's
 * old contents live in the feature files (see index.ts); add nothing here.
 */

// ---- spec 3: live, tasks, shop ----
/** spec 3 §4 "Entering a live", §9 — live entry lock. */
export const LIVE_ENTRY_LOCK_MS = 3_000;
/** spec 3 §4 "Entering a live", §9 — wait after closing the current live before entering. */
export const LIVE_CLOSE_BEFORE_ENTER_MS = 500;
/** spec 3 §4 "Entering a live" — messaging-error toast duration. */
export const LIVE_SYSTEM_ERROR_TOAST_MS = 3_000;
/** spec 3 §4, §9 — a gift message shows for 3 s. */
export const GIFT_MESSAGE_DISPLAY_MS = 3_000;
/** spec 3 §4, §9 — simulated audience refresh window. */
export const SIM_AUDIENCE_REFRESH_MIN_MS = 15_000;
/** spec 3 §4, §9 */
export const SIM_AUDIENCE_REFRESH_MAX_MS = 30_000;
/** spec 3 §4, §9 — how long a simulated viewer stays. */
export const SIM_AUDIENCE_STAY_MIN_MS = 10_000;
/** spec 3 §4, §9 */
export const SIM_AUDIENCE_STAY_MAX_MS = 120_000;
/** spec 3 §7, §9 — live heartbeat for logged-in users. */
export const LIVE_HEARTBEAT_USER_MS = 10_000;
/** spec 3 §7, §9 — live heartbeat for guests/tourists. */
export const LIVE_HEARTBEAT_GUEST_MS = 3_000;
/** spec 3 §5, §9 — praise taps batched after 1.5 s of inactivity. */
export const PRAISE_BATCH_MS = 1_500;
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
