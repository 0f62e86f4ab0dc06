import { RTC_LIMIT_POPUP_LANGUAGES } from 'shared-sdk/constants';

/** A language the RTC limit popup is written in (spec 3 §"Install, push, offers"). */
export type RtcLimitLanguage = (typeof RTC_LIMIT_POPUP_LANGUAGES)[number];

const DEFAULT: RtcLimitLanguage = 'en';
// Older Android WebViews still report Indonesian by its withdrawn code.
const ALIASES: Readonly<Record<string, string>> = { in: 'id' };

const isPopupLanguage = (lng: string): lng is RtcLimitLanguage =>
  (RTC_LIMIT_POPUP_LANGUAGES as readonly string[]).includes(lng);

/**
 * The language of the RTC limit popup: the first of the browser's languages (in the browser's
 * order of preference) that the popup is written in, else English. The site language plays no
 * part: the popup tells a person their browser cannot call, in the browser's own language.
 */
export function rtcLimitLanguage(
  browserLanguages: readonly string[] | undefined,
): RtcLimitLanguage {
  for (const tag of browserLanguages ?? []) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    const lng = ALIASES[primary] ?? primary;
    if (isPopupLanguage(lng)) return lng;
  }
  return DEFAULT;
}

/** The browser's languages, most preferred first (navigator.languages, else navigator.language). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
