/**
 * Security review: a limited offer bought six times. The offer was marked used only when an order
 * was paid, so six placeOrder {"coinId":21,"channelCode":"checkout:21:US","offerId":…} placed
 * before paying were all paid at the discount.
 *
 * Rule (backend/README.md "Security model"): placing a discounted order reserves the offer for
 * OFFER_RESERVATION_MS — one open order per offer; the others answer 10097 (spec 3 §8). A failed
 * order releases it; an expired reservation may be taken by a new order. The offer is used by
 * the first of its orders that is paid: a later payment of another one is never credited and is
 * returned to the payer.
 */
import type { FastifyInstance } from 'fastify';
import { testProviderOf } from '../../src/modules/payments/standins';
import * as sdk from 'shared-sdk/node';
import { makeApp, testClock } from '../helpers';
import { cardOrder, choose, devPost, get, newUser, order, place, post, R } from '../shop/helpers';

// A whole app per file and many requests: the default 5 s is short on a busy machine.
jest.setTimeout(30_000);

const DEAL_USED_TEXT =
  'Ops! It looks like you already used this special deal. Please check our other offers to keep the fun going!';

let app: FastifyInstance;
const clock = testClock();
beforeAll(async () => {
  app = await makeApp({ now: clock.now });
});
afterAll(() => app.close());

const balance = (u: number) => app.services.ledger.balance(u);

/** A new user with the limited offer (US) sealed; answers the user and the offer id. */
async function userWithOffer() {
  const s = await newUser(app);
  const seal = (
    await devPost<{ seal: { id: number } }>(app, '/dev/api/shop/offer', {
      userId: s.userId,
      grant: 'US',
    })
  ).data.seal;
  return { s, offerId: seal.id };
}

/** The finding's exact request. */
const placeOffer = (s: Awaited<ReturnType<typeof newUser>>, offerId: number) =>
  place(app, s, {
    ...cardOrder(21, 'US', 'checkout'),
    coinId: 21,
    channelCode: 'checkout:21:US',
    offerId,
  });

const offerOrders = (userId: number) =>
  app.services.db
    .prepare(
      'SELECT order_no, status FROM shop_orders WHERE user_id = ? AND offer_id IS NOT NULL ORDER BY id',
    )
    .all(userId) as { order_no: string; status: string }[];

test('six offer orders placed before paying: one is placed, five answer 10097; paying every link credits 299 coins once', async () => {
  const { s, offerId } = await userWithOffer();
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push(await placeOffer(s, offerId));
  const placed = answers.filter((a) => a.code === 0);
  expect(placed).toHaveLength(1);
  expect(placed[0]!.data).toMatchObject({ price: 179, currency: 'USD' });
  for (const a of answers.filter((x) => x.code !== 0)) {
    expect(a).toMatchObject({ code: 10097, msg: DEAL_USED_TEXT, data: { code: 10097 } });
  }
  for (const a of placed) await choose(app, a.data.payUrl, 'pay');
  expect(balance(s.userId)).toBe(299);
  expect(offerOrders(s.userId).map((o) => o.status)).toEqual(['success']);
  // Used: the offer never comes back.
  expect((await placeOffer(s, offerId)).code).toBe(10097);
});

test('six concurrent placeOrder requests (Promise.all) make exactly one reservation', async () => {
  const { s, offerId } = await userWithOffer();
  const answers = await Promise.all(Array.from({ length: 6 }, () => placeOffer(s, offerId)));
  expect(answers.map((a) => a.code).sort()).toEqual([0, 10097, 10097, 10097, 10097, 10097]);
  expect(offerOrders(s.userId)).toHaveLength(1);
});

test('a declined order releases the offer; an expired reservation can be taken by a new order', async () => {
  const { s, offerId } = await userWithOffer();
  const first = await placeOffer(s, offerId);
  expect(first.code).toBe(0);
  await choose(app, first.data.payUrl, 'decline');
  expect((await order(app, s, first.data.orderId)).data.status).toBe('failed');
  const second = await placeOffer(s, offerId);
  expect(second.code).toBe(0);

  // Abandoned on the provider's page: held until the reservation expires, then a new order takes it.
  expect((await placeOffer(s, offerId)).code).toBe(10097);
  clock.advance(sdk.OFFER_RESERVATION_MS + 1);
  const third = await placeOffer(s, offerId);
  expect(third.code).toBe(0);
  expect((await order(app, s, second.data.orderId)).data.status).toBe('failed');
});

test('a payment for an order whose reservation was lost is not credited when the offer was used, and is returned', async () => {
  const { s, offerId } = await userWithOffer();
  const late = await placeOffer(s, offerId);
  clock.advance(sdk.OFFER_RESERVATION_MS + 1);
  const taker = await placeOffer(s, offerId);
  expect(taker.code).toBe(0);
  await choose(app, taker.data.payUrl, 'pay');
  expect(balance(s.userId)).toBe(299);

  // The first order's page was still open: the user pays it too.
  await choose(app, late.data.payUrl, 'pay');
  await testProviderOf(app)!.idle();
  expect(balance(s.userId)).toBe(299);
  expect((await order(app, s, late.data.orderId)).data.status).toBe('failed');
  const payment = testProviderOf(app)!.paymentForOrder(late.data.orderId);
  expect(payment?.state).toBe('refunded');
  // A repeated callback of that payment changes nothing.
  await devPost(app, '/dev/api/shop/notify', { orderId: late.data.orderId, times: 3 });
  expect(balance(s.userId)).toBe(299);
});

test("a late payment of the released order takes the unused offer; the newer order's payment is then returned", async () => {
  const { s, offerId } = await userWithOffer();
  const late = await placeOffer(s, offerId);
  clock.advance(sdk.OFFER_RESERVATION_MS + 1);
  const newer = await placeOffer(s, offerId);
  expect(newer.code).toBe(0);
  await choose(app, late.data.payUrl, 'pay');
  expect(balance(s.userId)).toBe(299);
  expect((await order(app, s, late.data.orderId)).data.status).toBe('success');
  await choose(app, newer.data.payUrl, 'pay');
  await testProviderOf(app)!.idle();
  expect(balance(s.userId)).toBe(299);
  expect((await order(app, s, newer.data.orderId)).data.status).toBe('failed');
  expect(testProviderOf(app)!.paymentForOrder(newer.data.orderId)?.state).toBe('refunded');
});

test('"I paid but got no coins" for such an order: rejected, nothing credited, the payment returned', async () => {
  const { s, offerId } = await userWithOffer();
  const late = await placeOffer(s, offerId);
  clock.advance(sdk.OFFER_RESERVATION_MS + 1);
  const taker = await placeOffer(s, offerId);
  await choose(app, taker.data.payUrl, 'pay');
  // The late order is captured at the provider, its callback lost.
  await devPost(app, '/dev/api/shop/notify', {
    orderId: late.data.orderId,
    outcome: 'captured',
    times: 0,
  });
  const img = await get<{ captchaId: string }>(app, s, `${R}/getValidateImg`);
  const code = (
    (
      await app.inject({
        method: 'GET',
        url: `/dev/api/shop/captcha?captchaId=${img.data.captchaId}`,
      })
    ).json() as {
      data: { code: string };
    }
  ).data.code;
  const r = await post<{ status: string; message: string }>(app, s, `${R}/submitUserFeedback`, {
    orderId: late.data.orderId,
    reason: 1,
    captchaId: img.data.captchaId,
    captcha: code,
  });
  expect(r.data).toMatchObject({
    status: 'rejected',
    message: expect.stringMatching(/already used/),
  });
  await testProviderOf(app)!.idle();
  expect(balance(s.userId)).toBe(299);
  expect(testProviderOf(app)!.paymentForOrder(late.data.orderId)?.state).toBe('refunded');
});
