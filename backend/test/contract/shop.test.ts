/**
 * The SDK's shop API module (shared-sdk/src/api/modules/shop.ts), call by call, against the REAL
 * backend over real HTTP (contract harness): every row of spec 3 §7 "Shop and payment" that the
 * web app uses, with the shapes the pages read and the codes of spec 3 §8.
 */
import { shopApi, orderExtras } from '../../../shared-sdk/src/shop/api';
import { applyBalance } from '../../../shared-sdk/src/session/balance';
import { appStore, userAtom } from '../../../shared-sdk/src/session/atoms';
import { testProviderOf } from '../../src/modules/payments/standins';
import {
  devSession,
  devUser,
  signInClient,
  startContractEnv,
  type ContractEnv,
  type DevSession,
} from './harness';

let env: ContractEnv;
let me: DevSession;
let warn: jest.SpyInstance;
const RETURN = 'http://127.0.0.1:8080/payRes';
const CARD = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/34',
  cvv: '123',
};

beforeAll(async () => {
  env = await startContractEnv();
  me = await devSession(env.backend, (await devUser(env.backend, 'Shop Contract')).userId);
  signInClient(me);
});
afterAll(() => env.close());
beforeEach(() => {
  env.proxy.reset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** The user's choice on the test provider's page, as the browser posts the form. */
async function payOnProviderPage(payUrl: string, choice = 'pay') {
  const res = await fetch(payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `choice=${choice}`,
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location');
}

test('packs, countries and the limited offer', async () => {
  const packs = await shopApi.getCoinAndChannel('TR');
  expect(packs.ok).toBe(true);
  expect(packs.data).toMatchObject({
    countryCode: 'TR',
    firstPurchase: true,
    extraPercentMax: 20,
    vip: false,
  });
  const ch = packs.data!.coinList[0]!.channelAndPayCompanyDtoList[0]!;
  expect(ch).toMatchObject({ currency: 'TRY', payCompanyCode: 'checkout', channelType: 'card' });
  expect(Number.isInteger(ch.price)).toBe(true);
  const flash = await shopApi.checkWebUserAndGetCoinAndChannel('TR');
  expect(flash.data!.webFlashUserSeals[0]).toMatchObject({
    totalCoinNum: 299,
    discount: 60,
    currency: 'TRY',
    webFlashVersion: 2,
  });
  const countries = await shopApi.queryCountryListHot();
  expect(countries.data!.list.map((c) => c.countryCode)).toContain('GL');
  expect(env.proxy.last().sent.url).toContain('appId=livcam-web');
});

test('placeOrder with a new card: encrypted on the wire, extras attached, paid, the balance applied', async () => {
  appStore.set(userAtom, {
    id: me.userId,
    userName: 'x',
    headImg: '',
    goldNum: 0,
    gender: 1,
    countryId: 0,
    payStatus: 0,
  });
  const placed = await shopApi.placeOrder({
    coinId: 2,
    channelCode: 'checkout:2:US',
    countryCode: 'US',
    returnUrl: RETURN,
    payInfo: { ...CARD, saveCard: true },
    ...orderExtras(me.userId, { linkFrom: 'coupon', couponId: 'WELCOME' }),
  });
  expect(placed.ok).toBe(true);
  expect(placed.code).toBe(0);
  const wire = env.proxy.last().forwarded;
  expect(wire.headers['x-encrypt']).toBe('1');
  expect(wire.body).not.toContain('4242');
  const row = env.app.services.shop.orders.byNo(placed.data!.orderId)!;
  expect(row).toMatchObject({ coupon_id: 'WELCOME', device_id: me.deviceId });
  expect(row.trace_id).toMatch(new RegExp(`^${me.userId}\\+`));
  const back = await payOnProviderPage(placed.data!.payUrl);
  expect(back).toBe(`${RETURN}?orderId=${placed.data!.orderId}`);
  const detail = await shopApi.getOrderById(placed.data!.orderId);
  expect(detail.data).toMatchObject({
    status: 'success',
    coins: 787,
    goldNum: 787,
    payStatus: 1,
    refundable: true,
  });
  expect(
    applyBalance({ goldNum: detail.data!.goldNum, seq: detail.data!.balanceSeq, source: 'shop' }),
  ).toBe(true);
  expect(appStore.get(userAtom)?.goldNum).toBe(787);
  const list = await shopApi.getOrderListByUserId(me.userId);
  expect(list.data!.list[0]).toMatchObject({
    orderId: placed.data!.orderId,
    price: 499,
    currency: 'USD',
    status: 'success',
  });
  const cards = await shopApi.cardList(me.userId);
  expect(cards.data!.list).toEqual([expect.objectContaining({ last4: '4242', expiry: '12/34' })]);
  expect((await shopApi.getPayExtParams('checkout')).data).toMatchObject({
    name: 'Ana Lima',
    email: 'ana@example.com',
  });
  const del = await shopApi.deleteCard(me.userId, cards.data!.list[0]!.cardId);
  expect(del.data).toEqual({ deleted: true });
});

test('placeOrder refusals resolve with their code (spec 3 §8)', async () => {
  const wrong = await shopApi.placeOrder({
    coinId: 2,
    channelCode: 'pagsmile:2:US',
    countryCode: 'US',
    returnUrl: RETURN,
  });
  expect(wrong).toMatchObject({ ok: false, code: 20001 });
  const bad = await shopApi.placeOrder({
    coinId: 2,
    channelCode: 'checkout:2:US',
    countryCode: 'US',
    returnUrl: RETURN,
    payInfo: { ...CARD, expiry: '01/21' },
  });
  expect(bad).toMatchObject({ ok: false, code: 400, msg: 'This card has expired' });
});

test('refund: captcha picture, bill image, submitUserFeedback, then the refunded order', async () => {
  const placed = await shopApi.placeOrder({
    coinId: 1,
    channelCode: 'checkout:1:US',
    countryCode: 'US',
    returnUrl: RETURN,
    payInfo: CARD,
  });
  await payOnProviderPage(placed.data!.payUrl);
  const cap = await shopApi.getValidateImg();
  expect(cap.data!.img).toMatch(/^data:image\/svg\+xml;base64,/);
  const code = env.app.services.shop.captchas.peek(cap.data!.captchaId)!;
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]).toString(
    'base64',
  );
  const img = await shopApi.uploadBillImg({ mime: 'image/jpeg', data: jpeg });
  expect(img.data!.billImgId).toBeGreaterThan(0);
  const r = await shopApi.submitUserFeedback({
    orderId: placed.data!.orderId,
    reason: 3,
    captchaId: cap.data!.captchaId,
    captcha: code,
    billImgIds: [img.data!.billImgId],
  });
  expect(r.data).toMatchObject({ status: 'successful', orderId: placed.data!.orderId });
  expect(typeof r.data!.balanceSeq).toBe('number');
  await testProviderOf(env.app)!.idle();
  expect((await shopApi.getOrderById(placed.data!.orderId)).data).toMatchObject({
    status: 'refunded',
    refund: { status: 'refunded' },
  });
  const again = await shopApi.submitUserFeedback({
    orderId: placed.data!.orderId,
    reason: 3,
    captchaId: 'x',
    captcha: '1',
  });
  expect(again).toMatchObject({ ok: false, code: 47004 });
});

test('subscriptions, provider extras (channel fields, rapyd, iDEAL, Klarna)', async () => {
  const sub = await shopApi.placeOrder({
    coinId: 12,
    channelCode: 'stripe:12:US',
    countryCode: 'US',
    returnUrl: RETURN,
    payInfo: CARD,
  });
  await payOnProviderPage(sub.data!.payUrl);
  const list = await shopApi.subscriptionList();
  expect(list.data!.list[0]).toMatchObject({ period: 'monthly', status: 'active' });
  const cancelled = await shopApi.cancelSubscription(list.data!.list[0]!.subscriptionId);
  expect(cancelled.data).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true });
  expect((await shopApi.getChannelExts('qart_IN')).data!.fields[0]).toMatchObject({
    name: 'upi',
    required: true,
  });
  expect((await shopApi.rapydPaymentMethods('GB')).data!.list[0]).toMatchObject({
    category: 'bank_transfer',
  });
  expect((await shopApi.rapydFields('gb_bank_transfer')).data!.fields[0]!.name).toBe(
    'accountHolder',
  );
  expect((await shopApi.idealPaymentMethod()).data!.countries[0]!.issuers.length).toBeGreaterThan(
    0,
  );
  const k = await shopApi.placeOrder({
    coinId: 1,
    channelCode: 'klarna:1:US',
    countryCode: 'US',
    returnUrl: RETURN,
    billing: { name: 'A', email: 'a@b.co' },
  });
  expect(k.ok).toBe(true);
  const session = await shopApi.klarnaSession(k.data!.orderId);
  expect(session).toMatchObject({ ok: true, code: 0 });
  expect(session.data!.sessionId).toContain(k.data!.orderId);
});
