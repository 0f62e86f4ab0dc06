import { formatMoney } from 'shared-sdk/shop';

/** The user's locale for numbers and prices (spec: "formatted with Intl.NumberFormat for the user's locale"). */
export function userLocale(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return navigator.languages?.[0] ?? navigator.language ?? undefined;
}

/** A price in minor units as the user's locale writes it; the raw figure if Intl refuses. */
export function money(minor: number, currency: string): string {
  try {
    return formatMoney(minor, currency, userLocale());
  } catch {
    return `${currency} ${minor}`;
  }
}

export function dateTime(ms: number): string {
  return new Intl.DateTimeFormat(userLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    ms,
  );
}

export function date(ms: number): string {
  return new Intl.DateTimeFormat(userLocale(), { dateStyle: 'medium' }).format(ms);
}
