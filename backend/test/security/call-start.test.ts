/**
 * When a paid call starts is decided by the server (call/rules.ts "Who starts the clock"):
 * - a caller who never reports the start of a call to a seeded host pays from the first frame the
 *   server's own peer sends (before: ~300 frames over 30 s, then hangupReason 8 and 0 coins);
 * - between two people, the callee's report alone charges nothing, and a caller who never confirms
 *   a frame has the room ended unbilled CALL_START_CONFIRM_MS after the callee joined the media;
 * - relaunching the same callee in a loop of calls that never start is refused (100009).
 */
import {
  CALL_CODE,
  CALL_EVENT,
  CALL_START_CONFIRM_MS,
  CALL_UNSTARTED_RELAUNCH_MAX,
  CALL_UNSTARTED_WINDOW_MS,
  HANGUP_REASON,
} from '../../src/sdk';
import { until } from '../realtime/helpers';
import { nextCallPush, pinHost, startCallEnv, type CallEnv, type Party } from '../call/helpers';
import { joinAndReceive } from '../call/media';

let env: CallEnv;
beforeAll(async () => {
  env = await startCallEnv();
});
afterAll(() => env.close());
afterEach(async () => {
  await env.dev('/dev/api/hosts/reset');
});

const room = (roomNum: string) => env.app.services.calls.store.get(roomNum);
const callDebits = (userId: number) =>
  env.app.services.ledger.history(userId, 500).filter((e) => e.reason === 'call');
const agentOf = (roomNum: string) => env.app.hostAgents?.agents.get(roomNum);

/** Two people: A calls B, a host-made user at `price` (no friendship needed), and B answers. */
async function answeredPersonCall(price = 80) {
  const a = await env.user({ coins: 1000 });
  const b = await env.user({ gender: 2 });
  await env.dev('/dev/api/users/host', { userId: b.userId, isHost: true, callPrice: price });
  const r = await env.post(a, '/api/call/launch', { calleeUserId: b.userId, callLocation: 101 });
  expect(r.code).toBe(200);
  const roomNum = r.data.roomNum as string;
  await nextCallPush(b.rt, CALL_EVENT.invitation, roomNum);
  expect((await env.post(b, '/api/call/answer', { roomNum })).code).toBe(200);
  return { a, b, roomNum };
}

test('a caller who never reports the start of a seeded host call pays from the first frame it is sent', async () => {
  const hostId = 10002;
  await env.dev('/dev/api/hosts/behaviour', { hostId, status: 2, ringMs: 50, answer: 'answer' });
  const price = env.app.services.accounts.getUser(hostId)?.call_price as number;
  const a = await env.user({ coins: price * 3 });
  // The finding's exact request, then the media channel and hello (the SDK's local Media does
  // `sub rtc:call-<room>` and `signal {t:'hello'}`), and never notifyStartCall.
  const launched = await env.post(a, '/api/call/launch', { calleeUserId: hostId, callLocation: 101 });
  expect(launched.data).toMatchObject({ serverCall: true, callPrice: price });
  const roomNum = launched.data.roomNum as string;
  await nextCallPush(a.rt, CALL_EVENT.connected, roomNum);
  const side = await joinAndReceive(env, a, launched.data.media.channel);
  // Frames flow, and the room started when the host's peer sent the first one.
  await until(() => room(roomNum)?.state === 'connected', 3_000);
  const started = room(roomNum)!;
  expect(started).toMatchObject({ minutes_billed: 1, coins_charged: price, caller_frame_at: null });
  expect(callDebits(a.userId).map((e) => e.amount)).toEqual([-price]);
  expect(await nextCallPush(a.rt, CALL_EVENT.coinsDeducted, roomNum)).toMatchObject({ minute: 1 });
  // Time passes with the caller still silent: minute 2 is paid like any other.
  env.advance(60_000);
  expect(callDebits(a.userId).map((e) => e.amount)).toEqual([-price, -price]);
  // A late report from the caller changes nothing.
  expect((await env.post(a, '/api/call/notifyStartCall', { roomNum })).data).toMatchObject({ minutesBilled: 2 });
  await env.post(a, '/api/call/hangup', { roomNum });
  await until(() => !agentOf(roomNum));
  await side.close();
}, 30_000);

test("between two people the callee's report charges nothing; the caller's starts the clock", async () => {
  const { a, b, roomNum } = await answeredPersonCall();
  await env.post(b, '/api/call/notifyJoinCall', { roomNum });
  // The callee reports a frame at once (the reverse cheat): the caller pays nothing for it.
  const seen = await env.post(b, '/api/call/notifyStartCall', { roomNum });
  expect(seen.data).toMatchObject({ state: 'connecting', minutesBilled: 0 });
  env.advance(5_000);
  expect(callDebits(a.userId)).toEqual([]);
  // The payer sees the picture: minute 1 is paid now.
  const started = await env.post(a, '/api/call/notifyStartCall', { roomNum });
  expect(started.data).toMatchObject({ state: 'connected', minutesBilled: 1, coinsCharged: 80 });
  await env.post(a, '/api/call/hangup', { roomNum });
});

test('a caller who never confirms a frame: the room ends unbilled soon after the callee joined the media', async () => {
  const { a, b, roomNum } = await answeredPersonCall();
  env.advance(2_000);
  await env.post(b, '/api/call/notifyJoinCall', { roomNum });
  await env.post(b, '/api/call/notifyStartCall', { roomNum });
  env.advance(CALL_START_CONFIRM_MS - 1_000);
  expect(room(roomNum)?.state).toBe('connecting');
  env.advance(1_000);
  expect(room(roomNum)).toMatchObject({ state: 'ended', hangup_reason: HANGUP_REASON.connectFailed, coins_charged: 0 });
  for (const p of [a, b])
    expect(await nextCallPush(p.rt, CALL_EVENT.hungUp, roomNum)).toMatchObject({
      hangupReason: HANGUP_REASON.connectFailed,
    });
  expect(callDebits(a.userId)).toEqual([]);
});

test('calls to one callee that were answered but never started: the next launch is refused for a while', async () => {
  const hostId = 10004;
  await pinHost(env, hostId);
  const h: Party = await env.host(hostId);
  const a = await env.user({ coins: 2000 });
  const launch = () => env.post(a, '/api/call/launch', { calleeUserId: hostId, callLocation: 101 });
  for (let i = 0; i < CALL_UNSTARTED_RELAUNCH_MAX; i++) {
    const r = await launch();
    expect(r.code).toBe(200);
    await env.post(h, '/api/call/answer', { roomNum: r.data.roomNum });
    await env.post(a, '/api/call/hangup', { roomNum: r.data.roomNum });
  }
  const refused = await launch();
  expect(refused.code).toBe(CALL_CODE.tryLater);
  expect(refused.msg).toBe('Your last calls to this user did not connect. Try again in a few minutes.');
  // Another callee is not affected; after the window, this one can be called again.
  env.clock.advance(CALL_UNSTARTED_WINDOW_MS);
  const again = await launch();
  expect(again.code).toBe(200);
  await env.post(a, '/api/call/cancel', { roomNum: again.data.roomNum });
  await h.rt.close();
});
