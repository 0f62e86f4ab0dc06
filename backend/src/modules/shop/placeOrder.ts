/**
 * Placing an order (POST placeOrder; spec 3 §8 result codes), step by step:
 * 1. `channelOf` — the pack and payment channel asked for, offered in that country and switched on;
 * 2. `priceOf` — the channel's price, or the user's own sealed limited offer;
 * 3. `checkLimits` — one running subscription, a cap on open orders;
 * 4. `paymentOf` — a card form, a saved card or a wallet for card channels, else billing and the
 *    channel's extra fields;
 * 5. `createOrder` — the order and its offer reservation in one transaction;
 * 6. `startPayment` — the provider's payment: its page to pay on, or the failed order's result page.
 * Each step refuses with its own code; the order of the steps is the order the codes win in.
 * Part of the shop service (service.ts).
 */
import type { PayChannel, PlaceOrderRequest, PlacedOrder } from 'shared-sdk/node';
import type { DB } from '../../db';
import { Codes } from '../../codes';
import { BizError } from '../../http/envelope';
import { isLocalOrigin } from '../../http/origins';
import type { CardInput, PaymentGateway, PaymentProvider } from '../payments/provider';
import {
  channelFor,
  packById,
  packCoins,
  parseChannelCode,
  providersForPack,
  SHOP_COUNTRIES,
  type Pack,
} from './catalog';
import type { Cards } from './cards';
import { channelFields, checkFields } from './channelFields';
import { CardMessages, ShopCodes, ShopMessages } from './codes';
import type { Offers } from './offers';
import type { NewOrder, OrderRow, Orders } from './orders';
import {
  COIN_TYPE,
  FIRST_PURCHASE_BONUS_PERCENT,
  OFFER_RESERVATION_MS,
  OPEN_ORDERS_MAX,
  OPEN_ORDERS_WINDOW_MS,
  cardDigits,
  checkCardForm,
  parseExpiry,
  percentOf,
} from '../../sdk';
import type { Subscriptions } from './subscriptions';

/** Why an open discounted order failed when a newer order took its expired reservation. */
const OFFER_RESERVATION_EXPIRED = `The special deal was held for this order for ${
  OFFER_RESERVATION_MS / 60_000
} minutes; a newer order took it`;

/** Card channels that take Apple Pay and Google Pay (spec 3 §2 labels). */
export const WALLET_PROVIDERS = ['stripe'];

/** placeOrder refusals: the code as the envelope code and as data.code (spec 3 §8 reads data.code). */
export function orderRefusal(
  code: number,
  msg?: string,
  extra: Record<string, unknown> = {},
): BizError {
  return new BizError(code, msg ?? ShopMessages[code], 200, { code, ...extra });
}

export interface PlaceOrderDeps {
  db: DB;
  now: () => number;
  orders: Orders;
  offers: Offers;
  subscriptions: Subscriptions;
  cards: Cards;
  gateway: PaymentGateway;
  /** Channel codes switched off in the site config. */
  disabledChannels(): Set<string>;
  /** Runs `fn` in one IMMEDIATE transaction. */
  tx<T>(fn: () => T): T;
  /** Moves an order to failed (a discounted order gives its reservation back). */
  failOrder(order: OrderRow, source: string, reason?: string | null): OrderRow;
}

/** The pack, country and channel an order is for, and the provider that takes the payment. */
interface Channel {
  pack: Pack;
  method: string;
  country: string;
  channel: PayChannel;
  provider: PaymentProvider;
}

/** What the user pays with: a new card, a saved one (its token), or billing details only. */
interface Payment {
  card?: CardInput;
  cardId: number | null;
  cardToken?: string;
  billing: { name: string; email: string };
}

export function createOrderPlacement(d: PlaceOrderDeps) {
  const { db, now, orders, offers, subscriptions, cards, gateway } = d;
  const saveExt =
    db.prepare(`INSERT INTO shop_pay_ext (user_id, pay_company_code, name, email, ext_fields, updated_at)
      VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, pay_company_code) DO UPDATE SET name = excluded.name,
      email = excluded.email, ext_fields = excluded.ext_fields, updated_at = excluded.updated_at`);

  /** 1. The channel code names this pack in this country, a provider takes it, it is switched on. */
  function channelOf(req: PlaceOrderRequest): Channel {
    const parsed = parseChannelCode(req.channelCode);
    const pack: Pack | undefined = parsed ? packById(parsed.packId) : undefined;
    if (!parsed || !pack || pack.id !== req.coinId || parsed.country !== req.countryCode)
      throw orderRefusal(ShopCodes.CHANNEL_UNAVAILABLE);
    const { provider: method, country } = parsed;
    if (!providersForPack(pack, country).includes(method) || !SHOP_COUNTRIES[country])
      throw orderRefusal(ShopCodes.CHANNEL_UNAVAILABLE);
    const channel = channelFor(method, pack, country);
    const provider = gateway.forMethod(method);
    if (!provider || d.disabledChannels().has(channel.channelCode))
      throw orderRefusal(ShopCodes.CHANNEL_DISABLED);
    return { pack, method, country, channel, provider };
  }

  /** Where the provider sends the user back: an address of this app (local, or https). */
  function returnUrlOf(raw: string): string {
    try {
      const u = new URL(raw);
      if (isLocalOrigin(u.origin) || /^https:$/.test(u.protocol)) return u.toString();
    } catch {
      // fall through
    }
    throw new BizError(
      Codes.INVALID_INPUT,
      'Invalid parameter: returnUrl must be an address of this app',
    );
  }

  /**
   * 2. The channel's price; a discounted pack only with the user's own sealed offer, unused,
   * not ended, not held by another open order.
   */
  function priceOf(userId: number, c: Channel, offerId?: number) {
    if (c.pack.coinType !== COIN_TYPE.discounted)
      return { amount: c.channel.price, currency: c.channel.currency, offerId: null };
    const seal = offerId ? offers.byId(offerId) : null;
    if (!seal || seal.user_id !== userId || seal.used_order_id !== null)
      throw orderRefusal(ShopCodes.DEAL_USED);
    if (seal.end_time <= now()) throw orderRefusal(ShopCodes.OFFER_ENDED);
    // Another open order holds the deal (placed, not paid, not failed, not expired).
    if (offers.heldByOther(seal)) throw orderRefusal(ShopCodes.DEAL_USED);
    return { amount: seal.after_amount, currency: seal.currency, offerId: seal.id };
  }

  /** 3. One running subscription at a time; at most OPEN_ORDERS_MAX open orders in the window. */
  function checkLimits(userId: number, pack: Pack): void {
    if (pack.period && subscriptions.running(userId)) throw orderRefusal(ShopCodes.SUBSCRIBED);
    if (orders.openOrdersSince(userId, now() - OPEN_ORDERS_WINDOW_MS) >= OPEN_ORDERS_MAX)
      throw new BizError(ShopCodes.TOO_MANY_ORDERS, ShopMessages[ShopCodes.TOO_MANY_ORDERS]);
  }

  /** A new card from the form, every field checked (the SDK's checkCardForm, as the page does). */
  function newCard(req: PlaceOrderRequest): Payment {
    const f = req.payInfo;
    const errors = checkCardForm(
      {
        name: f?.name ?? '',
        email: f?.email ?? '',
        number: f?.cardNumber ?? '',
        expiry: f?.expiry ?? '',
        cvv: f?.cvv ?? '',
      },
      now(),
    );
    const bad = Object.entries(errors).filter(([, e]) => e !== null) as [string, string][];
    if (bad.length > 0)
      throw orderRefusal(ShopCodes.INFO_INCORRECT, bad.map(([, e]) => CardMessages[e]).join('. '), {
        fields: Object.fromEntries(bad),
      });
    const form = f as NonNullable<typeof f>;
    const exp = parseExpiry(form.expiry) as { month: number; year: number };
    const card: CardInput = {
      number: cardDigits(form.cardNumber),
      expMonth: exp.month,
      expYear: exp.year,
      cvv: form.cvv,
      holderName: form.name.trim(),
    };
    return { card, cardId: null, billing: { name: card.holderName, email: form.email.trim() } };
  }

  /** 4. Payment details: a card form, a saved card or a wallet for card providers, else fields. */
  function paymentOf(userId: number, req: PlaceOrderRequest, c: Channel): Payment {
    const billing = {
      name: req.billing?.name?.trim() ?? '',
      email: req.billing?.email?.trim() ?? '',
    };
    if (c.channel.channelType !== 'card') {
      const problems = checkFields(channelFields(c.method), req.extFields ?? {});
      if (problems.length > 0) throw orderRefusal(ShopCodes.INFO_INCORRECT, problems.join('. '));
      if (c.method === 'ideal' && !req.issuer)
        throw orderRefusal(ShopCodes.INFO_INCORRECT, 'Choose your bank');
      return { cardId: null, billing };
    }
    if (req.wallet) {
      // Apple Pay / Google Pay: the wallet's sheet (the provider's page) supplies the card.
      if (!WALLET_PROVIDERS.includes(c.method)) throw orderRefusal(ShopCodes.CHANNEL_UNAVAILABLE);
      return { cardId: null, billing };
    }
    if (req.cardId !== undefined) {
      const saved = cards.get(userId, req.cardId);
      if (!saved) throw orderRefusal(ShopCodes.INFO_INCORRECT, 'The saved card was not found');
      return {
        cardId: saved.id,
        cardToken: saved.token,
        billing: { name: saved.holder_name, email: billing.email },
      };
    }
    return newCard(req);
  }

  /**
   * 5. The order (coins, the first purchase's bonus, the price) and its offer reservation commit
   * together: of any number of concurrent placements (from any process) one holds the deal, the
   * others are refused and leave nothing. The billing details are kept for the next order.
   */
  function createOrder(
    userId: number,
    req: PlaceOrderRequest,
    c: Channel,
    price: { amount: number; currency: string; offerId: number | null },
    pay: Payment,
    returnUrl: string,
  ): OrderRow {
    const { pack } = c;
    const total = packCoins(pack);
    const bonus =
      pack.coinType === COIN_TYPE.normal && !orders.hasPaid(userId)
        ? percentOf(total, FIRST_PURCHASE_BONUS_PERCENT)
        : 0;
    const newOrder: NewOrder = {
      user_id: userId,
      coin_id: pack.id,
      coin_type: pack.coinType,
      item_name: pack.period
        ? `${total} coins every ${pack.period === 'weekly' ? 'week' : 'month'}`
        : `${total} coins`,
      coins: total,
      amount: price.amount,
      currency: price.currency,
      country_code: c.country,
      pay_company_code: c.method,
      channel_code: c.channel.channelCode,
      channel_name: c.channel.channelName,
      provider: c.provider.name,
      offer_id: price.offerId,
      subscription_id: null,
      recurring: 0,
      first_purchase_bonus: bonus,
      coupon_id: req.ext?.couponId ?? null,
      trace_id: req.ext?.traceId ?? null,
      device_id: req.deviceId ?? null,
      card_id: pay.cardId,
      return_url: returnUrl,
      billing_name: pay.billing.name || null,
      billing_email: pay.billing.email || null,
    };
    const { offerId } = price;
    const order = d.tx(() => {
      const created = orders.create(newOrder);
      if (offerId === null) return created;
      const held = offers.reserve(offerId, userId, created.id, now() + OFFER_RESERVATION_MS);
      if (!held) throw orderRefusal(ShopCodes.DEAL_USED);
      const replaced = held.replaced !== null ? orders.byId(held.replaced) : null;
      if (replaced && (replaced.status === 'created' || replaced.status === 'pending'))
        orders.move(replaced, 'failed', 'offer:reservation', OFFER_RESERVATION_EXPIRED);
      return created;
    });
    const { name, email } = pay.billing;
    if (name || email || req.extFields)
      saveExt.run(userId, c.method, name, email, JSON.stringify(req.extFields ?? {}), now());
    return order;
  }

  /**
   * 6. The provider's payment: its page to pay on (a card kept when asked, or when a subscription
   * must renew on it), or — refused — the order fails and the answer points at the app's result
   * page; a provider that cannot be reached answers PAY_FAILED.
   */
  async function startPayment(
    userId: number,
    req: PlaceOrderRequest,
    c: Channel,
    order: OrderRow,
    pay: Payment,
    at: { amount: number; currency: string; returnUrl: string; origin: string },
  ): Promise<PlacedOrder> {
    const { amount, currency, returnUrl } = at;
    const res = await c.provider.createPayment({
      orderNo: order.order_no,
      amount,
      currency,
      description: `LivCam ${order.item_name}`,
      method: c.method,
      returnUrl,
      origin: at.origin,
      card: pay.card,
      cardToken: pay.cardToken,
    });
    const placed = {
      code: 0,
      orderId: order.order_no,
      price: amount,
      currency,
      itemName: order.item_name,
    };
    if (res.ok) {
      orders.setProviderRef(order.id, res.providerRef);
      // A subscription renews on a saved card, so a new card is kept when asked or when it must be.
      if (res.card && pay.card && (req.payInfo?.saveCard || c.pack.period)) {
        const id = cards.save(userId, c.provider.name, res.card, pay.card.holderName);
        db.prepare('UPDATE shop_orders SET card_id = ? WHERE id = ?').run(id, order.id);
      }
      return { ...placed, status: 'created', payUrl: res.redirectUrl };
    }
    if (res.providerRef) orders.setProviderRef(order.id, res.providerRef);
    d.failOrder(order, 'placeOrder', res.message);
    if (res.reason === 'unavailable') throw orderRefusal(ShopCodes.PAY_FAILED);
    const back = new URL(returnUrl);
    back.searchParams.set('orderId', order.order_no);
    return { ...placed, status: 'failed', payUrl: back.toString() };
  }

  /** POST placeOrder for `userId`; `ctx.origin` is the backend's origin for a local provider's pages. */
  return async function placeOrder(
    userId: number,
    req: PlaceOrderRequest,
    ctx: { origin: string },
  ): Promise<PlacedOrder> {
    const c = channelOf(req);
    const returnUrl = returnUrlOf(req.returnUrl);
    const price = priceOf(userId, c, req.offerId);
    checkLimits(userId, c.pack);
    const pay = paymentOf(userId, req, c);
    const order = createOrder(userId, req, c, price, pay, returnUrl);
    return startPayment(userId, req, c, order, pay, { ...price, returnUrl, origin: ctx.origin });
  };
}
