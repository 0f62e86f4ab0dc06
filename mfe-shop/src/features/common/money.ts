import { formatLocale } from 'shared-sdk/locale';
import { formatMoney } from 'shared-sdk/shop';

/**
 * A price in minor units as the reader's locale writes it (the interface language, with the
 * browser's regional variant of it: shared-sdk/locale `formatLocale`); the raw figure if Intl
 * refuses the currency.
 */
export function money(minor: number, currency: string): string {
  try {
    return formatMoney(minor, currency, formatLocale());
  } catch {
    return `${currency} ${minor}`;
  }
}
