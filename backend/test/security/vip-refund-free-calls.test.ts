/**
 * Security review: VIP survived a full refund, and a VIP called liked hosts for free without
 * limit while the host earned nothing.
 *
 * Rules (backend/README.md "Security model", "VIP"): a refund that leaves no paid purchase ends
 * the paying status (VIP); a VIP's liked-user calls (location 108) are free for
 * VIP_FREE_CALL_MINUTES_PER_DAY minutes per UTC day, each paid to the host by the platform at the
 * host's price; later minutes are billed at the host's price from the caller's coins.
 */
import { testProviderOf } from '../../src/modules/payments/standins';
import { VIP_FREE_CALL_MINUTES_PER_DAY } from '../../src/sdk';
import { hostMediaStarted, pinHost, startCallEnv, type CallEnv, type Party } from '../call/helpers';
import { cardOrder, choose, P, R } from '../shop/helpers';

// A whole app per file and many requests: the default 5 s is short on a busy machine.
jest.setTimeout(30_000);

const DAY = 24 * 3600_000;
const HOST = 10003;
const LIKED_FREE = 108;
const MINUTE = 60_000;

let env: CallEnv;
beforeAll(async () => {
  env = await startCallEnv();
  // 10:00 UTC of a coming day: the calls below never cross a UTC midnight by accident.
  env.clock.set(Math.ceil(Date.now() / DAY) * DAY + 10 * 3600_000);
});
afterAll(() => env.close());

const payStatus = async (p: Party) =>
  (await env.get<{ payStatus: number; vip: boolean }>(p, '/facade/api/user/web/checkUserPayStatus'))
    .data;

/** Buys the smallest pack (coinId 1) by card on the test provider's page; answers the order id. */
async function buySmallestPack(p: Party): Promise<string> {
  const placed = await env.post(p, `${P}/placeOrder`, cardOrder(1, 'US'));
  expect(placed.code).toBe(0);
  await choose(env.app, placed.data.payUrl, 'pay');
  return placed.data.orderId as string;
}

async function refund(p: Party, orderId: string, reason: number) {
  const img = await env.get<{ captchaId: string }>(p, `${R}/getValidateImg`);
  const res = await env.app.inject({
    method: 'GET',
    url: `/dev/api/shop/captcha?captchaId=${img.data.captchaId}`,
  });
  const captcha = (res.json() as { data: { code: string } }).data.code;
  return env.post(p, `${R}/submitUserFeedback`, {
    orderId,
    reason,
    captchaId: img.data.captchaId,
    captcha,
  });
}

const like = (p: Party, likeUserId: number) => env.post(p, '/matches/api/like', { likeUserId });
const launch = (p: Party, calleeUserId: number) =>
  env.post(p, '/api/call/launch', { calleeUserId, callLocation: LIKED_FREE });
const hostPrice = () => env.app.services.accounts.getUser(HOST)?.call_price as number;
const points = () => env.app.services.calls.billing.pointsOf(HOST);

/** Runs a connected call of `minutes` started minutes and hangs up; answers the room row. */
async function talk(caller: Party, minutes: number) {
  const launched = await launch(caller, HOST);
  expect(launched.code).toBe(200);
  const roomNum = launched.data.roomNum as string;
  const host = await env.host(HOST);
  expect((await env.post(host, '/api/call/answer', { roomNum })).code).toBe(200);
  hostMediaStarted(env, roomNum); // the seeded host's peer sent its first frame
  for (let m = 1; m < minutes; m++) env.advance(MINUTE);
  env.advance(MINUTE - 1_000);
  await env.post(caller, '/api/call/hangup', { roomNum });
  return env.app.services.calls.store.get(roomNum);
}

test('a full refund ends VIP: checkUserPayStatus answers 0, and the liked-host call at 108 is refused (100008)', async () => {
  await pinHost(env, HOST);
  const u = await env.user({ gender: 1 });
  const orderId = await buySmallestPack(u);
  expect(await payStatus(u)).toEqual({ payStatus: 1, vip: true });

  const r = await refund(u, orderId, 2);
  expect(r.code).toBe(200);
  await testProviderOf(env.app)!.idle();
  const detail = await env.get(u, `${P}/getOrderById/${orderId}`);
  expect(detail.data).toMatchObject({ status: 'refunded', payStatus: 0 });
  expect(await payStatus(u)).toEqual({ payStatus: 0, vip: false });

  expect((await like(u, HOST)).code).toBe(200);
  const call = await launch(u, HOST);
  expect(call.code).toBe(100008);
  expect(call.data?.callPrice).toBeUndefined();
});

test('a refund of one of two paid orders keeps VIP; a refund that failed gives it back', async () => {
  const u = await env.user({ gender: 1 });
  const first = await buySmallestPack(u);
  const second = await buySmallestPack(u);
  expect((await refund(u, first, 2)).code).toBe(200);
  await testProviderOf(env.app)!.idle();
  expect(await payStatus(u)).toEqual({ payStatus: 1, vip: true });

  // The provider refuses the second refund: the coins come back, the order is paid again, VIP stays.
  testProviderOf(env.app)!.setRefundsFail(true);
  try {
    expect((await refund(u, second, 3)).code).toBe(200);
    await testProviderOf(env.app)!.idle();
  } finally {
    testProviderOf(env.app)!.setRefundsFail(false);
  }
  expect((await env.get(u, `${P}/getOrderById/${second}`)).data).toMatchObject({
    status: 'success',
  });
  expect(await payStatus(u)).toEqual({ payStatus: 1, vip: true });
});

test(`VIP liked-host calls: ${VIP_FREE_CALL_MINUTES_PER_DAY} free minutes a UTC day paid to the host by the platform, then the host's price`, async () => {
  await pinHost(env, HOST);
  const price = hostPrice();
  const vip = await env.user({ gender: 1, coins: 20 * price });
  await buySmallestPack(vip);
  expect((await like(vip, HOST)).code).toBe(200);
  const coins0 = env.balance(vip.userId);
  const points0 = points();

  // The price answer tells what the next call costs.
  const info = await env.get(vip, '/api/call/getPriceAndCurrentCoinAndUserInfo', {
    calleeUserId: HOST,
    callLocation: LIKED_FREE,
  });
  expect(info.data).toMatchObject({
    free: true,
    price: 0,
    freeMinutesLeft: VIP_FREE_CALL_MINUTES_PER_DAY,
  });

  // 11 minutes: the first 3 free for the caller, the host paid for all 11.
  const room = await talk(vip, 11);
  expect(room).toMatchObject({
    minutes_billed: 11,
    coins_charged: (11 - VIP_FREE_CALL_MINUTES_PER_DAY) * price,
  });
  expect(env.balance(vip.userId)).toBe(coins0 - (11 - VIP_FREE_CALL_MINUTES_PER_DAY) * price);
  expect(points() - points0).toBe(11 * price);

  // The day's free minutes are used: the next liked-host call is billed from its first minute.
  const after = await env.get(vip, '/api/call/getPriceAndCurrentCoinAndUserInfo', {
    calleeUserId: HOST,
    callLocation: LIKED_FREE,
  });
  expect(after.data).toMatchObject({ free: false, price, freeMinutesLeft: 0 });
  const coins1 = env.balance(vip.userId);
  const second = await talk(vip, 2);
  expect(second).toMatchObject({ minutes_billed: 2, coins_charged: 2 * price });
  expect(env.balance(vip.userId)).toBe(coins1 - 2 * price);

  // A new UTC day gives the minutes back.
  env.clock.set(Math.ceil(env.clock.now() / DAY) * DAY + 10 * 3600_000);
  const next = await env.get(vip, '/api/call/getPriceAndCurrentCoinAndUserInfo', {
    calleeUserId: HOST,
    callLocation: LIKED_FREE,
  });
  expect(next.data).toMatchObject({
    free: true,
    price: 0,
    freeMinutesLeft: VIP_FREE_CALL_MINUTES_PER_DAY,
  });
});

test('a VIP without coins gets the free minutes, then the call ends when a paid minute cannot be paid', async () => {
  await pinHost(env, HOST);
  const vip = await env.user({ gender: 1 });
  await buySmallestPack(vip); // 150 coins
  const spend = env.balance(vip.userId);
  await env.dev('/dev/api/ledger', {
    userId: vip.userId,
    amount: -spend,
    idempotencyKey: `spend-${vip.userId}`,
  });
  expect((await like(vip, HOST)).code).toBe(200);
  const points0 = points();
  const launched = await launch(vip, HOST);
  expect(launched.code).toBe(200);
  const roomNum = launched.data.roomNum as string;
  const host = await env.host(HOST);
  await env.post(host, '/api/call/answer', { roomNum });
  hostMediaStarted(env, roomNum);
  for (let m = 1; m <= VIP_FREE_CALL_MINUTES_PER_DAY; m++) env.advance(MINUTE);
  const room = env.app.services.calls.store.get(roomNum);
  expect(room).toMatchObject({
    state: 'ended',
    minutes_billed: VIP_FREE_CALL_MINUTES_PER_DAY,
    coins_charged: 0,
  });
  expect(env.balance(vip.userId)).toBe(0);
  expect(points() - points0).toBe(VIP_FREE_CALL_MINUTES_PER_DAY * hostPrice());
});
