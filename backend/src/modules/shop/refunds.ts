/**
 * Refund requests (spec 3 §2 "refunds (reasons, captcha …)", §4 "Refund order states", §5
 * "Captcha required", §9 "only the last recurring purchase is refundable", 14-day window).
 *
 * - Reason 1 "I paid but did not get my coins" asks the provider: a captured payment is credited
 *   now (coins_credited, the order becomes success, credited once by the same ledger key as a
 *   callback); no payment found → rejected. That is the 72-hour guarantee's path.
 * - Other reasons return the money: in one transaction the request is recorded (processing), the
 *   order's coins are debited (once: key `shop-refund:{orderId}`; not enough coins left → 47005,
 *   nothing recorded) and the order moves success → refunding. Then the provider is asked:
 *   accepted → successful, and its notification later → refunded (order refunded); refused or a
 *   failed notification → failed, the coins are given back (key `shop-refund-reversal:{id}`) and
 *   the order returns to success.
 */
import type { RefundAnswer, RefundRequest, ShopOrder } from 'shared-sdk/node';
import type { DB } from '../../db';
import { BizError } from '../../http/envelope';
import type { Ledger } from '../ledger';
import type { PaymentGateway } from '../payments/provider';
import type { BillImages } from './billImages';
import type { Captchas } from './captcha';
import { RefundBlocks, ShopCodes, ShopMessages, type RefundBlock } from './codes';
import type { OrderRow, Orders } from './orders';
import { coinsSpent, paymentSeen } from './refundEligibility';
import {
  REFUND_REASON_COINS_NOT_RECEIVED,
  REFUND_WINDOW_DAYS,
  canMoveRefund,
  isRefundFinal,
} from '../../sdk';
import type { Subscriptions } from './subscriptions';
import { toRefund, toShopOrder, type RefundRow } from './view';

const DAY = 24 * 60 * 60 * 1000;

interface Deps {
  db: DB;
  ledger: Ledger;
  now: () => number;
  orders: Orders;
  subscriptions: Subscriptions;
  captchas: Captchas;
  billImages: BillImages;
  gateway: PaymentGateway;
  tx: <T>(fn: () => T) => T;
  /**
   * Pays an order inside the caller's transaction (service.ts payOrder). `returned`: the payment
   * was refused (its offer was used by another order); `returnPayment` gives it back after commit.
   */
  pay: (
    order: OrderRow,
    source: string,
  ) => { order: OrderRow; returned: boolean; returnPayment: () => void };
}

export function createRefunds(d: Deps) {
  const { db, ledger, now, orders } = d;
  const st = {
    byOrder: db.prepare('SELECT * FROM shop_refunds WHERE order_id = ?'),
    insert:
      db.prepare(`INSERT INTO shop_refunds (order_id, user_id, reason, description, email, bill_img_ids, status,
      message, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    setStatus: db.prepare(
      'UPDATE shop_refunds SET status = ?, message = ?, updated_at = ? WHERE id = ? AND status = ?',
    ),
    setDebit: db.prepare('UPDATE shop_refunds SET debit_entry_id = ? WHERE id = ?'),
    setReversal: db.prepare('UPDATE shop_refunds SET reversal_entry_id = ? WHERE id = ?'),
  };
  const refundOf = (orderId: number) => (st.byOrder.get(orderId) as RefundRow | undefined) ?? null;

  function move(r: RefundRow, to: RefundRow['status'], message: string): RefundRow {
    if (!canMoveRefund(r.status, to))
      throw new Error(`refund cannot move from ${r.status} to ${to}`);
    st.setStatus.run(to, message, now(), r.id, r.status);
    return refundOf(r.order_id) as RefundRow;
  }

  /**
   * Why the order cannot be refunded for `reason` (null = it can). `seen`: whether the provider
   * has seen a payment for an unpaid order (refundEligibility.ts), for the order's own view.
   */
  function blockFor(o: OrderRow, reason?: number, seen?: boolean): RefundBlock | null {
    if (refundOf(o.id)) return 'refundExists';
    if (now() - (o.paid_at ?? o.created_at) > REFUND_WINDOW_DAYS * DAY) return 'window';
    const unpaid = o.status === 'created' || o.status === 'pending' || o.status === 'failed';
    if (reason === REFUND_REASON_COINS_NOT_RECEIVED) return unpaid ? null : 'alreadyCredited';
    if (o.status === 'refunded' || o.status === 'refunding') return 'refunded';
    if (unpaid) return reason !== undefined ? 'notPaid' : seen === false ? 'noPayment' : null;
    if (o.subscription_id !== null && d.subscriptions.lastPaidOrderId(o.subscription_id) !== o.id)
      return 'notLastRecurring';
    if (coinsSpent(ledger, o)) return 'coinsSpent';
    return null;
  }

  /** The order as the client sees it, with what the provider knows of an unpaid one. */
  async function view(o: OrderRow): Promise<ShopOrder> {
    return toShopOrder(o, refundOf(o.id), blockFor(o, undefined, await paymentSeen(d.gateway, o)));
  }

  function answer(o: OrderRow, userId: number): RefundAnswer {
    const r = refundOf(o.id) as RefundRow;
    return {
      ...toRefund(r, o.order_no),
      ...(ledger.snapshot(userId) ?? { goldNum: 0, balanceSeq: 0 }),
    };
  }

  async function submit(userId: number, req: RefundRequest): Promise<RefundAnswer> {
    const captcha = d.captchas.check(userId, req.captchaId, req.captcha);
    if (captcha === 'missing')
      throw new BizError(ShopCodes.CAPTCHA_MISSING, ShopMessages[ShopCodes.CAPTCHA_MISSING]);
    if (captcha === 'wrong')
      throw new BizError(ShopCodes.CAPTCHA_WRONG, ShopMessages[ShopCodes.CAPTCHA_WRONG]);
    const o = orders.byNo(req.orderId);
    if (!o || o.user_id !== userId) throw new BizError(ShopCodes.NOT_FOUND, 'Order not found');
    const block = blockFor(o, req.reason);
    if (block === 'refundExists')
      throw new BizError(ShopCodes.REFUND_EXISTS, RefundBlocks.refundExists);
    if (block === 'coinsSpent') throw new BizError(ShopCodes.COINS_SPENT, RefundBlocks.coinsSpent);
    if (block) throw new BizError(ShopCodes.NOT_REFUNDABLE, RefundBlocks[block]);
    const images = (req.billImgIds ?? []).filter((id) => d.billImages.owns(userId, id));
    const provider = d.gateway.byProviderName(o.provider);
    const record = (status: RefundRow['status'], message: string) =>
      st.insert.run(
        o.id,
        userId,
        req.reason,
        (req.description ?? '').trim(),
        req.email?.trim() || null,
        JSON.stringify(images),
        status,
        message,
        now(),
        now(),
      );

    if (req.reason === REFUND_REASON_COINS_NOT_RECEIVED) {
      const status = provider && o.provider_ref ? await provider.status(o.provider_ref) : null;
      let returnPayment = () => undefined as void;
      d.tx(() => {
        if (refundOf(o.id)) throw new BizError(ShopCodes.REFUND_EXISTS, RefundBlocks.refundExists);
        const fresh = orders.byId(o.id) as OrderRow;
        record('processing', 'Checking the payment with the provider');
        const r = refundOf(o.id) as RefundRow;
        if (
          status?.state === 'captured' &&
          status.amount === o.amount &&
          status.currency === o.currency
        ) {
          const paid = d.pay(fresh, 'refund:reconcile');
          if (paid.returned) {
            returnPayment = paid.returnPayment;
            move(r, 'rejected', paid.order.fail_reason ?? 'This payment is returned to you');
          } else move(r, 'coins_credited', 'The payment was found: your coins were credited');
        } else {
          move(
            r,
            'rejected',
            'The provider has no completed payment for this order, so nothing was charged',
          );
        }
      });
      returnPayment();
      return answer(o, userId);
    }

    // Money back: record, take the coins back and mark the order, all or nothing.
    d.tx(() => {
      if (refundOf(o.id)) throw new BizError(ShopCodes.REFUND_EXISTS, RefundBlocks.refundExists);
      const fresh = orders.byId(o.id) as OrderRow;
      if (fresh.status !== 'success')
        throw new BizError(ShopCodes.NOT_REFUNDABLE, RefundBlocks.notPaid);
      record('processing', 'Your refund request was sent to the payment provider');
      const r = refundOf(o.id) as RefundRow;
      const debit = ledger.debit(
        userId,
        fresh.coins + fresh.first_purchase_bonus,
        'shop:refund',
        `shop-refund:${o.id}`,
      );
      if (!debit.ok) throw new BizError(ShopCodes.COINS_SPENT, ShopMessages[ShopCodes.COINS_SPENT]);
      st.setDebit.run(debit.entry.id, r.id);
      orders.move(fresh, 'refunding', 'refund:request');
      // The coins are back and the money on its way: no longer a paid purchase (VIP ends with the last).
      orders.recomputePayStatus(userId);
    });
    const res =
      provider && o.provider_ref
        ? await provider.refund(o.provider_ref, o.amount, o.currency)
        : { accepted: false, message: 'The payment provider is not available' };
    d.tx(() => {
      const r = refundOf(o.id) as RefundRow;
      if (r.status !== 'processing') return; // the provider's notification came first
      if (res.accepted)
        move(r, 'successful', 'The provider accepted the refund; the money is on its way');
      else fail(orders.byId(o.id) as OrderRow, r, res.message ?? 'The provider refused the refund');
    });
    return answer(o, userId);
  }

  /** The refund failed: the coins go back once and the order is paid again. Inside a transaction. */
  function fail(o: OrderRow, r: RefundRow, message: string): void {
    move(r, 'failed', message);
    if (o.user_id !== null) {
      const back = ledger.credit(
        o.user_id,
        o.coins + o.first_purchase_bonus,
        'shop:refund-reversal',
        `shop-refund-reversal:${r.id}`,
      );
      if (back.ok) st.setReversal.run(back.entry.id, r.id);
    }
    if (o.status === 'refunding') orders.move(o, 'success', 'refund:failed');
    if (o.user_id !== null) orders.recomputePayStatus(o.user_id);
  }

  /** A refund notification (inside applyNotification's transaction). */
  function settled(o: OrderRow, ok: boolean): void {
    const r = refundOf(o.id);
    if (!r || isRefundFinal(r.status)) return;
    if (ok) {
      const accepted =
        r.status === 'processing' ? move(r, 'successful', 'The provider accepted the refund') : r;
      move(accepted, 'refunded', 'The money was returned to your payment method');
      if (o.status === 'refunding') orders.move(o, 'refunded', 'refund:settled');
      if (o.user_id !== null) orders.recomputePayStatus(o.user_id);
    } else fail(o, r, 'The provider could not return the money; your coins were given back');
  }

  return { view, blockFor, submit, settled, refundOf };
}
export type Refunds = ReturnType<typeof createRefunds>;
