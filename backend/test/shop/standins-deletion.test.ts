import type { FastifyInstance } from 'fastify';
import { standinSettings } from '../../src/security/standins';
import { deleteShopData } from '../../src/modules/shop/deletion';
import { makeApp } from '../helpers';
import { buy, cardOrder, choose, get, newUser, place, post, R } from './helpers';

test('the test payment provider is behind the stand-ins switch: loopback only, unless UNSAFE_STANDINS=1', () => {
  expect(standinSettings({}, '127.0.0.1')).toMatchObject({
    settings: { payStandIn: true },
    refusal: null,
  });
  expect(standinSettings({ DEV_PAGES: '0', AUTH_STANDIN: '0' }, '0.0.0.0')).toMatchObject({
    settings: { payStandIn: false },
    refusal: null,
  });
  expect(standinSettings({ UNSAFE_STANDINS: '1' }, '0.0.0.0').settings.payStandIn).toBe(true);
  expect(standinSettings({ PAY_STANDIN: '0' }, '127.0.0.1').settings.payStandIn).toBe(false);
  expect(
    standinSettings({ PAY_STANDIN: '1', DEV_PAGES: '0', AUTH_STANDIN: '0' }, '10.0.0.2').refusal,
  ).toMatch(/PAY_STANDIN/);
});

describe('with the stand-in off', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp({ payStandIn: false });
  });
  afterAll(() => app.close());

  test('no provider page, no channel: the shop lists nothing to pay with and orders answer 20002', async () => {
    const s = await newUser(app);
    const packs = await get<{ coinList: unknown[] }>(app, s, `${R}/web/getCoinAndChannel`, {
      countryCode: 'US',
    });
    expect(packs.data.coinList).toHaveLength(0);
    expect((await place(app, s, cardOrder(2))).data).toEqual({ code: 20002 });
    expect((await app.inject({ method: 'GET', url: '/stand-in/pay/tp_x' })).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/dev/api/shop/provider',
          payload: { failNextCreate: true },
        })
      ).json().code,
    ).toBe(20002);
  });
});

describe('the provider page and account deletion', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  test('the page has a strict CSP and refuses unknown choices, unknown payments and unsigned notifications', async () => {
    const s = await newUser(app);
    const p = await place(
      app,
      s,
      cardOrder(1, 'US', 'checkout', {
        payInfo: {
          name: '<script>x</script>',
          email: 'a@b.co',
          cardNumber: '4242424242424242',
          expiry: '12/34',
          cvv: '123',
        },
      }),
    );
    const page = await app.inject({ method: 'GET', url: new URL(p.data.payUrl).pathname });
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    // The form's 303 back to the app is allowed (Chromium applies form-action to redirects).
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' http://127.0.0.1:8080",
    );
    expect((await choose(app, p.data.payUrl, 'steal')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/stand-in/pay/nope' })).statusCode).toBe(404);
    // A notification without the provider's signature is refused.
    const forged = await app.inject({
      method: 'POST',
      url: '/payment/notify/test',
      payload: { event: 'payment.succeeded' },
    });
    expect(forged.statusCode).toBe(401);
  });

  test('deleteShopData: cards, subscriptions, offers and receipts go; orders stay for accounting, detached', async () => {
    const s = await newUser(app);
    const orderId = await buy(app, s, 1);
    const p = await place(
      app,
      s,
      cardOrder(11, 'US', 'checkout', { payInfo: { ...cardOrder().payInfo, saveCard: true } }),
    );
    await choose(app, p.data.payUrl, 'pay');
    const { db } = app.services;
    // A wrong refund-captcha answer is kept per user (its attempt limit).
    const img = await get<{ captchaId: string }>(app, s, `${R}/getValidateImg`);
    await post(app, s, `${R}/submitUserFeedback`, {
      orderId,
      reason: 3,
      captchaId: img.data.captchaId,
      captcha: 'x',
    });
    const res = deleteShopData(db, s.userId);
    expect(res).toEqual({ orders: 2, cards: 1 });
    for (const t of [
      'shop_cards',
      'shop_subscriptions',
      'shop_offer_seals',
      'shop_pay_ext',
      'shop_captchas',
      'shop_captcha_fails',
      'shop_bill_images',
    ])
      expect(
        (
          db.prepare(`SELECT COUNT(*) AS n FROM ${t} WHERE user_id = ?`).get(s.userId) as {
            n: number;
          }
        ).n,
      ).toBe(0);
    const kept = db
      .prepare(
        'SELECT user_id, billing_name, billing_email, amount, status FROM shop_orders WHERE order_no = ?',
      )
      .get(orderId);
    expect(kept).toEqual({
      user_id: null,
      billing_name: null,
      billing_email: null,
      amount: 99,
      status: 'success',
    });
    // The user row can now go (no foreign key holds it) and a second call is harmless.
    expect(deleteShopData(db, s.userId)).toEqual({ orders: 0, cards: 0 });
  });
});
