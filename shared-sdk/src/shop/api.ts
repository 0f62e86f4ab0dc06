// The shop's calls (spec 3 §7 "Shop and payment"): signed-in only, so in the entry shared-sdk/shop.
// Their types stay in the main entry (api/modules/shopTypes.ts) for the backend.
import { apiRequest, getCookie } from 'shared-sdk';
import { SHOP_PATHS } from '../constants/shop';
import { COOKIE_DEVICE_ID } from '../constants/cookies';
import type {
  CaptchaImage,
  ChannelField,
  CoinAndChannel,
  FlashCoinAndChannel,
  IdealIssuers,
  KlarnaSession,
  PayExtParams,
  PlaceOrderRequest,
  PlacedOrder,
  RapydMethod,
  RefundAnswer,
  RefundRequest,
  SavedCard,
  ShopCountry,
  ShopOrder,
  ShopOrderDetail,
  Subscription,
  BalanceInfo,
} from '../api/modules/shopTypes';

const R = SHOP_PATHS.recon;
const P = SHOP_PATHS.pay;
const C = SHOP_PATHS.cards;

/** spec 3 §8 "code 0 success returning data"; the Klarna session also accepts 200. */
const ORDER_OK = [0] as const;
const KLARNA_OK = [0, 200] as const;

/** A coupon id travels only with a coupon link and when it looks like one (spec 3 §5). */
export function couponIdFor(
  linkFrom: string | null | undefined,
  couponId: string | null | undefined,
): string | undefined {
  if (linkFrom !== 'coupon' || !couponId) return undefined;
  if (couponId === 'undefined' || couponId === 'null') return undefined;
  return /^[A-Za-z0-9_-]{1,64}$/.test(couponId) ? couponId : undefined;
}

/**
 * The order's extras of spec 3 §7: ext.traceId always (user + a per-order random part), the
 * couponId under the coupon rule, the deviceId only when the cookie holds one.
 */
export function orderExtras(
  userId: string | number | null | undefined,
  link: { linkFrom?: string | null; couponId?: string | null } = {},
  random: () => string = () => Math.random().toString(36).slice(2, 10),
): Pick<PlaceOrderRequest, 'ext' | 'deviceId'> {
  const couponId = couponIdFor(link.linkFrom, link.couponId);
  const deviceId = getCookie(COOKIE_DEVICE_ID);
  return {
    ext: { traceId: `${userId ?? 0}+${random()}`, ...(couponId ? { couponId } : {}) },
    ...(deviceId && deviceId !== 'undefined' ? { deviceId } : {}),
  };
}

/**
 * Coin shop and payment calls, one per row of spec 3 §7 "Shop and payment" (base version 1),
 * plus the subscription calls the spec implies but does not show (project's paths). Swallowing:
 * each resolves an ApiResult; the pages read the codes (spec 3 §8).
 */
export const shopApi = {
  /** GET thirdPaymentRecon/1/web/getCoinAndChannel — coin packs for a country. */
  getCoinAndChannel: (countryCode?: string) =>
    apiRequest<CoinAndChannel>(`${R}/web/getCoinAndChannel`, { query: { countryCode } }),
  /** GET thirdPaymentRecon/1/web/v2/checkWebUserAndGetCoinAndChannel — the limited offer. */
  checkWebUserAndGetCoinAndChannel: (countryCode?: string) =>
    apiRequest<FlashCoinAndChannel>(`${R}/web/v2/checkWebUserAndGetCoinAndChannel`, {
      query: { countryCode },
    }),
  /** GET thirdPaymentRecon/1/queryCountryListHot (appId is a common parameter). */
  queryCountryListHot: () => apiRequest<{ list: ShopCountry[] }>(`${R}/queryCountryListHot`),
  /** GET thirdPaymentRecon/1/getOrderListByUserId/{userId} */
  getOrderListByUserId: (userId: number | string) =>
    apiRequest<{ list: ShopOrder[] }>(
      `${R}/getOrderListByUserId/${encodeURIComponent(String(userId))}`,
    ),
  /** GET thirdPaymentRecon/1/getPayExtParams — last billing details for a provider. */
  getPayExtParams: (payCompanyCode: string) =>
    apiRequest<PayExtParams>(`${R}/getPayExtParams`, { query: { payCompanyCode } }),
  /** GET thirdPaymentRecon/1/getValidateImg — refund captcha. */
  getValidateImg: () => apiRequest<CaptchaImage>(`${R}/getValidateImg`),
  /** GET thirdPaymentRecon/1/channelexts/channel — extra fields a channel needs. */
  getChannelExts: (channelCode: string) =>
    apiRequest<{ fields: ChannelField[] }>(`${R}/channelexts/channel`, { query: { channelCode } }),
  /** GET thirdPayment/1/getOrderById/{id} */
  getOrderById: (orderId: string) =>
    apiRequest<ShopOrderDetail>(`${P}/getOrderById/${encodeURIComponent(orderId)}`),
  /** GET thirdPayment/1/rapyd/payment/methods */
  rapydPaymentMethods: (countryCode: string) =>
    apiRequest<{ list: RapydMethod[] }>(`${P}/rapyd/payment/methods`, { query: { countryCode } }),
  /** GET thirdPayment/1/rapyd/fields */
  rapydFields: (type: string) =>
    apiRequest<{ fields: ChannelField[] }>(`${P}/rapyd/fields`, { query: { type } }),
  /**
   * POST thirdPayment/1/placeOrder. Success is code 0; refusals come back with their code
   * (20001/20002, 10097, 500, 30001, 400: spec 3 §8). A body with card details is encrypted.
   */
  placeOrder: (req: PlaceOrderRequest) =>
    apiRequest<PlacedOrder>(`${P}/placeOrder`, {
      method: 'POST',
      body: req,
      okCodes: ORDER_OK,
      encrypt: !!req.payInfo,
    }),
  /** POST thirdPaymentRecon/1/submitUserFeedback — a refund request (captcha required). */
  submitUserFeedback: (req: RefundRequest) =>
    apiRequest<RefundAnswer>(`${R}/submitUserFeedback`, { method: 'POST', body: req }),
  /** POST thirdPayment/1/klarna/session (path not shown: project's). Code 0 or 200. */
  klarnaSession: (orderId: string) =>
    apiRequest<KlarnaSession>(`${P}/klarna/session`, {
      method: 'POST',
      body: { orderId },
      okCodes: KLARNA_OK,
    }),
  /** GET payment/api/payments/ideal/1/paymentMethod — iDEAL banks (issuers). */
  idealPaymentMethod: () => apiRequest<IdealIssuers>(`${SHOP_PATHS.ideal}/paymentMethod`),
  /** GET usersync/api/users/1/{userId}/cardList */
  cardList: (userId: number | string) =>
    apiRequest<{ list: SavedCard[] }>(`${C}/${encodeURIComponent(String(userId))}/cardList`),
  /** POST usersync/api/users/1/{userId}/deleteCard */
  deleteCard: (userId: number | string, cardId: number) =>
    apiRequest<{ deleted: boolean }>(`${C}/${encodeURIComponent(String(userId))}/deleteCard`, {
      method: 'POST',
      body: { cardId },
    }),
  /** POST thirdPaymentRecon/1/uploadBillImg — a receipt picture (≤ 5M) as base64. */
  uploadBillImg: (image: { mime: string; data: string; fileName?: string }) =>
    apiRequest<{ billImgId: number }>(`${R}/uploadBillImg`, { method: 'POST', body: image }),
  /** GET thirdPaymentRecon/1/subscription/list (project's path). */
  subscriptionList: () => apiRequest<{ list: Subscription[] }>(`${R}/subscription/list`),
  /** POST thirdPaymentRecon/1/subscription/cancel (project's path): ends at the period's end. */
  cancelSubscription: (subscriptionId: number) =>
    apiRequest<Subscription & Partial<BalanceInfo>>(`${R}/subscription/cancel`, {
      method: 'POST',
      body: { subscriptionId },
    }),
};
