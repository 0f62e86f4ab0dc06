import type { FastifyInstance } from 'fastify';
import { testProviderOf } from '../../src/modules/payments/standins';
import { makeApp } from '../helpers';
import {
  buy,
  captchaFor,
  cardOrder,
  choose,
  devPost,
  get,
  newUser,
  order,
  place,
  post,
  R,
} from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const balance = (u: number) => app.services.ledger.balance(u);

/** A refund captcha: the picture is strokes (no text), its code read through the test API. */
async function captchaCode(s: Parameters<typeof get>[1]) {
  const { img, ...c } = await captchaFor(app, s);
  expect(img).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(Buffer.from(img.split(',')[1]!, 'base64').toString()).not.toMatch(/<text/);
  return c;
}

const refund = (s: Parameters<typeof post>[1], body: Record<string, unknown>) =>
  post<{ status: string; goldNum: number; balanceSeq: number; refundId: number }>(
    app,
    s,
    `${R}/submitUserFeedback`,
    body,
  );

test('captcha: missing, wrong and reused are refused with their own codes; nothing changes', async () => {
  const s = await newUser(app);
  const orderId = await buy(app, s, 1);
  expect((await refund(s, { orderId, reason: 3 })).code).toBe(47003);
  const c = await captchaCode(s);
  expect(
    (
      await refund(s, {
        orderId,
        reason: 3,
        captchaId: c.captchaId,
        captcha: '0000' === c.captcha ? '1111' : '0000',
      })
    ).code,
  ).toBe(47004);
  // The wrong try used the picture up: even the right code fails now.
  expect((await refund(s, { orderId, reason: 3, ...c })).code).toBe(47004);
  expect(balance(s.userId)).toBe(150);
  expect((await order(app, s, orderId)).data.status).toBe('success');
});

test('money back: processing → successful → refunded, coins debited once, a second request refused', async () => {
  const s = await newUser(app);
  const orderId = await buy(app, s, 2); // 525 + 262 bonus
  expect(balance(s.userId)).toBe(787);
  const r = await refund(s, {
    orderId,
    reason: 3,
    description: 'Wrong pack',
    ...(await captchaCode(s)),
  });
  expect(r.code).toBe(200);
  expect(r.data).toMatchObject({ status: 'successful', goldNum: 0 });
  expect(balance(s.userId)).toBe(0);
  expect((await order(app, s, orderId)).data).toMatchObject({
    status: 'refunding',
    refund: { status: 'successful' },
  });
  await testProviderOf(app)!.idle();
  expect((await order(app, s, orderId)).data).toMatchObject({
    status: 'refunded',
    refund: { status: 'refunded' },
    refundable: false,
  });
  expect((await refund(s, { orderId, reason: 3, ...(await captchaCode(s)) })).code).toBe(47002);
  // The state machine refuses refunded → success: a replayed success callback changes nothing.
  await devPost(app, '/dev/api/shop/notify', { orderId, times: 3 });
  expect((await order(app, s, orderId)).data.status).toBe('refunded');
  expect(balance(s.userId)).toBe(0);
  expect(
    app.services.ledger.history(s.userId).filter((e) => e.reason === 'shop:refund'),
  ).toHaveLength(1);
});

test('refunds that are refused: unpaid order, coins already spent, outside 14 days, not the last recurring purchase', async () => {
  const s = await newUser(app);
  const p = await place(app, s, cardOrder(1));
  const unpaid = await refund(s, { orderId: p.data.orderId, reason: 3, ...(await captchaCode(s)) });
  expect(unpaid).toMatchObject({ code: 47001, msg: 'Only paid orders can be refunded' });

  const spent = await buy(app, s, 1); // 150 coins
  await devPost(app, '/dev/api/ledger', { userId: s.userId, amount: -100 });
  const r = await refund(s, { orderId: spent, reason: 3, ...(await captchaCode(s)) });
  expect(r).toMatchObject({ code: 47005 });
  expect(balance(s.userId)).toBe(50);
  expect((await order(app, s, spent)).data).toMatchObject({ status: 'success', refund: null });

  const old = await buy(app, s, 1);
  await devPost(app, '/dev/api/shop/order/age', { orderId: old, days: 15 });
  expect((await order(app, s, old)).data).toMatchObject({
    refundable: false,
    refundBlock: 'window',
  });
  expect(await refund(s, { orderId: old, reason: 3, ...(await captchaCode(s)) })).toMatchObject({
    code: 47001,
    msg: 'Refunds can be requested within 14 days of purchase',
  });

  const w = await place(app, s, cardOrder(11));
  await choose(app, w.data.payUrl, 'pay');
  const subs = await get<{ list: Array<{ subscriptionId: number }> }>(
    app,
    s,
    `${R}/subscription/list`,
  );
  const renewal = await devPost<{ orderId: string }>(app, '/dev/api/shop/subscription/renew', {
    subscriptionId: subs.data.list[0]!.subscriptionId,
  });
  expect((await order(app, s, w.data.orderId)).data.refundBlock).toBe('notLastRecurring');
  expect(
    await refund(s, { orderId: w.data.orderId, reason: 3, ...(await captchaCode(s)) }),
  ).toMatchObject({
    code: 47001,
    msg: 'Only the last recurring purchase of a subscription can be refunded',
  });
  expect((await order(app, s, renewal.data.orderId)).data.refundable).toBe(true);
});

test('"I paid but got no coins": a captured payment whose callback never came is credited; none found is rejected', async () => {
  const s = await newUser(app);
  const p = await place(app, s, cardOrder(1));
  // The provider captured the money but its callback was lost.
  app.services.db
    .prepare("UPDATE test_provider_payments SET state = 'captured' WHERE order_no = ?")
    .run(p.data.orderId);
  const r = await refund(s, { orderId: p.data.orderId, reason: 1, ...(await captchaCode(s)) });
  expect(r.data).toMatchObject({ status: 'coins_credited', goldNum: 150 });
  expect((await order(app, s, p.data.orderId)).data.status).toBe('success');
  // The late callback then credits nothing more.
  await devPost(app, '/dev/api/shop/notify', { orderId: p.data.orderId, times: 2 });
  expect(balance(s.userId)).toBe(150);

  const q = await place(app, s, cardOrder(1));
  await choose(app, q.data.payUrl, 'decline');
  const none = await refund(s, { orderId: q.data.orderId, reason: 1, ...(await captchaCode(s)) });
  expect(none.data.status).toBe('rejected');
  expect(balance(s.userId)).toBe(150);
  // Reason 1 on a paid order is refused.
  const paid = await buy(app, s, 1);
  expect((await refund(s, { orderId: paid, reason: 1, ...(await captchaCode(s)) })).code).toBe(
    47001,
  );
});

test('a refund the provider fails gives the coins back once and the order is paid again', async () => {
  const s = await newUser(app);
  const orderId = await buy(app, s, 1);
  await devPost(app, '/dev/api/shop/provider', { refundsFail: true });
  try {
    const r = await refund(s, { orderId, reason: 2, ...(await captchaCode(s)) });
    expect(r.data.status).toBe('successful');
    expect(balance(s.userId)).toBe(0);
    await testProviderOf(app)!.idle();
    expect((await order(app, s, orderId)).data).toMatchObject({
      status: 'success',
      refund: { status: 'failed' },
    });
    expect(balance(s.userId)).toBe(150);
  } finally {
    await devPost(app, '/dev/api/shop/provider', { refundsFail: false });
  }
});

test('bill images: a real picture up to 5M is kept; anything else is "photo not approved"', async () => {
  const s = await newUser(app);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64),
  ]);
  const ok = await post<{ billImgId: number }>(app, s, `${R}/uploadBillImg`, {
    mime: 'image/png',
    data: png.toString('base64'),
  });
  expect(ok.data.billImgId).toBeGreaterThan(0);
  // A 4.5M photo (about 6M of base64) goes through the 1 MiB JSON limit: the route raises it.
  const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(4.5 * 1024 * 1024)]);
  const big4 = await post<{ billImgId: number }>(app, s, `${R}/uploadBillImg`, {
    mime: 'image/jpeg',
    data: photo.toString('base64'),
  });
  expect(big4.data.billImgId).toBeGreaterThan(ok.data.billImgId);
  const fake = await post(app, s, `${R}/uploadBillImg`, {
    mime: 'image/png',
    data: Buffer.from('<svg/>').toString('base64'),
  });
  expect(fake.code).toBe(47007);
  const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]);
  expect(
    (await post(app, s, `${R}/uploadBillImg`, { mime: 'image/jpeg', data: big.toString('base64') }))
      .code,
  ).toBe(47007);
  expect(
    (await post(app, s, `${R}/uploadBillImg`, { mime: 'text/html', data: png.toString('base64') }))
      .code,
  ).toBe(47007);
});
