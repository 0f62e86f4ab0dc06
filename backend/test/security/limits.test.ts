/**
 * Resource limits per user and per address, not per socket. Peer messages to
 * 600 made-up user ids, 60 KB each, kept 38 MB for up to 10 minutes, and 200 of 200
 * unauthenticated sockets opened. Now: sockets are capped per user, per address and while
 * unauthenticated (closed after 5 s); messages to users that do not exist are refused; the
 * bytes held for users are capped per recipient, per sender and in total.
 */
import WebSocket from 'ws';
import { CloseCode, GatewayDefaults } from '../../src/realtime';
import { startGateway, TestClient, until, type TestServer } from '../realtime/helpers';
import { liveApp } from './helpers';

const KB60 = 'x'.repeat(60 * 1024);
let srv: TestServer;
const opened: TestClient[] = [];
afterEach(async () => {
  for (const c of opened.splice(0)) c.ws.terminate();
  await srv?.stop();
});
const connect = async (userId: string | number) => {
  const c = await TestClient.connect(srv.url, srv.token(userId));
  opened.push(c);
  return c;
};
const openRaw = async () => {
  const c = await TestClient.open(srv.url);
  opened.push(c);
  return c;
};
/** The HTTP status of a refused upgrade (ws reports "Unexpected server response: 429"). */
const refusedStatus = (url: string) =>
  new Promise<number>((resolve) => {
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.on('error', () => undefined);
  });

describe('sockets', () => {
  test('a user gets 8 sockets; the 9th is closed with 4029', async () => {
    srv = await startGateway();
    for (let i = 0; i < GatewayDefaults.MAX_SOCKETS_PER_USER; i++) await connect(1);
    const ninth = await TestClient.open(srv.url);
    opened.push(ninth);
    ninth.send({ type: 'auth', token: srv.token(1) });
    expect(await ninth.closed).toBe(CloseCode.TOO_MANY_SOCKETS);
    expect(srv.gateway.stats().sockets).toBe(GatewayDefaults.MAX_SOCKETS_PER_USER);
  });

  test('one address gets 64 sockets; the next upgrade is refused with HTTP 429', async () => {
    srv = await startGateway();
    for (let i = 0; i < GatewayDefaults.MAX_SOCKETS_PER_ADDRESS; i++)
      await connect(100 + (i % 8) * 1000 + i);
    expect(await refusedStatus(srv.url)).toBe(429);
    // A socket closing frees its place.
    await opened.pop()!.close();
    await until(() => srv.gateway.stats().sockets === GatewayDefaults.MAX_SOCKETS_PER_ADDRESS - 1);
    await connect(5);
  });

  test('16 unauthenticated sockets per address; the 17th is refused; they close after 5 s', async () => {
    expect(GatewayDefaults.AUTH_TIMEOUT_MS).toBe(5_000);
    srv = await startGateway({ limits: { AUTH_TIMEOUT_MS: 300 } });
    const raws = [];
    for (let i = 0; i < GatewayDefaults.MAX_UNAUTHED_PER_ADDRESS; i++) raws.push(await openRaw());
    expect(srv.gateway.stats().unauthed).toBe(16);
    expect(await refusedStatus(srv.url)).toBe(429);
    for (const r of raws) expect(await r.closed).toBe(CloseCode.AUTH_TIMEOUT);
    await until(() => srv.gateway.stats().unauthed === 0);
    await connect(1);
  });
});

describe('memory held for users', () => {
  test('the app refuses peer messages to user ids that do not exist (600 × 60 KB kept nothing)', async () => {
    const env = await liveApp();
    try {
      const s = await env.user();
      const c = await env.connect(s);
      const codes: string[] = [];
      for (let i = 0; i < 600; i++) {
        const r = await c.request({ type: 'peer', to: String(900_000_000 + i), payload: KB60 });
        codes.push(String(r.code));
        if (r.code === 'rate_limited') await new Promise((res) => setTimeout(res, 100));
      }
      expect(codes.filter((x) => x === 'no_such_user').length).toBeGreaterThan(200);
      expect(codes.every((x) => x === 'no_such_user' || x === 'rate_limited')).toBe(true);
      expect(env.app.services.realtime.stats()).toMatchObject({ logs: 0, logBytes: 0 });
    } finally {
      await env.close();
    }
  }, 60_000);

  test('one sender: at most 4 MiB waiting in other users\u2019 logs, then `quota`', async () => {
    srv = await startGateway({ limits: { RATE_PER_SEC: 1e6, RATE_BURST: 1e6 } });
    const c = await connect(1);
    const codes: string[] = [];
    for (let i = 0; i < 600; i++) {
      const r = await c.request({ type: 'peer', to: String(10_000 + i), payload: KB60 });
      codes.push(r.type === 'ok' ? 'ok' : String(r.code));
    }
    const accepted = codes.filter((x) => x === 'ok').length;
    expect(accepted).toBeGreaterThan(60);
    expect(accepted).toBeLessThan(70);
    expect(codes.slice(accepted).every((x) => x === 'quota')).toBe(true);
    expect(srv.gateway.stats().logBytes).toBeLessThanOrEqual(GatewayDefaults.SENDER_LOG_MAX_BYTES);
  });

  test('one recipient: at most 1 MiB in their log (oldest dropped); all logs: the total cap', async () => {
    srv = await startGateway({ limits: { TOTAL_PUSH_LOG_MAX_BYTES: 2 * 1024 * 1024 } });
    for (let i = 0; i < 40; i++) srv.gateway.pushToUser(7, { i, blob: KB60 });
    expect(srv.gateway.stats().logBytes).toBeLessThanOrEqual(
      GatewayDefaults.USER_PUSH_LOG_MAX_BYTES,
    );
    const back = await connect(7).then(() =>
      TestClient.connect(srv.url, srv.token(7), { lastSeenId: 0 }),
    );
    opened.push(back);
    await until(() => back.of('push').length === (back.welcome!.replayed as number));
    const got = back.of('push').map((f) => (f.payload as { i: number }).i);
    expect(got.length).toBeLessThan(20);
    expect(got[got.length - 1]).toBe(39); // the newest kept, in order
    // Many recipients: the total stays under its cap (globally oldest dropped).
    for (let u = 0; u < 30; u++) for (let i = 0; i < 5; i++) srv.gateway.pushToUser(100 + u, KB60);
    expect(srv.gateway.stats().logBytes).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  test('a reader that stops reading: its queue is capped in bytes, then it is closed (4008)', async () => {
    srv = await startGateway({
      limits: {
        SOCKET_HIGH_WATER_BYTES: 64 * 1024,
        SOCKET_QUEUE_MAX: 1e6,
        SOCKET_QUEUE_MAX_BYTES: 512 * 1024,
      },
    });
    srv.gateway.channels.openLive('feed', 9);
    const slow = await connect(1);
    await slow.request({ type: 'sub', channel: 'feed' });
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    for (let i = 0; i < 400 && srv.gateway.isOnline(1); i++) {
      srv.gateway.pushToChannel('feed', KB60);
      expect(srv.gateway.stats().queuedBytes).toBeLessThanOrEqual(512 * 1024);
      if (i % 20 === 19) await new Promise((r) => setTimeout(r, 5));
    }
    await until(() => !srv.gateway.isOnline(1), 5000);
    expect(srv.gateway.stats().queuedBytes).toBe(0);
  });
});
