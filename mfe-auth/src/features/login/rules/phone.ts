/**
 * spec 1 §5 "Phone: digits only, max 20, valid for the selected country, else 'phone_num_hint'".
 * Uses libphonenumber-js with its full metadata ("max": real number patterns, not only
 * lengths). Import this module lazily (`loadPhoneRules()`): the metadata is ~80 KB gz and the
 * landing page must not carry it.
 */
import {
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import { PHONE_DIGITS_MAX } from 'shared-sdk/constants';
import { AUTH_MESSAGE_KEYS, type AuthMessageKey } from './validation';

/** The project's extra region codes (spec 1 §3) dial and validate as Malaysia. */
const ALIASES: Record<string, CountryCode> = { MYC: 'MY', MYNC: 'MY' };

export function regionOf(ab: string): CountryCode {
  const up = ab.toUpperCase();
  return ALIASES[up] ?? (up as CountryCode);
}

/** `national` as typed (digits only): a leading trunk 0 is fine, the country decides. */
export function checkPhone(ab: string, national: string): AuthMessageKey | null {
  if (!/^\d+$/.test(national) || national.length > PHONE_DIGITS_MAX) return AUTH_MESSAGE_KEYS.phone;
  try {
    return isValidPhoneNumber(national, regionOf(ab)) ? null : AUTH_MESSAGE_KEYS.phone;
  } catch {
    return AUTH_MESSAGE_KEYS.phone; // a region libphonenumber does not know
  }
}

/**
 * The national significant number the API takes as `mobileNo` / `phoneNumber`: a typed trunk
 * prefix goes (GB 07400… → 7400…) where the country has one, and stays where it is part of the
 * number (Italy's leading 0). Call it on a number `checkPhone` accepted.
 */
export function nationalNumberOf(ab: string, national: string): string {
  try {
    return parsePhoneNumberFromString(national, regionOf(ab))?.nationalNumber ?? national;
  } catch {
    return national;
  }
}
