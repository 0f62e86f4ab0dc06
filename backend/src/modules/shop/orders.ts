/**
 * Orders: the rows, the state machine (shared-sdk shop/orderState.ts, refused moves throw), and
 * the one place a paid order credits coins — in the same IMMEDIATE transaction as the order's
 * state change and the record of the provider event, so a payment is credited once whatever the
 * number of callbacks (idempotency: the (provider, txnId, event) row, and the ledger key
 * `shop-order:{id}`).
 */
import { randomBytes } from 'node:crypto';
import type { OrderStatus } from 'shared-sdk/node';
import type { DB } from '../../db';
import type { Ledger } from '../ledger';
import { PAY_STATUS, canMoveOrder } from '../../sdk';

export interface OrderRow {
  id: number;
  order_no: string;
  user_id: number | null;
  coin_id: number;
  coin_type: number;
  item_name: string;
  coins: number;
  amount: number;
  currency: string;
  country_code: string;
  pay_company_code: string;
  channel_code: string;
  channel_name: string;
  provider: string;
  provider_ref: string | null;
  status: OrderStatus;
  offer_id: number | null;
  subscription_id: number | null;
  recurring: number;
  first_purchase_bonus: number;
  coupon_id: string | null;
  trace_id: string | null;
  device_id: string | null;
  card_id: number | null;
  return_url: string | null;
  billing_name: string | null;
  billing_email: string | null;
  ledger_entry_id: number | null;
  fail_reason: string | null;
  created_at: number;
  updated_at: number;
  paid_at: number | null;
}

export type NewOrder = Pick<
  OrderRow,
  | 'user_id'
  | 'coin_id'
  | 'coin_type'
  | 'item_name'
  | 'coins'
  | 'amount'
  | 'currency'
  | 'country_code'
  | 'pay_company_code'
  | 'channel_code'
  | 'channel_name'
  | 'provider'
  | 'offer_id'
  | 'subscription_id'
  | 'recurring'
  | 'first_purchase_bonus'
  | 'coupon_id'
  | 'trace_id'
  | 'device_id'
  | 'card_id'
  | 'return_url'
  | 'billing_name'
  | 'billing_email'
>;

const NEW_ORDER_KEYS = [
  'user_id',
  'coin_id',
  'coin_type',
  'item_name',
  'coins',
  'amount',
  'currency',
  'country_code',
  'pay_company_code',
  'channel_code',
  'channel_name',
  'provider',
  'offer_id',
  'subscription_id',
  'recurring',
  'first_purchase_bonus',
  'coupon_id',
  'trace_id',
  'device_id',
  'card_id',
  'return_url',
  'billing_name',
  'billing_email',
] as const satisfies readonly (keyof NewOrder)[];

export class IllegalMove extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`order cannot move from ${from} to ${to}`);
  }
}

/** Hook run inside the credit transaction (subscription start/renewal, offer used). */
export type OnPaid = (order: OrderRow, paidAt: number) => void;

export function createOrders(db: DB, ledger: Ledger, now: () => number) {
  const st = {
    insert:
      db.prepare(`INSERT INTO shop_orders (order_no, user_id, coin_id, coin_type, item_name, coins, amount,
      currency, country_code, pay_company_code, channel_code, channel_name, provider, status, offer_id,
      subscription_id, recurring, first_purchase_bonus, coupon_id, trace_id, device_id, card_id, return_url,
      billing_name, billing_email, created_at, updated_at)
      VALUES (@order_no, @user_id, @coin_id, @coin_type, @item_name, @coins, @amount, @currency, @country_code,
      @pay_company_code, @channel_code, @channel_name, @provider, 'created', @offer_id, @subscription_id,
      @recurring, @first_purchase_bonus, @coupon_id, @trace_id, @device_id, @card_id, @return_url,
      @billing_name, @billing_email, @now, @now)`),
    byId: db.prepare('SELECT * FROM shop_orders WHERE id = ?'),
    byNo: db.prepare('SELECT * FROM shop_orders WHERE order_no = ?'),
    byRef: db.prepare('SELECT * FROM shop_orders WHERE provider = ? AND provider_ref = ?'),
    byUser: db.prepare('SELECT * FROM shop_orders WHERE user_id = ? ORDER BY id DESC LIMIT ?'),
    setRef: db.prepare('UPDATE shop_orders SET provider_ref = ?, updated_at = ? WHERE id = ?'),
    setStatus: db.prepare(
      'UPDATE shop_orders SET status = ?, updated_at = ?, fail_reason = COALESCE(?, fail_reason) WHERE id = ? AND status = ?',
    ),
    setReason: db.prepare('UPDATE shop_orders SET fail_reason = ?, updated_at = ? WHERE id = ?'),
    setPaid: db.prepare(
      'UPDATE shop_orders SET paid_at = ?, ledger_entry_id = ?, first_purchase_bonus = ? WHERE id = ?',
    ),
    event: db.prepare(
      'INSERT INTO shop_order_events (order_id, from_status, to_status, source, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    providerEvent: db.prepare(
      'INSERT OR IGNORE INTO shop_provider_events (provider, txn_id, event, order_id, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    paidBefore: db.prepare(
      "SELECT 1 FROM shop_orders WHERE user_id = ? AND id <> ? AND paid_at IS NOT NULL AND status IN ('success', 'refunding', 'refunded') LIMIT 1",
    ),
    vip: db.prepare(
      `UPDATE users SET pay_status = ${PAY_STATUS.paying} WHERE id = ? AND pay_status <> ${PAY_STATUS.paying}`,
    ),
    // Paying (VIP) while a paid purchase remains: an order paid and not refunded. A running
    // subscription counts through its paid orders (refunding its last one leaves nothing paid).
    recomputePay:
      db.prepare(`UPDATE users SET pay_status = CASE WHEN EXISTS (SELECT 1 FROM shop_orders
      WHERE user_id = @userId AND status = 'success') THEN ${PAY_STATUS.paying} ELSE ${PAY_STATUS.notPaying} END
      WHERE id = @userId`),
    openSince: db.prepare(
      "SELECT COUNT(*) AS n FROM shop_orders WHERE user_id = ? AND status IN ('created', 'pending') AND created_at > ?",
    ),
  };

  const byId = (id: number) => (st.byId.get(id) as OrderRow | undefined) ?? null;

  /** Moves an order through the state machine; an impossible move throws IllegalMove. */
  function move(
    order: OrderRow,
    to: OrderStatus,
    source: string,
    failReason: string | null = null,
  ): OrderRow {
    if (!canMoveOrder(order.status, to)) throw new IllegalMove(order.status, to);
    const t = now();
    if (st.setStatus.run(to, t, failReason, order.id, order.status).changes !== 1) {
      // Someone moved it first (another process): re-read and let the caller decide.
      const fresh = byId(order.id) as OrderRow;
      throw new IllegalMove(fresh.status, to);
    }
    st.event.run(order.id, order.status, to, source, t);
    return byId(order.id) as OrderRow;
  }

  /**
   * Marks an order paid and credits its coins (plus the first-purchase bonus if it still is the
   * first), VIP on. Runs inside the caller's transaction. Idempotent: a paid order is returned
   * as it is; the ledger key makes a second credit impossible anyway.
   */
  function markPaid(order: OrderRow, source: string, onPaid: OnPaid): OrderRow {
    if (order.status === 'success' || order.status === 'refunding' || order.status === 'refunded')
      return order;
    const paid = move(order, 'success', source);
    if (paid.user_id === null) return paid; // account deleted: the order stays for accounting
    const bonus =
      paid.first_purchase_bonus > 0 && !st.paidBefore.get(paid.user_id, paid.id)
        ? paid.first_purchase_bonus
        : 0;
    const credit = ledger.credit(
      paid.user_id,
      paid.coins + bonus,
      'shop:order',
      `shop-order:${paid.id}`,
    );
    if (!credit.ok) throw new Error(`credit of order ${paid.order_no} failed: ${credit.error}`);
    const t = now();
    st.setPaid.run(t, credit.entry.id, bonus, paid.id);
    st.vip.run(paid.user_id);
    const row = byId(paid.id) as OrderRow;
    onPaid(row, t);
    return row;
  }

  return {
    byId,
    byNo: (no: string) => (st.byNo.get(no) as OrderRow | undefined) ?? null,
    byRef: (provider: string, ref: string) =>
      (st.byRef.get(provider, ref) as OrderRow | undefined) ?? null,
    listForUser: (userId: number, limit = 100) => st.byUser.all(userId, limit) as OrderRow[],
    openOrdersSince: (userId: number, since: number) =>
      (st.openSince.get(userId, since) as { n: number }).n,

    create(o: NewOrder): OrderRow {
      const t = now();
      const d = new Date(t);
      const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
      // LC + date + random: readable on a receipt, not guessable from another order's number.
      const order_no = `LC${ymd}${randomBytes(5).toString('hex').toUpperCase()}`;
      const params = Object.fromEntries(NEW_ORDER_KEYS.map((k) => [k, o[k]]));
      const { lastInsertRowid } = st.insert.run({ ...params, order_no, now: t });
      st.event.run(Number(lastInsertRowid), null, 'created', 'placeOrder', t);
      return byId(Number(lastInsertRowid)) as OrderRow;
    },

    setProviderRef: (id: number, ref: string) => void st.setRef.run(ref, now(), id),
    /** Why an order that already failed stays failed (e.g. its late payment was returned). */
    setFailReason: (id: number, reason: string) => void st.setReason.run(reason, now(), id),

    move,
    markPaid,

    /**
     * Records a provider event once (false when this (provider, txnId, event) was already
     * applied). Call inside the transaction that applies it.
     */
    claimProviderEvent(provider: string, txnId: string, event: string, orderId: number): boolean {
      return st.providerEvent.run(provider, txnId, event, orderId, now()).changes === 1;
    },

    /**
     * After a refund moved an order (inside its transaction): the paying status (VIP) is what the
     * user's remaining purchases give — on while an order is paid and not refunded, else off.
     */
    recomputePayStatus: (userId: number) => void st.recomputePay.run({ userId }),

    /** True if the user has ever paid (decides the first-purchase bonus shown). */
    hasPaid: (userId: number) => !!st.paidBefore.get(userId, 0),
  };
}

export type Orders = ReturnType<typeof createOrders>;
