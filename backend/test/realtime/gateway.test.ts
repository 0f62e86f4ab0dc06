/**
 * The gateway over a real HTTP server and real `ws` clients.
 */
import { CloseCode } from '../../src/realtime';
import { sleep, startGateway, TestClient, until, type TestServer } from './helpers';

let srv: TestServer;
const open: TestClient[] = [];
const connect = async (userId: string | number, extra: Record<string, unknown> = {}) => {
  const c = await TestClient.connect(srv.url, srv.token(userId), extra);
  open.push(c);
  return c;
};

beforeEach(async () => {
  srv = await startGateway();
});
afterEach(async () => {
  for (const c of open.splice(0)) c.ws.terminate();
  await srv.stop();
});

describe('peer messages', () => {
  it('delivers a peer message exactly once, stamped with id and ts', async () => {
    const a = await connect(1);
    const b = await connect(2);
    const res = await a.request({ type: 'peer', to: '2', payload: { text: 'hi' } });
    expect(res).toMatchObject({ type: 'ok', online: { '2': true } });
    const got = await b.next((f) => f.type === 'peer');
    expect(got).toMatchObject({ from: '1', payload: { text: 'hi' } });
    expect(Number.isSafeInteger(got.id)).toBe(true);
    expect(typeof got.ts).toBe('number');
    await sleep(100);
    expect(b.of('peer')).toHaveLength(1);
    expect(a.of('peer')).toHaveLength(0);
  });

  it('numeric user ids are the same user as their string form; ids only grow', async () => {
    const a = await connect(1);
    const b = await connect('2');
    for (let i = 0; i < 20; i++) a.send({ type: 'peer', to: 2, payload: i });
    await until(() => b.of('peer').length === 20);
    const ids = b.of('peer').map((f) => f.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(20);
    expect(b.of('peer').map((f) => f.payload)).toEqual([...Array(20).keys()]);
  });

  it('relays WebRTC signalling to an online peer and refuses an offline one', async () => {
    srv.gateway.channels.openCallRoom('r1', [1, 2]);
    const a = await connect(1);
    const b = await connect(2);
    expect(await a.request({ type: 'signal', to: '2', payload: { sdp: 'offer' } })).toMatchObject({
      type: 'ok',
    });
    expect(await b.next((f) => f.type === 'signal')).toMatchObject({
      from: '1',
      payload: { sdp: 'offer' },
    });
    expect(await a.request({ type: 'signal', to: '9', payload: {} })).toMatchObject({
      type: 'error',
      code: 'offline',
    });
  });

  it('answers malformed frames with an error and keeps the socket', async () => {
    const a = await connect(1);
    a.ws.send('not json');
    expect(await a.next((f) => f.type === 'error')).toMatchObject({ code: 'bad_frame' });
    a.send({ type: 'ping', cid: 'p1' });
    expect(await a.next((f) => f.type === 'pong')).toMatchObject({ ref: 'p1' });
  });
});

describe('channels', () => {
  it('fans a publish out to all 50 subscribers, once each, not back to the publisher', async () => {
    srv.gateway.channels.openLive('live7', 1); // host 1 publishes, the audience subscribes
    const subs = await Promise.all([...Array(50).keys()].map((i) => connect(100 + i)));
    await Promise.all(subs.map((c) => c.request({ type: 'sub', channel: 'live7' })));
    const pub = await connect(1);
    await pub.request({ type: 'sub', channel: 'live7' });
    expect(await pub.request({ type: 'pub', channel: 'live7', payload: { n: 1 } })).toMatchObject({
      type: 'ok',
    });
    await Promise.all(subs.map((c) => c.next((f) => f.type === 'msg')));
    for (const c of subs)
      expect(c.of('msg')).toEqual([
        expect.objectContaining({ channel: 'live7', from: '1', payload: { n: 1 } }),
      ]);
    // The same frame id for every recipient: one fan-out.
    expect(new Set(subs.map((c) => c.of('msg')[0]!.id)).size).toBe(1);
    await sleep(50);
    expect(pub.of('msg')).toHaveLength(0);
  });

  it('server pushes to a channel reach its subscribers; unsubscribed sockets get nothing', async () => {
    srv.gateway.channels.openLive('c', 1);
    const a = await connect(1);
    const b = await connect(2);
    await a.request({ type: 'sub', channel: 'c' });
    await b.request({ type: 'sub', channel: 'c' });
    await b.request({ type: 'unsub', channel: 'c' });
    expect(srv.gateway.pushToChannel('c', { bizType: 1052 })).toBe(1);
    expect(await a.next((f) => f.type === 'push')).toMatchObject({
      channel: 'c',
      payload: { bizType: 1052 },
    });
    await sleep(50);
    expect(b.of('push')).toHaveLength(0);
    expect(srv.gateway.pushToChannel('nobody', {})).toBe(0);
  });

  it('reports channel members and their join/leave to sockets that asked', async () => {
    srv.gateway.channels.openCallRoom(1, [1, 2]);
    const a = await connect(1);
    expect(await a.request({ type: 'sub', channel: 'rtc:1', members: true })).toMatchObject({
      members: ['1'],
    });
    const b = await connect(2);
    const joined = await b.request({ type: 'sub', channel: 'rtc:1', members: true });
    expect((joined.members as string[]).sort()).toEqual(['1', '2']);
    expect(await a.next((f) => f.type === 'member')).toMatchObject({
      channel: 'rtc:1',
      userId: '2',
      event: 'join',
    });
    await b.close();
    expect(await a.next((f) => f.type === 'member' && f.event === 'leave')).toMatchObject({
      userId: '2',
    });
  });

  it('limits channels per socket', async () => {
    await srv.stop();
    srv = await startGateway({ limits: { MAX_CHANNELS_PER_SOCKET: 2 } });
    const a = await connect(1);
    await a.request({ type: 'sub', channel: 'inbox:1' });
    await a.request({ type: 'sub', channel: 'connection-check:1:2' });
    expect(await a.request({ type: 'sub', channel: 'connection-check:1:3' })).toMatchObject({
      type: 'error',
      code: 'too_many_channels',
    });
  });
});

describe('presence', () => {
  it('goes online with the first socket and offline with the last, once each', async () => {
    const events: Array<[string, boolean]> = [];
    srv.gateway.onPresence((u, on) => events.push([u, on]));
    const a1 = await connect(5);
    await until(() => events.length === 1);
    const a2 = await connect(5);
    expect(srv.gateway.isOnline(5)).toBe(true);
    expect(srv.gateway.isOnline('5')).toBe(true);
    await a1.close();
    await sleep(50);
    expect(srv.gateway.isOnline(5)).toBe(true);
    await a2.close();
    await until(() => events.length === 2);
    expect(events).toEqual([
      ['5', true],
      ['5', false],
    ]);
    expect(srv.gateway.isOnline(5)).toBe(false);
  });

  it('disconnectUser closes every socket of the user with the given code', async () => {
    const a1 = await connect(4);
    const a2 = await connect(4);
    const other = await connect(5);
    expect(srv.gateway.disconnectUser(4, CloseCode.AUTH_FAILED)).toBe(2);
    expect(await a1.closed).toBe(CloseCode.AUTH_FAILED);
    expect(await a2.closed).toBe(CloseCode.AUTH_FAILED);
    expect(srv.gateway.isOnline(4)).toBe(false);
    expect(other.closeCode).toBeNull();
    expect(srv.gateway.disconnectUser(4)).toBe(0);
  });

  it('answers a presence query', async () => {
    const a = await connect(1);
    await connect(2);
    expect(await a.request({ type: 'presence', users: ['2', '3'] })).toMatchObject({
      online: { '2': true, '3': false },
    });
  });
});

describe('reconnect and the per-user log', () => {
  it('a client that reconnects with lastSeenId receives what was pushed while away, once', async () => {
    const a = await connect(7);
    srv.gateway.pushToUser(7, { n: 1 });
    const first = await a.next((f) => f.type === 'push');
    const epoch = a.welcome!.epoch;
    await a.close();
    await until(() => !srv.gateway.isOnline(7));
    srv.gateway.pushToUser(7, { n: 2 });
    srv.gateway.pushToUser('7', { n: 3 });

    const b = await connect(7, { lastSeenId: first.id, epoch });
    expect(b.welcome).toMatchObject({ replayed: 2 });
    await until(() => b.of('push').length === 2);
    srv.gateway.pushToUser(7, { n: 4 });
    await until(() => b.of('push').length === 3);
    await sleep(50);
    expect(b.of('push').map((f) => (f.payload as { n: number }).n)).toEqual([2, 3, 4]);
    const last = b.of('push')[2]!.id;
    await b.close();

    // Nothing new: a second reconnect replays nothing.
    const c = await connect(7, { lastSeenId: last, epoch });
    expect(c.welcome).toMatchObject({ replayed: 0 });
    await sleep(50);
    expect(c.of('push')).toHaveLength(0);
  });

  it('also replays peer messages; a fresh login (no lastSeenId) replays nothing', async () => {
    const sender = await connect(1);
    await sender.request({ type: 'peer', to: '8', payload: 'while offline' });
    const fresh = await connect(8);
    expect(fresh.welcome).toMatchObject({ replayed: 0 });
    const back = await connect(8, { lastSeenId: 0 });
    expect(back.welcome).toMatchObject({ replayed: 1 });
    expect(await back.next((f) => f.type === 'peer')).toMatchObject({
      from: '1',
      payload: 'while offline',
    });
  });

  it('keeps at most USER_PUSH_LOG_MAX server pushes (oldest dropped) and drops expired ones', async () => {
    await srv.stop();
    let t = 1_700_000_000_000;
    srv = await startGateway({
      now: () => t,
      limits: { USER_PUSH_LOG_MAX: 5, USER_LOG_TTL_MS: 60_000 },
    });
    for (let n = 1; n <= 8; n++) srv.gateway.pushToUser(9, { n });
    const a = await connect(9, { lastSeenId: 0 });
    await until(() => a.of('push').length === 5);
    expect(a.of('push').map((f) => (f.payload as { n: number }).n)).toEqual([4, 5, 6, 7, 8]);
    t += 61_000;
    const b = await connect(9, { lastSeenId: 0 });
    expect(b.welcome).toMatchObject({ replayed: 0 });
  });

  it('a different epoch (gateway restarted) replays the whole log', async () => {
    srv.gateway.pushToUser(3, 'a');
    const a = await connect(3, { lastSeenId: Number.MAX_SAFE_INTEGER, epoch: 'old-epoch' });
    expect(a.welcome).toMatchObject({ replayed: 1 });
  });
});

describe('slow sockets', () => {
  it('a socket that stops reading is closed; delivery to the others does not stall', async () => {
    await srv.stop();
    srv = await startGateway({
      limits: { SOCKET_HIGH_WATER_BYTES: 64 * 1024, SOCKET_QUEUE_MAX: 20 },
    });
    srv.gateway.channels.openLive('big', 9);
    const slow = await connect(1);
    const fast = await connect(2);
    await slow.request({ type: 'sub', channel: 'big' });
    await fast.request({ type: 'sub', channel: 'big' });
    // Stop reading: the kernel buffers fill, then the gateway's queue, then it gives up.
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const offline: string[] = [];
    srv.gateway.onPresence((u, on) => !on && offline.push(u));
    const blob = 'x'.repeat(64 * 1024);
    const N = 400; // ~26 MB, more than loopback buffers hold
    const started = Date.now();
    // Pushed in batches at the pace the reading client keeps up with; the other never reads.
    for (let i = 0; i < N; i++) {
      srv.gateway.pushToChannel('big', { i, blob });
      if (i % 10 === 9) await until(() => fast.of('push').length === i + 1, 5000);
    }
    expect(fast.of('push').map((f) => (f.payload as { i: number }).i)).toEqual([
      ...Array(N).keys(),
    ]);
    await until(() => offline.includes('1'), 5000);
    expect(srv.gateway.isOnline(1)).toBe(false);
    expect(srv.gateway.isOnline(2)).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 20_000);
});

describe('authentication', () => {
  it('refuses a bad token with 4001', async () => {
    const c = await TestClient.open(srv.url);
    c.send({ type: 'auth', token: 'v1.bogus.1.x' });
    expect(await c.closed).toBe(CloseCode.AUTH_FAILED);
    expect(srv.gateway.stats().sockets).toBe(0);
  });

  it('refuses an expired token', async () => {
    await srv.stop();
    let t = 1_700_000_000_000;
    srv = await startGateway({ now: () => t });
    const token = srv.token(1);
    t += 25 * 3600_000;
    const c = await TestClient.open(srv.url);
    c.send({ type: 'auth', token });
    expect(await c.closed).toBe(CloseCode.AUTH_FAILED);
  });

  it('closes a socket whose first frame is not auth (4003), or that never authenticates (4002)', async () => {
    const c = await TestClient.open(srv.url);
    c.send({ type: 'peer', to: '1', payload: 1 });
    expect(await c.closed).toBe(CloseCode.PROTOCOL);
    await srv.stop();
    srv = await startGateway({ limits: { AUTH_TIMEOUT_MS: 100 } });
    const d = await TestClient.open(srv.url);
    expect(await d.closed).toBe(CloseCode.AUTH_TIMEOUT);
  });

  it('does not take upgrades on other paths', async () => {
    await expect(TestClient.open(srv.url.replace('/rtm', '/other'))).rejects.toBeDefined();
  });
});
