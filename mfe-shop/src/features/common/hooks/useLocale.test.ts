import i18next from 'i18next';
import { formatCount as count, money, userLocale } from './useLocale';

// The shop writes numbers, prices and dates in the interface language, not the browser's.
function browserLanguages(langs: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: langs, configurable: true });
}

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.init({ lng: 'en', resources: {} });
});
afterEach(() => i18next.changeLanguage('en'));

test('the interface language, with the browser’s regional variant of it', async () => {
  browserLanguages(['en-GB', 'de-DE']);
  expect(userLocale()).toBe('en-GB');
  await i18next.changeLanguage('de');
  expect(userLocale()).toBe('de-DE');
  await i18next.changeLanguage('fr');
  expect(userLocale()).toBe('fr');
});

test('prices and counts follow the interface language', async () => {
  browserLanguages(['en-US']);
  await i18next.changeLanguage('de');
  expect(money(123450, 'EUR')).toBe('1.234,50\u00a0€');
  expect(count(1240)).toBe('1.240');
  await i18next.changeLanguage('en');
  expect(money(499, 'USD')).toBe('$4.99');
  expect(count(1240)).toBe('1,240');
});
