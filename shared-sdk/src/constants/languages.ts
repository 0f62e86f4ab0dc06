/** Language ids and language lists (spec 1 §9; spec 3 "Localisation"). */

/** spec 1 §9; spec 3 "Localisation" — the 36 language ids plus `all` 0 (37 entries). */
export const LANGUAGE_IDS = {
  all: 0,
  en: 1,
  zh: 2,
  es: 3,
  ru: 4,
  fr: 5,
  ja: 6,
  de: 7,
  ar: 8,
  ur: 9,
  in: 10,
  bn: 11,
  pt: 12,
  nl: 13,
  ko: 14,
  da: 15,
  fi: 16,
  nb: 17,
  sv: 18,
  pl: 19,
  tr: 20,
  uk: 21,
  hr: 22,
  cs: 23,
  el: 24,
  iw: 25,
  th: 26,
  ms: 27,
  ca: 28,
  hu: 29,
  vi: 30,
  hi: 31,
  it: 32,
  is: 33,
  fa: 34,
  ud: 35,
  sn: 36,
} as const;
export type LanguageCode = keyof typeof LANGUAGE_IDS;

/** spec 1 §9; spec 3 "Localisation" — supported interface languages. */
export const INTERFACE_LANGUAGES = [
  'ar',
  'da',
  'de',
  'en',
  'es',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nl',
  'no',
  'pt',
  'sv',
  'tr',
] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** Interface languages written right to left: the document gets dir="rtl" (spec 3 "Localisation"). */
export const RTL_LANGUAGES: readonly InterfaceLanguage[] = ['ar', 'he'];

/** spec 1 §9 — default site language. */
export const DEFAULT_LANGUAGE: InterfaceLanguage = 'en';

/**
 * Interface codes whose language id is listed under an older code (ISO 639 renames): the
 * id table says iw/in/nb where browsers and the interface list say he/id/no.
 */
export const LANGUAGE_ID_ALIASES: Readonly<Record<string, LanguageCode>> = {
  he: 'iw',
  id: 'in',
  no: 'nb',
};

/** spec 1 §2.1; spec 3 §2 — route language prefixes and the site language each means. */
export const ROUTE_LANGUAGE_PREFIXES: Readonly<Record<'tr' | 'gb' | 'nl', InterfaceLanguage>> = {
  tr: 'tr',
  gb: 'en',
  nl: 'nl',
};

/** spec 1 §2.1; spec 3 §2 — languages with per-language page title and meta data. */
export const SEO_LANGUAGES = ['en', 'tr', 'nl'] as const;

/** spec 3 "Localisation" — shop-language list (id → label). */
export const SHOP_LANGUAGES: ReadonlyArray<{ id: number; name: string }> = [
  { id: 1, name: 'English' },
  { id: 3, name: 'Spanish' },
  { id: 4, name: 'Russian' },
  { id: 5, name: 'French' },
  { id: 8, name: 'Arabic' },
  { id: 10, name: 'Indonesian' },
  { id: 12, name: 'Portuguese' },
  { id: 20, name: 'Turkish' },
  { id: 26, name: 'Thai' },
  { id: 30, name: 'Vietnamese' },
  { id: 31, name: 'Hindi' },
  { id: 1001, name: 'For You' },
  { id: 1002, name: 'New' },
];

/** spec 3 §2 "Install, push, offers" — RTC limit popup languages (default en). */
export const RTC_LIMIT_POPUP_LANGUAGES = ['en', 'ar', 'hi', 'tr', 'id', 'ms'] as const;

/** spec 3 "Localisation" — catalogue names. */
export const CATALOGUES = [
  'wheel',
  'country',
  'constellation',
  'interest',
  'base',
  'webChat',
  'app',
  'groups',
  'shop',
  'language',
  'live',
] as const;

/** spec 1 §3; spec 3 "Localisation" — extra country codes in the country table. */
export const EXTRA_COUNTRY_CODES = ['XK', 'MYC', 'MYNC'] as const;
