import type { PhoneLoginConfig } from 'shared-sdk';
import { EMAIL_STATUS } from 'shared-sdk/constants';

/** The sign-in decisions of spec 1 §4.1 / §4.2, as pure functions the reducer uses. */

/** How a phone code travels: SMS or the messaging app (CONTRACTS.md: whatsapp). */
export type SendChannel = 'sms' | 'whatsapp';

/**
 * spec 1 §4.1 steps 2–3: a known number goes to the code when resetting, to the password when
 * the user set one, else to the code; a new number goes to the code when registration is on,
 * else 'phone disabled'.
 */
export function phoneRoute(
  cfg: PhoneLoginConfig,
  reset: boolean,
): 'code' | 'password' | 'disabled' {
  if (cfg.existent) return !reset && cfg.userSetPassword === 1 ? 'password' : 'code';
  return cfg.mobileRegisterEnable === 1 ? 'code' : 'disabled';
}

/**
 * spec 1 §4.1 step 4, after a valid code: a new user sets a password when
 * mobileRegisterSetPassword is on (else signs in directly); an existing user resetting sets
 * one; an existing user with userLoginSetPassword on sets one (only reachable without a
 * password: with one, step 2 asked for it instead of a code).
 */
export function needsPasswordAfterCode(cfg: PhoneLoginConfig, reset: boolean): boolean {
  if (!cfg.existent) return cfg.mobileRegisterSetPassword === 1;
  if (reset) return true;
  return cfg.userLoginSetPassword === 1 && cfg.userSetPassword !== 1;
}

/** The first channel of a code: SMS when it is on, else the messaging app (spec 1 §3 config). */
export function defaultChannel(cfg: PhoneLoginConfig): SendChannel {
  return cfg.sendSms === 1 || cfg.sendWhatsapp !== 1 ? 'sms' : 'whatsapp';
}

/** spec 1 §4.2: status 0 and 1 send a code (step 6); 4 asks the password; 5 has none yet (step 7). */
export function emailRoute(status: number): 'code' | 'password' | 'noPassword' {
  if (status === EMAIL_STATUS.hasPassword) return 'password';
  if (status === EMAIL_STATUS.noPassword) return 'noPassword';
  return 'code';
}

/** The target a phone code goes to, as the backend keys it (`+{countryCode}{mobileNo}`). */
export const phoneTarget = (p: { dial: string; national: string }): string =>
  `+${p.dial}${p.national}`;
