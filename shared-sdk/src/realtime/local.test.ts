/**
 * The local messaging provider against the real gateway (backend/src/realtime), in-process,
 * with the `ws` package as the WebSocket constructor.
 */
import {
  startGateway,
  until,
  WebSocket,
  type TestServer,
} from '../../../backend/test/realtime/helpers';
import { BizType, makeBizEnvelope, type CallBiz } from './envelope';
import { resolveRealtimeUrl, type WebSocketCtor } from './local/wire';
import { createMessaging, type CreateMessagingOptions } from './messaging';
import type { MessagingTransport } from './transport';
import type { GenTokenResult, Messaging, MessagingEvents } from './types';

let srv: TestServer;
const made: Messaging[] = [];

const genToken = (userId: string): GenTokenResult => ({
  provider: 'local',
  token: srv.token(userId),
  url: '/rtm',
  expiresAt: Date.now() + 3600_000,
  userId,
});
const apiBase = () => srv.url.replace('ws://', 'http://').replace('/rtm', '');

function messaging(
  userId: string,
  extra: CreateMessagingOptions = {},
  result = genToken(userId),
): Messaging {
  const m = createMessaging(result, {
    apiBase: apiBase(),
    WebSocket: WebSocket as unknown as WebSocketCtor,
    ...extra,
    connection: { backoff: { baseMs: 100, maxMs: 500 }, ...extra.connection },
  });
  made.push(m);
  return m;
}

function collect<K extends keyof MessagingEvents>(
  m: Messaging,
  type: K,
): Array<MessagingEvents[K]> {
  const out: Array<MessagingEvents[K]> = [];
  m.on(type, (e) => out.push(e));
  return out;
}

const later = () => new Promise((r) => setTimeout(r, 5));

beforeEach(async () => {
  srv = await startGateway();
});
afterEach(async () => {
  for (const m of made.splice(0)) m.logout();
  await srv.stop();
});

it('resolves the relative url against the API base', () => {
  expect(resolveRealtimeUrl('/rtm', 'http://127.0.0.1:4000')).toBe('ws://127.0.0.1:4000/rtm');
  expect(resolveRealtimeUrl('/rtm', 'https://api.example.com/x')).toBe('wss://api.example.com/rtm');
});

it('logs in, goes online with the server clock as onlineAt', async () => {
  const a = messaging('1');
  const before = Date.now();
  await a.login();
  expect(a.getSnapshot()).toMatchObject({ state: 'online', provider: 'local', userId: '1' });
  expect(a.getSnapshot().onlineAt).toBeGreaterThanOrEqual(before);
  expect(srv.gateway.isOnline(1)).toBe(true);
});

it('sends a peer message exactly once and types business envelopes', async () => {
  const a = messaging('1');
  const b = messaging('2');
  await Promise.all([a.login(), b.login()]);
  const peers = collect(b, 'peer');
  const biz = collect(b, 'biz');
  await later();
  expect(await a.sendPeer('2', { text: 'hello' })).toEqual({ online: true });
  const call = makeBizEnvelope<CallBiz>({
    bizType: BizType.call,
    action: 1,
    roomNum: 'room-1',
    callerUserId: 1,
  });
  await a.sendPeer('2', call);
  await until(() => biz.length === 1);
  await later();
  // The gateway stamps the real sender into object payloads (`senderId`) and names it in `from`.
  expect(peers.map((p) => p.payload)).toEqual([
    { text: 'hello', senderId: 1 },
    { ...call, senderId: 1 },
  ]);
  expect(peers.map((p) => p.from)).toEqual(['1', '1']);
  expect(biz[0]).toMatchObject({
    envelope: { bizType: 1050, action: 1, roomNum: 'room-1' },
    source: { kind: 'peer', from: '1' },
  });
  expect(await a.sendPeer('99', 'x')).toEqual({ online: false });
});

it('channels: publish reaches every subscriber; server pushes arrive; members are reported', async () => {
  srv.gateway.channels.openLive('live-5', '10'); // host 10 publishes, the audience reads
  const host = messaging('10');
  const viewers = ['11', '12', '13'].map((u) => messaging(u));
  await Promise.all([host, ...viewers].map((m) => m.login()));
  await Promise.all(viewers.map((v) => v.subscribeChannel('live-5')));
  const { members } = await host.subscribeChannel('live-5', { members: true });
  expect(members?.sort()).toEqual(['10', '11', '12', '13']);
  const got = viewers.map((v) => collect(v, 'channel'));
  const pushes = viewers.map((v) => collect(v, 'biz'));
  await later();
  await host.publish('live-5', { hi: 1 });
  srv.gateway.pushToChannel(
    'live-5',
    makeBizEnvelope({ bizType: BizType.live, action: 'praise', praiseNum: 3 }),
  );
  await until(() => got.every((g) => g.length === 1) && pushes.every((p) => p.length === 1));
  expect(pushes[0]![0]).toMatchObject({
    envelope: { action: 'praise' },
    source: { kind: 'push', channel: 'live-5' },
  });
  const left = collect(host, 'member');
  await viewers[0]!.unsubscribeChannel('live-5');
  await until(() => left.length === 1);
  expect(left[0]).toEqual({ channel: 'live-5', userId: '11', event: 'leave' });
});

it('after a drop, reconnects and receives what was pushed while away, exactly once', async () => {
  const a = messaging('1');
  const b = messaging('2', {
    connection: { backoff: { baseMs: 60_000, maxMs: 60_000, jitter: 0 } },
  });
  await Promise.all([a.login(), b.login()]);
  srv.gateway.channels.openCallRoom('room', ['1', '2']);
  await b.subscribeChannel('room');
  const peers = collect(b, 'peer');
  const pushes = collect(b, 'push');
  await later();
  srv.gateway.pushToUser(2, { n: 1 });
  await until(() => pushes.length === 1);

  srv.gateway.disconnectUser(2);
  await until(() => b.getSnapshot().state === 'reconnecting');
  expect(srv.gateway.isOnline(2)).toBe(false);
  srv.gateway.pushToUser(2, { n: 2 });
  await a.sendPeer('2', 'while away');
  srv.gateway.pushToUser(2, { n: 3 });

  b.retryNow(); // skip the 60 s backoff
  await until(() => b.getSnapshot().state === 'online');
  await until(() => pushes.length === 3);
  srv.gateway.pushToUser(2, { n: 4 });
  await until(() => pushes.length === 4);
  await new Promise((r) => setTimeout(r, 50));
  expect(pushes.map((p) => (p.payload as { n: number }).n)).toEqual([1, 2, 3, 4]);
  expect(peers.map((p) => p.payload)).toEqual(['while away']);
  // Channels were re-subscribed.
  const chan = collect(b, 'channel');
  await a.publish('room', 'again');
  await until(() => chan.length === 1);
});

it('ignores pushed messages stamped before it came online (spec 2 §4)', async () => {
  const b = messaging('2');
  await b.login();
  const biz = collect(b, 'biz');
  const onlineAt = b.getSnapshot().onlineAt!;
  srv.gateway.pushToUser(
    2,
    makeBizEnvelope<CallBiz>({ bizType: 1050, action: 1, roomNum: 'old', timestamp: onlineAt - 1 }),
  );
  srv.gateway.pushToUser(
    2,
    makeBizEnvelope<CallBiz>({ bizType: 1050, action: 1, roomNum: 'new', timestamp: onlineAt + 1 }),
  );
  await until(() => biz.length === 1);
  await new Promise((r) => setTimeout(r, 30));
  expect(biz.map((e) => (e.envelope as CallBiz).roomNum)).toEqual(['new']);
});

it('renews a refused token once; a second refusal leaves it offline', async () => {
  const bad: GenTokenResult = {
    provider: 'local',
    token: 'v1.bad.1.x',
    url: '/rtm',
    expiresAt: Date.now() + 3600_000,
    userId: '3',
  };
  const ok = messaging('3', { renewToken: async () => genToken('3') }, bad);
  await ok.login();
  expect(ok.getSnapshot().state).toBe('online');

  const never = messaging('4', { renewToken: async () => bad }, bad);
  await expect(never.login()).rejects.toThrow(/offline/);
  expect(never.getSnapshot()).toMatchObject({ state: 'offline' });
});

it('a server kick with 4001 (logout, ban) ends offline when the token is refused again', async () => {
  const a = messaging('5', {
    renewToken: async () => ({ ...genToken('5'), token: 'v1.revoked.1.x' }),
  });
  await a.login();
  srv.gateway.disconnectUser(5, 4001);
  await until(() => a.getSnapshot().state === 'offline');
});

it('createMessaging picks the provider from genToken', async () => {
  const agora: GenTokenResult = {
    provider: 'agora',
    appId: 'app',
    token: 't',
    expiresAt: Date.now() + 1e6,
    userId: '1',
  };
  // The default agora transport (agora/rtm.ts) loads its SDK only on login: creating is free.
  expect(createMessaging(agora).provider).toBe('agora');
  const opened: string[] = [];
  const fake: MessagingTransport = {
    provider: 'agora',
    open: (token) => (opened.push(token), { request: async () => ({}), close: () => undefined }),
  };
  const m = createMessaging(agora, { agoraTransport: () => fake });
  expect(m.provider).toBe('agora');
  void m.login().catch(() => undefined);
  await until(() => opened.length === 1);
  expect(opened).toEqual(['t']);
  m.logout();
  expect(() => createMessaging({ provider: 'x' } as unknown as GenTokenResult)).toThrow(
    /unknown provider/,
  );
});
