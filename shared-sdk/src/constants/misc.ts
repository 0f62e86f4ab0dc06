/** Other catalogues of the specs. */

/** spec 3 §3 — play ways (site function list, CONTRACTS.md "Site config"). */
export const PLAY_WAYS = ['LIVCAM', 'CARD', 'WALL', 'MATCH', 'LIVE'] as const;
export type PlayWayName = (typeof PLAY_WAYS)[number];

/** spec 3 §3 — entry list location ids (100 check-in). */
export const ENTRY_LOCATION = { checkIn: 100, l108: 108, l49: 49, l52: 52, l109: 109 } as const;

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

/** spec 3 §3 — task types. */
export const TASK_TYPES = [
  'pay',
  'call',
  'wall_call',
  'match',
  'add_friend',
  'send_msg',
  'login_in',
  'liv_cam',
] as const;

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

/** spec 3 "Localisation" — countries grouped as GL. */
export const GL_COUNTRIES = ['IR', 'SY', 'CN', 'SG'] as const;

/** spec 1 §3; spec 3 "Localisation" — extra country codes in the country table. */
export const EXTRA_COUNTRY_CODES = ['XK', 'MYC', 'MYNC'] as const;

/** spec 3 §2 "Shop and payment pages" — payment providers with their own pages. */
export const PAYMENT_PROVIDERS = [
  'giropay',
  'ideal',
  'checkout',
  'payermax',
  'codapay',
  'livpay',
  'pagsmile',
  'paydibs',
  'payssion',
  'klarna',
  'cpay',
  'dlocal',
  'xendit',
  'rapyd',
  'pingpong',
  'stripe',
  'thunes',
  'jindou',
  'onerway',
  'qart',
] as const;

/** spec 2 §3 — interest tags 1..21. */
export const INTEREST_TAGS = [
  'Music',
  'Dance',
  'Yoga',
  'Cricket',
  'Party',
  'Fashion',
  'Shopping',
  'Photography',
  'Movies',
  'Travel',
  'Food',
  'Coffee',
  'Sports',
  'Dog',
  'Cat',
  'Beauty',
  'Camping',
  'Reading',
  'Cooking',
  'Football',
  'Pets',
] as const;

/** spec 1 §2.1 — addresses where the document stays visible while popups are open. */
export const VISIBLE_WITH_POPUP_PATH_PARTS = ['videos', 'profile', 'IMMessageSession'] as const;
