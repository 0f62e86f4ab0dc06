/**
 * Card form rules of spec 3 §5 ("name, billing email, card number, expiry and CVV required"),
 * the same functions in the browser (each field's own message) and in the backend (which
 * re-checks before anything reaches a provider). Each check returns null when the value is
 * fine, or the key of its message (mfe-shop's `card.errors.*`; the backend's texts in
 * modules/shop/codes.ts).
 */
import { CARD_LIMITS } from '../constants/shop';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'unknown';

export type CardField = 'name' | 'email' | 'number' | 'expiry' | 'cvv';

export const CARD_ERRORS = {
  nameRequired: 'nameRequired',
  nameTooLong: 'nameTooLong',
  emailRequired: 'emailRequired',
  emailInvalid: 'emailInvalid',
  numberRequired: 'numberRequired',
  numberDigits: 'numberDigits',
  numberLength: 'numberLength',
  numberLuhn: 'numberLuhn',
  expiryRequired: 'expiryRequired',
  expiryFormat: 'expiryFormat',
  expiryPast: 'expiryPast',
  cvvRequired: 'cvvRequired',
  cvvLength: 'cvvLength',
} as const;
export type CardError = (typeof CARD_ERRORS)[keyof typeof CARD_ERRORS];

/** Digits of a typed card number: spaces and dashes are how people type it, nothing else. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card network from the number's prefix (IIN ranges). */
export function cardBrand(input: string): CardBrand {
  const n = cardDigits(input);
  if (/^4/.test(n)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(n)) return 'discover';
  if (/^35(2[89]|[3-8])/.test(n)) return 'jcb';
  return 'unknown';
}

/** American Express has a 4-digit CVV (CID); every other network 3. */
export function cvvLengthFor(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

export function checkHolderName(name: string): CardError | null {
  const v = name.trim();
  if (!v) return CARD_ERRORS.nameRequired;
  if (v.length > CARD_LIMITS.holderNameMax) return CARD_ERRORS.nameTooLong;
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function checkBillingEmail(email: string): CardError | null {
  const v = email.trim();
  if (!v) return CARD_ERRORS.emailRequired;
  if (v.length > CARD_LIMITS.billingEmailMax || !EMAIL.test(v)) return CARD_ERRORS.emailInvalid;
  return null;
}

export function checkCardNumber(input: string): CardError | null {
  const n = cardDigits(input);
  if (!n) return CARD_ERRORS.numberRequired;
  if (!/^\d+$/.test(n)) return CARD_ERRORS.numberDigits;
  if (n.length < CARD_LIMITS.numberMinDigits || n.length > CARD_LIMITS.numberMaxDigits)
    return CARD_ERRORS.numberLength;
  if (!luhnValid(n)) return CARD_ERRORS.numberLuhn;
  return null;
}

/** `MM/YY` (or `MM/YYYY`) → month and full year, or null when it is not a date. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!m) return null;
  const month = Number(m[1]);
  const yy = m[2] as string;
  const year = yy.length === 2 ? 2000 + Number(yy) : Number(yy);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid through the last day of its expiry month (in UTC, as providers count). */
export function checkExpiry(input: string, now: number = Date.now()): CardError | null {
  if (!input.trim()) return CARD_ERRORS.expiryRequired;
  const e = parseExpiry(input);
  if (!e) return CARD_ERRORS.expiryFormat;
  const firstDayAfter = Date.UTC(e.year, e.month, 1); // month is 1-based: this is the next month
  if (firstDayAfter <= now) return CARD_ERRORS.expiryPast;
  return null;
}

export function checkCvv(cvv: string, cardNumber: string): CardError | null {
  if (!cvv) return CARD_ERRORS.cvvRequired;
  if (!/^\d+$/.test(cvv) || cvv.length !== cvvLengthFor(cardBrand(cardNumber)))
    return CARD_ERRORS.cvvLength;
  return null;
}

export interface CardForm {
  name: string;
  email: string;
  number: string;
  expiry: string;
  cvv: string;
}

/** Every field's message (null = fine), so each field shows its own and nothing is cleared. */
export function checkCardForm(
  f: CardForm,
  now: number = Date.now(),
): Record<CardField, CardError | null> {
  return {
    name: checkHolderName(f.name),
    email: checkBillingEmail(f.email),
    number: checkCardNumber(f.number),
    expiry: checkExpiry(f.expiry, now),
    cvv: checkCvv(f.cvv, f.number),
  };
}

export function cardFormValid(errors: Record<CardField, CardError | null>): boolean {
  return Object.values(errors).every((e) => e === null);
}
