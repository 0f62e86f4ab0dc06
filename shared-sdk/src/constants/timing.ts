/**
 * Timings from the three specs, in milliseconds unless the name says otherwise.
 * Every number here is a requirement (spec README); cite the section when adding one.
 */

// ---- spec 1: session, shell, API client ----
/** spec 1 §7, §9; spec 3 "API client behaviour" — every API request aborts after 50 s. */
export const REQUEST_TIMEOUT_MS = 50_000;
/** spec 1 §9 — a lazily loaded chunk (remote, language pack) gives up after 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** spec 1 §4.3, §9; spec 3 §7 — presence heartbeat (status, type 0). */
export const HEARTBEAT_MS = 20_000;
/** spec 1 §4.3; spec 3 §9 — user-duration analytics event. */
export const USER_DURATION_EVENT_MS = 5_000;
/** spec 1 §4.3, §9; spec 3 §4 "Logout", §9 — redirect to root after logout. */
export const LOGOUT_REDIRECT_MS = 500;
/** spec 1 §9 — re-click guard on protected buttons. */
export const RECLICK_GUARD_MS = 2_000;
/** spec 1 §9 — SMS resend wait (last send time kept locally). */
export const SMS_RESEND_WAIT_MS = 60_000;
/** spec 1 §9 — email resend wait. */
export const EMAIL_RESEND_WAIT_MS = 60_000;
/** spec 1 §9 — chat-check call debounce. */
export const CHAT_CHECK_DEBOUNCE_MS = 400;
/** spec 1 §1 — the login counter grows by 1..10 every second. */
export const LOGIN_COUNTER_TICK_MS = 1_000;
/** spec 1 §3, §9 — userId and loginToken cookies live 365 days. */
export const SESSION_COOKIE_DAYS = 365;
/** spec 1 §5, §9; spec 3 §5 — linked email/phone held by another account: 7-day lock. */
export const REBIND_LOCK_DAYS = 7;
/** spec 1 §4.3 — account block lasts 48 hours (then visitor use). */
export const ACCOUNT_BLOCK_HOURS = 48;
/** spec 1 §9; spec 3 §4 "Tasks" — tasks reissue daily at 0:00 UTC (hour, UTC). */
export const TASKS_REISSUE_UTC_HOUR = 0;

// ---- spec 3: live, tasks, shop ----
/** spec 3 §9 — default toast duration. */
export const TOAST_MS = 3_000;
/** spec 3 §9 — free-coin toast duration. */
export const FREE_COIN_TOAST_MS = 4_000;
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
/** spec 3 §9 — long-press on a chat item. */
export const LONG_PRESS_MS = 600;
/** spec 3 §4 "Check-in", §9 — check-in tip. */
export const CHECKIN_TIP_MS = 20_000;
/** spec 3 §4 "Check-in", §9 — wall check-in tip. */
export const WALL_TIP_MS = 5_000;
/** spec 3 §9 — task tip bubble. */
export const TASK_TIP_BUBBLE_MS = 20_000;
/** spec 3 §4 "Consent", §9 — consent popup delay. */
export const CONSENT_POPUP_DELAY_MS = 1_200;
/** spec 3 §2 "Settings popup", §9 — settings popup cookie flag delay. */
export const SETTINGS_POPUP_DELAY_MS = 1_200;
/** spec 3 §9 — payment spinner hides after 2 s. */
export const PAYMENT_SPINNER_HIDE_MS = 2_000;
/** spec 3 §4 "Host viewer", §9 — host viewer swipe transition. */
export const HOST_VIEWER_TRANSITION_MS = 500;
/** spec 3 §4 "Host viewer" — play the new slide's video 100 ms after set. */
export const HOST_VIEWER_PLAY_DELAY_MS = 100;
/** spec 3 §4 "Web-app install", §9 — minimum gap between install prompts. */
export const INSTALL_PROMPT_GAP_MS = 8 * 60 * 60 * 1000;
/** spec 3 §4 "Web-app install", §9 — first install prompt after 3 s. */
export const INSTALL_PROMPT_FIRST_DELAY_MS = 3_000;
/** spec 3 §4 "Web push" — conditions re-checked every 2 s. */
export const WEB_PUSH_CHECK_MS = 2_000;
/** spec 3 §4 "Web push", §9 — second push popup gap. */
export const WEB_PUSH_SECOND_POP_GAP_MS = 300_000;
/** spec 3 §9 — countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1_000;
/** spec 2 §9; spec 3 §9 — gift list cache lifetime (5 days). */
export const GIFT_LIST_CACHE_MS = 5 * 24 * 60 * 60 * 1000;
/** spec 3 §9; spec 2 §9 — welcome notices expire after 5 minutes. */
export const WELCOME_NOTICE_EXPIRE_MS = 5 * 60 * 1000;
/** spec 3 §9; spec 2 §9 — welcome messages are sent 50 ms apart. */
export const WELCOME_MESSAGE_GAP_MS = 50;
/** spec 3 §9 — push token refresh after start on an iPhone installed app. */
export const PUSH_TOKEN_REFRESH_MS = 15_000;
/** spec 3 §4 "Tasks" — the daily-task first-visit cookie lives 1 day. */
export const DAILY_TASK_COOKIE_DAYS = 1;

// ---- spec 2: calls, chat, friends ----
/** spec 2 §9 — unanswered call timeout. */
export const CALL_UNANSWERED_TIMEOUT_MS = 30_000;
/** spec 2 §9 — leave timer. */
export const CALL_LEAVE_TIMER_MS = 20_000;
/** spec 2 §9 — recharge countdown. */
export const RECHARGE_COUNTDOWN_S = 58;
/** spec 2 §9 — favourite prompt appears after 300 s of call. */
export const FAVOURITE_PROMPT_AT_S = 300;
/** spec 2 §9 — favourite prompt closes after 20 s. */
export const FAVOURITE_PROMPT_CLOSE_MS = 20_000;
/** spec 2 §9 — favourite prompt closes 3 s after confirm. */
export const FAVOURITE_PROMPT_CONFIRM_CLOSE_MS = 3_000;
/** spec 2 §9; spec 3 §9 — calls under a minute are billed as one minute. */
export const CALL_MIN_BILLED_S = 60;
/** spec 2 §9; spec 3 §9 — background video call ends ~1 min after coins run out. */
export const BACKGROUND_CALL_END_AFTER_NO_COINS_MS = 60_000;
/** spec 2 §9 — messages are auto-read after 72 hours. */
export const AUTO_READ_AFTER_MS = 72 * 60 * 60 * 1000;
/** spec 2 §9 — unread badge refresh throttle. */
export const UNREAD_BADGE_THROTTLE_MS = 300;
/** spec 2 §9 — conversation refresh throttle. */
export const CONVERSATION_REFRESH_THROTTLE_MS = 200;
/** spec 2 §9 — auto-read pass after init. */
export const AUTO_READ_PASS_DELAY_MS = 350;
/** spec 2 §9 — scroll handler throttles (short). */
export const SCROLL_THROTTLE_SHORT_MS = 200;
/** spec 2 §9 — scroll handler throttles (long). */
export const SCROLL_THROTTLE_LONG_MS = 500;
/** spec 2 §9 — status polling. */
export const STATUS_POLL_MS = 2_000;
/** spec 2 §9 — search debounce. */
export const SEARCH_DEBOUNCE_MS = 500;
/** spec 2 §9 — message banner reappears after 24 h. */
export const MESSAGE_BANNER_REAPPEAR_MS = 24 * 60 * 60 * 1000;
/** spec 2 §9 — live audience avatars in the call area refresh every second. */
export const CALL_LIVE_AVATARS_REFRESH_MS = 1_000;
