/**
 * Visitors on the realtime gateway (src/realtime/visitors.ts; src/modules/live/README.md "Guests
 * and visitor access"), over real sockets: the tourist join answer's `realtime` token lets a guest
 * or tourist read that one live's channel and its media's `rtc:` channel and nothing else; they
 * publish nothing, send no peer frame, see no presence, signal only with the host; when their
 * access ends (the live ends, the viewing limit, missed beats) the gateway unsubscribes them and
 * the token is refused on a new auth.
 */
import { LIVE_CODE, LIVE_HEARTBEAT_GUEST_MS } from '../../src/sdk';
import { TestClient, type Frame } from '../realtime/helpers';
import { LIVE, TOURIST, liveEnv, type Answer, type LiveEnv } from './helpers';

let env: LiveEnv;
const sockets: TestClient[] = [];
beforeAll(async () => {
  env = await liveEnv();
});
afterAll(async () => {
  for (const c of sockets) c.ws.terminate();
  await env.close();
});

let n = 0;
const touristId = () => `visitor-${Date.now()}-${++n}`;

interface Realtime {
  provider: string;
  token: string;
  url: string;
  expiresAt: number;
  userId: string;
}

async function touristJoin(audienceId: string, by: { shareId: string } | { channel: string }) {
  const q: Record<string, string> =
    'shareId' in by ? { shareId: by.shareId } : { liveStudioChannelId: by.channel };
  return env.api<{ realtime?: Realtime; liveStudioChannelId: string }>(
    null,
    `${TOURIST}/joinLiveStudio`,
    { method: 'POST', query: { audienceId, ...q }, body: q },
  );
}
const beat = (audienceId: string, channel: string) =>
  env.api(null, `${TOURIST}/heartBeat`, {
    method: 'PUT',
    query: { audienceId },
    body: { liveStudioChannelId: channel },
  });

/** Open a socket and send `auth` with the token: the welcome frame, or the close code. */
async function authWith(token: string): Promise<{ client: TestClient; welcome?: Frame }> {
  const client = await TestClient.open(env.wsUrl);
  sockets.push(client);
  client.send({ type: 'auth', token });
  const welcome = await Promise.race([
    client.next((f) => f.type === 'welcome', 5_000),
    client.closed.then(() => undefined),
  ]);
  return { client, welcome };
}
const accessEnded = (c: TestClient, channel: string) =>
  c.next((f) => f.type === 'error' && f.channel === channel && f.ref === undefined);

test('a guest reads its shared live (channel and media) and nothing else; the end unsubscribes them and voids the token', async () => {
  const live = await env.startLive();
  const other = await env.startLive();
  const audienceId = touristId();
  const joined = await touristJoin(audienceId, { shareId: live.shareId });
  expect(joined.code).toBe(200);
  const rt = joined.data.realtime as Realtime;
  expect(rt).toEqual({
    provider: 'local',
    token: expect.stringMatching(/^vt1\./),
    url: '/rtm',
    expiresAt: expect.any(Number),
    userId: expect.stringMatching(/^v-[A-Za-z0-9_-]{22}$/),
  });
  // The tourist id itself is not the gateway id (other members see the gateway id).
  expect(rt.userId).not.toContain(audienceId);

  const { client: guest, welcome } = await authWith(rt.token);
  expect(welcome).toMatchObject({ type: 'welcome', userId: rt.userId });
  for (const channel of [live.channelId, `rtc:${live.channelId}`])
    expect(await guest.request({ type: 'sub', channel })).toMatchObject({ type: 'ok' });

  // A signed-in viewer of the same live, and two users in a call room.
  const s = await env.viewer(0, 'Signed Viewer');
  expect((await env.join(s, live.channelId)).code).toBe(200);
  const viewer = await env.connect(s);
  expect(await viewer.request({ type: 'sub', channel: live.channelId })).toMatchObject({
    type: 'ok',
  });
  const [a, b] = [await env.viewer(), await env.viewer()];
  env.app.services.realtime.channels.openCallRoom('visitor-test-room', [a.userId, b.userId]);

  for (const channel of [
    other.channelId,
    `rtc:${other.channelId}`,
    `inbox:${s.userId}`,
    `inbox:${rt.userId}`,
    'visitor-test-room',
    'rtc:visitor-test-room',
    `connection-check:${a.userId}:${b.userId}`,
    'anything-else',
  ])
    expect({ channel, reply: await guest.request({ type: 'sub', channel }) }).toMatchObject({
      channel,
      reply: { type: 'error', code: 'forbidden' },
    });
  for (const channel of [live.channelId, `rtc:${live.channelId}`])
    expect(await guest.request({ type: 'pub', channel, payload: { x: 1 } })).toMatchObject({
      code: 'forbidden',
    });
  expect(await guest.request({ type: 'peer', to: String(s.userId), payload: 'hi' })).toMatchObject({
    code: 'forbidden',
  });
  expect(await guest.request({ type: 'presence', users: [String(s.userId)] })).toMatchObject({
    code: 'forbidden',
  });
  // Signals only with the host: not with another viewer of the live, either way.
  expect(
    await guest.request({ type: 'signal', to: String(s.userId), payload: { sdp: 'x' } }),
  ).toMatchObject({ code: 'forbidden' });
  expect(
    await viewer.request({ type: 'signal', to: rt.userId, payload: { sdp: 'x' } }),
  ).toMatchObject({ code: 'forbidden' });
  expect(await viewer.request({ type: 'peer', to: rt.userId, payload: 'hi' })).toMatchObject({
    code: 'no_such_user',
  });
  // The host's broadcast greets the new member of the media channel: the video can start.
  expect(await guest.next((f) => f.type === 'signal', 10_000)).toMatchObject({
    from: String(live.hostId),
  });

  // The room's messages reach the guest: a signed-in viewer's chat.
  const sent = await env.api(s, `${LIVE}/sendChannelMsg`, {
    method: 'POST',
    body: { liveStudioChannelId: live.channelId, content: 'hello guests' },
  });
  expect(sent.code).toBe(200);
  expect(
    await guest.next((f) => f.type === 'push' && f.channel === live.channelId && isChat(f)),
  ).toMatchObject({ payload: { action: 'chat', message: 'hello guests' } });

  // The live ends: the guest is unsubscribed from both channels, and the token is refused.
  await env.dev('/live/end', { liveStudioId: live.liveStudioId });
  for (const channel of [live.channelId, `rtc:${live.channelId}`])
    expect(await accessEnded(guest, channel)).toMatchObject({
      code: 'forbidden',
      message: 'access ended',
    });
  const again = await authWith(rt.token);
  expect(again.welcome).toBeUndefined();
  expect(again.client.closeCode).toBe(4001);
  // And the guest's join by that link now answers 1002.
  expect((await touristJoin(audienceId, { shareId: live.shareId })).code).toBe(LIVE_CODE.ended);
});

const isChat = (f: Frame) => (f.payload as { action?: string } | undefined)?.action === 'chat';

test('a tourist past the viewing limit: the last beat ends their access at once; join and beats answer 1413; the token is refused', async () => {
  const live = await env.startLive();
  const audienceId = touristId();
  await env.dev('/live/tourists/limit', { audienceId, limitMs: 2 * LIVE_HEARTBEAT_GUEST_MS });
  const joined = await touristJoin(audienceId, { channel: live.channelId });
  const rt = joined.data.realtime as Realtime;
  const { client: tourist } = await authWith(rt.token);
  for (const channel of [live.channelId, `rtc:${live.channelId}`])
    expect(await tourist.request({ type: 'sub', channel })).toMatchObject({ type: 'ok' });

  env.clock.advance(LIVE_HEARTBEAT_GUEST_MS);
  expect((await beat(audienceId, live.channelId)).data).toMatchObject({ viewLimitReached: false });
  env.clock.advance(LIVE_HEARTBEAT_GUEST_MS);
  expect((await beat(audienceId, live.channelId)).data).toMatchObject({
    viewLimitReached: true,
    viewedMs: 2 * LIVE_HEARTBEAT_GUEST_MS,
    viewLimitMs: 2 * LIVE_HEARTBEAT_GUEST_MS,
  });
  for (const channel of [live.channelId, `rtc:${live.channelId}`])
    await accessEnded(tourist, channel);
  expect(await tourist.request({ type: 'sub', channel: live.channelId })).toMatchObject({
    code: 'forbidden',
  });
  env.clock.advance(LIVE_HEARTBEAT_GUEST_MS);
  expect((await beat(audienceId, live.channelId)).code).toBe(LIVE_CODE.touristViewLimit);
  const refused = await touristJoin(audienceId, { channel: live.channelId });
  expect(refused).toMatchObject({ code: LIVE_CODE.touristViewLimit, data: null });
  expect((await authWith(rt.token)).client.closeCode).toBe(4001);
  // The limit is this tourist's alone: another tourist watches on.
  const next = await touristJoin(touristId(), { channel: live.channelId });
  expect(next.code).toBe(200);
});

test('missed beats end a tourist’s access; a late beat lets them in again with the same token', async () => {
  const live = await env.startLive();
  const audienceId = touristId();
  const rt = (await touristJoin(audienceId, { channel: live.channelId })).data.realtime as Realtime;
  const { client } = await authWith(rt.token);
  expect(await client.request({ type: 'sub', channel: live.channelId })).toMatchObject({
    type: 'ok',
  });
  env.clock.advance(10_000);
  env.tick();
  await accessEnded(client, live.channelId);
  expect((await authWith(rt.token)).client.closeCode).toBe(4001);
  const back: Answer = await beat(audienceId, live.channelId);
  expect(back.data).toMatchObject({ stillIn: false });
  expect(await client.request({ type: 'sub', channel: live.channelId })).toMatchObject({
    type: 'ok',
  });
  expect((await authWith(rt.token)).welcome).toMatchObject({ userId: rt.userId });
});

test('tokens: a visitor token is no user token and the other way round; forged ones fail; a signed-in viewer gets none', async () => {
  const live = await env.startLive();
  const audienceId = touristId();
  const rt = (await touristJoin(audienceId, { channel: live.channelId })).data.realtime as Realtime;
  const [head, id, channel, exp, sig] = rt.token.split('.') as [
    string,
    string,
    string,
    string,
    string,
  ];
  const otherChannel = Buffer.from(`live-${live.liveStudioId + 1000}`).toString('base64url');
  const forged = [
    `v2.${id}..${exp}.${sig}`, // as a user token
    `${head}.${id}.${otherChannel}.${exp}.${sig}`, // another live
    `${head}.${id}.${channel}.${Number(exp) + 1}.${sig}`, // a longer life
    `${head}.${Buffer.from('v-AAAAAAAAAAAAAAAAAAAAAA').toString('base64url')}.${channel}.${exp}.${sig}`,
  ];
  for (const token of forged) expect((await authWith(token)).client.closeCode).toBe(4001);
  // A user's session token still works; it is no visitor's.
  const s = await env.viewer();
  const userToken = await env.rtmToken(s);
  expect(userToken.startsWith('v2.')).toBe(true);
  expect((await authWith(userToken)).welcome).toMatchObject({ userId: String(s.userId) });
  // Signed-in viewers join with their own session: no visitor token in their answer.
  const joined = await env.join(s, live.channelId);
  expect(joined.code).toBe(200);
  expect(joined.data).not.toHaveProperty('realtime');
});

test('a tourist swiping to another live leaves the first: access to one live at a time', async () => {
  const [first, second] = [await env.startLive(), await env.startLive()];
  const audienceId = touristId();
  const rt = (await touristJoin(audienceId, { channel: first.channelId })).data
    .realtime as Realtime;
  const { client } = await authWith(rt.token);
  expect(await client.request({ type: 'sub', channel: first.channelId })).toMatchObject({
    type: 'ok',
  });
  const next = await touristJoin(audienceId, { channel: second.channelId });
  expect(next.data.realtime?.userId).toBe(rt.userId);
  await accessEnded(client, first.channelId);
  expect(env.app.services.live.store.inCount(first.liveStudioId)).toBe(0);
  expect(await client.request({ type: 'sub', channel: second.channelId })).toMatchObject({
    type: 'ok',
  });
  // The first live's token is void now; the second's works.
  expect((await authWith(rt.token)).client.closeCode).toBe(4001);
  expect((await authWith(next.data.realtime!.token)).welcome).toMatchObject({ userId: rt.userId });
});
