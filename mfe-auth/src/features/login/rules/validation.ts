/**
 * Sign-in input rules of spec 1 §5 (limits in the SDK's constants/auth.ts, spec 1 §9). Pure functions:
 * each returns `null` when the value is fine, or the i18n key of the message the spec names.
 * Phone numbers are checked in ./phone.ts (libphonenumber metadata, loaded on demand).
 */
import {
  CODE_LENGTH,
  DATE_PICKER_MIN_YEAR,
  DEFAULT_BIRTHDAY_YEARS_AGO,
  EMAIL_PASSWORD_MAX,
  EMAIL_PASSWORD_MIN,
  MIN_AGE,
  NICKNAME_MAX,
  PASSWORD_SPECIAL_CHARS,
  PHONE_PASSWORD_MAX,
  PHONE_PASSWORD_MIN,
} from 'shared-sdk/constants';

/** Message keys (errors namespace); the English texts live in the SDK's i18n/locales/en/errors.json. */
export const AUTH_MESSAGE_KEYS = {
  phone: 'errors:phone_num_hint',
  phonePassword: 'errors:phone_login_password_length_message',
  emailPassword: 'errors:email_password_length_message',
  email: 'errors:auth_email_send_err_4',
  code: 'errors:code_six_digits',
  nicknameMissing: 'errors:trust_algo_click_upload',
  nicknameTooLong: 'errors:nickname_too_long',
  nicknameChars: 'errors:nickname_forbidden',
  tooYoung: 'errors:age_too_young',
} as const;
export type AuthMessageKey = (typeof AUTH_MESSAGE_KEYS)[keyof typeof AUTH_MESSAGE_KEYS];

const escapeForClass = (s: string) => s.replace(/[\]\\^-]/g, '\\$&');
/** spec 1 §5: letters, digits and ~!@#$%^&*()_+{}:"><? only. */
const PASSWORD_CHARS = new RegExp(`^[A-Za-z0-9${escapeForClass(PASSWORD_SPECIAL_CHARS)}]*$`);

/** spec 1 §5 "Phone password: min 8, max 30; allowed characters ...". */
export function checkPhonePassword(pw: string): AuthMessageKey | null {
  if (pw.length < PHONE_PASSWORD_MIN || pw.length > PHONE_PASSWORD_MAX || !PASSWORD_CHARS.test(pw))
    return AUTH_MESSAGE_KEYS.phonePassword;
  return null;
}

/** spec 1 §5 "Email password: 6 to 16 ..., same characters". */
export function checkEmailPassword(pw: string): AuthMessageKey | null {
  if (pw.length < EMAIL_PASSWORD_MIN || pw.length > EMAIL_PASSWORD_MAX || !PASSWORD_CHARS.test(pw))
    return AUTH_MESSAGE_KEYS.emailPassword;
  return null;
}

/** spec 1 §5 "the button enables above 5" characters. */
export const emailPasswordButtonEnabled = (pw: string): boolean =>
  pw.length > EMAIL_PASSWORD_MIN - 1;

/** spec 1 §5 "Email format: simple pattern". */
export function checkEmail(email: string): AuthMessageKey | null {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email.trim()) ? null : AUTH_MESSAGE_KEYS.email;
}

/** spec 1 §5 "Code: 6 digits". */
export function checkCode(code: string): AuthMessageKey | null {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? null : AUTH_MESSAGE_KEYS.code;
}

/** Keeps only digits, at most `max` (the code and phone inputs). */
export const digitsOnly = (s: string, max: number): string => s.replace(/\D/g, '').slice(0, max);

/** Characters the server refuses in a nickname (code 10001; docs/CONTRACTS.md). */
// eslint-disable-next-line no-control-regex
export const NICKNAME_FORBIDDEN = /[<>/\\{}[\]|^~`"$%&*=+\u0000-\u001f\u007f]/;

/** spec 1 §5 "Nickname: max 30; ... forbidden characters"; sensitive words are the server's. */
export function checkNickname(name: string): AuthMessageKey | null {
  const n = name.trim();
  if (!n) return AUTH_MESSAGE_KEYS.nicknameMissing;
  if ([...n].length > NICKNAME_MAX) return AUTH_MESSAGE_KEYS.nicknameTooLong;
  if (NICKNAME_FORBIDDEN.test(n)) return AUTH_MESSAGE_KEYS.nicknameChars;
  return null;
}

// ---- birthday (spec 1 §5 date picker) ----
export interface Ymd {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Years offered: the current year minus 18 down to 1930. */
export function pickerYears(today: Date = new Date()): number[] {
  const out: number[] = [];
  for (let y = today.getFullYear() - MIN_AGE; y >= DATE_PICKER_MIN_YEAR; y--) out.push(y);
  return out;
}

/** Months offered: 1 to 12 (spec 1 §5). */
export const pickerMonths = (): number[] => Array.from({ length: 12 }, (_, i) => i + 1);

/** Days offered for a month: 1 to its last day (spec 1 §5 "days per month"). */
export const pickerDays = (year: number, month: number): number[] =>
  Array.from({ length: daysInMonth(year, month) }, (_, i) => i + 1);

/** A changed year or month keeps the day, snapped to the month's last day when it is shorter. */
export function snapDay(d: Ymd): Ymd {
  return { ...d, day: Math.min(d.day, daysInMonth(d.year, d.month)) };
}

/** Default: about 20 years ago (today's month and day, snapped for 29 February). */
export function defaultBirthday(today: Date = new Date()): Ymd {
  return snapDay({
    year: today.getFullYear() - DEFAULT_BIRTHDAY_YEARS_AGO,
    month: today.getMonth() + 1,
    day: today.getDate(),
  });
}

/** Full years between a birthday and today. */
export function ageOn(b: Ymd, today: Date = new Date()): number {
  const m = today.getMonth() + 1;
  const beforeBirthday = m < b.month || (m === b.month && today.getDate() < b.day);
  return today.getFullYear() - b.year - (beforeBirthday ? 1 : 0);
}

/** spec 1 §5 "Age at least 18, else 'age_too_young'". */
export function checkAge(b: Ymd, today: Date = new Date()): AuthMessageKey | null {
  return ageOn(b, today) >= MIN_AGE ? null : AUTH_MESSAGE_KEYS.tooYoung;
}

export const formatYmd = (b: Ymd): string =>
  `${b.year}-${String(b.month).padStart(2, '0')}-${String(b.day).padStart(2, '0')}`;

/** spec 1 §5: nickname, birthday and gender are all required, else 'trust_algo_click_upload'. */
export function checkProfile(
  p: { nickname: string; birthday: Ymd | null; gender: number | null },
  today: Date = new Date(),
): AuthMessageKey | null {
  if (!p.nickname.trim() || !p.birthday || !p.gender) return AUTH_MESSAGE_KEYS.nicknameMissing;
  return checkNickname(p.nickname) ?? checkAge(p.birthday, today);
}
