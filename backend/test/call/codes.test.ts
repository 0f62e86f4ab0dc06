/**
 * Who may call whom, at what price (spec 2 §4, §6, §8 codes 100001–100008; CONTRACTS.md), and
 * room actions by strangers or in the wrong state.
 */
import { hostMediaStarted, nextCallPush, pinHost, startCallEnv, type CallEnv, type Party } from './helpers';

let env: CallEnv;
beforeAll(async () => {
  env = await startCallEnv();
});
afterAll(() => env.close());

const LIVCAM = 101;
const CHAT = 106;
const FREE = 108;
let nextHost = 10001;
/** A seeded host pinned online that does not answer by itself, with its price. */
async function host(): Promise<{ id: number; price: number }> {
  const id = nextHost++;
  await pinHost(env, id);
  return { id, price: env.app.services.accounts.getUser(id)?.call_price as number };
}
const launch = (p: Party, calleeUserId: number, callLocation = LIVCAM, extra = {}) =>
  env.post(p, '/api/call/launch', { calleeUserId, callLocation, ...extra });

test('100006: yourself, an unknown user, or a user who blocked you (either way)', async () => {
  const a = await env.user({ coins: 500 });
  expect((await launch(a, a.userId)).code).toBe(100006);
  expect((await launch(a, 99_999_999)).code).toBe(100006);
  const b = await env.user({ gender: 2 });
  await env.dev('/dev/api/chat/friends', { a: a.userId, b: b.userId });
  expect((await env.post(b, '/facade/api/black/addBlack', { blacklistUserId: a.userId, userId: b.userId })).code).toBe(200);
  expect((await launch(a, b.userId)).code).toBe(100006);
  expect((await launch(b, a.userId)).code).toBe(100006);
});

test('100003: a user who is not a host can be called by friends only', async () => {
  const a = await env.user({ coins: 500 });
  const b = await env.user({ gender: 2 });
  const r = await launch(a, b.userId);
  expect(r).toMatchObject({ code: 100003, data: null });
});

test('100001 / 100002: an offline friend or host, a busy host, a callee already in a room', async () => {
  const a = await env.user({ coins: 5000 });
  const offlineFriend = await env.user({ gender: 2 });
  await env.dev('/dev/api/chat/friends', { a: a.userId, b: offlineFriend.userId });
  await offlineFriend.rt.close();
  expect((await launch(a, offlineFriend.userId)).code).toBe(100001);

  const h = await host();
  await pinHost(env, h.id, { status: 0 });
  expect((await launch(a, h.id)).code).toBe(100001);
  await pinHost(env, h.id, { status: 1 });
  expect((await launch(a, h.id)).code).toBe(100002);

  // A third user calls B while B is in a call with A: busy.
  const b = await env.user({ gender: 2 });
  const c = await env.user({ coins: 500 });
  await env.dev('/dev/api/chat/friends', { a: a.userId, b: b.userId });
  await env.dev('/dev/api/chat/friends', { a: c.userId, b: b.userId });
  const room = (await launch(a, b.userId)).data.roomNum;
  await env.post(b, '/api/call/answer', { roomNum: room });
  expect((await launch(c, b.userId)).code).toBe(100002);
  // … and B's status is busy for everyone (a seeded host in a call too).
  await env.post(a, '/api/call/hangup', { roomNum: room });
  expect((await launch(c, b.userId)).code).toBe(200);
});

test('100004: not enough coins for one minute, with the price for the recharge dialog', async () => {
  const h = await host();
  const a = await env.user({ coins: h.price - 1 });
  const r = await launch(a, h.id);
  expect(r).toMatchObject({ code: 100004, data: { callPrice: h.price, currentCoin: h.price - 1 } });
  // The price check says the same.
  const p = await env.get(a, '/api/call/getPriceAndCurrentCoinAndUserInfo', { calleeUserId: h.id, callLocation: LIVCAM });
  expect(p.data).toMatchObject({ price: h.price, currentCoin: h.price - 1, gender: 2 });
});

test('price per minute: a host’s own price, 80 for a callee of gender 1, 60 for other users', async () => {
  const a = await env.user({ coins: 500 });
  const male = await env.user({ gender: 1 });
  const female = await env.user({ gender: 2 });
  const h = await host();
  const price = async (id: number) =>
    (await env.get(a, '/api/call/getPriceAndCurrentCoinAndUserInfo', { calleeUserId: id, callLocation: LIVCAM })).data.price;
  expect(await price(male.userId)).toBe(80);
  expect(await price(female.userId)).toBe(60);
  expect(await price(h.id)).toBe(h.price);
});

test('100005: a caller in a connected call cannot launch another; a ringing one gives way', async () => {
  const a = await env.user({ coins: 5000 });
  const h1 = await host();
  const h2 = await host();
  const first = (await launch(a, h1.id)).data.roomNum;
  // Launching again while the first still rings (a reload, a second tab): the first is cancelled.
  const second = (await launch(a, h2.id)).data.roomNum;
  expect(env.app.services.calls.store.get(first)).toMatchObject({ state: 'ended', hangup_reason: 2 });
  const host2 = await env.host(h2.id);
  await env.post(host2, '/api/call/answer', { roomNum: second });
  expect((await launch(a, h1.id)).code).toBe(100005);
});

test('100008: non-paying caller from a chat; free call (108) only for a VIP to a user they liked', async () => {
  const vip = await env.user({ coins: 500, payStatus: 1 });
  const plain = await env.user({ coins: 500 });
  const friend = await env.user({ gender: 2 });
  for (const u of [vip, plain]) await env.dev('/dev/api/chat/friends', { a: u.userId, b: friend.userId });
  expect((await launch(plain, friend.userId, CHAT)).code).toBe(100008);
  expect((await launch(vip, friend.userId, CHAT)).code).toBe(200);
  await env.post(vip, '/api/call/cancel', { roomNum: env.app.services.calls.openRoomOf(vip.userId)?.room_num });

  const h = await host();
  expect((await launch(plain, h.id, FREE)).code).toBe(100008); // not VIP
  expect((await launch(vip, h.id, FREE)).code).toBe(100008); // not liked
  expect((await env.post(vip, '/matches/api/like', { likeUserId: h.id })).code).toBe(200);
  const free = await launch(vip, h.id, FREE);
  // Free minutes first (the day's allowance), the host's price after them.
  expect(free.data).toMatchObject({ callPrice: h.price, free: true });
  const hp = await env.host(h.id);
  await env.post(hp, '/api/call/answer', { roomNum: free.data.roomNum });
  const before = env.balance(vip.userId);
  hostMediaStarted(env, free.data.roomNum);
  env.advance(61_000);
  expect(env.balance(vip.userId)).toBe(before);
  const room = env.app.services.calls.store.get(free.data.roomNum);
  expect(room).toMatchObject({ minutes_billed: 2, coins_charged: 0 });
  // The platform pays the host for the VIP's free minutes.
  expect(env.app.services.calls.billing.pointsOf(h.id)).toBe(2 * h.price);
  await env.post(vip, '/api/call/hangup', { roomNum: free.data.roomNum });
});

test('100007: unknown rooms, rooms of others, moves the room state does not allow', async () => {
  const a = await env.user({ coins: 5000 });
  const stranger = await env.user({ coins: 10 });
  const h = await host();
  const hp = await env.host(h.id);
  expect((await env.post(a, '/api/call/hangup', { roomNum: '123' })).code).toBe(100007);
  const room = (await launch(a, h.id)).data.roomNum;
  for (const path of ['answer', 'hangup', 'refuse', 'cancel', 'notifyStartCall', 'abnormal/clean'])
    expect([path, (await env.post(stranger, `/api/call/${path}`, { roomNum: room })).code]).toEqual([path, 100007]);
  expect((await env.post(a, '/api/call/answer', { roomNum: room })).code).toBe(100007); // caller cannot answer
  expect((await env.post(hp, '/api/call/cancel', { roomNum: room })).code).toBe(100007); // callee refuses instead
  expect((await env.post(a, '/api/call/hangup', { roomNum: room })).code).toBe(100007); // not connected yet
  expect((await env.post(a, '/api/call/notifyStartCall', { roomNum: room })).code).toBe(100007);
  await env.post(hp, '/api/call/answer', { roomNum: room });
  expect((await env.post(a, '/api/call/cancel', { roomNum: room })).code).toBe(100007); // answered: hang up
  expect((await env.post(hp, '/api/call/answer', { roomNum: room })).code).toBe(100007);
  // Without roomNum nothing happens (spec 2 §5): invalid input.
  expect((await env.post(a, '/api/call/hangup', {})).code).toBe(40006);
  // A match location without a match.
  expect((await launch(a, h.id, 100)).code).toBe(100007);
  await env.post(a, '/api/call/hangup', { roomNum: room });
});

test('a host earns points per paid minute; the caller pays the host price', async () => {
  const h = await host();
  const a = await env.user({ coins: h.price * 3 });
  const hp = await env.host(h.id);
  const room = (await launch(a, h.id)).data.roomNum;
  await nextCallPush(hp.rt, 1, room);
  await env.post(hp, '/api/call/answer', { roomNum: room });
  hostMediaStarted(env, room);
  env.advance(60_000);
  expect(env.balance(a.userId)).toBe(h.price);
  expect(env.app.services.calls.billing.pointsOf(h.id)).toBe(2 * h.price);
  await env.post(hp, '/api/call/hangup', { roomNum: room });
});
