import type { FastifyInstance } from 'fastify';
import { BizError, ok } from '../../http/envelope';
import type { Services } from '../../services';
import { testProviderOf } from '../payments/standins';
import { ShopCodes } from './codes';

const s_ = (max: number) => ({ type: 'string', minLength: 1, maxLength: max });
const id = { type: 'integer', minimum: 1 };

/**
 * Shop additions to the test API (ALLOW_TEST_API=1; docs/CONTRACTS.md "Shop test API"): the test
 * provider's sandbox controls (settle a payment, send its callback again, fail the next payment
 * or every refund), offers, channels, captcha codes, renewals, order age.
 */
export function registerShopTestApi(app: FastifyInstance, s: Services): void {
  const { shop } = s;
  const provider = () => {
    const p = testProviderOf(app);
    if (!p) throw new BizError(ShopCodes.CHANNEL_DISABLED, 'The test payment provider is off');
    return p;
  };
  const orderRef = (orderId: string) => {
    const o = shop.orders.byNo(orderId);
    if (!o?.provider_ref) throw new BizError(ShopCodes.NOT_FOUND, 'No such order at the provider');
    return o;
  };

  // The provider settles a payment (captured / failed / pending) and calls back `times` times
  // (0: the callback is lost), now or after `delayMs`; a settled payment gets its callback sent
  // again `times` times.
  app.post<{
    Body: {
      orderId: string;
      outcome?: 'captured' | 'failed' | 'pending';
      times?: number;
      delayMs?: number;
    };
  }>(
    '/dev/api/shop/notify',
    {
      schema: {
        body: {
          type: 'object',
          required: ['orderId'],
          properties: {
            orderId: s_(40),
            outcome: { type: 'string', enum: ['captured', 'failed', 'pending'] },
            times: { type: 'integer', minimum: 0, maximum: 100 },
            delayMs: { type: 'integer', minimum: 0, maximum: 60_000 },
          },
        },
      },
    },
    async (req) => {
      const o = orderRef(req.body.orderId);
      const p = provider();
      const before = p.payment(o.provider_ref as string);
      if (req.body.outcome && before?.state !== 'captured' && before?.state !== 'failed')
        await p.settle(o.provider_ref as string, req.body.outcome, {
          times: req.body.times,
          delayMs: req.body.delayMs,
        });
      else await p.notifyAgain(o.provider_ref as string, req.body.times ?? 1);
      const after = shop.orders.byNo(o.order_no);
      return ok({
        orderId: o.order_no,
        status: after?.status,
        providerState: p.payment(o.provider_ref as string)?.state,
      });
    },
  );

  app.post<{ Body: { failNextCreate?: boolean; refundsFail?: boolean } }>(
    '/dev/api/shop/provider',
    {
      schema: {
        body: {
          type: 'object',
          properties: { failNextCreate: { type: 'boolean' }, refundsFail: { type: 'boolean' } },
        },
      },
    },
    async (req) => {
      const p = provider();
      if (req.body.failNextCreate) p.failNextCreate();
      if (req.body.refundsFail !== undefined) p.setRefundsFail(req.body.refundsFail);
      return ok(null);
    },
  );

  // The code in a refund captcha picture (the e2e reads it like the SMS outbox): by captcha id,
  // or the user's newest one.
  app.get<{ Querystring: { captchaId?: string; userId?: number } }>(
    '/dev/api/shop/captcha',
    { schema: { querystring: { type: 'object', properties: { captchaId: s_(40), userId: id } } } },
    async (req) => {
      const { captchaId, userId } = req.query;
      const found = captchaId
        ? { captchaId, code: shop.captchas.peek(captchaId) }
        : userId
          ? shop.captchas.peekLatest(userId)
          : null;
      if (!found?.code) throw new BizError(ShopCodes.NOT_FOUND, 'No live captcha');
      return ok(found);
    },
  );

  // A user's limited offer: grant one (countryCode), move its end time, or remove it.
  app.post<{ Body: { userId: number; grant?: string; endTime?: number; remove?: boolean } }>(
    '/dev/api/shop/offer',
    {
      schema: {
        body: {
          type: 'object',
          required: ['userId'],
          properties: {
            userId: id,
            grant: { type: 'string', pattern: '^[A-Z]{2}$' },
            endTime: { type: 'integer' },
            remove: { type: 'boolean' },
          },
        },
      },
    },
    async (req) => {
      const { userId } = req.body;
      if (req.body.remove) shop.offers.remove(userId);
      if (req.body.grant) shop.offers.grant(userId, req.body.grant);
      if (req.body.endTime !== undefined) shop.offers.setEndTime(userId, req.body.endTime);
      return ok({ seal: shop.offers.seal(userId) });
    },
  );

  app.post<{
    Body: { enabled?: boolean; webFlashVersion?: number; limitMinutes?: number; discount?: number };
  }>(
    '/dev/api/shop/offerConfig',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            enabled: { type: 'boolean' },
            webFlashVersion: { type: 'integer', minimum: 0, maximum: 9 },
            limitMinutes: { type: 'integer', minimum: 1, maximum: 10_000 },
            discount: { type: 'integer', minimum: 1, maximum: 99 },
          },
        },
      },
    },
    async (req) => {
      shop.offers.setConfig(req.body);
      return ok(shop.offers.config());
    },
  );

  app.post<{ Body: { channelCode: string; enabled: boolean } }>(
    '/dev/api/shop/channel',
    {
      schema: {
        body: {
          type: 'object',
          required: ['channelCode', 'enabled'],
          properties: { channelCode: s_(40), enabled: { type: 'boolean' } },
        },
      },
    },
    async (req) => {
      shop.setChannelEnabled(req.body.channelCode, req.body.enabled);
      return ok(null);
    },
  );

  app.post<{ Body: { subscriptionId: number } }>(
    '/dev/api/shop/subscription/renew',
    {
      schema: {
        body: { type: 'object', required: ['subscriptionId'], properties: { subscriptionId: id } },
      },
    },
    async (req) => {
      const order = await shop.renewSubscription(
        req.body.subscriptionId,
        `${req.protocol}://${req.headers.host}`,
      );
      await testProviderOf(app)?.idle();
      return ok({ orderId: order.order_no, status: shop.orders.byId(order.id)?.status });
    },
  );

  // Moves an order's dates back by `days` (refund-window tests).
  app.post<{ Body: { orderId: string; days: number } }>(
    '/dev/api/shop/order/age',
    {
      schema: {
        body: {
          type: 'object',
          required: ['orderId', 'days'],
          properties: { orderId: s_(40), days: { type: 'integer', minimum: 1, maximum: 400 } },
        },
      },
    },
    async (req) => {
      const ms = req.body.days * 24 * 3600_000;
      const r = s.db
        .prepare(
          'UPDATE shop_orders SET created_at = created_at - ?, paid_at = paid_at - ? WHERE order_no = ?',
        )
        .run(ms, ms, req.body.orderId);
      return ok({ changed: r.changes });
    },
  );
}
