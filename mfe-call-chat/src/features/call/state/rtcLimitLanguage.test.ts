import { RTC_LIMIT_POPUP_LANGUAGES } from 'shared-sdk/constants';
import { rtcLimitLanguage } from './rtcLimitLanguage';

describe('the RTC limit popup language (spec 3: en, ar, hi, tr, id or ms by browser language)', () => {
  test.each([
    [['ar-EG', 'en-US'], 'ar'],
    [['hi-IN'], 'hi'],
    [['tr'], 'tr'],
    [['id-ID'], 'id'],
    [['in-ID'], 'id'], // Android's old code for Indonesian
    [['ms_MY'], 'ms'],
    [['EN-gb'], 'en'],
    // The first of the browser's languages the popup is written in, in the browser's order.
    [['fr-FR', 'tr-TR', 'ar'], 'tr'],
    [['en-US', 'ar'], 'en'],
    // None of them: English.
    [['fr-FR', 'de'], 'en'],
    [['he-IL'], 'en'],
    [[], 'en'],
    [undefined, 'en'],
    [['', ' '], 'en'],
  ] as const)('%j → %s', (langs, want) => {
    expect(rtcLimitLanguage(langs)).toBe(want);
  });

  test('every popup language comes back for its own tag', () => {
    for (const lng of RTC_LIMIT_POPUP_LANGUAGES) expect(rtcLimitLanguage([`${lng}-XX`])).toBe(lng);
  });
});
