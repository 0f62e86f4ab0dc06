/**
 * Saved cards (spec 3 §2 "card list and delete", "cardList if a saved card exists"): the
 * provider's token and what the user recognises (brand, last 4 digits, expiry, name). The card
 * number and CVV are never stored: they go to the provider and are forgotten.
 */
import type { SavedCard } from 'shared-sdk/node';
import type { DB } from '../../db';
import type { SavedCardToken } from '../payments/provider';

export interface CardRow {
  id: number;
  user_id: number;
  provider: string;
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  fingerprint: string;
  created_at: number;
  deleted_at: number | null;
}

export function createCards(db: DB, now: () => number) {
  const st = {
    list: db.prepare(
      'SELECT * FROM shop_cards WHERE user_id = ? AND deleted_at IS NULL ORDER BY id DESC',
    ),
    byId: db.prepare(
      'SELECT * FROM shop_cards WHERE id = ? AND user_id = ? AND deleted_at IS NULL',
    ),
    byPrint: db.prepare(
      'SELECT * FROM shop_cards WHERE user_id = ? AND fingerprint = ? AND deleted_at IS NULL',
    ),
    insert:
      db.prepare(`INSERT INTO shop_cards (user_id, provider, token, brand, last4, exp_month, exp_year, holder_name,
      fingerprint, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    update: db.prepare(
      'UPDATE shop_cards SET token = ?, exp_month = ?, exp_year = ?, holder_name = ? WHERE id = ?',
    ),
    remove: db.prepare(
      'UPDATE shop_cards SET deleted_at = ? WHERE id = ? AND user_id = ? AND deleted_at IS NULL',
    ),
  };
  return {
    list: (userId: number) => st.list.all(userId) as CardRow[],
    get: (userId: number, id: number) => (st.byId.get(id, userId) as CardRow | undefined) ?? null,
    /** The same card saved again replaces its token (one entry per card). */
    save(userId: number, provider: string, t: SavedCardToken, holderName: string): number {
      const same = st.byPrint.get(userId, t.fingerprint) as CardRow | undefined;
      if (same) {
        st.update.run(t.token, t.expMonth, t.expYear, holderName, same.id);
        return same.id;
      }
      const r = st.insert.run(
        userId,
        provider,
        t.token,
        t.brand,
        t.last4,
        t.expMonth,
        t.expYear,
        holderName,
        t.fingerprint,
        now(),
      );
      return Number(r.lastInsertRowid);
    },
    remove: (userId: number, id: number) => st.remove.run(now(), id, userId).changes === 1,
  };
}
export type Cards = ReturnType<typeof createCards>;

export function toSavedCard(r: CardRow): SavedCard {
  return {
    cardId: r.id,
    brand: r.brand,
    last4: r.last4,
    expiry: `${String(r.exp_month).padStart(2, '0')}/${String(r.exp_year % 100).padStart(2, '0')}`,
    holderName: r.holder_name,
  };
}
