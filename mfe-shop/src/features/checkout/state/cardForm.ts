/**
 * The card form's state: typed values are never cleared by a check; each field shows its own
 * message once touched or after a submit (spec 3 §5; rules in the SDK's shop/card.ts).
 */
import {
  type CardError,
  type CardField,
  type CardForm,
  cardDigits,
  checkCardForm,
} from 'shared-sdk/shop';

export const EMPTY_CARD: CardForm = { name: '', email: '', number: '', expiry: '', cvv: '' };

/** 4242424242424242 → '4242 4242 4242 4242' (Amex 4-6-5); non-digits dropped, at most 19 digits. */
export function formatCardNumber(input: string): string {
  const d = cardDigits(input).replace(/\D/g, '').slice(0, 19);
  if (/^3[47]/.test(d))
    return [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)].filter(Boolean).join(' ');
  return d.replace(/(.{4})/g, '$1 ').trim();
}

/** '1' → '1', '12' → '12/', '1234' → '12/34'. Deleting the slash keeps working. */
export function formatExpiry(input: string, previous: string): string {
  const d = input.replace(/\D/g, '').slice(0, 4);
  if (d.length <= 2) return d.length === 2 && input.length > previous.length ? `${d}/` : d;
  return `${d.slice(0, 2)}/${d.slice(2)}`;
}

export function visibleErrors(
  form: CardForm,
  touched: Partial<Record<CardField, boolean>>,
  submitted: boolean,
  now = Date.now(),
): Record<CardField, CardError | null> {
  const all = checkCardForm(form, now);
  const out = { ...all };
  for (const k of Object.keys(all) as CardField[]) if (!submitted && !touched[k]) out[k] = null;
  return out;
}
