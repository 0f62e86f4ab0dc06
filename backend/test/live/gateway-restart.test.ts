/**
 * A gateway restart while a viewer watches a seeded live (the test API's
 * /dev/api/realtime/restart: every socket closed with 1012, new ones refused for a second, a new
 * epoch and empty replay logs as after a real restart). The viewer is the web app's SDK
 * (Messaging + local Media as audience, werift as the browser): it comes back on its own, sees each
 * chat and gift message once (by its server `messageId`), its video resumes; the server and the
 * live go on; a gift retried with the same request id after the restart moves coins once.
 */
import type { BizEnvelope } from '../../../shared-sdk/src/realtime/envelope';
import { call, type Session } from '../helpers';
import { sleep, until } from '../realtime/helpers';
import { startCallEnv, type CallEnv, type Party } from '../call/helpers';
import { joinLiveStudio, watch, type ViewerSide } from '../livemedia/helpers';

const LIVE = '/live/live/audience';
const GIFT_ID = 1;

let env: CallEnv;
const watching = new Set<ViewerSide>();
beforeAll(async () => {
  env = await startCallEnv({ live: { plan: [] } });
});
afterAll(async () => {
  await Promise.all([...watching].map((v) => v.leave().catch(() => undefined)));
  await env.close();
});

const joinLive = (u: Party, channelId: string) => joinLiveStudio(env, u, channelId);

/** A signed PUT (sendGift, heartBeat) as the SDK sends it; the envelope. */
const put = async (s: Session, path: string, body: Record<string, unknown>) =>
  (
    await call(env.app, path, { session: s, method: 'PUT', body, query: { audienceId: s.userId } })
  ).json();

/** A viewer watching through the SDK, subscribed to the live channel, recording its 1052s. */
async function viewer(channelId: string) {
  const v = await watch(env, async (u) => (await joinLive(u, channelId)).media.channel);
  watching.add(v);
  const room: Array<Record<string, unknown>> = [];
  v.messaging.on('biz', ({ envelope }: { envelope: BizEnvelope }) => {
    if (envelope.bizType === 1052) room.push(envelope as unknown as Record<string, unknown>);
  });
  await v.messaging.subscribeChannel(channelId);
  return { ...v, room };
}

const restart = async (refuseMs = 1_000) => {
  const r = await env.dev('/dev/api/realtime/restart', { refuseMs });
  expect(r.code).toBe(200);
  return r.data as { closed: number; epoch: string; refuseMs: number };
};

test('the viewer is back within seconds, sees no chat or gift message twice, the live and its video go on; a gift retried after the restart is charged once', async () => {
  const { data: live } = await env.dev('/dev/api/live/start', { hostId: 10037 });
  const v = await viewer(live.channelId);
  await until(() => v.frames().length >= 3, 20_000);
  const sender = await env.user({ coins: 1_000 });
  await joinLive(sender, live.channelId);
  // The server's clock moves on (the SDK ignores a message stamped no later than it came online).
  const say = (content: string) => {
    env.clock.advance(1_100);
    const body = { liveStudioChannelId: live.channelId, content };
    return env.post(sender, `${LIVE}/sendChannelMsg`, body, { audienceId: sender.userId });
  };
  const gift = (requestId: string) => {
    env.clock.advance(100);
    const body = { liveStudioChannelId: live.channelId, giftId: GIFT_ID, requestId };
    return put(sender, `${LIVE}/sendGift`, body);
  };

  const first = await say('before the restart');
  expect(first.code).toBe(200);
  expect(first.data.message.messageId).toMatch(/^chat-/);
  const paid = await gift('gift-before-restart-1');
  expect(paid.code).toBe(200);
  const afterOne = env.balance(sender.userId);
  await until(() => v.room.some((m) => m.action === 'gift'), 10_000);

  const states: string[] = [];
  v.messaging.on('state', (s) => states.push(s.state));
  const r = await restart();
  expect(r.closed).toBeGreaterThanOrEqual(3); // the viewer, the sender, the host's broadcast
  const down = Date.now();
  // The server and the live go on while the gateway is down.
  expect((await fetch(`${env.base}/health`)).status).toBe(200);
  expect(env.app.services.live.store.live(live.liveStudioId)?.ended_at).toBeNull();
  const beat = await put(sender, `${LIVE}/heartBeat`, { liveStudioChannelId: live.channelId });
  expect(beat.code).toBe(200);
  expect(beat.data.stillIn).toBe(true);

  // The viewer's SDK reconnects on its own (1012: backoff from 1 s) and is online within seconds.
  await until(() => states.includes('reconnecting'), 5_000);
  await until(() => v.messaging.getSnapshot().state === 'online', 15_000);
  if (process.env.LOG_RESTART)
    console.log(`online again ${Date.now() - down} ms after the restart`);
  // Its video comes back too: the host's broadcast is started again and greets it.
  const framesAt = v.frames().length;
  await until(() => v.frames().length >= framesAt + 5, 20_000);
  if (process.env.LOG_RESTART) console.log(`video again ${Date.now() - down} ms after the restart`);

  // The same gift again (the client's retry after the restart): nothing moves, no new message.
  const retried = await gift('gift-before-restart-1');
  expect(retried.code).toBe(200);
  expect(retried.data.duplicate).toBe(true);
  expect(env.balance(sender.userId)).toBe(afterOne);
  const ledger = env.app.services.ledger
    .history(sender.userId)
    .filter((e: { reason: string }) => e.reason === 'live-gift');
  expect(ledger).toHaveLength(1);

  const second = await say('after the restart');
  expect(second.code).toBe(200);
  await until(() => v.room.some((m) => m.message === 'after the restart'), 10_000);
  await sleep(500);

  const chats = v.room.filter((m) => m.action === 'chat');
  const gifts = v.room.filter((m) => m.action === 'gift');
  expect(chats.map((m) => m.message)).toEqual(['before the restart', 'after the restart']);
  expect(chats.map((m) => m.messageId)).toEqual([
    first.data.message.messageId,
    second.data.message.messageId,
  ]);
  expect(gifts).toHaveLength(1);
  expect(gifts[0]?.messageId).toMatch(/^gift-\d+$/);
  expect(new Set(v.room.map((m) => m.messageId).filter(Boolean)).size).toBe(3);
  await v.leave();
  await env.dev('/dev/api/live/end', { liveStudioId: live.liveStudioId });
}, 90_000);

test('a viewer the room dropped meanwhile is let in again by their heartbeat (stillIn: false) and may read the channel again', async () => {
  const { data: live } = await env.dev('/dev/api/live/start', { hostId: 10038 });
  const u = await env.user();
  await joinLive(u, live.channelId);
  const policy = env.app.services.realtime.channels;
  expect(policy.access(String(u.userId), live.channelId).subscribe).toBe(true);
  // Three heartbeats missed (the gateway was away longer than that, or the tab slept).
  env.clock.advance(31_000);
  env.app.services.live.dropStaleViewers();
  expect(policy.access(String(u.userId), live.channelId).subscribe).toBe(false);
  const beat = await put(u, `${LIVE}/heartBeat`, { liveStudioChannelId: live.channelId });
  expect(beat.code).toBe(200);
  expect(beat.data.stillIn).toBe(false);
  expect(policy.access(String(u.userId), live.channelId).subscribe).toBe(true);
  expect(policy.access(String(u.userId), `rtc:${live.channelId}`).subscribe).toBe(true);
  const sub = await u.rt.request({ type: 'sub', channel: live.channelId });
  expect(sub.type).toBe('ok');
  await env.dev('/dev/api/live/end', { liveStudioId: live.liveStudioId });
});

test('the restart path is bounded: a down time past 30 s, below 0 or not a number is refused', async () => {
  for (const body of [{ refuseMs: 30_001 }, { refuseMs: -1 }, { refuseMs: 'x' }]) {
    const r = await env.dev('/dev/api/realtime/restart', body);
    expect(r.code).toBe(40006);
  }
});
