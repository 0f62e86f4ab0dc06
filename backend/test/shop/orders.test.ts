import type { FastifyInstance } from 'fastify';
import { testProviderOf } from '../../src/modules/payments/standins';
import { makeApp, testClock } from '../helpers';
import { buy, cardOrder, choose, devPost, get, newUser, order, P, place, R } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const balance = (u: number) => app.services.ledger.balance(u);

test('packs per country: integer prices in the country currency, local providers, bubble and first-purchase bonus', async () => {
  const s = await newUser(app);
  const us = await get<{
    countryCode: string;
    coinList: Array<{
      rcpCoinCountry: {
        id: number;
        totalCoinNum: number;
        extraPercent: number;
        period: string | null;
      };
      channelAndPayCompanyDtoList: Array<{
        payCompanyCode: string;
        price: number;
        currency: string;
      }>;
    }>;
    firstPurchase: boolean;
    extraPercentMax: number;
  }>(app, s, `${R}/web/getCoinAndChannel`, { countryCode: 'US' });
  expect(us.code).toBe(200);
  expect(us.data.firstPurchase).toBe(true);
  expect(us.data.extraPercentMax).toBe(20);
  const pack2 = us.data.coinList.find((c) => c.rcpCoinCountry.id === 2)!;
  expect(pack2.rcpCoinCountry.totalCoinNum).toBe(525);
  expect(pack2.channelAndPayCompanyDtoList[0]).toMatchObject({ price: 499, currency: 'USD' });
  for (const c of us.data.coinList)
    for (const ch of c.channelAndPayCompanyDtoList) expect(Number.isInteger(ch.price)).toBe(true);
  expect(
    us.data.coinList.filter((c) => c.rcpCoinCountry.period).map((c) => c.rcpCoinCountry.period),
  ).toEqual(['weekly', 'monthly']);

  const nl = await get<typeof us.data>(app, s, `${R}/web/getCoinAndChannel`, { countryCode: 'NL' });
  const methods = nl.data.coinList[0]!.channelAndPayCompanyDtoList.map((c) => c.payCompanyCode);
  expect(methods).toContain('ideal');
  expect(methods).not.toContain('pagsmile');
  expect(nl.data.coinList[0]!.channelAndPayCompanyDtoList[0]!.currency).toBe('EUR');
  const jp = await get<typeof us.data>(app, s, `${R}/web/getCoinAndChannel`, { countryCode: 'JP' });
  expect(jp.data.coinList[0]!.channelAndPayCompanyDtoList[0]).toMatchObject({
    currency: 'JPY',
    price: 149,
  });
  // Subscriptions renew on a card: only card providers.
  const weekly = nl.data.coinList.find((c) => c.rcpCoinCountry.period === 'weekly')!;
  expect(weekly.channelAndPayCompanyDtoList.map((c) => c.payCompanyCode)).toEqual([
    'checkout',
    'stripe',
    'onerway',
  ]);
});

test('a card payment: provider page, Pay, coins credited once with the first-purchase bonus, VIP on', async () => {
  const s = await newUser(app);
  const placed = await place(app, s, cardOrder(2, 'US'));
  expect(placed.code).toBe(0);
  expect(placed.data).toMatchObject({
    status: 'created',
    price: 499,
    currency: 'USD',
    itemName: '525 coins',
  });
  expect(placed.data.payUrl).toMatch(/\/stand-in\/pay\/tp_/);
  const page = await app.inject({ method: 'GET', url: new URL(placed.data.payUrl).pathname });
  expect(page.body).toContain('Test payment provider');
  expect(page.body).toContain('$4.99');
  const back = await choose(app, placed.data.payUrl, 'pay');
  expect(back.statusCode).toBe(303);
  expect(back.headers.location).toBe(`http://127.0.0.1:8080/payRes?orderId=${placed.data.orderId}`);
  const o = await order(app, s, placed.data.orderId);
  // 525 coins + 50 % first-purchase bonus (262).
  expect(o.data).toMatchObject({ status: 'success', coins: 787, goldNum: 787, payStatus: 1 });
  expect(o.data.balanceSeq).toBeGreaterThan(0);
  expect(balance(s.userId)).toBe(787);

  // The same callback five more times: nothing more.
  const again = await devPost(app, '/dev/api/shop/notify', {
    orderId: placed.data.orderId,
    times: 5,
  });
  expect(again.data).toMatchObject({ status: 'success' });
  expect(balance(s.userId)).toBe(787);
  expect(
    app.services.ledger.history(s.userId).filter((e) => e.reason === 'shop:order'),
  ).toHaveLength(1);

  // A second purchase has no bonus.
  const second = await buy(app, s, 1);
  expect((await order(app, s, second)).data.coins).toBe(100);
  expect(balance(s.userId)).toBe(887);
});

test('provider choices: decline fails, pending then captured succeeds, a late callback arrives later, repeat credits once', async () => {
  const s = await newUser(app);
  const a = await place(app, s, cardOrder(1));
  await choose(app, a.data.payUrl, 'decline');
  expect((await order(app, s, a.data.orderId)).data.status).toBe('failed');

  const b = await place(app, s, cardOrder(1));
  await choose(app, b.data.payUrl, 'pending');
  expect((await order(app, s, b.data.orderId)).data.status).toBe('pending');
  await devPost(app, '/dev/api/shop/notify', { orderId: b.data.orderId, outcome: 'captured' });
  expect((await order(app, s, b.data.orderId)).data.status).toBe('success');
  expect(balance(s.userId)).toBe(150);

  const c = await place(app, s, cardOrder(1));
  await devPost(app, '/dev/api/shop/notify', {
    orderId: c.data.orderId,
    outcome: 'captured',
    delayMs: 200,
  });
  expect((await order(app, s, c.data.orderId)).data.status).toBe('created');
  await testProviderOf(app)!.idle();
  expect((await order(app, s, c.data.orderId)).data.status).toBe('success');

  const d = await place(app, s, cardOrder(1));
  await choose(app, d.data.payUrl, 'repeat');
  expect(balance(s.userId)).toBe(350);
  // A success after a failure is allowed (a late capture), a failure after a success is not.
  await devPost(app, '/dev/api/shop/notify', { orderId: a.data.orderId, times: 3 });
  expect((await order(app, s, a.data.orderId)).data.status).toBe('failed');
});

test('bad card input is refused field by field with 400, nothing created or charged', async () => {
  const s = await newUser(app);
  const bad = await place(
    app,
    s,
    cardOrder(2, 'US', 'checkout', {
      payInfo: {
        name: '',
        email: 'x',
        cardNumber: '4242 4242 4242 4241',
        expiry: '01/20',
        cvv: '12',
      },
    }),
  );
  expect(bad.code).toBe(400);
  expect(bad.data).toEqual({
    code: 400,
    fields: {
      name: 'nameRequired',
      email: 'emailInvalid',
      number: 'numberLuhn',
      expiry: 'expiryPast',
      cvv: 'cvvLength',
    },
  });
  expect(bad.msg).toContain('This card has expired');
  const amex = await place(
    app,
    s,
    cardOrder(2, 'US', 'checkout', {
      payInfo: {
        name: 'A',
        email: 'a@b.co',
        cardNumber: '3782 822463 10005',
        expiry: '12/34',
        cvv: '123',
      },
    }),
  );
  expect(amex.data).toMatchObject({ fields: { cvv: 'cvvLength' } });
  const list = await get<{ list: unknown[] }>(app, s, `${R}/getOrderListByUserId/${s.userId}`);
  expect(list.data.list).toHaveLength(0);
  expect(balance(s.userId)).toBe(0);
});

test('a declined test card fails at once and sends the user to the result page', async () => {
  const s = await newUser(app);
  const r = await place(
    app,
    s,
    cardOrder(2, 'US', 'checkout', {
      payInfo: {
        name: 'A',
        email: 'a@b.co',
        cardNumber: '4000 0000 0000 0002',
        expiry: '12/34',
        cvv: '123',
      },
    }),
  );
  expect(r.code).toBe(0);
  expect(r.data.status).toBe('failed');
  expect(r.data.payUrl).toBe(`http://127.0.0.1:8080/payRes?orderId=${r.data.orderId}`);
});

test('order result codes of spec 3 §8: 20001, 20002, 500, 30001, 10097, and a foreign order', async () => {
  const s = await newUser(app);
  // Pagsmile is not offered in the US.
  expect((await place(app, s, cardOrder(2, 'US', 'pagsmile'))).data).toEqual({ code: 20001 });
  expect((await place(app, s, cardOrder(99, 'US'))).code).toBe(20001);
  await devPost(app, '/dev/api/shop/channel', { channelCode: 'checkout_US', enabled: false });
  expect((await place(app, s, cardOrder(2, 'US'))).data).toEqual({ code: 20002 });
  await devPost(app, '/dev/api/shop/channel', { channelCode: 'checkout_US', enabled: true });
  await devPost(app, '/dev/api/shop/provider', { failNextCreate: true });
  const failed = await place(app, s, cardOrder(2, 'US'));
  expect(failed).toMatchObject({ code: 500, data: { code: 500 } });

  const weekly = await place(app, s, cardOrder(11, 'US'));
  await choose(app, weekly.data.payUrl, 'pay');
  expect((await place(app, s, cardOrder(12, 'US'))).data).toEqual({ code: 30001 });

  const other = await newUser(app);
  expect((await order(app, other, weekly.data.orderId)).code).toBe(47008);
  expect((await get(app, other, `${R}/getOrderListByUserId/${s.userId}`)).code).toBe(40006);
});

test('the limited offer: sealed on a shop visit, bought once at its price, then 10097; an ended one 10098', async () => {
  const s = await newUser(app);
  const none = await get<{ webFlashUserSeals: unknown[] }>(
    app,
    s,
    `${R}/web/v2/checkWebUserAndGetCoinAndChannel`,
  );
  expect(none.data.webFlashUserSeals).toHaveLength(0);
  await get(app, s, `${R}/web/getCoinAndChannel`, { countryCode: 'US' });
  const flash = await get<{
    webFlashVersion: number;
    enableWebConfig: boolean;
    webFlashUserSeals: Array<{
      id: number;
      totalCoinNum: number;
      discount: number;
      beforeAmount: number;
      afterAmount: number;
      endTime: number;
      currency: string;
    }>;
    flashCoinChannel: Array<{
      rcpCoinCountry: { id: number; coinType: number };
      channelAndPayCompanyDtoList: Array<{ coinChannelCode: string; price: number }>;
    }>;
  }>(app, s, `${R}/web/v2/checkWebUserAndGetCoinAndChannel`, { countryCode: 'US' });
  const offer = flash.data.webFlashUserSeals[0]!;
  expect(offer).toMatchObject({
    totalCoinNum: 299,
    discount: 60,
    beforeAmount: 299,
    afterAmount: 179,
    currency: 'USD',
  });
  expect(offer.endTime).toBeGreaterThan(Date.now() + 59 * 60_000);
  expect(flash.data).toMatchObject({ webFlashVersion: 2, enableWebConfig: true });
  const ch = flash.data.flashCoinChannel[0]!;
  expect(ch.rcpCoinCountry.coinType).toBe(1);
  expect(ch.channelAndPayCompanyDtoList[0]).toMatchObject({
    coinChannelCode: 'checkout:21:US',
    price: 179,
  });

  const p = await place(app, s, cardOrder(21, 'US', 'checkout', { offerId: offer.id }));
  expect(p.data).toMatchObject({ price: 179, currency: 'USD' });
  await choose(app, p.data.payUrl, 'pay');
  expect(balance(s.userId)).toBe(299);
  expect(
    (await place(app, s, cardOrder(21, 'US', 'checkout', { offerId: offer.id }))).data,
  ).toEqual({ code: 10097 });
  const after = await get<{ webFlashUserSeals: unknown[] }>(
    app,
    s,
    `${R}/web/v2/checkWebUserAndGetCoinAndChannel`,
  );
  expect(after.data.webFlashUserSeals).toHaveLength(0);

  const t = await newUser(app);
  const seal = (
    await devPost<{ seal: { id: number } }>(app, '/dev/api/shop/offer', {
      userId: t.userId,
      grant: 'US',
    })
  ).data.seal;
  await devPost(app, '/dev/api/shop/offer', { userId: t.userId, endTime: Date.now() - 1 });
  expect((await place(app, t, cardOrder(21, 'US', 'checkout', { offerId: seal.id }))).data).toEqual(
    { code: 10098 },
  );
  // Someone else's seal is not a deal for you.
  expect((await place(app, s, cardOrder(21, 'US', 'checkout', { offerId: seal.id }))).data).toEqual(
    { code: 10097 },
  );
});

test('local methods: extra fields checked, iDEAL needs a bank, billing details remembered per provider', async () => {
  const s = await newUser(app);
  const fields = await get<{ fields: Array<{ name: string }> }>(
    app,
    s,
    `${R}/channelexts/channel`,
    { channelCode: 'pagsmile_BR' },
  );
  expect(fields.data.fields.map((f) => f.name)).toEqual(['document']);
  const base = {
    coinId: 2,
    channelCode: 'pagsmile:2:BR',
    countryCode: 'BR',
    returnUrl: 'http://127.0.0.1:8080/payRes',
    billing: { name: 'Ana', email: 'ana@example.com' },
  };
  const bad = await place(app, s, { ...base, extFields: { document: '123' } });
  expect(bad).toMatchObject({ code: 400, msg: expect.stringContaining('CPF is not valid') });
  const good = await place(app, s, { ...base, extFields: { document: '12345678901' } });
  expect(good.code).toBe(0);
  expect((await get(app, s, `${R}/getPayExtParams`, { payCompanyCode: 'pagsmile' })).data).toEqual({
    name: 'Ana',
    email: 'ana@example.com',
    extFields: { document: '12345678901' },
  });
  const ideal = {
    coinId: 2,
    channelCode: 'ideal:2:NL',
    countryCode: 'NL',
    returnUrl: 'http://127.0.0.1:8080/payRes',
  };
  expect((await place(app, s, ideal)).msg).toBe('Choose your bank');
  expect((await place(app, s, { ...ideal, issuer: 'INGBNL2A' })).code).toBe(0);
  expect(
    (await place(app, s, { ...ideal, issuer: 'INGBNL2A', returnUrl: 'http://evil.example/payRes' }))
      .code,
  ).toBe(40006);
});

test('saved cards: kept when asked, listed without the number, paid with, deleted', async () => {
  const s = await newUser(app);
  const p = await place(
    app,
    s,
    cardOrder(1, 'US', 'checkout', { payInfo: { ...cardOrder().payInfo, saveCard: true } }),
  );
  await choose(app, p.data.payUrl, 'pay');
  const list = await get<{
    list: Array<{
      cardId: number;
      last4: string;
      brand: string;
      expiry: string;
      holderName: string;
    }>;
  }>(app, s, `/usersync/api/users/1/${s.userId}/cardList`);
  expect(list.data.list).toEqual([
    {
      cardId: expect.any(Number),
      brand: 'visa',
      last4: '4242',
      expiry: '12/34',
      holderName: 'Ana Lima',
    },
  ]);
  expect(JSON.stringify(list)).not.toContain('4242424242424242');
  const cardId = list.data.list[0]!.cardId;
  const q = await place(app, s, {
    coinId: 1,
    channelCode: 'checkout:1:US',
    countryCode: 'US',
    returnUrl: 'http://127.0.0.1:8080/payRes',
    cardId,
  });
  expect(q.code).toBe(0);
  const other = await newUser(app);
  expect((await get(app, other, `/usersync/api/users/1/${s.userId}/cardList`)).code).toBe(40006);
  const { post } = await import('./helpers');
  expect(
    (await post(app, s, `/usersync/api/users/1/${s.userId}/deleteCard`, { cardId })).data,
  ).toEqual({ deleted: true });
  expect(
    (await post(app, s, `/usersync/api/users/1/${s.userId}/deleteCard`, { cardId })).code,
  ).toBe(47008);
});

test('a subscription: renewal adds a period and coins, cancel keeps it to the period end', async () => {
  const s = await newUser(app);
  const p = await place(app, s, cardOrder(11, 'US'));
  await choose(app, p.data.payUrl, 'pay');
  const subs = await get<{
    list: Array<{
      subscriptionId: number;
      status: string;
      currentPeriodEnd: number;
      cancelAtPeriodEnd: boolean;
      period: string;
    }>;
  }>(app, s, `${R}/subscription/list`);
  const sub = subs.data.list[0]!;
  expect(sub).toMatchObject({ status: 'active', period: 'weekly', cancelAtPeriodEnd: false });
  const renewed = await devPost<{ status: string }>(app, '/dev/api/shop/subscription/renew', {
    subscriptionId: sub.subscriptionId,
  });
  expect(renewed.data.status).toBe('success');
  expect(balance(s.userId)).toBe(1400);
  const after = (await get<typeof subs.data>(app, s, `${R}/subscription/list`)).data.list[0]!;
  expect(after.currentPeriodEnd - sub.currentPeriodEnd).toBe(7 * 24 * 3600_000);
  const { post } = await import('./helpers');
  const c = await post<{ status: string; cancelAtPeriodEnd: boolean; currentPeriodEnd: number }>(
    app,
    s,
    `${R}/subscription/cancel`,
    { subscriptionId: sub.subscriptionId },
  );
  expect(c.data).toMatchObject({
    status: 'cancelled',
    cancelAtPeriodEnd: true,
    currentPeriodEnd: after.currentPeriodEnd,
  });
  expect(
    (await devPost(app, '/dev/api/shop/subscription/renew', { subscriptionId: sub.subscriptionId }))
      .code,
  ).toBe(47008);
  expect((await place(app, s, cardOrder(12, 'US'))).data).toEqual({ code: 30001 });
});

test('a cancelled subscription ends when its period is over (clock moved)', async () => {
  const clock = testClock();
  const a = await makeApp({ now: clock.now });
  try {
    const s = await newUser(a);
    const p = await place(a, s, cardOrder(12, 'US'));
    await choose(a, p.data.payUrl, 'pay');
    const { post } = await import('./helpers');
    const list = async () =>
      (
        await get<{ list: Array<{ subscriptionId: number; status: string }> }>(
          a,
          s,
          `${R}/subscription/list`,
        )
      ).data.list;
    const id = (await list())[0]!.subscriptionId;
    await post(a, s, `${R}/subscription/cancel`, { subscriptionId: id });
    clock.advance(29 * 24 * 3600_000);
    expect((await list())[0]!.status).toBe('cancelled');
    clock.advance(2 * 24 * 3600_000);
    expect((await list())[0]!.status).toBe('ended');
    // Ended: a new subscription may start.
    expect((await place(a, s, cardOrder(11, 'US'))).code).toBe(0);
  } finally {
    await a.close();
  }
});

test('queryCountryListHot and the iDEAL banks', async () => {
  const s = await newUser(app);
  const countries = await get<{ list: Array<{ countryCode: string; currency: string }> }>(
    app,
    s,
    `${R}/queryCountryListHot`,
  );
  expect(countries.data.list.find((c) => c.countryCode === 'TR')).toMatchObject({
    currency: 'TRY',
  });
  const banks = await get<{ countries: Array<{ issuers: unknown[] }> }>(
    app,
    s,
    '/payment/api/payments/ideal/1/paymentMethod',
  );
  expect(banks.data.countries[0]!.issuers.length).toBeGreaterThan(3);
  expect((await get(app, s, `${P}/getOrderById/NOPE`)).code).toBe(47008);
});

test('Apple Pay and Google Pay go through the card channel that offers them, without a card form', async () => {
  const s = await newUser(app);
  const base = { coinId: 1, countryCode: 'US', returnUrl: 'http://127.0.0.1:8080/payRes' };
  const apple = await place(app, s, { ...base, channelCode: 'stripe:1:US', wallet: 'applePay' });
  expect(apple.code).toBe(0);
  await choose(app, apple.data.payUrl, 'pay');
  expect((await order(app, s, apple.data.orderId)).data.status).toBe('success');
  expect(
    (await place(app, s, { ...base, channelCode: 'checkout:1:US', wallet: 'googlePay' })).data,
  ).toEqual({ code: 20001 });
  expect((await place(app, s, { ...base, channelCode: 'stripe:1:US' })).code).toBe(400);
});
