/**
 * Limited coin offers (spec 3 §3 "Limited coin offer", §4 "Limited offer", §9). A campaign in site
 * config `shopFlashOffer` (project's rule): a user who has never paid and leaves the coin shop
 * without buying is sealed one offer — the 299-coin discounted pack at `discount` percent of its
 * price for `limitMinutes`. One seal per user: used (a paid order) or ended, it never comes back.
 *
 * Reservation (backend/README.md "Security model"): placing the discounted order reserves the
 * seal for OFFER_RESERVATION_MS in the transaction that creates the order — one open order per
 * seal, the others answer 10097. A failed order releases it; an expired one may be taken over.
 * The seal is used by the first of its orders that is paid (`takeForPayment`), whatever the
 * reservation says then: a payment of any other order is refused (service.ts returns it).
 */
import type { CoinChannel, FlashCoinAndChannel, LimitedOffer } from 'shared-sdk/node';
import type { DB } from '../../db';
import { getConfig, setConfig } from '../catalog/config';
import { channelFor, OFFER_PACK, OFFER_PROVIDER, priceIn, rcpOf } from './catalog';
import {
  LIMITED_OFFER_DISCOUNT,
  LIMITED_OFFER_FLASH_VERSION,
  LIMITED_OFFER_MINUTES,
  PAY_STATUS,
  percentOf,
} from '../../sdk';

export interface OfferConfig {
  enabled: boolean;
  webFlashVersion: number;
  limitMinutes: number;
  discount: number;
}

export const DEFAULT_OFFER_CONFIG: OfferConfig = {
  enabled: true,
  webFlashVersion: LIMITED_OFFER_FLASH_VERSION,
  limitMinutes: LIMITED_OFFER_MINUTES,
  discount: LIMITED_OFFER_DISCOUNT,
};

export interface SealRow {
  id: number;
  user_id: number;
  coins: number;
  discount: number;
  limit_minutes: number;
  country_code: string;
  currency: string;
  before_amount: number;
  after_amount: number;
  end_time: number;
  web_flash_version: number;
  used_order_id: number | null;
  /** The open order holding the offer until `reserved_until` (null: free to take). */
  reserved_order_id: number | null;
  reserved_until: number | null;
  created_at: number;
}

export function toOffer(s: SealRow): LimitedOffer {
  return {
    id: s.id,
    totalCoinNum: s.coins,
    discount: s.discount,
    limitMinutes: s.limit_minutes,
    currency: s.currency,
    beforeAmount: s.before_amount,
    afterAmount: s.after_amount,
    endTime: s.end_time,
    webFlashVersion: s.web_flash_version,
  };
}

export function createOffers(db: DB, now: () => number) {
  const st = {
    byUser: db.prepare('SELECT * FROM shop_offer_seals WHERE user_id = ?'),
    byId: db.prepare('SELECT * FROM shop_offer_seals WHERE id = ?'),
    insert:
      db.prepare(`INSERT OR IGNORE INTO shop_offer_seals (user_id, coins, discount, limit_minutes, country_code,
      currency, before_amount, after_amount, end_time, web_flash_version, created_at)
      VALUES (@user_id, @coins, @discount, @limit_minutes, @country_code, @currency, @before_amount, @after_amount,
      @end_time, @web_flash_version, @created_at)`),
    take: db.prepare(`UPDATE shop_offer_seals SET used_order_id = @orderId, reserved_order_id = NULL,
      reserved_until = NULL WHERE id = @sealId AND (used_order_id IS NULL OR used_order_id = @orderId)`),
    reserve:
      db.prepare(`UPDATE shop_offer_seals SET reserved_order_id = @orderId, reserved_until = @until
      WHERE id = @sealId AND user_id = @userId AND used_order_id IS NULL
      AND (reserved_order_id IS NULL OR reserved_until <= @now)`),
    release: db.prepare(`UPDATE shop_offer_seals SET reserved_order_id = NULL, reserved_until = NULL
      WHERE id = ? AND reserved_order_id = ?`),
    paidEver: db.prepare(
      'SELECT 1 FROM shop_orders WHERE user_id = ? AND paid_at IS NOT NULL LIMIT 1',
    ),
    setEnd: db.prepare('UPDATE shop_offer_seals SET end_time = ? WHERE user_id = ?'),
    remove: db.prepare('DELETE FROM shop_offer_seals WHERE user_id = ?'),
    payStatus: db.prepare('SELECT pay_status FROM users WHERE id = ?'),
  };
  const config = () => ({
    ...DEFAULT_OFFER_CONFIG,
    ...getConfig<Partial<OfferConfig>>(db, 'shopFlashOffer', {}),
  });
  const seal = (userId: number) => (st.byUser.get(userId) as SealRow | undefined) ?? null;

  function live(userId: number): SealRow | null {
    const s = seal(userId);
    return s && s.used_order_id === null && s.end_time > now() ? s : null;
  }

  return {
    config,
    setConfig: (c: Partial<OfferConfig>) => setConfig(db, 'shopFlashOffer', { ...config(), ...c }),
    seal,
    byId: (id: number) => (st.byId.get(id) as SealRow | undefined) ?? null,
    live,

    /** Seals the campaign's offer for a user who never paid and has none yet. */
    grant(userId: number, country: string): SealRow | null {
      const c = config();
      const pay = st.payStatus.get(userId) as { pay_status: number } | undefined;
      // A refund ends VIP but the user has paid once: the campaign is for users who never did.
      if (
        !c.enabled ||
        !pay ||
        pay.pay_status === PAY_STATUS.paying ||
        seal(userId) ||
        st.paidEver.get(userId)
      )
        return live(userId);
      const before = priceIn(OFFER_PACK.usdCents, country);
      const t = now();
      st.insert.run({
        user_id: userId,
        coins: OFFER_PACK.baseCoins,
        discount: c.discount,
        limit_minutes: c.limitMinutes,
        country_code: country,
        currency: before.currency,
        before_amount: before.amount,
        // Integer minor units: the discount value is the percent of the price paid.
        after_amount: Math.max(1, percentOf(before.amount, c.discount)),
        end_time: t + c.limitMinutes * 60_000,
        web_flash_version: c.webFlashVersion,
        created_at: t,
      });
      return live(userId);
    },

    /** GET …/checkWebUserAndGetCoinAndChannel: the live offer and its pack on the checkout channel. */
    flash(userId: number): FlashCoinAndChannel {
      const c = config();
      const s = c.enabled ? live(userId) : null;
      const flashCoinChannel: CoinChannel[] = s
        ? [
            {
              rcpCoinCountry: rcpOf(OFFER_PACK, s.country_code),
              channelAndPayCompanyDtoList: [
                {
                  ...channelFor(OFFER_PROVIDER, OFFER_PACK, s.country_code),
                  price: s.after_amount,
                  currency: s.currency,
                },
              ],
            },
          ]
        : [];
      return {
        flashCoinChannel,
        webFlashUserSeals: s ? [toOffer(s)] : [],
        webFlashVersion: c.webFlashVersion,
        enableWebConfig: c.enabled,
      };
    },

    /** Another open order holds the seal now (its reservation has not expired). */
    heldByOther: (s: SealRow, orderId: number | null = null) =>
      s.reserved_order_id !== null &&
      s.reserved_order_id !== orderId &&
      (s.reserved_until ?? 0) > now(),

    /**
     * Inside the transaction that creates order `orderId`: reserves the seal for it until
     * `until`. Null when the seal is used, someone else's, or held by another open order;
     * otherwise the order whose expired reservation it replaced (null if none).
     */
    reserve(
      sealId: number,
      userId: number,
      orderId: number,
      until: number,
    ): { replaced: number | null } | null {
      const before = (st.byId.get(sealId) as SealRow | undefined) ?? null;
      const r = st.reserve.run({ sealId, userId, orderId, until, now: now() });
      return r.changes === 1 ? { replaced: before?.reserved_order_id ?? null } : null;
    },

    /** An order that failed gives its reservation back (a no-op if it no longer holds it). */
    release: (sealId: number, orderId: number) => void st.release.run(sealId, orderId),

    /**
     * Inside the transaction that pays order `orderId`: the seal becomes used by it. False when
     * another order was paid with it first (this payment must not be credited).
     */
    takeForPayment: (sealId: number, orderId: number) =>
      st.take.run({ sealId, orderId }).changes === 1,
    /** Test API: move the end time (clock tests) or forget the seal. */
    setEndTime: (userId: number, endTime: number) => st.setEnd.run(endTime, userId).changes === 1,
    remove: (userId: number) => void st.remove.run(userId),
  };
}
export type Offers = ReturnType<typeof createOffers>;
