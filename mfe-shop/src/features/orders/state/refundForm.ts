/**
 * Refund form rules (spec 3 §2, §5 "Captcha required for refund reporting", §9): which reasons an
 * order allows, and each field's problem. The backend checks the same again.
 */
import {
  BILL_IMAGES_MAX,
  CAPTCHA_LENGTH,
  IMAGE_MAX_BYTES,
  REFUND_DESCRIPTION_MAX,
  REFUND_REASONS,
  REFUND_REASON_COINS_NOT_RECEIVED,
  REPORT_EMAIL_MAX,
  type OrderStatus,
} from 'shared-sdk/constants';

/** An unpaid order can only be reported as "paid but no coins"; a paid one asks for the money back. */
export function reasonsFor(status: OrderStatus): number[] {
  const all = REFUND_REASONS.map((r) => r.code);
  if (status === 'success') return all.filter((c) => c !== REFUND_REASON_COINS_NOT_RECEIVED);
  if (status === 'created' || status === 'pending' || status === 'failed')
    return [REFUND_REASON_COINS_NOT_RECEIVED];
  return [];
}

export interface RefundFormValues {
  reason: number | null;
  description: string;
  email: string;
  captcha: string;
}

export type RefundFormErrors = Partial<
  Record<'reason' | 'description' | 'email' | 'captcha', 'required' | 'tooLong' | 'invalid'>
>;

export function checkRefundForm(v: RefundFormValues, allowed: number[]): RefundFormErrors {
  const e: RefundFormErrors = {};
  if (v.reason === null || !allowed.includes(v.reason)) e.reason = 'required';
  if (v.description.length > REFUND_DESCRIPTION_MAX) e.description = 'tooLong';
  const email = v.email.trim();
  if (email.length > REPORT_EMAIL_MAX) e.email = 'tooLong';
  else if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) e.email = 'invalid';
  const c = v.captcha.trim();
  if (!c) e.captcha = 'required';
  else if (!new RegExp(`^\\d{${CAPTCHA_LENGTH}}$`).test(c)) e.captcha = 'invalid';
  return e;
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A receipt picture the backend will take: JPEG, PNG or WebP, up to 5M, at most 3. */
export function checkBillImage(
  file: { type: string; size: number },
  already: number,
): 'type' | 'size' | 'count' | null {
  if (already >= BILL_IMAGES_MAX) return 'count';
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}
