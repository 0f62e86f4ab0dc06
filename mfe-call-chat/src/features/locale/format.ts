import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

// Numbers and dates shown to people, written the way the page's language writes them
// (1,250 / 1.250 / ١٬٢٥٠). Texts with a plural number format it themselves ({{count, number}}).

const FALLBACK = 'en';

/** A whole number (coins, prices) in a language; the plain figure if Intl refuses the tag. */
export function formatNumber(n: number, lng: string | undefined): string {
  try {
    return new Intl.NumberFormat(lng || FALLBACK).format(n);
  } catch {
    return String(n);
  }
}

/** A date and time as a language writes it (medium date, short time). */
export function formatDateTime(ms: number, lng: string | undefined): string {
  try {
    return new Intl.DateTimeFormat(lng || FALLBACK, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(ms);
  } catch {
    return new Date(ms).toISOString();
  }
}

/** A day and time without the year ("Nov 26, 18:05" / "26. Nov., 18:05"): near dates, such as expiries. */
export function formatDayTime(ms: number, lng: string | undefined): string {
  try {
    return new Intl.DateTimeFormat(lng || FALLBACK, {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(ms);
  } catch {
    return new Date(ms).toISOString();
  }
}

/** The page language's formatters, for components. */
export function useFormat() {
  const { i18n } = useTranslation(NS);
  const lng = i18n?.language || FALLBACK;
  return {
    lng,
    num: (n: number) => formatNumber(n, lng),
    dateTime: (ms: number) => formatDateTime(ms, lng),
    dayTime: (ms: number) => formatDayTime(ms, lng),
  };
}
