import { getLocal } from 'shared-sdk';
import { STORAGE_KEYS } from 'shared-sdk/constants';

/** What the sign-in stores as the country (spec 1 §3 "country (id, abbreviation, ip)"). */
interface StoredCountry {
  id?: unknown;
  ab?: unknown;
}

/**
 * The country the wall starts with (spec 3 §7 "countryId, default from stored country"): the
 * stored country's id (STORAGE_KEYS.country, written by sign-in from the country-by-IP call), else
 * the signed-in user's own country, else none (the server then starts with the biggest group).
 */
export function wallCountryId(userCountryId: number | null | undefined): number | undefined {
  const stored = getLocal<StoredCountry>(STORAGE_KEYS.country);
  const id = Number(stored?.id);
  if (Number.isInteger(id) && id > 0) return id;
  return userCountryId && userCountryId > 0 ? userCountryId : undefined;
}
