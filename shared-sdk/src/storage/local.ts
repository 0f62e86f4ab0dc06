import { AD_PARAMS, type AdParam } from '../constants/adParams';
import { STORAGE_KEYS } from '../constants/cookies';

/**
 * Local storage (spec 1 §3 "Local storage keeps"). Values are JSON. Where localStorage is
 * absent or throws (Node, private mode, quota) an in-memory map stands in.
 */
const memory = new Map<string, string>();

function store(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const ls = (globalThis as { localStorage?: Storage }).localStorage;
    if (ls) return ls;
  } catch {
    // accessing localStorage can throw (disabled storage)
  }
  return {
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  };
}

export function getLocal<T>(key: string): T | null {
  try {
    const raw = store().getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function setLocal(key: string, value: unknown): void {
  try {
    store().setItem(key, JSON.stringify(value));
  } catch {
    // quota or disabled storage: the value is a convenience, never required
  }
}

export function removeLocal(key: string): void {
  try {
    store().removeItem(key);
  } catch {
    // ignore
  }
}

// ---- login counts per user (spec 1 §3; spec 3 §9 third welcome at count 2..20) ----
export function getLoginCount(userId: string | number): number {
  return getLocal<Record<string, number>>(STORAGE_KEYS.loginCounts)?.[String(userId)] ?? 0;
}
export function incrementLoginCount(userId: string | number): number {
  const all = getLocal<Record<string, number>>(STORAGE_KEYS.loginCounts) ?? {};
  const next = (all[String(userId)] ?? 0) + 1;
  all[String(userId)] = next;
  setLocal(STORAGE_KEYS.loginCounts, all);
  return next;
}

// ---- ad attribution (spec 1 §3: 14 ad parameters read from the URL) ----
export type AdParams = Partial<Record<AdParam, string>>;
export const getAdParams = (): AdParams => getLocal<AdParams>(STORAGE_KEYS.adParams) ?? {};

/**
 * Reads the 14 ad parameters from a URL (absolute, or a path/query) and stores the non-empty
 * ones, merged over earlier values (a later click with new attribution wins per field).
 * Returns what this URL carried.
 */
export function captureAdParams(url: string): AdParams {
  let search: URLSearchParams;
  try {
    search = new URL(url, 'http://localhost').searchParams;
  } catch {
    return {};
  }
  const found: AdParams = {};
  for (const name of AD_PARAMS) {
    const v = search.get(name);
    if (v !== null && v !== '') found[name] = v;
  }
  if (Object.keys(found).length > 0)
    setLocal(STORAGE_KEYS.adParams, { ...getAdParams(), ...found });
  return found;
}

// ---- daily counters keyed by date YYYY-MM-DD (spec 1 §3; spec 2 §9) ----
/**
 * The day key is the UTC date: the day boundary then matches the server's (tasks reissue at
 * 0:00 UTC, spec 1 §9) and does not move when the user's time zone changes.
 */
export function dayKey(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

type DailyCounters = Record<string, Record<string, number>>;

export function getDailyCount(name: string, date: Date = new Date()): number {
  return getLocal<DailyCounters>(STORAGE_KEYS.dailyCounters)?.[dayKey(date)]?.[name] ?? 0;
}

/** Adds `by` to today's counter and returns the new value; older days are pruned. */
export function incrementDailyCount(name: string, by = 1, date: Date = new Date()): number {
  const key = dayKey(date);
  const all = getLocal<DailyCounters>(STORAGE_KEYS.dailyCounters) ?? {};
  const today = all[key] ?? {};
  today[name] = (today[name] ?? 0) + by;
  setLocal(STORAGE_KEYS.dailyCounters, { [key]: today });
  return today[name];
}
