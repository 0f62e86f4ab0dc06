import { setSiteLanguage } from 'shared-sdk';
import { formatNumber } from 'shared-sdk/locale';
import { money } from './money';

// The shop writes prices and counts in the interface language, not the browser's.
function browserLanguages(langs: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: langs, configurable: true });
}

afterEach(() => setSiteLanguage('en', { remember: false }));

test('prices and counts follow the interface language', () => {
  browserLanguages(['en-US']);
  setSiteLanguage('de', { remember: false });
  expect(money(123450, 'EUR')).toBe('1.234,50\u00a0€');
  expect(formatNumber(1240)).toBe('1.240');
  setSiteLanguage('en', { remember: false });
  expect(money(499, 'USD')).toBe('$4.99');
  expect(formatNumber(1240)).toBe('1,240');
});

test('a currency Intl refuses shows as code and figure', () => {
  expect(money(499, 'NOT A CODE')).toBe('NOT A CODE 499');
});
