import { getLocal, setLocal } from 'shared-sdk';
import { EMAIL_RESEND_WAIT_MS, SMS_RESEND_WAIT_MS, STORAGE_KEYS } from 'shared-sdk/constants';

/**
 * What the sign-in remembers between visits (spec 1 §3 "Local storage keeps"): the last phone
 * and e-mail, when a code was last sent, and the picked country. Only this remote reads or
 * writes these keys; values go through the SDK's local storage (JSON, memory where absent).
 */

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

// ---- country (spec 1 §3: id, abbreviation, ip) ----
export interface StoredCountry {
  id: number;
  ab: string;
  ip: string;
}
export const getStoredCountry = (): StoredCountry | null =>
  getLocal<StoredCountry>(STORAGE_KEYS.country);
export const setStoredCountry = (c: StoredCountry): void => setLocal(STORAGE_KEYS.country, c);
