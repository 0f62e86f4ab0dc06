import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
// Initialises i18next as the host does (no packs: the English defaults).
import 'shared-sdk/testing';
import { NS } from '../../../i18n';
import de from '../../../locales/de.json';
import { useRegionName } from './useRegionName';

// The shop's price regions (backend/src/modules/shop/catalog.ts): countries by their ISO code,
// and GL, the shop's "Global" for every other country.
const name = () => renderHook(() => useRegionName()).result.current;

afterEach(() => act(() => void i18next.changeLanguage('en')));

test('in English: Global, and countries named by the browser’s region names', () => {
  const regionName = name();
  expect(regionName('GL', 'Global')).toBe('Global');
  expect(regionName('DE', 'Germany')).toBe('Germany');
  expect(regionName('BR', 'Brazil')).toBe('Brazil');
});

test('in German: the shop’s Global translated, the countries in German', () => {
  i18next.addResourceBundle('de', NS, de, true, true);
  act(() => void i18next.changeLanguage('de'));
  const regionName = name();
  expect(regionName('GL', 'Global')).toBe('Weltweit');
  expect(regionName('DE', 'Germany')).toBe('Deutschland');
  expect(regionName('NL', 'Netherlands')).toBe('Niederlande');
});

test('a code that is no country keeps the server’s name', () => {
  const regionName = name();
  expect(regionName('EU-WEST', 'Western Europe')).toBe('Western Europe');
  expect(regionName('AA', 'Somewhere')).toBe('Somewhere');
});
