import i18next from 'i18next';
import { getSiteLanguage } from 'shared-sdk';
import { formatMoney } from 'shared-sdk/shop';

/**
 * The locale numbers, prices and dates are written in: the interface language (spec 3
 * "Localisation"), with the browser's own regional variant when it is of that language
 * (en-GB dates for a British reader of the English interface), else the language alone.
 */
export function userLocale(): string {
  // The shared i18next instance once the host has set it up, else the site language.
  const lng = (i18next.isInitialized && i18next.language) || getSiteLanguage() || 'en';
  const base = lng.split('-')[0]!;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  return browser.find((l) => l.split('-')[0] === base) ?? base;
}

/** A price in minor units as the user's locale writes it; the raw figure if Intl refuses. */
export function money(minor: number, currency: string): string {
  try {
    return formatMoney(minor, currency, userLocale());
  } catch {
    return `${currency} ${minor}`;
  }
}

/** A count (coins, people) as the user's locale writes it: 1,240 · 1.240 · ١٬٢٤٠. */
export function formatCount(n: number): string {
  return new Intl.NumberFormat(userLocale()).format(n);
}

export function dateTime(ms: number): string {
  return new Intl.DateTimeFormat(userLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    ms,
  );
}

export function date(ms: number): string {
  return new Intl.DateTimeFormat(userLocale(), { dateStyle: 'medium' }).format(ms);
}
