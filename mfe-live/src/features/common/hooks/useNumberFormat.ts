import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A bare number (a viewer count, a gift's price) in the current interface language's digits
 * and grouping; `options` are Intl's (e.g. compact notation). Numbers inside texts use
 * i18next's `{{count, number}}` instead.
 */
export function useNumberFormat(options?: Intl.NumberFormatOptions): (n: number) => string {
  const { i18n } = useTranslation();
  const lng = i18n?.language || 'en';
  const key = JSON.stringify(options ?? {});
  return useMemo(() => {
    const format = new Intl.NumberFormat(lng, JSON.parse(key) as Intl.NumberFormatOptions);
    return (n: number) => format.format(n);
  }, [lng, key]);
}
