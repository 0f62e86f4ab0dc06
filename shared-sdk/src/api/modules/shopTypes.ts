/**
 * Shapes of the shop and payment calls (spec 3 §3 "Coin pack", "Order", "Limited coin offer";
 * §7). Fields the spec names keep its names; the rest are the project's (docs/CONTRACTS.md
 * "Shop and payment contract"). Money is integer minor units with its currency, everywhere.
 * The backend types its answers with these.
 */
import type { OrderStatus, RefundStatus, SubscriptionPeriod } from '../../constants/shop';

/** Answers that change or show the balance carry it with its ledger sequence (applyBalance). */
export interface BalanceInfo {
  goldNum: number;
  balanceSeq: number;
}

/** spec 3 §3 rcpCoinCountry, plus the pack id and how its coins add up. */
export interface RcpCoinCountry {
  /** Pack id (coinId in placeOrder). */
  id: number;
  /** 0 normal, 1 discounted (limited offer), 2 subscription (COIN_TYPE). */
  coinType: number;
  /** Coins credited: baseCoinNum + extraCoinNum. */
  totalCoinNum: number;
  baseCoinNum: number;
  /** The pack's extra coins (up to 20 %, spec 3 §9). */
  extraCoinNum: number;
  extraPercent: number;
  countryCode: string;
  /** Subscribed packs renew weekly or monthly; null for one-time packs. */
  period: SubscriptionPeriod | null;
}

/** spec 3 §3 channelAndPayCompanyDtoList entry. `price` in minor units of `currency`. */
export interface PayChannel {
  payCompanyCode: string;
  payChannel: string;
  channelName: string;
  channelCode: string;
  coinChannelCode: string;
  price: number;
  currency: string;
  currencyMark: string;
  thirdPaymentChannelCode: string;
  isMultistage: boolean;
  channelType: 'card' | 'wallet' | 'bank' | 'local';
  channelUrl: string;
}

export interface CoinChannel {
  rcpCoinCountry: RcpCoinCountry;
  channelAndPayCompanyDtoList: PayChannel[];
}

/** GET …/web/getCoinAndChannel */
export interface CoinAndChannel {
  countryCode: string;
  coinList: CoinChannel[];
  /** The user never bought: the first-purchase bonus applies to the next pack. */
  firstPurchase: boolean;
  firstPurchaseBonusPercent: number;
  /** "up to 20% extra" bubble (spec 3 §9). */
  extraPercentMax: number;
  payStatus: number;
  vip: boolean;
}

/** spec 3 §3 "Limited coin offer". Amounts in minor units of `currency`. */
export interface LimitedOffer {
  id: number;
  totalCoinNum: number;
  /** Shown as 100 minus this (spec 3 §4). */
  discount: number;
  limitMinutes: number;
  currency: string;
  beforeAmount: number;
  afterAmount: number;
  /** ms since epoch. */
  endTime: number;
  webFlashVersion: number;
}

/** GET …/web/v2/checkWebUserAndGetCoinAndChannel (spec 3 §3 "Flash response"). */
export interface FlashCoinAndChannel {
  flashCoinChannel: CoinChannel[];
  webFlashUserSeals: LimitedOffer[];
  webFlashVersion: number;
  enableWebConfig: boolean;
}

/** GET …/queryCountryListHot */
export interface ShopCountry {
  countryCode: string;
  name: string;
  currency: string;
  hot: boolean;
}

export interface CardPayInfo {
  name: string;
  email: string;
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  cvv: string;
  saveCard?: boolean;
}

/** POST thirdPayment/1/placeOrder (spec 3 §7: ext.traceId, couponId, deviceId). */
export interface PlaceOrderRequest {
  coinId: number;
  /** PayChannel.coinChannelCode of the chosen method. */
  channelCode: string;
  countryCode: string;
  /** Where the provider sends the user back (the result page); a local origin. */
  returnUrl: string;
  /** The limited offer (webFlashUserSeals[].id) when buying the discounted pack. */
  offerId?: number;
  /** A saved card (cardList). */
  cardId?: number;
  /** Apple Pay or Google Pay on a card channel that offers them: the wallet sheet pays. */
  wallet?: 'applePay' | 'googlePay';
  /** A new card (paymentInfoAdd); the body is then encrypted. */
  payInfo?: CardPayInfo;
  /** Billing name and e-mail for non-card methods, and the channel's extra fields. */
  billing?: { name?: string; email?: string };
  extFields?: Record<string, string>;
  /** iDEAL bank. */
  issuer?: string;
  ext?: { traceId: string; couponId?: string };
  deviceId?: string;
}

/** placeOrder success data (spec 3 §3 "Order: orderId, price, currency, itemName, code"). */
export interface PlacedOrder {
  code: number;
  orderId: string;
  price: number;
  currency: string;
  itemName: string;
  status: OrderStatus;
  /** The provider's page to send the user to (or the result page when already settled). */
  payUrl: string;
}

/** A refund request and its state (spec 3 §4 "Refund order states"). */
export interface RefundInfo {
  refundId: number;
  orderId: string;
  reason: number;
  status: RefundStatus;
  message: string;
  createdAt: number;
  updatedAt: number;
}

/**
 * One order. The list's fields of spec 3 §3 are price (amount), coins, orderNumber, time,
 * status.
 */
export interface ShopOrder {
  orderId: string;
  orderNumber: string;
  /** The pack, its shop country and the limited offer it used (to try again). */
  coinId: number;
  countryCode: string;
  offerId: number | null;
  itemName: string;
  price: number;
  currency: string;
  coins: number;
  status: OrderStatus;
  /** Placed at (ms). */
  time: number;
  paidAt: number | null;
  payCompanyCode: string;
  channelName: string;
  recurring: boolean;
  subscriptionId: number | null;
  refundable: boolean;
  /** Why not refundable (a message key: notPaid, window, notLastRecurring, refundExists). */
  refundBlock: string | null;
  refund: RefundInfo | null;
}

/** GET thirdPayment/1/getOrderById/{id}: the order with the balance and pay status now. */
export type ShopOrderDetail = ShopOrder & BalanceInfo & { payStatus: number };

/** POST thirdPaymentRecon/1/submitUserFeedback */
export interface RefundRequest {
  orderId: string;
  reason: number;
  description?: string;
  email?: string;
  captchaId: string;
  captcha: string;
  billImgIds?: number[];
}

export type RefundAnswer = RefundInfo & BalanceInfo;

/** GET …/getValidateImg: a picture of CAPTCHA_LENGTH digits. */
export interface CaptchaImage {
  captchaId: string;
  /** data: URL of an SVG picture. */
  img: string;
  expiresAt: number;
}

export interface SavedCard {
  cardId: number;
  brand: string;
  last4: string;
  /** MM/YY */
  expiry: string;
  holderName: string;
}

export interface Subscription {
  subscriptionId: number;
  coinId: number;
  period: SubscriptionPeriod;
  coins: number;
  price: number;
  currency: string;
  status: 'active' | 'cancelled' | 'ended';
  /** The current period ends (and, when cancelled, the subscription with it) at this time. */
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
}

/** GET …/getPayExtParams: what the user filled in last time for this provider. */
export interface PayExtParams {
  name: string;
  email: string;
  extFields: Record<string, string>;
}

/** One extra field a channel needs (…/channelexts/channel, rapyd/fields). */
export interface ChannelField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel';
  required: boolean;
  /** A regular expression the value must match. */
  pattern?: string;
  maxLength: number;
  /** Shown when the pattern does not match. */
  hint?: string;
}

export interface IdealIssuers {
  countries: Array<{ countryCode: string; issuers: Array<{ id: string; name: string }> }>;
}

export interface RapydMethod {
  type: string;
  name: string;
  category: string;
}

export interface KlarnaSession {
  sessionId: string;
  clientToken: string;
}
