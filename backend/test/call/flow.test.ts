/**
 * A call from launch to hang-up between two real users (friends), over signed HTTP and the real
 * realtime gateway: the invitation reaches both, answer, first frame starts billing (minute 1),
 * minute 2 when the first minute ends, hang-up, the call record in the chat, balances = ledger.
 */
import { sleep } from '../realtime/helpers';
import { callPushes, nextCallPush, startCallEnv, type CallEnv, type Party } from './helpers';

let env: CallEnv;
beforeAll(async () => {
  env = await startCallEnv();
});
afterAll(() => env.close());

const PRICE_USER = 60; // USER_CALL_PRICE_COINS: a callee of gender 2 who is not a host
const CHAT = 106;

async function friends(coins = 1000): Promise<[Party, Party]> {
  const a = await env.user({ coins, payStatus: 1 });
  const b = await env.user({ gender: 2 });
  await env.dev('/dev/api/chat/friends', { a: a.userId, b: b.userId });
  return [a, b];
}

test('launch → ring on both sides → answer → first frame pays minute 1 → minute 2 → hang up → record', async () => {
  const [a, b] = await friends();
  const before = env.balance(a.userId);

  const price = await env.get(a, '/api/call/getPriceAndCurrentCoinAndUserInfo', {
    calleeUserId: b.userId,
    callLocation: CHAT,
  });
  expect(price.data).toMatchObject({ currentCoin: before, price: PRICE_USER, gender: 2, free: false });
  expect(price.data.userInfo).toMatchObject({ id: b.userId, isHost: false, relation: 2 });

  const launched = await env.post(a, '/api/call/launch', { calleeUserId: b.userId, callLocation: CHAT });
  expect(launched.code).toBe(200);
  const room = launched.data.roomNum as string;
  expect(launched.data).toMatchObject({
    state: 'ringing',
    role: 'caller',
    callPrice: PRICE_USER,
    media: { provider: 'local', channel: `call-${room}` },
    goldNum: before,
  });

  // "The room number arrives by message": both sides get the invitation (1050 action 1).
  const inviteB = await nextCallPush(b.rt, 1, room);
  const inviteA = await nextCallPush(a.rt, 1, room);
  expect(inviteB).toMatchObject({ callerUserId: a.userId, calleeUserId: b.userId, callPrice: PRICE_USER });
  expect(inviteB.remoteUserInfo.id).toBe(a.userId);
  expect(inviteA.remoteUserInfo.id).toBe(b.userId);
  expect(inviteB.expire).toBe(launched.data.ringExpiresAt);

  const answered = await env.post(b, '/api/call/answer', { roomNum: room });
  expect(answered.data).toMatchObject({ state: 'connecting', role: 'callee' });
  expect(answered.data.goldNum).toBeUndefined(); // the callee does not pay: no balance shown
  await nextCallPush(a.rt, 3, room);

  // Answered, but no frame yet: nothing charged. The callee's first frame is kept, but only the
  // payer's report starts the clock (a callee cannot charge a caller who sees nothing).
  expect(env.balance(a.userId)).toBe(before);
  const seen = await env.post(b, '/api/call/notifyStartCall', { roomNum: room });
  expect(seen.data).toMatchObject({ state: 'connecting', minutesBilled: 0, coinsCharged: 0 });
  expect(env.balance(a.userId)).toBe(before);
  const started = await env.post(a, '/api/call/notifyStartCall', { roomNum: room });
  expect(started.data).toMatchObject({ state: 'connected', minutesBilled: 1, coinsCharged: PRICE_USER });
  expect(env.balance(a.userId)).toBe(before - PRICE_USER);
  const coin1 = await nextCallPush(a.rt, 101, room);
  expect(coin1).toMatchObject({ goldNum: before - PRICE_USER, isGoldEnough: true, minute: 1 });
  expect(coin1.balanceSeq).toBe(env.app.services.ledger.snapshot(a.userId)?.balanceSeq);
  expect(callPushes(b.rt, 101)).toHaveLength(0); // coin messages go to the payer only

  // A second notifyStartCall changes nothing.
  await env.post(a, '/api/call/notifyStartCall', { roomNum: room });
  expect(env.balance(a.userId)).toBe(before - PRICE_USER);

  // 59 s in: still minute 1. 60 s: minute 2 starts and is paid.
  env.advance(59_000);
  expect(env.balance(a.userId)).toBe(before - PRICE_USER);
  env.advance(1_000);
  expect(env.balance(a.userId)).toBe(before - 2 * PRICE_USER);
  expect((await nextCallPush(a.rt, 101, room)).minute).toBe(1); // first one already seen
  await a.rt.next((f) => (f.payload as { minute?: number } | undefined)?.minute === 2);

  env.advance(5_000);
  const hung = await env.post(a, '/api/call/hangup', { roomNum: room });
  expect(hung.data).toMatchObject({ state: 'ended', hangupReason: 1, hangupUserId: a.userId, videoTime: 65 });
  expect(hung.data.minutesBilled).toBe(2);
  const endB = await nextCallPush(b.rt, 7, room);
  expect(endB).toMatchObject({ hangupReason: 1, videoTime: 65 });

  // Later ticks charge nothing more.
  env.advance(120_000);
  expect(env.balance(a.userId)).toBe(before - 2 * PRICE_USER);

  // Balance = the ledger: exactly two call debits with the room-minute keys.
  const entries = env.app.services.ledger.history(a.userId).filter((e) => e.reason === 'call');
  expect(entries.map((e) => e.idempotencyKey).sort()).toEqual([`call:${room}:m1`, `call:${room}:m2`]);

  // The call record: a messageType 10 chat message for both, with the duration.
  const record = (await b.rt.next((f) => (f.payload as { messageType?: number })?.messageType === 10))
    .payload as Record<string, unknown>;
  expect(record).toMatchObject({
    callerUserId: a.userId,
    calleeUserId: b.userId,
    roomNum: room,
    callLocation: CHAT,
    videoTime: 65,
    hangupReason: 1,
    messageUuid: `call-${room}`,
  });
  await a.rt.next((f) => (f.payload as { messageType?: number })?.messageType === 10);
  const details = await env.get(a, '/facade/api/im/v1/details', { sendUserId: b.userId });
  expect(details.data.list.some((m: { roomNum?: string }) => m.roomNum === room)).toBe(true);
});

test('a second hang-up (the other side, a retry) answers the final view and charges nothing', async () => {
  const [a, b] = await friends();
  const { data } = await env.post(a, '/api/call/launch', { calleeUserId: b.userId, callLocation: CHAT });
  await env.post(b, '/api/call/answer', { roomNum: data.roomNum });
  await env.post(a, '/api/call/notifyStartCall', { roomNum: data.roomNum });
  const afterStart = env.balance(a.userId);
  const [x, y, z] = await Promise.all([
    env.post(a, '/api/call/hangup', { roomNum: data.roomNum }),
    env.post(b, '/api/call/hangup', { roomNum: data.roomNum }),
    env.post(b, '/api/call/notifyEndCall', { roomNum: data.roomNum, videoTime: 3 }),
  ]);
  for (const r of [x, y, z]) expect(r.data).toMatchObject({ state: 'ended', hangupReason: 1 });
  expect(env.balance(a.userId)).toBe(afterStart);
  // One ending, one 7 to each side.
  await nextCallPush(b.rt, 7, data.roomNum);
  await sleep(100);
  expect(callPushes(b.rt, 7).filter((p) => p.roomNum === data.roomNum)).toHaveLength(1);
});

test('refuse, cancel and timeout end a ringing call with their reasons; nothing is charged', async () => {
  const [a, b] = await friends();
  const start = env.balance(a.userId);
  const launch = async () =>
    (await env.post(a, '/api/call/launch', { calleeUserId: b.userId, callLocation: CHAT })).data.roomNum as string;

  const r1 = await launch();
  expect((await env.post(b, '/api/call/refuse', { roomNum: r1 })).data.hangupReason).toBe(3);
  expect(await nextCallPush(a.rt, 5, r1)).toMatchObject({ hangupReason: 3 });

  const r2 = await launch();
  expect((await env.post(a, '/api/call/cancel', { roomNum: r2 })).data.hangupReason).toBe(2);
  await nextCallPush(b.rt, 2, r2);

  // The server rings out after 30 s even when no client asks.
  const r3 = await launch();
  env.advance(29_000);
  expect(env.app.services.calls.store.get(r3)?.state).toBe('ringing');
  env.advance(1_000);
  expect(env.app.services.calls.store.get(r3)).toMatchObject({ state: 'ended', hangup_reason: 4 });
  await nextCallPush(a.rt, 6, r3);
  await nextCallPush(b.rt, 6, r3);

  // Busy (spec 2 §4 rule 8): the callee's client reports busy as a refusal.
  const r4 = await launch();
  expect((await env.post(b, '/api/call/refuse', { roomNum: r4, busy: true })).data.hangupReason).toBe(5);
  expect(env.balance(a.userId)).toBe(start);
});
