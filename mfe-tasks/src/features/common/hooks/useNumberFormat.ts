import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A bare number (a coin count without words around it) in the current interface language's
 * digits and grouping. Numbers inside texts use i18next's `{{count, number}}` instead.
 */
export function useNumberFormat(): (n: number) => string {
  const { i18n } = useTranslation();
  const lng = i18n?.language || 'en';
  return useMemo(() => {
    const format = new Intl.NumberFormat(lng);
    return (n: number) => format.format(n);
  }, [lng]);
}
