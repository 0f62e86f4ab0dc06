import { configApi, getStoredCountry, setStoredCountry, type CountryEntry } from 'shared-sdk';

/**
 * The dial-code table (GET country/list) and the default country (spec 1 §2.2: from country by
 * IP), fetched once per page and shared by every picker. A failed fetch is forgotten so the
 * next open tries again.
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

/** The stored country, else country by IP (stored for next time), else GB. */
export async function defaultCountry(list: CountryEntry[]): Promise<CountryEntry> {
  const byAb = (ab: string | undefined) => list.find((c) => c.ab === ab);
  const stored = byAb(getStoredCountry()?.ab);
  if (stored) return stored;
  const r = await configApi.getCountryByIp();
  if (r.ok && r.data) {
    setStoredCountry(r.data);
    const found = byAb(r.data.ab);
    if (found) return found;
  }
  return byAb('GB') ?? (list[0] as CountryEntry);
}

/** Search over English name, short code and dial code (with or without '+'). */
export function searchCountries(list: CountryEntry[], q: string): CountryEntry[] {
  const s = q.trim().toLowerCase().replace(/^\+/, '');
  if (!s) return list;
  return list.filter(
    (c) => c.name.toLowerCase().includes(s) || c.ab.toLowerCase() === s || c.phoneCode.startsWith(s),
  );
}
