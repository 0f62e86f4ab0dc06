/**
 * Money is integer minor units with its currency (cents, pence, yen), never floating point:
 * prices travel as `{ price: 499, currency: 'USD' }`. Display builds the exact decimal string
 * from the integer and lets Intl.NumberFormat format it for the user's locale.
 */
import { CURRENCY_EXPONENTS, DISCOUNT_BASE } from '../constants/shop';

/** Minor-unit exponent of a currency (ISO 4217); unknown currencies are taken as 2. */
export function currencyExponent(currency: string): number {
  return CURRENCY_EXPONENTS[currency.toUpperCase()] ?? 2;
}

/** 499 USD → '4.99'; 1999 JPY → '1999'; -5 EUR → '-0.05'. Exact: string arithmetic only. */
export function minorToDecimalString(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount ${minor} is not an integer`);
  const exp = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor));
  if (exp === 0) return sign + digits;
  const padded = digits.padStart(exp + 1, '0');
  return `${sign}${padded.slice(0, -exp)}.${padded.slice(-exp)}`;
}

/**
 * The price as the user's locale writes it: formatMoney(499, 'USD', 'en-US') → '$4.99',
 * formatMoney(123450, 'EUR', 'de-DE') → '1.234,50 €', formatMoney(1999, 'JPY', 'ja-JP') → '￥1,999'.
 */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const exp = currencyExponent(currency);
  const fmt = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: exp,
    maximumFractionDigits: exp,
  });
  // Intl formats a decimal string exactly (ES2023 Intl.NumberFormat v3); the lib types here
  // are ES2022, hence the cast.
  return fmt.format(minorToDecimalString(minor, currency) as unknown as number);
}

/** spec 3 §4 "Discount shown is 100 minus the discount value" (60 → '40% off'). */
export function discountShown(discount: number): number {
  const d = Math.round(Number(discount));
  if (!Number.isFinite(d)) return 0;
  return Math.min(DISCOUNT_BASE, Math.max(0, DISCOUNT_BASE - d));
}

/** `percent` of an integer amount, rounded down: 20 % of 499 coins → 99. Integer math only. */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}
