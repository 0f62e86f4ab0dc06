/** @jest-environment jsdom */
import { AUTH_ERROR_CATALOGUE } from '../src/constants/auth';
import { INTERFACE_LANGUAGES } from '../src/constants/languages';
import {
  LANGUAGE_ID_MAP,
  detectSiteLanguage,
  getLanguageId,
  getSiteLanguage,
  onSiteLanguageChange,
  resetSiteLanguage,
  setSiteLanguage,
  textDirection,
} from '../src/i18n/languages';
import { hasPack, i18n, initI18n, registerTranslations } from '../src/i18n/setup';

function browserLanguages(langs: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: langs, configurable: true });
}

describe('language ids (spec 1 §9)', () => {
  it('has 37 entries with ids 0..36', () => {
    expect(LANGUAGE_ID_MAP.size).toBe(37);
    expect([...LANGUAGE_ID_MAP.values()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 37 }, (_, i) => i),
    );
    expect(LANGUAGE_ID_MAP.get('all')).toBe(0);
    expect(LANGUAGE_ID_MAP.get('sn')).toBe(36);
  });

  it.each([
    ['en', 1],
    ['en-GB', 1],
    ['tr', 20],
    ['nl', 13],
    ['he', 25],
    ['id', 10],
    ['no', 17],
    ['pt-BR', 12],
    ['ar', 8],
    ['ms', 27],
    ['xx', 1],
    ['', 1],
  ])('%s → %d', (lng, id) => {
    expect(getLanguageId(lng)).toBe(id);
  });

  it('every interface language has an id', () => {
    for (const l of INTERFACE_LANGUAGES) if (l !== 'en') expect(getLanguageId(l)).not.toBe(1);
  });
});

describe('site language detection (spec 1 §9)', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSiteLanguage();
  });

  it('storage beats the browser', () => {
    browserLanguages(['nl-NL', 'en']);
    setSiteLanguage('tr');
    resetSiteLanguage();
    expect(detectSiteLanguage()).toBe('tr');
    expect(getSiteLanguage()).toBe('tr');
  });

  it('falls back to the first supported browser language, then English', () => {
    browserLanguages(['xx', 'nl-NL', 'en']);
    expect(detectSiteLanguage()).toBe('nl');
    browserLanguages(['nb-NO']);
    expect(detectSiteLanguage()).toBe('no');
    browserLanguages(['xx']);
    expect(detectSiteLanguage()).toBe('en');
  });

  it('a visit-only language (a /tr/ link) switches without being stored', () => {
    setSiteLanguage('de');
    const seen: string[] = [];
    const stop = onSiteLanguageChange((l) => seen.push(l));
    expect(setSiteLanguage('tr', { remember: false })).toBe('tr');
    setSiteLanguage('tr', { remember: false }); // no change: no second notice
    stop();
    expect(seen).toEqual(['tr']);
    expect(getSiteLanguage()).toBe('tr');
    resetSiteLanguage();
    expect(getSiteLanguage()).toBe('de');
  });

  it('Arabic and Hebrew are right to left, with their browser codes', () => {
    expect(['ar', 'he', 'iw', 'ar-EG', 'en', 'tr', 'xx'].map(textDirection)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'rtl',
      'ltr',
      'ltr',
      'ltr',
    ]);
  });

  it('an unsupported stored value is ignored', () => {
    localStorage.setItem('lc.lang', JSON.stringify('zz'));
    browserLanguages(['de']);
    expect(detectSiteLanguage()).toBe('de');
  });
});

describe('i18next packs load on demand', () => {
  beforeAll(async () => {
    localStorage.clear();
    resetSiteLanguage();
    browserLanguages(['en-US']);
    await initI18n();
  });

  it('starts in English with only the needed packs', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'errors')).toBe(true);
    expect(i18n.hasResourceBundle('tr', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('nl', 'common')).toBe(false);
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('English has a text for every catalogue code and the named messages', () => {
    for (const { key } of Object.values(AUTH_ERROR_CATALOGUE))
      expect([key, i18n.exists(`errors:${key}`)]).toEqual([key, true]);
    for (const key of [
      'phone_num_hint',
      'auth_email_send_err_4',
      'age_too_young',
      'trust_algo_click_upload',
      'not login',
      'session.relogin',
      'session.expired',
      'session.banned_account',
      'session.banned_device',
      'session.banned_both',
    ]) {
      expect([key, i18n.exists(`errors:${key}`)]).toEqual([key, true]);
    }
    expect(i18n.t('errors:session.relogin')).toBe('Your session has ended. Please log in again.');
    expect(i18n.t('errors:auth_email_send_err_4')).toBe('Please enter a correct email address.');
  });

  it("switching language loads that language's packs then", async () => {
    setSiteLanguage('tr');
    await i18n.changeLanguage('tr');
    expect(i18n.hasResourceBundle('tr', 'common')).toBe(true);
    expect(i18n.t('nav.home')).toBe('Ana sayfa');
    expect(i18n.t('errors:phone_num_hint')).toBe('Lütfen geçerli bir telefon numarası gir.');
    for (const lng of INTERFACE_LANGUAGES)
      expect([lng, hasPack(lng, 'errors')]).toEqual([lng, true]);
  });

  it('registerTranslations adds a namespace lazily, per language', async () => {
    const en = jest.fn(async () => ({ default: { hello: 'Hello' } }));
    const nl = jest.fn(async () => ({ hello: 'Hallo' }));
    await registerTranslations('demo', { en, nl });
    expect(en).toHaveBeenCalled();
    expect(nl).not.toHaveBeenCalled();
    expect(i18n.t('demo:hello')).toBe('Hello'); // no tr text → English, key by key
    setSiteLanguage('nl');
    await i18n.changeLanguage('nl');
    await i18n.loadNamespaces('demo');
    expect(nl).toHaveBeenCalledTimes(1);
    expect(i18n.t('demo:hello')).toBe('Hallo');
  });

  it('registerTranslations takes one import per language, called only for the languages needed', async () => {
    const load = jest.fn(async (lng: string) => ({ default: { hi: `hi:${lng}` } }));
    await registerTranslations('demo2', load);
    // The current language (nl, from the test above) and the English fallback.
    expect(load.mock.calls.map(([lng]) => lng).sort()).toEqual(['en', 'nl']);
    expect(i18n.t('demo2:hi')).toBe('hi:nl');
    for (const lng of INTERFACE_LANGUAGES)
      expect([lng, hasPack(lng, 'demo2')]).toEqual([lng, true]);
  });
});
