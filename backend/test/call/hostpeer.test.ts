/**
 * Seeded hosts answer with real video, end to end in Node: the caller runs the SDK's
 * own local Messaging and Media code (shared-sdk/src/realtime) over the real gateway, with
 * werift standing in for the browser's RTCPeerConnection; the host is the backend's agent
 * (src/modules/hostpeer), which answers through the call service and the same signalling. The
 * caller receives the host's VP8 and Opus packets; refuse, no answer and leave end the call with
 * their reasons and bill what they should.
 */
import { Socket as UdpSocket } from 'node:dgram';
import type { RtpPacket } from 'werift';
import { CALL_EVENT, HANGUP_REASON } from '../../src/sdk';
import type { HostPeer } from '../../src/modules/hostpeer/peer';
import { sleep, until } from '../realtime/helpers';
import { nextCallPush, startCallEnv, type CallEnv } from './helpers';
import { joinAndReceive } from './media';

let env: CallEnv;
beforeAll(async () => {
  env = await startCallEnv();
});
afterAll(() => env.close());
afterEach(async () => {
  await env.dev('/dev/api/hosts/reset');
});

const callDebits = (userId: number) =>
  env.app.services.ledger.history(userId, 500).filter((e) => e.reason === 'call');
const priceOf = (hostId: number) => env.app.services.accounts.getUser(hostId)?.call_price as number;
const agentOf = (room: string) => env.app.hostAgents?.agents.get(room);

/** A host made online now with a behaviour (the test API), and a call to it from a new user. */
async function placeCall(hostId: number, behaviour: Record<string, unknown>) {
  const set = await env.dev('/dev/api/hosts/behaviour', {
    hostId,
    status: 2,
    ringMs: 50,
    ...behaviour,
  });
  expect(set.data.status).toBe(2);
  const a = await env.user({ coins: 2000 });
  const r = await env.post(a, '/api/call/launch', { calleeUserId: hostId, callLocation: 101 });
  expect(r.data).toMatchObject({ serverCall: true, state: 'ringing' });
  return { a, room: r.data.roomNum as string, channel: r.data.media.channel as string };
}

/** Wrap-aware 16-bit and 32-bit steps between successive packets. */
const step16 = (a: number, b: number) => (b - a + 0x10000) & 0xffff;
const step32 = (a: number, b: number) => (b - a + 0x100000000) % 0x100000000;

test('an online host answers like a person and the caller receives moving VP8 video and Opus audio', async () => {
  const hostId = 10040;
  const { a, room, channel } = await placeCall(hostId, { answer: 'answer' });
  // The host answered through the call service: the caller gets the same 1050 "connected" push.
  await nextCallPush(a.rt, CALL_EVENT.connected, room);
  expect(env.app.services.calls.store.get(room)?.state).toBe('connecting');
  const side = await joinAndReceive(env, a, channel);
  await sleep(3_000);
  const video = [...side.rtp.video];
  const frames = video.filter((p) => p.header.marker);
  // 10 fps for ≥ 3 s (the sender keeps pace with the clock): at least 25 whole frames, each with its own later timestamp (9000 per
  // frame at 90 kHz), packets numbered one after another.
  expect(frames.length).toBeGreaterThanOrEqual(25);
  for (let i = 1; i < video.length; i++) {
    const prev = video[i - 1] as RtpPacket;
    const cur = video[i] as RtpPacket;
    expect(step16(prev.header.sequenceNumber, cur.header.sequenceNumber)).toBe(1);
    expect([0, 9000]).toContain(step32(prev.header.timestamp, cur.header.timestamp));
  }
  expect(
    step32(
      (frames[0] as RtpPacket).header.timestamp,
      (frames.at(-1) as RtpPacket).header.timestamp,
    ),
  ).toBe(9000 * (frames.length - 1));
  // The first packet is a VP8 keyframe (S bit, frame tag bit 0 clear) and the payloads change.
  const first = video[0] as RtpPacket;
  expect(first.payload[0]! & 0x10).toBe(0x10);
  expect(first.payload[1]! & 1).toBe(0);
  expect(new Set(frames.map((p) => p.payload.toString('base64'))).size).toBeGreaterThan(10);
  expect(side.kinds).toEqual(new Set(['audio', 'video']));
  expect(side.rtp.audio.length).toBeGreaterThan(100); // 20 ms packets for ≥ 3 s

  // The caller's first frame starts billing; one started minute is paid; hanging up ends it
  // for both (reason hungUp) and closes the host's peer.
  const peer = agentOf(room)?.currentPeer as HostPeer;
  expect(peer.sent.frames).toBeGreaterThan(25);
  await env.post(a, '/api/call/notifyStartCall', { roomNum: room });
  const before = side.rtp.video.length;
  expect((await env.post(a, '/api/call/hangup', { roomNum: room })).code).toBe(200);
  expect(await nextCallPush(a.rt, CALL_EVENT.hungUp, room)).toMatchObject({
    hangupReason: HANGUP_REASON.hungUp,
  });
  expect(callDebits(a.userId).map((e) => e.amount)).toEqual([-priceOf(hostId)]);
  await until(() => !agentOf(room), 3_000);
  expect(peer.pc.connectionState).toBe('closed');
  await sleep(300);
  const after = side.rtp.video.length;
  await sleep(500);
  expect(side.rtp.video.length).toBe(after); // nothing sent after the end
  expect(after - before).toBeLessThan(20);
  await side.close();
}, 30_000);

test('a host told to refuse refuses (reason refused); one told not to answer rings out (no answer); neither bills', async () => {
  const refused = await placeCall(10041, { answer: 'refuse' });
  expect(await nextCallPush(refused.a.rt, CALL_EVENT.declined, refused.room)).toMatchObject({
    hangupReason: HANGUP_REASON.refused,
  });
  await until(() => !agentOf(refused.room));

  const ignored = await placeCall(10042, { answer: 'ignore' });
  await sleep(300);
  expect(env.app.services.calls.store.get(ignored.room)?.state).toBe('ringing');
  env.advance(30_000);
  expect(await nextCallPush(ignored.a.rt, CALL_EVENT.timeout, ignored.room)).toMatchObject({
    hangupReason: HANGUP_REASON.noAnswer,
  });
  await until(() => !agentOf(ignored.room));
  expect(callDebits(refused.a.userId)).toEqual([]);
  expect(callDebits(ignored.a.userId)).toEqual([]);
  expect(env.balance(refused.a.userId)).toBe(2000);
  expect(env.balance(ignored.a.userId)).toBe(2000);
});

test('a host told to leave mid-call drops out of the media and its socket; the room ends as connection lost', async () => {
  const hostId = 10043;
  const { a, room, channel } = await placeCall(hostId, { answer: 'leave', leaveAfterMs: 1_000 });
  await nextCallPush(a.rt, CALL_EVENT.connected, room);
  const side = await joinAndReceive(env, a, channel);
  await env.post(a, '/api/call/notifyStartCall', { roomNum: room });
  const left: string[] = [];
  side.media.on('user-left', (e) => left.push(e.uid));
  await until(() => left.includes(String(hostId)), 10_000);
  await until(() => !env.app.services.realtime.isOnline(String(hostId)), 3_000);
  // Nobody hangs up: after the leave timer the server ends the room, one minute paid.
  env.advance(19_000);
  expect(env.app.services.calls.store.get(room)?.state).toBe('connected');
  env.advance(1_500);
  expect(await nextCallPush(a.rt, CALL_EVENT.hungUp, room)).toMatchObject({
    hangupReason: HANGUP_REASON.connectionLost,
  });
  expect(callDebits(a.userId).map((e) => e.amount)).toEqual([-priceOf(hostId)]);
  await side.close();
}, 30_000);

test('"once" is for the next call only; reset forgets standing behaviours; offline hosts are unreachable', async () => {
  const hostId = 10044;
  await env.dev('/dev/api/hosts/behaviour', { hostId, status: 2, ringMs: 50, answer: 'answer' });
  const first = await placeCall(hostId, { answer: 'refuse', once: true });
  expect(await nextCallPush(first.a.rt, CALL_EVENT.declined, first.room)).toMatchObject({
    hangupReason: HANGUP_REASON.refused,
  });
  const second = await placeCall(hostId, {});
  await nextCallPush(second.a.rt, CALL_EVENT.connected, second.room); // answered again
  await env.post(second.a, '/api/call/hangup', { roomNum: second.room });
  await until(() => !agentOf(second.room));

  await env.dev('/dev/api/hosts/behaviour', { hostId, status: 0 });
  const a = await env.user({ coins: 2000 });
  expect(
    (await env.post(a, '/api/call/launch', { calleeUserId: hostId, callLocation: 101 })).code,
  ).toBe(100001);
  await env.dev('/dev/api/hosts/reset');
  expect(env.app.services.hostSchedule.behaviour(hostId)).toMatchObject({
    answer: 'answer',
    ringMs: 800,
  });
});

test('a user matched with a seeded host: the host answers the match call with video', async () => {
  await env.dev('/dev/api/match/reset', { hostFallback: true });
  for (let id = 10001; id <= 10047; id++)
    await env.dev('/dev/api/hosts/behaviour', {
      hostId: id,
      status: id === 10045 ? 2 : 0,
      ringMs: 50,
    });
  const a = await env.user({ coins: 2000 });
  await env.post(a, '/matches/api/V1/matching', {});
  env.advance(3_000);
  const match = (await env.get(a, '/matches/api/livcam/matches/matching/fetch')).data.match;
  expect(match).toMatchObject({ matchUserId: 10045, isHost: true });
  const r = await env.post(a, '/api/call/launch', {
    calleeUserId: 10045,
    callLocation: 100,
    matchId: match.matchId,
  });
  await nextCallPush(a.rt, CALL_EVENT.connected, r.data.roomNum);
  const side = await joinAndReceive(env, a, r.data.media.channel);
  await until(() => side.rtp.video.filter((p) => p.header.marker).length >= 5, 5_000);
  await env.post(a, '/api/call/hangup', { roomNum: r.data.roomNum });
  await until(() => !agentOf(r.data.roomNum));
  await side.close();
  await env.post(a, '/matches/api/V1/exitMatch', {});
  await env.dev('/dev/api/match/reset', { hostFallback: false });
}, 30_000);

test('no agent or peer outlives its call; the next call still goes through', async () => {
  const peers: HostPeer[] = [];
  for (const hostId of [10046, 10047]) {
    const { a, room, channel } = await placeCall(hostId, { answer: 'answer' });
    await nextCallPush(a.rt, CALL_EVENT.connected, room);
    const side = await joinAndReceive(env, a, channel);
    peers.push(agentOf(room)?.currentPeer as HostPeer);
    // The caller leaves the media and then hangs up (a person closing the call).
    await side.close();
    await env.post(a, '/api/call/hangup', { roomNum: room });
    await until(() => !agentOf(room));
  }
  expect(env.app.hostAgents?.agents.size).toBe(0);
  for (const p of peers) expect(p.pc.connectionState).toBe('closed');
  // The gateway still serves: another call goes through.
  const { a, room } = await placeCall(10046, { answer: 'answer' });
  await nextCallPush(a.rt, CALL_EVENT.connected, room);
  await env.post(a, '/api/call/hangup', { roomNum: room });
  await until(() => !agentOf(room));
}, 40_000);

/** UDP sockets bound in this process (werift's ICE sockets, the host's and the caller's). */
const udpSockets = () =>
  (process as unknown as { _getActiveHandles(): unknown[] })
    ._getActiveHandles()
    .filter((h) => h instanceof UdpSocket).length;

test('hung-up calls give back every UDP socket they bound (no ICE socket outlives its call)', async () => {
  const start = udpSockets();
  let during = 0;
  for (const hostId of [10046, 10047, 10046]) {
    const { a, room, channel } = await placeCall(hostId, { answer: 'answer' });
    await nextCallPush(a.rt, CALL_EVENT.connected, room);
    const side = await joinAndReceive(env, a, channel);
    during = Math.max(during, udpSockets());
    await env.post(a, '/api/call/hangup', { roomNum: room });
    await until(() => !agentOf(room));
    await side.close();
  }
  expect(during).toBeGreaterThan(start); // the calls did bind sockets
  // Closing is asynchronous (each socket's close event): wait for it, then count.
  await until(() => udpSockets() <= start, 3_000).catch(() => undefined);
  expect(udpSockets()).toBe(start);
}, 40_000);
