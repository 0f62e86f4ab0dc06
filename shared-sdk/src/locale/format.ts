import { useTranslation } from 'react-i18next';
import { browserLanguages, getSiteLanguage, i18n } from 'shared-sdk';

// Numbers and dates shown to people, written the way the page's language writes them
// (1,250 · 1.250 · ١٬٢٥٠; 26 Nov 2026 · 26.11.2026). A number inside a translated text is
// formatted by the text itself ({{count, number}}); these are for figures standing alone.

const FALLBACK = 'en';

/**
 * The locale for a language (by default the interface language, spec 3 "Localisation"): the
 * browser's own regional variant when it is of that language (en-GB dates for a British reader
 * of the English interface), else the language alone.
 */
export function formatLocale(lng?: string): string {
  const language =
    lng || (i18n.isInitialized && i18n.language) || getSiteLanguage() || FALLBACK;
  const base = language.split('-')[0]!;
  return browserLanguages().find((l) => l.split('-')[0] === base) ?? base;
}

/** A figure (coins, viewers, a price without currency); the plain figure if Intl refuses. */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions, lng?: string): string {
  try {
    return new Intl.NumberFormat(formatLocale(lng), options).format(n);
  } catch {
    return String(n);
  }
}

/** The date styles in use: a day ("26 Nov 2026"), a day and time, or a near day and time. */
export type DateStyle = 'date' | 'dateTime' | 'dayTime';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  // Without the year, for near dates such as expiries ("Nov 26, 18:05" / "26. Nov., 18:05").
  dayTime: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
};

/** A moment (ms since the epoch) in a style; the ISO form if Intl refuses. */
export function formatDate(ms: number, style: DateStyle = 'date', lng?: string): string {
  try {
    return new Intl.DateTimeFormat(formatLocale(lng), DATE_OPTIONS[style]).format(ms);
  } catch {
    return new Date(ms).toISOString();
  }
}

export interface Formatters {
  /** The locale the figures are written in. */
  locale: string;
  num(n: number, options?: Intl.NumberFormatOptions): string;
  date(ms: number, style?: DateStyle): string;
}

/** The page language's formatters, for components: re-renders when the language changes. */
export function useFormat(): Formatters {
  const { i18n: instance } = useTranslation();
  const lng = instance?.language || getSiteLanguage() || FALLBACK;
  const locale = formatLocale(lng);
  return {
    locale,
    num: (n, options) => formatNumber(n, options, lng),
    date: (ms, style) => formatDate(ms, style, lng),
  };
}
