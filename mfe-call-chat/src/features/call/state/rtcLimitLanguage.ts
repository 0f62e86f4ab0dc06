import { toInterfaceLanguage } from 'shared-sdk';
import { RTC_LIMIT_POPUP_LANGUAGES } from 'shared-sdk/constants';

/** A language the RTC limit popup is written in (spec 3 §"Install, push, offers"). */
export type RtcLimitLanguage = (typeof RTC_LIMIT_POPUP_LANGUAGES)[number];

const DEFAULT: RtcLimitLanguage = 'en';

const isPopupLanguage = (lng: string): lng is RtcLimitLanguage =>
  (RTC_LIMIT_POPUP_LANGUAGES as readonly string[]).includes(lng);

/**
 * The language of the RTC limit popup: the first of the browser's languages (in the browser's
 * order of preference; the SDK's `browserLanguages()`) that the popup is written in, else
 * English. The site language plays no part: the popup tells a person their browser cannot call,
 * in the browser's own language. Tags are read as the site's detection reads them
 * (`toInterfaceLanguage`: regions dropped, withdrawn codes such as `in` mapped).
 */
export function rtcLimitLanguage(
  browserLanguages: readonly string[] | undefined,
): RtcLimitLanguage {
  for (const tag of browserLanguages ?? []) {
    const lng = toInterfaceLanguage(tag.trim());
    if (lng && isPopupLanguage(lng)) return lng;
  }
  return DEFAULT;
}
