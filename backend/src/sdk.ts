/**
 * The one door from the backend into the SDK's values (`shared-sdk/node`: constants, codes, the
 * signing and crypto code, the shop's rules — the same code the web app runs, so the two cannot
 * drift). Every module takes SDK values from here; types come straight from the SDK with
 * `import type { … } from 'shared-sdk/node'` (erased at build time, so they need no door).
 *
 * Why a door at all: shared-sdk has no `"type": "module"`, so under tsx (ESM, `npm start`, e2e)
 * Node loads it as CommonJS and its exports sit on `default`; under jest (CommonJS) the namespace
 * is the exports object itself. A named value import from 'shared-sdk/node' works under one and
 * is undefined under the other. This file reads the namespace once, either way, and re-exports
 * the values by name as real ES exports. `test/sdk-imports.test.ts` fails on any other value
 * import of the SDK.
 *
 * The list below is everything the backend uses of the SDK: a name the SDK drops or renames is a
 * type error here, in one place.
 */
import * as ns from 'shared-sdk/node';

type Sdk = typeof ns;
const sdk = ((ns as unknown as { default?: Sdk }).default ?? ns) as Sdk;

// ---- Envelope codes the web app acts on (docs/CONTRACTS.md "API envelope") ----
export const { CODE_OK, CODE_INVALID_INPUT } = sdk;

// ---- Request signing and body encryption (spec 1 §8; docs/CONTRACTS.md "Signing") ----
export const {
  signRequest,
  signaturesEqual,
  signingString,
  formDigest,
  formSignatureBody,
  BODY_DIGEST_HEADER,
  decryptRequestEnvelope,
  encryptResponseBody,
} = sdk;

// ---- Sign-in, profile and catalogue (spec 1 §5, §9; spec 2 §3) ----
export const {
  INTEREST_TAGS,
  LANGUAGE_IDS,
  LANGUAGE_ID_ALIASES,
  INTERFACE_LANGUAGES,
  PHONE_PASSWORD_MIN,
  PHONE_PASSWORD_MAX,
  EMAIL_PASSWORD_MIN,
  EMAIL_PASSWORD_MAX,
  PASSWORD_SPECIAL_CHARS,
  NICKNAME_MAX,
  MIN_AGE,
  DATE_PICKER_MIN_YEAR,
  REBIND_REASON,
  PROFILE_CODE,
  AVATAR_LARGE,
  AVATAR_SMALL,
  BIRTHDAY_CHANGES_MAX,
  PROFILE_INTERESTS_MAX,
  PROFILE_LANGUAGES_MAX,
  UPLOADS_PATH_PREFIX,
  FACE_CHECK_SECONDS,
  PLATFORM_TYPE,
  USER_STATUS,
  PAY_STATUS,
  EMAIL_STATUS,
  HEARTBEAT_MS,
  GENDER,
} = sdk;

// ---- Chat, friends, gifts, uploads, reports (spec 2 §3, §4, §7–§9; constants/chat.ts, social.ts, gifts.ts, profile.ts, reports.ts) ----
export const {
  BIZ_TYPE_1040,
  MESSAGE_TYPE,
  MESSAGE_TYPE_VALUE,
  SEND_MESSAGE_TYPE,
  ROUTE_TYPE,
  IM_CODE,
  IM_NOTICE_TYPE,
  IM_TEXT_MAX_CHARS,
  chatTextProblem,
  MESSAGE_UUID_PATTERN,
  SAY_HI_DAILY_FREE,
  TRANSLATE_DAILY_LIMIT,
  TRANSLATE_CODE,
  CHAT_PAGE_SIZE,
  FRIEND_CODE,
  FRIEND_RELATION,
  FOLLOW_COST_COINS,
  FRIEND_ADD_TYPE,
  FRIEND_LIST_PAGE_SIZE,
  ADD_WAY,
  NOTE_NAME_MAX,
  ONLINE_REMINDER_CAP,
  ONLINE_REMINDER_PAGE_SIZE,
  BLOCKLIST_PAGE_SIZE,
  GIFT_CODE,
  GIFT_PAGE,
  BACKPACK_EXPIRING_MS,
  UPLOAD_CODE,
  IMAGE_MAX_BYTES,
  ALBUM_MAX_PHOTOS,
  REPORT_CODE,
  REPORT_REASON,
  REPORT_SUB_REASONS,
  REPORT_TEXT_MAX,
  REPORT_EMAIL_MAX,
  REPORT_PAGE_VIDEO_CALL,
} = sdk;

// ---- Calls, matching, host lists (spec 2 §4–§9; constants/call.ts) ----
export const {
  BIZ_TYPE_CALL,
  makeBizEnvelope,
  CALL_ACTION,
  CALL_EVENT,
  CALL_IN_CALL_EVENT,
  CALL_CODE,
  CALL_LOCATION,
  HANGUP_REASON,
  CALL_RING_TIMEOUT_MS,
  CALL_START_TIMEOUT_MS,
  CALL_START_CONFIRM_MS,
  CALL_UNSTARTED_RELAUNCH_MAX,
  CALL_UNSTARTED_WINDOW_MS,
  CALL_LEAVE_TIMER_MS,
  CALL_BILLING_MINUTE_MS,
  CALL_PRICE_GENDER_1,
  USER_CALL_PRICE_COINS,
  HOST_POINTS_PER_COIN,
  VIP_FREE_CALL_MINUTES_PER_DAY,
  CALL_MEDIA_CHANNEL_PREFIX,
  callMediaChannel,
  ADD_FRIEND_STATE,
  SNAPSHOT_MAX_BYTES,
  SNAPSHOTS_PER_CALL_MAX,
  MATCHES_PRODUCT,
  MATCH_HOST_FALLBACK_MS,
  MATCH_LAUNCH_TIMEOUT_MS,
  MATCH_WAIT_STALE_MS,
  MATCH_POLL_MS,
  MATCH_REPAIR_AFTER_MS,
  MATCH_BLUR_STRANGERS_DEFAULT,
  MATCH_CALL_STATUS,
  HOST_LIST_PAGE_SIZE,
  HOST_LIST_PAGE_MAX,
} = sdk;

// ---- Coin shop and payments (spec 3 §2, §7–§9; constants/shop.ts, shop/rules) ----
export const {
  SHOP_PATHS,
  SHOP_CODES,
  COIN_TYPE,
  DISCOUNTED_PACK_COINS,
  PROVIDER_KIND,
  PAYMENT_PROVIDERS,
  FIRST_PURCHASE_BONUS_PERCENT,
  SHOP_EXTRA_COINS_PERCENT,
  LIMITED_OFFER_DISCOUNT,
  LIMITED_OFFER_FLASH_VERSION,
  LIMITED_OFFER_MINUTES,
  OFFER_RESERVATION_MS,
  OPEN_ORDERS_MAX,
  OPEN_ORDERS_WINDOW_MS,
  REFUND_DESCRIPTION_MAX,
  REFUND_REASONS,
  REFUND_REASON_COINS_NOT_RECEIVED,
  REFUND_WINDOW_DAYS,
  BILL_IMAGES_MAX,
  CAPTCHA_IMAGES_MAX,
  CAPTCHA_LENGTH,
  CAPTCHA_LIMIT_WINDOW_MS,
  CAPTCHA_MAX_FAILS,
  CAPTCHA_TTL_MS,
  canMoveOrder,
  canMoveRefund,
  isRefundFinal,
  cardBrand,
  cardDigits,
  checkCardForm,
  parseExpiry,
  checkChannelFields,
  currencyExponent,
  formatMoney,
  percentOf,
  providersForCountry,
  shopCountryOf,
} = sdk;

// ---- Lives (spec 3 §1–§8; constants/live.ts): the numbers the live room shares with the live service ----
export const {
  BIZ_TYPE_LIVE,
  LIVE_CODE,
  LIVE_END_TYPE,
  LEFT_TYPE_REMOVED,
  LEFT_TYPE_SILENT,
  LEFT_TYPE_LEFT,
  LEFT_TYPE_TIMEOUT,
  LIVE_AUDIENCE_ROLE_LEVEL,
  liveChannelId,
  LIVE_CHANNEL_PREFIX,
  liveSharePath,
  LIVE_CHAT_MAX_CHARS,
  LIVE_CHAT_MIN_INTERVAL_MS,
  LIVE_CHAT_BURST_MAX,
  LIVE_CHAT_BURST_WINDOW_MS,
  LIVE_PRAISE_NUM_MAX,
  RANKING_SIZE,
  END_PAGE_OTHER_LIVES,
  LIVE_TOP_AUDIENCES_MAX,
  LIVE_LATEST_JOIN_MAX,
  LIVE_QUICK_GIFTS_MAX,
  LIVE_PAGE_SIZE_MAX,
  LIVE_BATCH_IDS_MAX,
  LIVE_TOURIST_VIEW_LIMIT_MS,
  SIM_AUDIENCE_MIN,
  SIM_AUDIENCE_MAX,
  SIM_AUDIENCE_REFRESH_MIN_MS,
  SIM_AUDIENCE_REFRESH_MAX_MS,
  SIM_AUDIENCE_STAY_MIN_MS,
  SIM_AUDIENCE_STAY_MAX_MS,
  LIVE_HEARTBEAT_USER_MS,
  LIVE_HEARTBEAT_GUEST_MS,
  ADD_WAY_LIVE_END,
} = sdk;

// ---- Tasks and the daily check-in (spec 3 §3, §4 "Tasks", "Check-in", §8; constants/tasks.ts) ----
export const {
  TASK_TYPES,
  TASK_PERIOD,
  TASK_CODE,
  TASK_ERROR_TEXT,
  CHECKIN_CODE,
  CHECKIN_ERROR_TEXT,
  CHECKIN_COINS,
  CHECKIN_STATUS,
  ENTRY_LOCATION,
} = sdk;

// ---- Install and push rewards, web push, consent (spec 3 §3, §4, §9; constants/rewards.ts, shell.ts) ----
export const {
  REWARD_CODE,
  REWARD_STATUS,
  WEBAPP_INSTALL_GIFT_COINS,
  WEB_PUSH_DEFAULT_GIFT_COINS,
  PUSH_ENDPOINT_MAX,
  PUSH_SUBSCRIPTIONS_MAX,
  PUSH_P256DH_BYTES,
  PUSH_AUTH_BYTES,
  PUSH_TTL_SECONDS,
  EU_COUNTRIES,
  CONSENT_STRING_MAX,
  CONSENT_FIELD_MAX,
} = sdk;
