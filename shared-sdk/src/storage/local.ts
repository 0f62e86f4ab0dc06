import { AD_PARAMS, type AdParam } from '../constants/adParams';
import { STORAGE_KEYS } from '../constants/cookies';
import { EMAIL_RESEND_WAIT_MS, SMS_RESEND_WAIT_MS } from '../constants/auth';

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

// ---- last phone and email (spec 1 §3) ----
export interface LastPhone {
  /** Dial code without '+'. */
  countryCode: string;
  phoneNumber: string;
  /** Short code of the picked country (GB, MYC…): a dial code alone is ambiguous (+1, +7). */
  country?: string;
}
export const getLastPhone = (): LastPhone | null => getLocal<LastPhone>(STORAGE_KEYS.lastPhone);
export const setLastPhone = (v: LastPhone): void => setLocal(STORAGE_KEYS.lastPhone, v);
export const getLastEmail = (): string | null => getLocal<string>(STORAGE_KEYS.lastEmail);
export const setLastEmail = (v: string): void => setLocal(STORAGE_KEYS.lastEmail, v);

// ---- last code send times (spec 1 §3 "last SMS send time"; §9 SMS and e-mail resend wait 60 s) ----
export type CodeChannel = 'sms' | 'email';
/** When a code was last sent, and to whom (`+{dial}{national}` or the e-mail; '' = unknown). */
export interface LastCodeSend {
  at: number;
  to: string;
}
const SEND_KEYS = { sms: STORAGE_KEYS.lastSmsSendTime, email: STORAGE_KEYS.lastEmailSendTime };
const RESEND_WAIT_MS = { sms: SMS_RESEND_WAIT_MS, email: EMAIL_RESEND_WAIT_MS };

export function getLastCodeSend(channel: CodeChannel): LastCodeSend | null {
  const v = getLocal<LastCodeSend | number>(SEND_KEYS[channel]);
  if (typeof v === 'number') return { at: v, to: '' }; // stored by an older build: a bare time
  return v && typeof v.at === 'number'
    ? { at: v.at, to: typeof v.to === 'string' ? v.to : '' }
    : null;
}
export const setLastCodeSend = (channel: CodeChannel, to = '', at: number = Date.now()): void =>
  setLocal(SEND_KEYS[channel], { at, to });

/**
 * Milliseconds left before another code may be sent on this channel (0 = may send now). With
 * `to`, a wait started for another target does not count: the server's wait is per target.
 */
export function resendRemainingMs(
  channel: CodeChannel,
  opts: { to?: string; now?: number } = {},
): number {
  const last = getLastCodeSend(channel);
  if (!last) return 0;
  if (opts.to !== undefined && last.to && last.to !== opts.to) return 0;
  return Math.max(0, last.at + RESEND_WAIT_MS[channel] - (opts.now ?? Date.now()));
}

export const getLastSmsSendTime = (): number | null => getLastCodeSend('sms')?.at ?? null;
export const setLastSmsSendTime = (ms: number = Date.now(), to = ''): void =>
  setLastCodeSend('sms', to, ms);
/** Milliseconds left before another SMS may be sent (0 = may send now). */
export const smsResendRemainingMs = (now: number = Date.now()): number =>
  resendRemainingMs('sms', { now });
export const emailResendRemainingMs = (now: number = Date.now()): number =>
  resendRemainingMs('email', { now });

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

// ---- country (spec 1 §3: id, abbreviation, ip) ----
export interface StoredCountry {
  id: number;
  ab: string;
  ip: string;
}
export const getStoredCountry = (): StoredCountry | null =>
  getLocal<StoredCountry>(STORAGE_KEYS.country);
export const setStoredCountry = (c: StoredCountry): void => setLocal(STORAGE_KEYS.country, c);

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
