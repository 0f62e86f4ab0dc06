/** Fixed catalogues of the demo world. */
import { INTEREST_TAGS } from '../../sdk';

/** Interest tags 1-21 (spec 2 §3): the SDK's list, so seed and web app agree. */
export const INTERESTS: readonly string[] = INTEREST_TAGS;

/** Language ids and codes (spec 1 §9), with English names. 0 "all" is a filter, not a language. */
export const LANGUAGES: [number, string, string][] = [
  [1, 'en', 'English'],
  [2, 'zh', 'Chinese'],
  [3, 'es', 'Spanish'],
  [4, 'ru', 'Russian'],
  [5, 'fr', 'French'],
  [6, 'ja', 'Japanese'],
  [7, 'de', 'German'],
  [8, 'ar', 'Arabic'],
  [9, 'ur', 'Urdu'],
  [10, 'in', 'Indonesian'],
  [11, 'bn', 'Bengali'],
  [12, 'pt', 'Portuguese'],
  [13, 'nl', 'Dutch'],
  [14, 'ko', 'Korean'],
  [15, 'da', 'Danish'],
  [16, 'fi', 'Finnish'],
  [17, 'nb', 'Norwegian'],
  [18, 'sv', 'Swedish'],
  [19, 'pl', 'Polish'],
  [20, 'tr', 'Turkish'],
  [21, 'uk', 'Ukrainian'],
  [22, 'hr', 'Croatian'],
  [23, 'cs', 'Czech'],
  [24, 'el', 'Greek'],
  [25, 'iw', 'Hebrew'],
  [26, 'th', 'Thai'],
  [27, 'ms', 'Malay'],
  [28, 'ca', 'Catalan'],
  [29, 'hu', 'Hungarian'],
  [30, 'vi', 'Vietnamese'],
  [31, 'hi', 'Hindi'],
  [32, 'it', 'Italian'],
  [33, 'is', 'Icelandic'],
  [34, 'fa', 'Persian'],
  // 35 'ud' and 36 'sn' are listed by the spec without names; 'sn' is Shona, 'ud' is kept as given.
  [35, 'ud', 'ud'],
  [36, 'sn', 'Shona'],
];

/** Glyph drawn on a gift image by scripts/generate-assets.ts. */
export type GiftGlyph = 'heart' | 'star' | 'diamond' | 'crown' | 'flower' | 'circle';

/** Gift catalogue (spec 2 §3 Gift: id, giftImage, gold; spec 3 §3). */
export const GIFTS: { id: number; name: string; gold: number; glyph: GiftGlyph; hue: number }[] = [
  { id: 1, name: 'Rose', gold: 10, glyph: 'flower', hue: 350 },
  { id: 2, name: 'Heart', gold: 20, glyph: 'heart', hue: 340 },
  { id: 3, name: 'Kiss', gold: 30, glyph: 'heart', hue: 10 },
  { id: 4, name: 'Lollipop', gold: 50, glyph: 'circle', hue: 300 },
  { id: 5, name: 'Teddy Bear', gold: 66, glyph: 'circle', hue: 30 },
  { id: 6, name: 'Ice Cream', gold: 88, glyph: 'circle', hue: 190 },
  { id: 7, name: 'Lucky Star', gold: 99, glyph: 'star', hue: 50 },
  { id: 8, name: 'Perfume', gold: 120, glyph: 'flower', hue: 280 },
  { id: 9, name: 'Ring', gold: 199, glyph: 'diamond', hue: 200 },
  { id: 10, name: 'Crown', gold: 299, glyph: 'crown', hue: 45 },
  { id: 11, name: 'Diamond', gold: 520, glyph: 'diamond', hue: 180 },
  { id: 12, name: 'Sports Car', gold: 999, glyph: 'star', hue: 0 },
  { id: 13, name: 'Yacht', gold: 1999, glyph: 'star', hue: 210 },
  { id: 14, name: 'Castle', gold: 5200, glyph: 'crown', hue: 260 },
];
export const giftImagePath = (id: number) => `/assets/gifts/${id}.svg`;

/** Site play ways (spec 3 §3 openedPlayWays): all open, none main, so root stays on LivCam. */
export const DEFAULT_PLAY_WAYS = [
  { name: 'LIVCAM', id: 1, main: false },
  { name: 'CARD', id: 2, main: false },
  { name: 'WALL', id: 3, main: false },
  { name: 'MATCH', id: 4, main: false },
  { name: 'LIVE', id: 5, main: false },
];

/**
 * Popup config (GET /facade/api/popup/get; shape not shown by the spec, project's choice):
 * a list of popups the shell may show, each with where it leads and how often.
 */
export const DEFAULT_POPUPS = {
  list: [
    {
      id: 1,
      type: 'newUserCoins',
      title: 'Welcome gift',
      content: 'Sign up now and get 120 free coins.',
      image: '/assets/popup/welcome.svg',
      route: 'LoginPage',
      loggedIn: false,
      maxTimesPerDay: 1,
    },
    {
      id: 2,
      type: 'firstRecharge',
      title: 'First recharge bonus',
      content: 'Up to 20% extra coins on your first coin pack.',
      image: '/assets/popup/recharge.svg',
      route: 'CoinPage',
      loggedIn: true,
      maxTimesPerDay: 1,
    },
  ],
};

/** Demo users (not hosts) with coin balances, credited through the ledger at seed time. */
export const DEMO_USERS = [
  { id: 20001, name: 'Demo User', gender: 1 as const, country: 'US', coins: 1000, payStatus: 1 },
  { id: 20002, name: 'Alex Tester', gender: 1 as const, country: 'GB', coins: 100, payStatus: 0 },
  { id: 20003, name: 'Sam Newcomer', gender: 1 as const, country: 'NL', coins: 0, payStatus: 0 },
];
export const demoAvatarPath = (id: number) => `/assets/users/${id}.svg`;
