/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { setSiteLanguage } from 'shared-sdk';
import { formatDate, formatLocale, formatNumber, useFormat } from './format';

function browserLanguages(langs: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: langs, configurable: true });
}

afterEach(() => {
  browserLanguages(['en-US']);
  setSiteLanguage('en', { remember: false });
});

test('the locale is the interface language, with the browser’s regional variant of it', () => {
  browserLanguages(['en-GB', 'de-DE']);
  setSiteLanguage('en', { remember: false });
  expect(formatLocale()).toBe('en-GB');
  setSiteLanguage('de', { remember: false });
  expect(formatLocale()).toBe('de-DE');
  expect(formatLocale('fr')).toBe('fr');
});

test('numbers are written the way the language writes them', () => {
  expect(formatNumber(1250, undefined, 'en')).toBe('1,250');
  expect(formatNumber(1250, undefined, 'de')).toBe('1.250');
  expect(formatNumber(1250, undefined, 'ar')).toBe(new Intl.NumberFormat('ar').format(1250));
  expect(formatNumber(12_500, { notation: 'compact' }, 'en')).toBe('13K');
  setSiteLanguage('de', { remember: false });
  expect(formatNumber(1250)).toBe('1.250');
});

test('a tag Intl refuses gives the plain figure, and the ISO moment', () => {
  expect(formatNumber(1250, undefined, 'not a tag!')).toBe('1250');
  expect(formatDate(0, 'date', 'not a tag!')).toBe('1970-01-01T00:00:00.000Z');
});

test('dates in three styles, following the language; a near date leaves out the year', () => {
  const ms = new Date(2026, 10, 26, 18, 5).getTime();
  expect(formatDate(ms, 'dateTime', 'en')).toBe(
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(ms),
  );
  expect(formatDate(ms, 'dateTime', 'de')).not.toBe(formatDate(ms, 'dateTime', 'en'));
  expect(formatDate(ms, 'date', 'en')).toBe('Nov 26, 2026');
  expect(formatDate(ms, 'dayTime', 'en')).toMatch(/^Nov 26, 0?6:05\sPM$/);
  expect(formatDate(ms, 'dayTime', 'de')).toContain('18:05');
});

test('useFormat writes in the site language before i18next is set up', () => {
  setSiteLanguage('de', { remember: false });
  const { result } = renderHook(() => useFormat());
  expect(result.current.locale).toBe('de');
  expect(result.current.num(1250)).toBe('1.250');
  expect(result.current.date(Date.UTC(2026, 10, 26), 'date')).toMatch(/2026/);
});
