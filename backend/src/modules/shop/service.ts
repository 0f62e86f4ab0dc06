/**
 * The shop's business rules (docs/CONTRACTS.md "Shop and payment contract"): packs per country,
 * order placement with every result code of spec 3 §8 (./placeOrder.ts), provider notifications
 * applied once, refunds (./refunds.ts), subscriptions, cards, offers. Routes (./routes.ts) only
 * translate HTTP.
 */
import type { CoinAndChannel, ShopOrderDetail } from 'shared-sdk/node';
import type { DB } from '../../db';
import { BizError } from '../../http/envelope';
import { getConfig, setConfig } from '../catalog/config';
import type { Ledger } from '../ledger';
import { PaymentGateway, type ProviderNotification } from '../payments/provider';
import { createBillImages } from './billImages';
import { createCaptchas } from './captcha';
import { createCards } from './cards';
import { coinChannelOf, packById, PACKS, priceIn, SHOP_COUNTRIES, shopCountryFor } from './catalog';
import { ShopCodes } from './codes';
import { createOffers } from './offers';
import { createOrders, IllegalMove, type OrderRow } from './orders';
import { createOrderPlacement } from './placeOrder';
import { createRefunds } from './refunds';
import { FIRST_PURCHASE_BONUS_PERCENT, PAY_STATUS, SHOP_EXTRA_COINS_PERCENT } from '../../sdk';
import { createSubscriptions } from './subscriptions';

/** Why a discounted order's payment was not credited (another order used the offer). */
const OFFER_PAYMENT_RETURNED =
  'This special deal was already used by another order, so this payment is returned to you';

export function createShop(db: DB, ledger: Ledger, now: () => number) {
  const orders = createOrders(db, ledger, now);
  const offers = createOffers(db, now);
  const subscriptions = createSubscriptions(db, now);
  const cards = createCards(db, now);
  const captchas = createCaptchas(db, now);
  const billImages = createBillImages(db, now);
  const gateway = new PaymentGateway();
  const st = {
    countryOf: db.prepare(
      'SELECT c.ab FROM users u LEFT JOIN countries c ON c.id = u.country_id WHERE u.id = ?',
    ),
    payStatus: db.prepare('SELECT pay_status FROM users WHERE id = ?'),
    ext: db.prepare('SELECT * FROM shop_pay_ext WHERE user_id = ? AND pay_company_code = ?'),
  };

  const disabledChannels = () => new Set(getConfig<string[]>(db, 'shopDisabledChannels', []));
  const payStatusOf = (userId: number) =>
    (st.payStatus.get(userId) as { pay_status: number } | undefined)?.pay_status ?? 0;

  function userCountry(userId: number, asked?: string): string {
    if (asked && SHOP_COUNTRIES[asked.toUpperCase()]) return asked.toUpperCase();
    const row = st.countryOf.get(userId) as { ab: string | null } | undefined;
    return shopCountryFor(row?.ab ?? null);
  }

  /** Runs `fn` in one IMMEDIATE transaction (the write lock first: no interleaving). */
  const tx = <T>(fn: () => T): T => db.transaction(fn).immediate();

  /** What happens inside the credit transaction when an order is paid. */
  function onPaid(order: OrderRow, paidAt: number): void {
    const pack = packById(order.coin_id);
    if (pack?.period && order.user_id !== null) {
      const subId = subscriptions.onPaid(order, paidAt, pack.period);
      if (!order.subscription_id)
        db.prepare('UPDATE shop_orders SET subscription_id = ? WHERE id = ?').run(subId, order.id);
    }
  }

  /** Work that must wait until the transaction committed (calls to a provider). */
  type After = Array<() => Promise<void>>;
  const runAfter = (after: After) => {
    for (const f of after)
      void f().catch((e: unknown) => console.warn('[shop] after-commit step failed', e));
  };

  /** Moves an order to failed; a discounted order gives its offer reservation back. */
  function failOrder(order: OrderRow, source: string, reason: string | null = null): OrderRow {
    const failed = orders.move(order, 'failed', source, reason);
    if (order.offer_id !== null) offers.release(order.offer_id, order.id);
    return failed;
  }

  /**
   * Marks an order paid and credits it (inside the caller's transaction) — unless it is a
   * discounted order whose offer another order was already paid with: nothing is credited, the
   * order fails, and the payment is returned to the payer once the transaction committed.
   */
  function payOrder(order: OrderRow, source: string, after: After): OrderRow {
    if (order.offer_id === null || offers.takeForPayment(order.offer_id, order.id))
      return orders.markPaid(order, source, onPaid);
    after.push(() => returnPayment(order));
    if (order.status === 'created' || order.status === 'pending')
      return failOrder(order, source, OFFER_PAYMENT_RETURNED);
    orders.setFailReason(order.id, OFFER_PAYMENT_RETURNED);
    return orders.byId(order.id) as OrderRow;
  }

  /** Gives a payment that must not be credited back to the payer (the provider's refund). */
  async function returnPayment(order: OrderRow): Promise<void> {
    const provider = gateway.byProviderName(order.provider);
    if (!provider || !order.provider_ref) return;
    const res = await provider.refund(order.provider_ref, order.amount, order.currency);
    if (!res.accepted)
      console.warn(
        `[shop] returning the payment of ${order.order_no} failed: ${res.message ?? ''}`,
      );
  }

  /**
   * Applies a provider notification once: the (provider, txnId, event) row, the order's move and
   * the ledger credit commit together or not at all.
   */
  function applyNotification(
    provider: string,
    n: ProviderNotification,
  ): 'applied' | 'duplicate' | 'ignored' {
    const after: After = [];
    const result = applyNotificationTx(provider, n, after);
    runAfter(after);
    return result;
  }

  function applyNotificationTx(
    provider: string,
    n: ProviderNotification,
    after: After,
  ): 'applied' | 'duplicate' | 'ignored' {
    return tx(() => {
      const order = orders.byRef(provider, n.providerRef);
      if (!order || order.order_no !== n.orderNo) return 'ignored';
      if (n.amount !== order.amount || n.currency !== order.currency) return 'ignored';
      if (!orders.claimProviderEvent(provider, n.txnId, n.event, order.id)) return 'duplicate';
      try {
        switch (n.event) {
          case 'payment.succeeded':
            payOrder(order, `notify:${provider}`, after);
            break;
          case 'payment.failed':
            if (order.status === 'created' || order.status === 'pending')
              failOrder(order, `notify:${provider}`, 'declined by the provider');
            break;
          case 'payment.pending':
            if (order.status === 'created') orders.move(order, 'pending', `notify:${provider}`);
            break;
          case 'refund.succeeded':
            refunds.settled(order, true);
            break;
          case 'refund.failed':
            refunds.settled(order, false);
            break;
        }
      } catch (e) {
        // A notification that asks for an impossible move (e.g. failed after success) is recorded
        // and ignored: the order keeps its state.
        if (e instanceof IllegalMove) return 'ignored';
        throw e;
      }
      return 'applied';
    });
  }

  const refunds = createRefunds({
    db,
    ledger,
    now,
    orders,
    subscriptions,
    captchas,
    billImages,
    gateway,
    tx,
    pay: (order, source) => {
      const after: After = [];
      const paid = payOrder(order, source, after);
      return { order: paid, returned: after.length > 0, returnPayment: () => runAfter(after) };
    },
  });

  function coinAndChannel(userId: number, asked?: string): CoinAndChannel {
    const country = userCountry(userId, asked);
    const disabled = disabledChannels();
    const paid = orders.hasPaid(userId);
    // The campaign: a never-paying visitor of the shop is sealed one limited offer (offers.ts).
    offers.grant(userId, country);
    const pay = payStatusOf(userId);
    return {
      countryCode: country,
      coinList: PACKS.map((p) =>
        coinChannelOf(p, country, (code) => !disabled.has(code) && hasProvider(code)),
      ).filter((c) => c.channelAndPayCompanyDtoList.length > 0),
      firstPurchase: !paid,
      firstPurchaseBonusPercent: FIRST_PURCHASE_BONUS_PERCENT,
      extraPercentMax: SHOP_EXTRA_COINS_PERCENT,
      payStatus: pay,
      vip: pay === PAY_STATUS.paying,
    };
  }

  function hasProvider(channelCode: string): boolean {
    return !!gateway.forMethod(channelCode.split('_')[0] as string);
  }

  /** Placing an order, step by step (placeOrder.ts). */
  const placeOrder = createOrderPlacement({
    db,
    now,
    orders,
    offers,
    subscriptions,
    cards,
    gateway,
    disabledChannels,
    tx,
    failOrder,
  });

  async function orderDetail(userId: number, orderNo: string): Promise<ShopOrderDetail> {
    const o = orders.byNo(orderNo);
    if (!o || o.user_id !== userId) throw new BizError(ShopCodes.NOT_FOUND, 'Order not found');
    const view = await refunds.view(o);
    const snap = ledger.snapshot(userId) ?? { goldNum: 0, balanceSeq: 0 };
    return { ...view, ...snap, payStatus: payStatusOf(userId) };
  }

  /**
   * Charges the next period of a subscription on its saved card, off-session (what a scheduler
   * does at the period's end; locally the test API triggers it). The provider's notification
   * credits the coins and moves the period on.
   */
  async function renewSubscription(subscriptionId: number, origin: string): Promise<OrderRow> {
    const sub = subscriptions.byId(subscriptionId);
    if (!sub || sub.status !== 'active')
      throw new BizError(ShopCodes.NOT_FOUND, 'No active subscription to renew');
    const first = orders.byId(sub.first_order_id) as OrderRow;
    const card =
      first.card_id !== null && first.user_id !== null
        ? cards.get(first.user_id, first.card_id)
        : null;
    const provider = gateway.byProviderName(first.provider);
    if (!card || !provider)
      throw new BizError(ShopCodes.INFO_INCORRECT, 'The subscription has no card to charge');
    const order = orders.create({
      ...first,
      subscription_id: sub.id,
      recurring: 1,
      first_purchase_bonus: 0,
      offer_id: null,
      coupon_id: null,
      trace_id: `renew+${sub.id}`,
    });
    const res = await provider.createPayment({
      orderNo: order.order_no,
      amount: order.amount,
      currency: order.currency,
      description: `LivCam ${order.item_name}`,
      method: order.pay_company_code,
      returnUrl: order.return_url ?? origin,
      origin,
      cardToken: card.token,
      offSession: true,
    });
    if (res.providerRef) orders.setProviderRef(order.id, res.providerRef);
    if (!res.ok) orders.move(order, 'failed', 'renewal', res.message);
    return orders.byId(order.id) as OrderRow;
  }

  return {
    db,
    gateway,
    orders,
    offers,
    subscriptions,
    cards,
    captchas,
    billImages,
    refunds,
    applyNotification,
    coinAndChannel,
    placeOrder,
    orderDetail,
    renewSubscription,
    userCountry,
    payStatusOf,
    payExt(userId: number, method: string) {
      const r = st.ext.get(userId, method) as
        { name: string; email: string; ext_fields: string } | undefined;
      return {
        name: r?.name ?? '',
        email: r?.email ?? '',
        extFields: r ? (JSON.parse(r.ext_fields) as Record<string, string>) : {},
      };
    },
    countries: () =>
      Object.entries(SHOP_COUNTRIES).map(([countryCode, c]) => ({
        countryCode,
        name: c.name,
        currency: c.currency,
        hot: c.hot,
      })),
    setChannelEnabled(channelCode: string, enabled: boolean) {
      const set = disabledChannels();
      if (enabled) set.delete(channelCode);
      else set.add(channelCode);
      setConfig(db, 'shopDisabledChannels', [...set]);
    },
    priceIn,
  };
}
export type Shop = ReturnType<typeof createShop>;
