/** Sizes, lengths, counts and amounts from the three specs. */

// ---- spec 1 ----
/** spec 1 §2.1, §9; spec 3 §9 — mobile layout when body width <= 680 px. */
export const MOBILE_BREAKPOINT_PX = 680;
/** spec 1 §2.1 — a mobile device with screen width >= 580 counts as a tablet. */
export const TABLET_MIN_SCREEN_WIDTH = 580;
/** spec 1 §7; spec 3 "API client behaviour" — platform type sent on every request. */
export const PLATFORM_TYPE = 4;
/** spec 1 §7 — deviceType in login payloads. */
export const DEVICE_TYPE = 4;
/** spec 1 §7 — deviceName in login payloads. */
export const DEVICE_NAME = 'web';
/** spec 1 §7 — login/phone payload type. */
export const PHONE_LOGIN_TYPE = 6;
/** spec 1 §7 — protocol (consent) type. */
export const PROTOCOL_TYPE = 3;
/** spec 1 §1 — login counter base. */
export const LOGIN_COUNTER_BASE = 122_987_212;
/** spec 1 §1 — the login counter grows by at least this much per tick. */
export const LOGIN_COUNTER_GROWTH_MIN = 1;
/** spec 1 §1 — the login counter grows by at most this much per tick. */
export const LOGIN_COUNTER_GROWTH_MAX = 10;
/** spec 1 §1; spec 2 §9; spec 3 §9 — coins advertised by the sign-up banner. */
export const SIGN_UP_COINS = 120;
/** spec 1 §5, §9 — verification code length (auto-submit at the 6th digit). */
export const CODE_LENGTH = 6;
/** spec 1 §5, §9 — phone digits max. */
export const PHONE_DIGITS_MAX = 20;
/** spec 1 §5, §9 — phone password min length. */
export const PHONE_PASSWORD_MIN = 8;
/** spec 1 §5, §9 — phone password max length. */
export const PHONE_PASSWORD_MAX = 30;
/** spec 1 §5, §9; spec 3 §9 — email password min length. */
export const EMAIL_PASSWORD_MIN = 6;
/** spec 1 §5, §9; spec 3 §9 — email password max length. */
export const EMAIL_PASSWORD_MAX = 16;
/** spec 1 §5 — allowed password special characters (plus letters and digits). */
export const PASSWORD_SPECIAL_CHARS = '~!@#$%^&*()_+{}:"><?';
/** spec 1 §3, §5, §9 — nickname max length. */
export const NICKNAME_MAX = 30;
/** spec 1 §1, §5, §9; spec 3 §5, §9 — minimum age. */
export const MIN_AGE = 18;
/** spec 1 §5 — default birthday about 20 years ago. */
export const DEFAULT_BIRTHDAY_YEARS_AGO = 20;
/** spec 1 §5, §9 — date picker minimum year. */
export const DATE_PICKER_MIN_YEAR = 1930;

// ---- spec 3 ----
/** spec 3 §4, §9 — at most 3 gift messages kept. */
export const GIFT_MESSAGES_MAX = 3;
/** spec 3 §4 "Swipe navigation", §9 — drag distance that switches lives. */
export const SWIPE_THRESHOLD_PX = 170;
/** spec 3 §5, §9; spec 2 §9 — following a host / adding a friend costs 9 coins. */
export const FOLLOW_COST_COINS = 9;
/** spec 3 §9 — 1v1 quick gifts: first 6. */
export const QUICK_GIFTS_1V1 = 6;
/** spec 3 §2, §9 — live hosts row. */
export const LIVE_HOSTS_ROW_MAX = 5;
/** spec 3 §2, §9 — Popular live variant cards. */
export const LIVE_HOSTS_ROW_POPULAR = 4;
/** spec 3 §2, §9; spec 2 — unread avatar strip. */
export const UNREAD_AVATARS_MAX = 6;
/** spec 3 §9 — task list height on desktop. */
export const TASK_LIST_HEIGHT_DESKTOP_PX = 356;
/** spec 3 §4 "Web-app install", §9 — install prompts per day. */
export const INSTALL_PROMPT_PER_DAY = 2;
/** spec 3 §4 "Web push", §9 — default push gift. */
export const WEB_PUSH_DEFAULT_GIFT_COINS = 200;
/** spec 3 §9 — limited coin offer only when the flash version equals 2 (mobile). */
export const LIMITED_OFFER_FLASH_VERSION = 2;
/** spec 3 §9 — discounted pack coinType. */
export const DISCOUNTED_PACK_COIN_TYPE = 1;
/** spec 3 §9 — discounted pack coins on the checkout card channel. */
export const DISCOUNTED_PACK_COINS = 299;
/** spec 3 §9; spec 2 §9 — male (gender 1) caller price. */
export const MALE_CALLER_PRICE_COINS = 80;
/** spec 3 §9 — shop bubble mentions up to 20 % extra coins. */
export const SHOP_EXTRA_COINS_PERCENT = 20;
/** spec 3 §5, §9 — image upload limit (5M). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** spec 3 §5, §9 — profile interests max. */
export const PROFILE_INTERESTS_MAX = 5;
/** spec 3 §5, §9 — profile languages max. */
export const PROFILE_LANGUAGES_MAX = 3;
/** spec 3 §5, §9 — report details max characters. */
export const REPORT_TEXT_MAX = 200;
/** spec 3 §5, §9 — report email max characters. */
export const REPORT_EMAIL_MAX = 100;
/** spec 3 §9 — refund guarantee in one string (hours). */
export const REFUND_GUARANTEE_HOURS = 72;
/** spec 3 §9 — refund window in the other strings (days). */
export const REFUND_WINDOW_DAYS = 14;
/** spec 3 §9 — parsed user-agent input cut. */
export const USER_AGENT_MAX_CHARS = 350;
/** spec 3 §3, §9 — analytics place id. */
export const ANALYTICS_PLACE_ID = 106;
/** spec 3 §9 — analytics user type flag when logged in. */
export const ANALYTICS_USER_TYPE_LOGGED_IN = '3';
/** spec 3 §9 — analytics user type flag when logged out. */
export const ANALYTICS_USER_TYPE_GUEST = '0';
/** spec 3 §9 — local message database version. */
export const LOCAL_DB_VERSION = 1;
/** spec 3 §9 — third welcome only when the login count is 2..20 (min). */
export const THIRD_WELCOME_LOGIN_COUNT_MIN = 2;
/** spec 3 §9 — third welcome only when the login count is 2..20 (max). */
export const THIRD_WELCOME_LOGIN_COUNT_MAX = 20;
/** spec 3 §9; spec 2 §9 — note name max. */
export const NOTE_NAME_MAX = 30;
/** spec 3 §9 — screenshot JPEG quality. */
export const SCREENSHOT_JPEG_QUALITY = 0.2;
/** spec 3 §9 — video resolution. */
export const VIDEO_RESOLUTION = '480p';
/** spec 3 §9 — avatar sizes. */
export const AVATAR_SIZES = ['112X150', '270X360'] as const;
/** spec 3 §4 "Host viewer" — at most 3 slides loaded. */
export const HOST_VIEWER_MAX_SLIDES = 3;
/** spec 3 §7 — host video list page size. */
export const HOST_VIDEO_PAGE_SIZE = 10;
/** spec 3 §7 — add-friend way from the live-end page. */
export const ADD_WAY_LIVE_END = 102;
/** spec 3 §7 — add-friend way in a call. */
export const ADD_WAY_CALL = 101;
/** spec 3 §7 — video-call report page id. */
export const REPORT_PAGE_VIDEO_CALL = 15;

// ---- spec 2 ----
/** spec 2 §9 — friend list page size. */
export const FRIEND_LIST_PAGE_SIZE = 100;
/** spec 2 §9 — blocklist page size. */
export const BLOCKLIST_PAGE_SIZE = 20;
/** spec 2 §9 — online reminder page size. */
export const ONLINE_REMINDER_PAGE_SIZE = 20;
/** spec 2 §9 — online reminder cap shown as x/50. */
export const ONLINE_REMINDER_CAP = 50;
/** spec 2 §9 — message list first page. */
export const MESSAGE_LIST_FIRST_PAGE = 30;
/** spec 2 §9; spec 3 §9 — chat list and detail page size. */
export const CHAT_PAGE_SIZE = 100;
/** spec 2 §9 — badge cap, then "k+". */
export const BADGE_CAP = 999;
/** spec 2 §9 — badge queue limit. */
export const BADGE_QUEUE_LIMIT = 100;
/** spec 2 §9 — say-hi relation value. */
export const SAY_HI_RELATION = 3;
/** spec 2 §9; spec 3 §3 — pseudo friendId of the say-hi group. */
export const SAY_HI_FRIEND_ID = -4;
/** spec 2 §9; spec 3 §3 — system entry id. */
export const SYSTEM_FRIEND_ID = -2;
/** spec 2 §9 — special call locations. */
export const SPECIAL_CALL_LOCATIONS = [100, 108] as const;
/** spec 2 §9 — live audience avatars shown in the call area. */
export const CALL_LIVE_AVATARS_MAX = 3;
/** spec 2 §9; spec 3 §4 — shown discount is 100 minus the discount. */
export const DISCOUNT_BASE = 100;
