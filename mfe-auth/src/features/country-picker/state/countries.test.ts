import { configApi, type ApiResult, type CountryEntry } from 'shared-sdk';
import { defaultCountry, searchCountries } from './countries';
import { flagUrl } from './flags';
import { getStoredCountry } from '../../login/state/signInMemory';

const c = (ab: string, phoneCode: string, name: string): CountryEntry => ({
  id: 0,
  ab,
  phoneCode,
  name,
  flag: ab.toLowerCase(),
});
const LIST = [
  c('GB', '44', 'United Kingdom'),
  c('US', '1', 'United States'),
  c('CA', '1', 'Canada'),
  c('MY', '60', 'Malaysia'),
  c('MYC', '60', 'Malay Chinese Region'),
  c('MYNC', '60', 'Malay Non-Chinese Region'),
  c('XK', '383', 'Kosovo'),
  c('TR', '90', 'Turkey'),
];
const names = (l: CountryEntry[]) => l.map((x) => x.ab);

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('search over English name, short code and dial code (with or without +)', () => {
  expect(names(searchCountries(LIST, ''))).toHaveLength(LIST.length);
  expect(names(searchCountries(LIST, 'king'))).toEqual(['GB']);
  expect(names(searchCountries(LIST, 'tr'))).toEqual(['TR']);
  expect(names(searchCountries(LIST, 'myc'))).toEqual(['MYC']);
  expect(names(searchCountries(LIST, '+1'))).toEqual(['US', 'CA']);
  expect(names(searchCountries(LIST, '38'))).toEqual(['XK']);
  expect(names(searchCountries(LIST, ' malay '))).toEqual(['MY', 'MYC', 'MYNC']);
});

test('default: the last country used, else country by IP (stored), else GB', async () => {
  const byIp = jest.spyOn(configApi, 'getCountryByIp');
  expect((await defaultCountry(LIST, 'CA')).ab).toBe('CA'); // +1 is ambiguous: the short code decides
  expect(byIp).not.toHaveBeenCalled();
  byIp.mockResolvedValueOnce({
    ok: true,
    code: 200,
    msg: '',
    data: { id: 90, ab: 'TR', ip: '1.1.1.1' },
  });
  expect((await defaultCountry(LIST)).ab).toBe('TR');
  expect(getStoredCountry()).toEqual({ id: 90, ab: 'TR', ip: '1.1.1.1' });
  expect((await defaultCountry(LIST)).ab).toBe('TR'); // from storage, no second call
  expect(byIp).toHaveBeenCalledTimes(1);
  localStorage.clear();
  byIp.mockResolvedValueOnce({
    ok: false,
    code: -1,
    msg: 'network',
    data: null,
  } as ApiResult<never>);
  expect((await defaultCountry(LIST)).ab).toBe('GB');
});

test('flags: none outside webpack (no asset context in jest)', () => {
  expect(flagUrl('GB')).toBeNull();
});
