/**
 * The host shell's frame (spec 1 §2.1, §9; spec 3 §2, §4, §9): layout breakpoints, toasts, the
 * re-click guard, popups (settings, consent), web-app install prompts and web push.
 */

/** spec 1 §2.1, §9; spec 3 §9 — mobile layout when body width <= 680 px. */
export const MOBILE_BREAKPOINT_PX = 680;
/** spec 1 §2.1 — a mobile device with screen width >= 580 counts as a tablet. */
export const TABLET_MIN_SCREEN_WIDTH = 580;
/** spec 1 §2.1 — addresses where the document stays visible while popups are open. */
export const VISIBLE_WITH_POPUP_PATH_PARTS = ['videos', 'profile', 'IMMessageSession'] as const;
/** spec 1 §9 — re-click guard on protected buttons. */
export const RECLICK_GUARD_MS = 2_000;
/** spec 3 §9 — default toast duration. */
export const TOAST_MS = 3_000;
/** spec 3 §2 "Settings popup", §9 — settings popup cookie flag delay. */
export const SETTINGS_POPUP_DELAY_MS = 1_200;
/** spec 3 §4 "Consent", §9 — consent popup delay. */
export const CONSENT_POPUP_DELAY_MS = 1_200;
/** spec 3 §4 "Consent" — EU scope country codes. */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'GB',
] as const;
/** spec 3 §4 "Web-app install", §9 — minimum gap between install prompts. */
export const INSTALL_PROMPT_GAP_MS = 8 * 60 * 60 * 1000;
/** spec 3 §4 "Web-app install", §9 — first install prompt after 3 s. */
export const INSTALL_PROMPT_FIRST_DELAY_MS = 3_000;
/** spec 3 §4 "Web-app install", §9 — install prompts per day. */
export const INSTALL_PROMPT_PER_DAY = 2;
/** spec 3 §4 "Web push" — conditions re-checked every 2 s. */
export const WEB_PUSH_CHECK_MS = 2_000;
/** spec 3 §4 "Web push", §9 — second push popup gap. */
export const WEB_PUSH_SECOND_POP_GAP_MS = 300_000;
/** spec 3 §4 "Web push", §9 — default push gift. */
export const WEB_PUSH_DEFAULT_GIFT_COINS = 200;
/** spec 3 §9 — push token refresh after start on an iPhone installed app. */
export const PUSH_TOKEN_REFRESH_MS = 15_000;

/**
 * The prompts that take the bottom of the screen (the SDK's claimBottomPrompt): a higher
 * priority takes it from a lower one. The consent notice first (spec 3 §4 "Consent": a choice
 * the law asks for), then the install banner (2 a day, counted when shown), then the push popup
 * (re-checked every 2 s, so it loses least by waiting). Project order; the spec shows none.
 */
export const BOTTOM_PROMPT = {
  consent: { owner: 'consent', priority: 2 },
  install: { owner: 'install', priority: 1 },
  push: { owner: 'push', priority: 0 },
} as const;
