/**
 * A stranger could push real messages out of someone's replay log. 25 peer
 * frames of 60 KB while the victim reconnected evicted a real IM push (1040) from their log:
 * server pushes and peer frames shared one eviction budget. Now they have separate budgets (a
 * peer frame only ever evicts peer frames) and one sender's share of a receiver's peer frames
 * is capped (past it, that sender's own oldest go).
 */
import { GatewayDefaults } from '../../src/realtime';
import { befriend, send } from '../chat/helpers';
import { liveApp, type LiveApp } from '../security/helpers';
import { startGateway, TestClient, until, type TestServer } from './helpers';

const KB60 = 'x'.repeat(60 * 1024);

describe('the app', () => {
  let env: LiveApp;
  beforeAll(async () => {
    env = await liveApp();
  });
  afterAll(() => env.close());

  test("25 peer frames of 60 KB from a stranger leave a friend's IM push in the replay log", async () => {
    const [victim, friend, stranger] = [
      await env.user('Victim'),
      await env.user('Friend'),
      await env.user('Stranger'),
    ];
    await befriend(env.app, victim.userId, friend.userId);
    const first = await env.connect(victim);
    const { id: lastSeenId, epoch } = first.welcome!;
    await first.close(); // the victim's phone goes through a tunnel

    const sent = await send(env.app, friend, victim.userId, 'see you at 8');
    expect(sent.code).toBe(200);
    const cs = await env.connect(stranger);
    for (let i = 0; i < 25; i++)
      expect(
        await cs.request({ type: 'peer', to: String(victim.userId), payload: { i, blob: KB60 } }),
      ).toMatchObject({ type: 'ok' });

    const back = await env.connect(victim, { lastSeenId, epoch });
    const replayed = back.welcome!.replayed as number;
    await until(() => back.of('push').length + back.of('peer').length === replayed);
    const pushes = back.of('push').map((f) => f.payload as { bizType?: number; content?: string });
    expect(pushes).toContainEqual(
      expect.objectContaining({ bizType: 1040, content: 'see you at 8' }),
    );
    // The stranger's share: the newest of theirs, within the per-sender cap.
    const theirs = back.of('peer').map((f) => (f.payload as { i: number }).i);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs[theirs.length - 1]).toBe(24);
    const bytes = back.of('peer').reduce((s, f) => s + JSON.stringify(f).length, 0);
    expect(bytes).toBeLessThanOrEqual(GatewayDefaults.PEER_LOG_SENDER_MAX_BYTES);
  });
});

describe('the gateway', () => {
  let srv: TestServer;
  const opened: TestClient[] = [];
  afterEach(async () => {
    for (const c of opened.splice(0)) c.ws.terminate();
    await srv?.stop();
  });
  const connect = async (userId: string, extra: Record<string, unknown> = {}) => {
    const c = await TestClient.connect(srv.url, srv.token(userId), extra);
    opened.push(c);
    return c;
  };
  const replay = async (userId: string) => {
    const c = await connect(userId, { lastSeenId: 0 });
    await until(() => c.of('push').length + c.of('peer').length === c.welcome!.replayed);
    return c.frames.filter((f) => f.type === 'push' || f.type === 'peer');
  };

  test('peer frames never evict server pushes; pushes and peers replay in one order', async () => {
    srv = await startGateway({ limits: { RATE_PER_SEC: 1e6, RATE_BURST: 1e6 } });
    for (let i = 0; i < 3; i++) srv.gateway.pushToUser('v', { push: i });
    const senders = await Promise.all(['s1', 's2', 's3', 's4', 's5', 's6'].map((u) => connect(u)));
    // Six senders × 300 KB: twice the receiver's whole peer budget.
    for (const [k, c] of senders.entries())
      for (let i = 0; i < 5; i++)
        await c.request({ type: 'peer', to: 'v', payload: { k, i, blob: KB60 } });
    srv.gateway.pushToUser('v', { push: 3 });
    const frames = await replay('v');
    expect(frames.filter((f) => f.type === 'push').map((f) => f.payload)).toEqual([
      { push: 0 },
      { push: 1 },
      { push: 2 },
      { push: 3 },
    ]);
    const ids = frames.map((f) => f.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    const peerBytes = frames
      .filter((f) => f.type === 'peer')
      .reduce((s, f) => s + JSON.stringify(f).length, 0);
    expect(peerBytes).toBeLessThanOrEqual(GatewayDefaults.USER_PEER_LOG_MAX_BYTES);
  });

  test('across users too: past the peer frames\u2019 total, only peer frames go', async () => {
    const PEER_TOTAL = 512 * 1024;
    srv = await startGateway({
      limits: { RATE_PER_SEC: 1e6, RATE_BURST: 1e6, TOTAL_PEER_LOG_MAX_BYTES: PEER_TOTAL },
    });
    for (let u = 0; u < 10; u++) srv.gateway.pushToUser(`u${u}`, { push: u });
    const c = await connect('flooder');
    // 20 × 60 KB to ten users: more than twice the peer frames' total.
    for (let u = 0; u < 10; u++)
      for (let i = 0; i < 2; i++)
        await c.request({ type: 'peer', to: `u${u}`, payload: { blob: KB60 } });
    // The peer frames within their total (the ten pushes are small).
    expect(srv.gateway.stats().logBytes).toBeLessThan(PEER_TOTAL + 10 * 1024);
    for (let u = 0; u < 10; u++) {
      const frames = await replay(`u${u}`);
      expect(frames.filter((f) => f.type === 'push').map((f) => f.payload)).toEqual([{ push: u }]);
    }
  });

  test("one sender's flood pushes out only their own frames, never another sender's", async () => {
    srv = await startGateway({ limits: { RATE_PER_SEC: 1e6, RATE_BURST: 1e6 } });
    const [partner, flooder] = [await connect('partner'), await connect('flooder')];
    await partner.request({ type: 'peer', to: 'v', payload: { face: true } });
    for (let i = 0; i < 40; i++)
      await flooder.request({ type: 'peer', to: 'v', payload: { i, blob: KB60 } });
    const frames = await replay('v');
    const from = (u: string) => frames.filter((f) => f.from === u);
    expect(from('partner').map((f) => f.payload)).toEqual([{ face: true, senderId: 'partner' }]);
    const kept = from('flooder');
    expect(kept.reduce((s, f) => s + JSON.stringify(f).length, 0)).toBeLessThanOrEqual(
      GatewayDefaults.PEER_LOG_SENDER_MAX_BYTES,
    );
    expect((kept[kept.length - 1]!.payload as { i: number }).i).toBe(39);
  });

  test('a sender\u2019s share is also capped in frames', async () => {
    srv = await startGateway({ limits: { RATE_PER_SEC: 1e6, RATE_BURST: 1e6 } });
    const c = await connect('chatty');
    const n = GatewayDefaults.PEER_LOG_SENDER_MAX + 10;
    for (let i = 0; i < n; i++) await c.request({ type: 'peer', to: 'v', payload: { i } });
    const frames = await replay('v');
    expect(frames).toHaveLength(GatewayDefaults.PEER_LOG_SENDER_MAX);
    expect((frames[0]!.payload as { i: number }).i).toBe(10);
  });
});
