/**
 * A call on coins for one minute, whatever the client does: the server's own clock ends it
 * when minute 2 cannot be paid (the 1 s sweep, not a test's advance), the seeded host's peer stops
 * sending, a device that lost the end message learns it from the room check, and the call record
 * keeps the server's duration whatever the client reports.
 *
 * The order of events this reproduces (a call that once ran three minutes unbilled): minute 1
 * paid, the end-of-call push lost on the way to the caller, the client's own timer still running.
 * Before, nothing but that push could end the call on the caller's screen.
 */
import { CALL_EVENT, HANGUP_REASON } from '../../src/sdk';
import type { HostPeer } from '../../src/modules/hostpeer/peer';
import { sleep, until } from '../realtime/helpers';
import { callPushes, nextCallPush, startCallEnv, type CallEnv } from './helpers';
import { joinAndReceive } from './media';

let env: CallEnv;
beforeAll(async () => {
  env = await startCallEnv();
});
afterAll(() => env.close());
afterEach(async () => {
  await env.dev('/dev/api/hosts/reset');
});

test('coins for one minute: the server ends the call at minute 2 on its own clock; the host stops sending; the record is the server’s', async () => {
  const hostId = 10030;
  await env.dev('/dev/api/hosts/behaviour', { hostId, status: 2, ringMs: 50, answer: 'answer' });
  const price = env.app.services.accounts.getUser(hostId)?.call_price as number;
  const a = await env.user({ coins: price + Math.floor(price / 2) });
  const launched = await env.post(a, '/api/call/launch', {
    calleeUserId: hostId,
    callLocation: 101,
  });
  const roomNum = launched.data.roomNum as string;
  await nextCallPush(a.rt, CALL_EVENT.connected, roomNum);
  const side = await joinAndReceive(env, a, launched.data.media.channel);
  await until(() => env.app.services.calls.store.get(roomNum)?.minutes_billed === 1, 3_000);
  const coin = await nextCallPush(a.rt, CALL_EVENT.coinsDeducted, roomNum);
  expect(coin).toMatchObject({ minute: 1, isGoldEnough: false, goldNum: Math.floor(price / 2) });
  const peer = env.app.hostAgents?.agents.get(roomNum)?.currentPeer as HostPeer;

  // Minute 2 starts on the server's clock; nobody calls the sweep: its own 1 s timer must end it.
  env.clock.advance(60_000);
  await until(() => env.app.services.calls.store.get(roomNum)?.state === 'ended', 2_500);
  const ended = env.app.services.calls.store.get(roomNum)!;
  expect(ended).toMatchObject({
    hangup_reason: HANGUP_REASON.noCoins,
    minutes_billed: 1,
    coins_charged: price,
  });
  expect(env.balance(a.userId)).toBe(Math.floor(price / 2));

  // The host's peer stops sending at once: no media for an unpaid minute.
  await until(() => peer.pc.connectionState === 'closed', 2_000);
  const sent = peer.sent.frames;
  await sleep(500);
  expect(peer.sent.frames).toBe(sent);

  // The caller's device lost the end push (it is in the socket's frames, but say it was not):
  // its room check tells it how the call ended and the server's duration.
  expect(callPushes(a.rt, CALL_EVENT.hungUp)).toHaveLength(1);
  const check = await env.post(a, '/api/call/room', { roomNum });
  expect(check.data).toMatchObject({
    state: 'ended',
    hangupReason: HANGUP_REASON.noCoins,
    videoTime: 60,
  });

  // A late end report with the client's own timer (3:16) changes nothing: the record is 1:00.
  await env.post(a, '/api/call/notifyEndCall', { roomNum, videoTime: 196 });
  const record = await a.rt.next(
    (f) => (f.payload as { messageType?: number })?.messageType === 10,
  );
  expect(record.payload).toMatchObject({
    roomNum,
    videoTime: 60,
    hangupReason: HANGUP_REASON.noCoins,
  });
  await side.close();
}, 30_000);

test('a sweep that runs late still ends the call when the paid time ran out: the record says 1:00', async () => {
  const hostId = 10031;
  await env.dev('/dev/api/hosts/behaviour', { hostId, status: 2, ringMs: 50, answer: 'answer' });
  const price = env.app.services.accounts.getUser(hostId)?.call_price as number;
  const a = await env.user({ coins: price });
  const launched = await env.post(a, '/api/call/launch', {
    calleeUserId: hostId,
    callLocation: 101,
  });
  const roomNum = launched.data.roomNum as string;
  await nextCallPush(a.rt, CALL_EVENT.connected, roomNum);
  const side = await joinAndReceive(env, a, launched.data.media.channel);
  await until(() => env.app.services.calls.store.get(roomNum)?.minutes_billed === 1, 3_000);
  const started = env.app.services.calls.store.get(roomNum)!.started_at as number;
  // The machine is busy: the next sweep finds minute 2 due 2.4 s after it began.
  env.clock.advance(62_400);
  await until(() => env.app.services.calls.store.get(roomNum)?.state === 'ended', 2_500);
  const ended = env.app.services.calls.store.get(roomNum)!;
  expect(ended).toMatchObject({ hangup_reason: HANGUP_REASON.noCoins, ended_at: started + 60_000 });
  const check = await env.post(a, '/api/call/room', { roomNum });
  expect(check.data).toMatchObject({ state: 'ended', videoTime: 60 });
  await side.close();
}, 30_000);
