import { configApi, type CountryEntry } from 'shared-sdk';
import { getStoredCountry, setStoredCountry } from '../../login/state/signInMemory';

/**
 * The dial-code table (GET /facade/api/function/exempt/country/list, SDK `configApi`) and the
 * default country (spec 1 §2.2: from country by IP), fetched once per page and shared by every
 * picker. A failed fetch is forgotten so the next try asks again.
 */
let listPromise: Promise<CountryEntry[]> | null = null;

export function loadCountries(): Promise<CountryEntry[]> {
  listPromise ??= configApi.getCountryList().then((r) => {
    if (!r.ok || !r.data?.list?.length) {
      listPromise = null;
      throw new Error('country list unavailable');
    }
    return r.data.list;
  });
  return listPromise;
}

/** For tests: forget the cached list. */
export const resetCountriesForTests = (): void => void (listPromise = null);

/**
 * The picker's first country: the one the user picked last time (`preferred`), else the stored
 * country, else country by IP (stored for next time), else GB, else the first entry.
 */
export async function defaultCountry(
  list: CountryEntry[],
  preferred?: string,
): Promise<CountryEntry> {
  const byAb = (ab: string | undefined) =>
    ab ? list.find((c) => c.ab === ab.toUpperCase()) : undefined;
  const known = byAb(preferred) ?? byAb(getStoredCountry()?.ab);
  if (known) return known;
  const r = await configApi.getCountryByIp();
  if (r.ok && r.data) {
    setStoredCountry(r.data);
    const found = byAb(r.data.ab);
    if (found) return found;
  }
  return byAb('GB') ?? (list[0] as CountryEntry);
}

/**
 * The search box (spec 1 §2.2): English name (any part), short code (exact, or its start for
 * MYC/MYNC) and dial code (its start, with or without '+').
 */
export function searchCountries(list: CountryEntry[], q: string): CountryEntry[] {
  const s = q.trim().toLowerCase();
  if (!s) return list;
  const digits = s.replace(/^\+/, '');
  const isDial = /^\d+$/.test(digits);
  return list.filter((c) =>
    isDial
      ? c.phoneCode.startsWith(digits)
      : c.name.toLowerCase().includes(s) || c.ab.toLowerCase().startsWith(s),
  );
}
