/**
 * Subscribed coin packs (spec 3 §3 "weekly or monthly", §4 "A subscription can be cancelled and
 * then ends next month or week"). A subscription starts when its first order is paid; each paid
 * renewal adds one period; cancelling keeps it until the current period ends.
 */
import type { Subscription } from 'shared-sdk/node';
import type { DB } from '../../db';
import type { OrderRow } from './orders';

const DAY = 24 * 60 * 60 * 1000;
export const PERIOD_MS = { weekly: 7 * DAY, monthly: 30 * DAY } as const;

export interface SubscriptionRow {
  id: number;
  user_id: number;
  coin_id: number;
  period: 'weekly' | 'monthly';
  coins: number;
  amount: number;
  currency: string;
  country_code: string;
  channel_code: string;
  status: 'active' | 'cancelled' | 'ended';
  current_period_end: number;
  cancel_at_period_end: number;
  first_order_id: number;
  created_at: number;
  cancelled_at: number | null;
}

export function createSubscriptions(db: DB, now: () => number) {
  const st = {
    byId: db.prepare('SELECT * FROM shop_subscriptions WHERE id = ?'),
    byUser: db.prepare('SELECT * FROM shop_subscriptions WHERE user_id = ? ORDER BY id DESC'),
    insert:
      db.prepare(`INSERT INTO shop_subscriptions (user_id, coin_id, period, coins, amount, currency, country_code,
      channel_code, status, current_period_end, first_order_id, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, ?)`),
    extend: db.prepare('UPDATE shop_subscriptions SET current_period_end = ? WHERE id = ?'),
    cancel: db.prepare(
      "UPDATE shop_subscriptions SET cancel_at_period_end = 1, status = 'cancelled', cancelled_at = ? WHERE id = ? AND status = 'active'",
    ),
    end: db.prepare("UPDATE shop_subscriptions SET status = 'ended' WHERE id = ?"),
    lastPaid: db.prepare(
      "SELECT id FROM shop_orders WHERE subscription_id = ? AND status IN ('success', 'refunding', 'refunded') ORDER BY paid_at DESC, id DESC LIMIT 1",
    ),
  };

  /** A cancelled subscription whose period is over has ended (settled when read). */
  function fresh(r: SubscriptionRow | undefined): SubscriptionRow | null {
    if (!r) return null;
    if (r.status !== 'ended' && r.current_period_end <= now() && r.cancel_at_period_end) {
      st.end.run(r.id);
      return { ...r, status: 'ended' };
    }
    return r;
  }

  return {
    byId: (id: number) => fresh(st.byId.get(id) as SubscriptionRow | undefined),
    listForUser: (userId: number) =>
      (st.byUser.all(userId) as SubscriptionRow[]).map((r) => fresh(r) as SubscriptionRow),
    /** The user's subscription that still runs (active, or cancelled but within its period). */
    running(userId: number): SubscriptionRow | null {
      return this.listForUser(userId).find((s) => s.status !== 'ended') ?? null;
    },
    /** Inside the credit transaction: the first order starts it, a renewal adds one period. */
    onPaid(order: OrderRow, paidAt: number, period: 'weekly' | 'monthly'): number {
      if (order.subscription_id) {
        const s = st.byId.get(order.subscription_id) as SubscriptionRow;
        st.extend.run(Math.max(s.current_period_end, paidAt) + PERIOD_MS[s.period], s.id);
        return s.id;
      }
      const { lastInsertRowid } = st.insert.run(
        order.user_id,
        order.coin_id,
        period,
        order.coins,
        order.amount,
        order.currency,
        order.country_code,
        order.channel_code,
        paidAt + PERIOD_MS[period],
        order.id,
        now(),
      );
      return Number(lastInsertRowid);
    },
    cancel: (id: number) => st.cancel.run(now(), id).changes === 1,
    /** The id of the subscription's last paid order: the only refundable one (spec 3 §9). */
    lastPaidOrderId: (id: number) =>
      (st.lastPaid.get(id) as { id: number } | undefined)?.id ?? null,
  };
}
export type Subscriptions = ReturnType<typeof createSubscriptions>;

export function toSubscription(r: SubscriptionRow): Subscription {
  return {
    subscriptionId: r.id,
    coinId: r.coin_id,
    period: r.period,
    coins: r.coins,
    price: r.amount,
    currency: r.currency,
    status: r.status,
    currentPeriodEnd: r.current_period_end,
    cancelAtPeriodEnd: r.cancel_at_period_end === 1,
  };
}
