/**
 * MessagingConnection over a fake transport: transitions, backoff (fake timers), the stale rule.
 */
import { MessagingConnection, nextState, TRANSITIONS } from './connection';
import { BizType } from './envelope';
import { backoffDelay, DEFAULT_BACKOFF, isStale } from './timing';
import type { MessagingTransport, Outbound, TransportCallbacks } from './transport';
import type { ConnectionState, MessagingEvents } from './types';

interface FakeLink {
  token: string;
  cb: TransportCallbacks;
  closed: boolean;
  requests: Outbound[];
}

class FakeTransport implements MessagingTransport {
  readonly provider = 'local' as const;
  links: FakeLink[] = [];
  open(token: string, cb: TransportCallbacks) {
    const l: FakeLink = { token, cb, closed: false, requests: [] };
    this.links.push(l);
    return {
      request: async (out: Outbound) => {
        l.requests.push(out);
        return out.op === 'peer' ? { online: { [out.to]: true } } : {};
      },
      close: () => void (l.closed = true),
    };
  }
  get last(): FakeLink {
    return this.links[this.links.length - 1]!;
  }
}

const flush = () => jest.advanceTimersByTimeAsync(0);

function setup(over: Partial<ConstructorParameters<typeof MessagingConnection>[0]> = {}) {
  const transport = new FakeTransport();
  let clock = 1_000_000;
  const tokens: Array<{ refresh: boolean }> = [];
  const conn = new MessagingConnection({
    transport,
    getToken: async (o) => (tokens.push(o), `tok${tokens.length}`),
    now: () => clock,
    random: () => 0.5,
    ...over,
  });
  const states: ConnectionState[] = [];
  conn.subscribe(() => states.push(conn.getSnapshot().state));
  return { conn, transport, states, tokens, tick: (ms: number) => (clock += ms) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('transition table', () => {
  it('names every state and only the allowed moves', () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([
      'connecting',
      'idle',
      'offline',
      'online',
      'reconnecting',
    ]);
    expect(nextState('idle', 'login')).toBe('connecting');
    expect(nextState('idle', 'opened')).toBeNull();
    expect(nextState('online', 'login')).toBeNull();
    expect(nextState('online', 'lost')).toBe('reconnecting');
    expect(nextState('reconnecting', 'giveUp')).toBe('offline');
    expect(nextState('offline', 'login')).toBe('connecting');
    for (const s of Object.keys(TRANSITIONS) as ConnectionState[])
      expect(nextState(s, 'logout')).toBe('idle');
  });
});

describe('backoff', () => {
  it('grows exponentially, is capped, and jitters within [half, full]', () => {
    const at = (a: number, r: number) => backoffDelay(a, DEFAULT_BACKOFF, () => r);
    expect([0, 1, 2, 3, 4].map((a) => at(a, 1))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(at(5, 1)).toBe(30_000);
    expect(at(50, 1)).toBe(30_000);
    expect(at(3, 0)).toBe(4000);
    expect(at(3, 0.5)).toBe(6000);
  });
});

describe('MessagingConnection', () => {
  it('idle → connecting → online, with one immutable snapshot per change', async () => {
    const { conn, transport, states } = setup();
    const first = conn.getSnapshot();
    expect(first).toMatchObject({ state: 'idle', attempt: 0, onlineAt: null });
    const login = conn.login();
    await flush();
    expect(conn.getSnapshot().state).toBe('connecting');
    expect(transport.last.token).toBe('tok1');
    transport.last.cb.online({ userId: '9', serverTime: 5000 });
    await login;
    expect(conn.getSnapshot()).toMatchObject({ state: 'online', userId: '9', onlineAt: 5000 });
    expect(conn.getSnapshot()).toBe(conn.getSnapshot());
    expect(conn.getSnapshot()).not.toBe(first);
    expect(states).toEqual(['connecting', 'online']);
  });

  it('reconnects with backoff after a drop, keeps onlineAt and re-subscribes channels', async () => {
    const { conn, transport, states } = setup();
    void conn.login();
    await flush();
    transport.last.cb.online({ userId: '9', serverTime: 5000 });
    await conn.subscribeChannel('live:1', { members: true });
    transport.last.cb.closed({ fatal: false, reason: 'network' });
    expect(conn.getSnapshot()).toMatchObject({
      state: 'reconnecting',
      attempt: 1,
      error: 'network',
    });
    // attempt 0 delay with random 0.5 = 750 ms
    await jest.advanceTimersByTimeAsync(749);
    expect(transport.links).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(transport.links).toHaveLength(2);
    transport.last.cb.closed({ fatal: false, reason: 'refused' });
    expect(conn.getSnapshot().attempt).toBe(2);
    await jest.advanceTimersByTimeAsync(1499); // attempt 1: 1500 ms
    expect(transport.links).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    transport.last.cb.online({ userId: '9', serverTime: 9000 });
    expect(conn.getSnapshot()).toMatchObject({ state: 'online', attempt: 0, onlineAt: 5000 });
    expect(transport.last.requests).toEqual([{ op: 'sub', channel: 'live:1', members: true }]);
    expect(states).toEqual(['connecting', 'online', 'reconnecting', 'reconnecting', 'online']);
  });

  it('gives up after maxAttempts and goes offline; login() starts again', async () => {
    const { conn, transport } = setup({ maxAttempts: 2 });
    const login = conn.login();
    const failed = expect(login).rejects.toThrow(/offline/);
    await flush();
    transport.last.cb.closed({ fatal: false, reason: 'x' });
    await jest.advanceTimersByTimeAsync(30_000);
    transport.last.cb.closed({ fatal: false, reason: 'x' });
    await jest.advanceTimersByTimeAsync(30_000);
    transport.last.cb.closed({ fatal: false, reason: 'x' });
    expect(conn.getSnapshot()).toMatchObject({ state: 'offline', error: 'x' });
    await failed;
    void conn.login();
    await flush();
    expect(conn.getSnapshot().state).toBe('connecting');
  });

  it('abandons an attempt that never comes online (connect timeout)', async () => {
    const { conn, transport } = setup({ connectTimeoutMs: 1000 });
    void conn.login();
    await flush();
    await jest.advanceTimersByTimeAsync(1000);
    expect(transport.links[0]!.closed).toBe(true);
    expect(conn.getSnapshot()).toMatchObject({ state: 'reconnecting', error: 'connect timeout' });
  });

  it('a refused token is renewed once at once, then refusal means offline', async () => {
    const { conn, transport, tokens } = setup();
    const login = conn.login().catch((e: Error) => e);
    await flush();
    transport.last.cb.closed({ fatal: true, reason: 'auth failed', code: 4001 });
    await flush();
    expect(tokens).toEqual([{ refresh: false }, { refresh: true }]);
    transport.last.cb.closed({ fatal: true, reason: 'auth failed', code: 4001 });
    expect(conn.getSnapshot()).toMatchObject({ state: 'offline', error: 'auth failed' });
    expect(await login).toBeInstanceOf(Error);
  });

  it('requests wait while reconnecting and run once online; fail when idle', async () => {
    const { conn, transport } = setup();
    await expect(conn.sendPeer('2', 'x')).rejects.toThrow(/idle/);
    void conn.login();
    await flush();
    const sent = conn.sendPeer('2', { a: 1 });
    transport.last.cb.online({ userId: '1' });
    await expect(sent).resolves.toEqual({ online: true });
    expect(transport.last.requests).toEqual([{ op: 'peer', to: '2', payload: { a: 1 } }]);
  });

  it('logout returns to idle from any state and ignores the old link', async () => {
    const { conn, transport } = setup();
    void conn.login().catch(() => undefined);
    await flush();
    const old = transport.last;
    conn.logout();
    expect(conn.getSnapshot()).toMatchObject({ state: 'idle', onlineAt: null });
    expect(old.closed).toBe(true);
    old.cb.online({ userId: '1' });
    expect(conn.getSnapshot().state).toBe('idle');
  });

  /** A connection online at server time 10 000, its peer and biz events collected. */
  async function onlineCollecting() {
    const { conn, transport } = setup();
    const peers: Array<MessagingEvents['peer']> = [];
    const biz: Array<MessagingEvents['biz']> = [];
    conn.on('peer', (m) => peers.push(m));
    conn.on('biz', (m) => biz.push(m));
    void conn.login();
    await flush();
    const { cb } = transport.last;
    cb.online({ userId: '1', serverTime: 10_000 });
    return { transport, cb, peers, biz };
  }

  it('ignores messages not later than the moment it came online (spec 2 §4)', async () => {
    const { transport, cb, peers, biz } = await onlineCollecting();
    cb.inbound({ kind: 'peer', from: '2', payload: 'old', ts: 9_999 });
    cb.inbound({ kind: 'peer', from: '2', payload: 'same ms', ts: 10_000 });
    cb.inbound({ kind: 'peer', from: '2', payload: 'new', ts: 10_001 });
    // The envelope's own timestamp wins over the transport's.
    const call = { bizType: BizType.call, timestamp: 9_000, action: 1, roomNum: 'r1' };
    cb.inbound({ kind: 'push', payload: call, ts: 20_000 });
    cb.inbound({ kind: 'push', payload: { ...call, timestamp: 10_500 }, ts: 20_000 });
    expect(peers.map((p) => p.payload)).toEqual(['new']);
    expect(biz).toHaveLength(1);
    expect(biz[0]).toMatchObject({
      envelope: { bizType: 1050, roomNum: 'r1', timestamp: 10_500 },
      source: { kind: 'push' },
    });
    // After a reconnect, what was pushed during the drop still counts.
    cb.closed({ fatal: false, reason: 'drop' });
    await jest.advanceTimersByTimeAsync(1000);
    transport.last.cb.online({ userId: '1', serverTime: 15_000 });
    transport.last.cb.inbound({ kind: 'peer', from: '2', payload: 'during drop', ts: 12_000 });
    expect(peers.map((p) => p.payload)).toEqual(['new', 'during drop']);
  });

  it("takes 1040 only from the server's push to this user; a peer's is a plain peer message", async () => {
    const { cb, peers, biz } = await onlineCollecting();
    const im = { bizType: 1040, timestamp: 11_000, senderId: 7, content: 'hi' };
    cb.inbound({ kind: 'peer', from: '666', payload: im, ts: 11_000 });
    cb.inbound({ kind: 'channel', channel: 'live-1', from: '666', payload: im, ts: 11_000 });
    cb.inbound({ kind: 'push', channel: 'live-1', payload: im, ts: 11_000 });
    cb.inbound({ kind: 'push', payload: im, ts: 11_000 });
    // A call message from a peer is still a business envelope: the call's own rules judge it.
    const call = { bizType: BizType.call, timestamp: 11_000, action: 103, roomNum: 'r1' };
    cb.inbound({ kind: 'peer', from: '7', payload: call, ts: 11_000 });
    expect(peers.map((p) => p.from)).toEqual(['666', '7']);
    expect(biz.map((b) => [b.envelope.bizType, b.source])).toEqual([
      [1040, { kind: 'push' }],
      [1050, { kind: 'peer', from: '7' }],
    ]);
  });

  it('isStale: not later than onlineAt is stale; nothing is stale before online', () => {
    expect(isStale(100, 100)).toBe(true);
    expect(isStale(99, 100)).toBe(true);
    expect(isStale(101, 100)).toBe(false);
    expect(isStale(1, null)).toBe(false);
  });
});
