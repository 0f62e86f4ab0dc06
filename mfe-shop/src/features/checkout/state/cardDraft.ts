/**
 * What was typed into the card form, kept for Back from the provider's page (the browser leaves
 * the app for the provider and a Back loads the form again): name, billing e-mail, number,
 * expiry and "save this card" — never the security code. In this tab's session storage only
 * (gone when the tab closes), for the same user and checkout, at most CARD_DRAFT_TTL_MS, and
 * cleared once a payment succeeds. The server never sees it: it is the form, on this device.
 */
import type { CardForm } from 'shared-sdk/shop';

export const CARD_DRAFT_KEY = 'livcam.shop.cardDraft';
/** project — a draft older than this is not filled in again. */
export const CARD_DRAFT_TTL_MS = 30 * 60_000;

export interface CardDraft {
  userId: number;
  /** The checkout it belongs to (the pack's channel code). */
  channel: string;
  form: Omit<CardForm, 'cvv'>;
  save: boolean;
  at: number;
}

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function saveCardDraft(d: Omit<CardDraft, 'at' | 'form'> & { form: CardForm }): void {
  const { cvv: _never, ...form } = d.form;
  const draft: CardDraft = {
    userId: d.userId,
    channel: d.channel,
    form,
    save: d.save,
    at: Date.now(),
  };
  try {
    session()?.setItem(CARD_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage full or off: Back then shows an empty form, as before
  }
}

/** The draft for this user and checkout, if fresh. */
export function readCardDraft(userId: number, channel: string, now = Date.now()): CardDraft | null {
  try {
    const raw = session()?.getItem(CARD_DRAFT_KEY);
    const d = raw ? (JSON.parse(raw) as CardDraft) : null;
    if (!d || d.userId !== userId || d.channel !== channel) return null;
    if (typeof d.at !== 'number' || now - d.at > CARD_DRAFT_TTL_MS || d.at > now) return null;
    const f = d.form ?? {};
    const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 100) : '');
    return {
      ...d,
      form: {
        name: str(f.name),
        email: str(f.email),
        number: str(f.number),
        expiry: str(f.expiry),
      },
      save: d.save === true,
    };
  } catch {
    return null;
  }
}

export function clearCardDraft(): void {
  try {
    session()?.removeItem(CARD_DRAFT_KEY);
  } catch {
    // nothing kept
  }
}
