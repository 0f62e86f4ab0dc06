import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlaceOrderRequest, RefundRequest } from 'shared-sdk/node';
import { Codes } from '../../codes';
import { BizError, ok } from '../../http/envelope';
import type { Services } from '../../services';
import { callerId } from '../accounts/routes';
import { registerPaymentNotifications } from '../payments/notify';
import { registerTestProvider } from '../payments/standins';
import { channelFields } from './channelFields';
import { toSavedCard } from './cards';
import { ShopCodes, ShopMessages } from './codes';
import {
  BILL_IMAGES_MAX,
  REFUND_DESCRIPTION_MAX,
  REFUND_REASONS,
  REPORT_EMAIL_MAX,
  SHOP_PATHS,
  providersForCountry,
} from '../../sdk';
import { toSubscription } from './subscriptions';

const R = SHOP_PATHS.recon;
const P = SHOP_PATHS.pay;
const C = SHOP_PATHS.cards;

const str = (max: number, extra: Record<string, unknown> = {}) => ({
  type: 'string',
  maxLength: max,
  ...extra,
});
const int = { type: 'integer', minimum: 1, maximum: 2 ** 31 };
const country = str(4, { pattern: '^[A-Z]{2}$' });

/** The backend's own origin as the caller reached it (the test provider's hosted page lives here). */
function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.headers.host ?? '127.0.0.1'}`;
}

/** The path's userId must be the caller (cards and order lists are one's own). */
function ownUserId(req: FastifyRequest, raw: string): number {
  const me = callerId(req);
  if (String(me) !== raw)
    throw new BizError(Codes.INVALID_INPUT, 'Invalid parameter: userId does not match the caller');
  return me;
}

export interface ShopRouteOptions {
  /** Serve the local test payment provider (loopback only: payments/standins.ts). */
  payStandIn?: boolean;
}

/**
 * The shop and payment paths of spec 3 §7 (docs/CONTRACTS.md "Shop and payment contract"), the
 * providers' notification endpoint, and — when allowed — the test payment provider.
 */
export function registerShopRoutes(
  app: FastifyInstance,
  s: Services,
  o: ShopRouteOptions = {},
): void {
  const { shop, ledger } = s;
  registerPaymentNotifications(app, shop);
  if (o.payStandIn ?? true) registerTestProvider(app, s);

  app.get<{ Querystring: { countryCode?: string } }>(
    `${R}/web/getCoinAndChannel`,
    { schema: { querystring: { type: 'object', properties: { countryCode: country } } } },
    async (req) => ok(shop.coinAndChannel(callerId(req), req.query.countryCode)),
  );

  app.get<{ Querystring: { countryCode?: string } }>(
    `${R}/web/v2/checkWebUserAndGetCoinAndChannel`,
    { schema: { querystring: { type: 'object', properties: { countryCode: country } } } },
    async (req) => ok(shop.offers.flash(callerId(req))),
  );

  app.get(`${R}/queryCountryListHot`, async (req) => {
    callerId(req);
    return ok({ list: shop.countries() });
  });

  app.get<{ Params: { userId: string } }>(`${R}/getOrderListByUserId/:userId`, async (req) => {
    const me = ownUserId(req, req.params.userId);
    return ok({ list: await Promise.all(shop.orders.listForUser(me).map(shop.refunds.view)) });
  });

  app.get<{ Querystring: { payCompanyCode: string } }>(
    `${R}/getPayExtParams`,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['payCompanyCode'],
          properties: { payCompanyCode: str(20) },
        },
      },
    },
    async (req) => ok(shop.payExt(callerId(req), req.query.payCompanyCode)),
  );

  app.get(`${R}/getValidateImg`, async (req) => ok(shop.captchas.create(callerId(req))));

  app.get<{ Querystring: { channelCode: string } }>(
    `${R}/channelexts/channel`,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['channelCode'],
          properties: { channelCode: str(40) },
        },
      },
    },
    async (req) => {
      callerId(req);
      return ok({ fields: channelFields(req.query.channelCode.split(/[_:]/)[0] as string) });
    },
  );

  app.get<{ Params: { id: string } }>(`${P}/getOrderById/:id`, async (req) =>
    ok(await shop.orderDetail(callerId(req), req.params.id.slice(0, 40))),
  );

  app.get<{ Querystring: { countryCode: string } }>(
    `${P}/rapyd/payment/methods`,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['countryCode'],
          properties: { countryCode: country },
        },
      },
    },
    async (req) => {
      callerId(req);
      const c = req.query.countryCode.toLowerCase();
      return ok({
        list: providersForCountry(req.query.countryCode).includes('rapyd')
          ? [{ type: `${c}_bank_transfer`, name: 'Bank transfer', category: 'bank_transfer' }]
          : [],
      });
    },
  );

  app.get<{ Querystring: { type: string } }>(
    `${P}/rapyd/fields`,
    {
      schema: {
        querystring: { type: 'object', required: ['type'], properties: { type: str(40) } },
      },
    },
    async (req) => {
      callerId(req);
      return ok({ fields: channelFields('rapyd') });
    },
  );

  app.post<{ Body: PlaceOrderRequest }>(
    `${P}/placeOrder`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['coinId', 'channelCode', 'countryCode', 'returnUrl'],
          properties: {
            coinId: int,
            channelCode: str(40),
            countryCode: country,
            returnUrl: str(2000),
            offerId: int,
            cardId: int,
            wallet: { type: 'string', enum: ['applePay', 'googlePay'] },
            payInfo: {
              type: 'object',
              properties: {
                name: str(200),
                email: str(200),
                cardNumber: str(40),
                expiry: str(10),
                cvv: str(8),
                saveCard: { type: 'boolean' },
              },
            },
            billing: { type: 'object', properties: { name: str(100), email: str(200) } },
            extFields: { type: 'object', maxProperties: 10, additionalProperties: str(200) },
            issuer: str(40),
            ext: { type: 'object', properties: { traceId: str(100), couponId: str(64) } },
            deviceId: str(128),
          },
        },
      },
    },
    // spec 3 §8: "code 0 success returning data".
    async (req) => ({
      code: ShopCodes.ORDER_OK,
      msg: 'success',
      data: await shop.placeOrder(callerId(req), req.body, { origin: originOf(req) }),
    }),
  );

  app.post<{ Body: RefundRequest }>(
    `${R}/submitUserFeedback`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['orderId', 'reason'],
          properties: {
            orderId: str(40),
            reason: { type: 'integer', enum: REFUND_REASONS.map((r) => r.code) },
            description: str(REFUND_DESCRIPTION_MAX),
            email: str(REPORT_EMAIL_MAX),
            captchaId: str(40),
            captcha: str(12),
            billImgIds: { type: 'array', maxItems: BILL_IMAGES_MAX, items: int },
          },
        },
      },
    },
    async (req) => ok(await shop.refunds.submit(callerId(req), req.body)),
  );

  app.post<{ Body: { orderId: string } }>(
    `${P}/klarna/session`,
    {
      schema: { body: { type: 'object', required: ['orderId'], properties: { orderId: str(40) } } },
    },
    async (req) => {
      const me = callerId(req);
      const order = shop.orders.byNo(req.body.orderId);
      if (!order || order.user_id !== me || order.pay_company_code !== 'klarna')
        throw new BizError(
          ShopCodes.CHANNEL_UNAVAILABLE,
          ShopMessages[ShopCodes.CHANNEL_UNAVAILABLE],
        );
      // Spec 3 §8: "Klarna session: success if code 0 or 200".
      return {
        code: 0,
        msg: 'success',
        data: { sessionId: `ks_${order.order_no}`, clientToken: `kct_${order.provider_ref ?? ''}` },
      };
    },
  );

  app.get(`${SHOP_PATHS.ideal}/paymentMethod`, async (req) => {
    callerId(req);
    return ok({
      countries: [
        {
          countryCode: 'NL',
          issuers: [
            { id: 'ABNANL2A', name: 'ABN AMRO' },
            { id: 'INGBNL2A', name: 'ING' },
            { id: 'RABONL2U', name: 'Rabobank' },
            { id: 'SNSBNL2A', name: 'SNS' },
            { id: 'ASNBNL21', name: 'ASN Bank' },
            { id: 'BUNQNL2A', name: 'bunq' },
          ],
        },
      ],
    });
  });

  app.get<{ Params: { userId: string } }>(`${C}/:userId/cardList`, async (req) => {
    const me = ownUserId(req, req.params.userId);
    return ok({ list: shop.cards.list(me).map(toSavedCard) });
  });

  app.post<{ Params: { userId: string }; Body: { cardId: number } }>(
    `${C}/:userId/deleteCard`,
    { schema: { body: { type: 'object', required: ['cardId'], properties: { cardId: int } } } },
    async (req) => {
      const me = ownUserId(req, req.params.userId);
      if (!shop.cards.remove(me, req.body.cardId))
        throw new BizError(ShopCodes.NOT_FOUND, 'Card not found');
      return ok({ deleted: true });
    },
  );

  app.post<{ Body: { mime: string; data: string; fileName?: string } }>(
    `${R}/uploadBillImg`,
    {
      // base64 of a 5M picture is about 6.7M characters.
      bodyLimit: 7_500_000,
      schema: {
        body: {
          type: 'object',
          required: ['mime', 'data'],
          properties: { mime: str(40), data: str(7_200_000), fileName: str(200) },
        },
      },
    },
    async (req) => {
      const res = shop.billImages.save(callerId(req), req.body.mime, req.body.data);
      if ('error' in res) {
        if (res.error === 'limit')
          throw new BizError(
            ShopCodes.TOO_MANY_ORDERS,
            'Too many pictures today, please try tomorrow',
          );
        throw new BizError(
          ShopCodes.PHOTO_NOT_APPROVED,
          ShopMessages[ShopCodes.PHOTO_NOT_APPROVED],
        );
      }
      return ok({ billImgId: res.id });
    },
  );

  app.get(`${R}/subscription/list`, async (req) =>
    ok({ list: shop.subscriptions.listForUser(callerId(req)).map(toSubscription) }),
  );

  app.post<{ Body: { subscriptionId: number } }>(
    `${R}/subscription/cancel`,
    {
      schema: {
        body: { type: 'object', required: ['subscriptionId'], properties: { subscriptionId: int } },
      },
    },
    async (req) => {
      const me = callerId(req);
      const sub = shop.subscriptions.byId(req.body.subscriptionId);
      if (!sub || sub.user_id !== me)
        throw new BizError(ShopCodes.NOT_FOUND, 'Subscription not found');
      shop.subscriptions.cancel(sub.id);
      const after = shop.subscriptions.byId(sub.id);
      return ok({ ...toSubscription(after ?? sub), ...(ledger.snapshot(me) ?? {}) });
    },
  );
}
