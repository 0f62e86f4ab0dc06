/**
 * What the mini profile says about the host (spec 3 §3 hostDetail): the country's name from the
 * app's country table, the avatar and the age (the backend sends no birthday: a profile shows
 * the age, never the date).
 */
import { configApi, type CountryEntry } from 'shared-sdk';
import type { LiveInfo } from '../../engine';

/** The host's avatar: the API's headImg, else the live's cover. */
export function hostAvatar(live: LiveInfo): string {
  return live.headImg || live.coverUrl;
}

/** Whole years from an ISO date (YYYY-MM-DD) to `now`; null when there is no usable date. */
export function ageFrom(birthday: string | undefined, now = new Date()): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthday ?? '');
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const before =
    now.getUTCMonth() + 1 < mo || (now.getUTCMonth() + 1 === mo && now.getUTCDate() < d);
  const age = now.getUTCFullYear() - y - (before ? 1 : 0);
  return age >= 0 && age < 150 ? age : null;
}

/** The host's age: the API's, else from a birthday. */
export function hostAge(live: LiveInfo, now = new Date()): number | null {
  const detail = live.hostDetail;
  if (typeof detail?.age === 'number') return detail.age;
  return ageFrom(detail?.birthday, now);
}

let countries: Promise<CountryEntry[] | null> | null = null;

/** The country table, once per page (a failure is asked again next time). */
export function countryTable(): Promise<CountryEntry[] | null> {
  countries ??= configApi.getCountryList().then((r) => {
    const list = r.ok && r.data ? r.data.list : null;
    if (!list) countries = null;
    return list;
  });
  return countries;
}

/** Tests: forget the page's table. */
export function forgetCountryTable(): void {
  countries = null;
}
