/**
 * Coins in a live: a gift debits once per client request id (20 identical requests at once over
 * real HTTP: one debit, one gift message, the host's points once), the spec's gift codes (1602,
 * 1002, 1003), following the host for 9 gold once (20 at once) or 20001, the gift ranking, and
 * liveInfo numbers that never go down.
 */
import { signedRequest, type Session } from '../helpers';
import type { Frame } from '../realtime/helpers';
import { LIVE, liveEnv, type Answer, type LiveEnv } from './helpers';
import { LIVE_CODE } from '../../src/sdk';

let env: LiveEnv;
beforeAll(async () => {
  env = await liveEnv();
});
afterAll(() => env.close());

const ROSE = { id: 1, gold: 10 };
const CROWN = { id: 10, gold: 299 };

/** The same signed request as the SDK would send it, over real HTTP (a fresh nonce each). */
async function overHttp(
  s: Session,
  path: string,
  method: 'PUT' | 'GET',
  body?: unknown,
  query?: Record<string, string>,
) {
  const r = await signedRequest(env.app, path, { session: s, method, body, query });
  const res = await fetch(`${env.base}${r.url}`, {
    method: r.method,
    headers: r.headers,
    body: r.body,
  });
  return (await res.json()) as Answer;
}
const ledgerRows = (key: string) =>
  env.app.services.db.prepare('SELECT * FROM coin_ledger WHERE idempotency_key = ?').all(key);
const balance = (userId: number) => env.app.services.ledger.balance(userId);
const gift = (s: Session, channel: string, giftId: number, requestId: string) =>
  env.api(s, `${LIVE}/sendGift`, {
    method: 'PUT',
    body: { liveStudioChannelId: channel, giftId, requestId },
  });

async function inLive(coins: number) {
  const live = await env.startLive();
  const s = await env.viewer(coins);
  expect((await env.join(s, live.channelId)).code).toBe(200);
  const socket = await env.connect(s);
  await socket.request({ type: 'sub', channel: live.channelId });
  return { live, s, socket };
}
const gifts = (frames: Frame[]) =>
  frames.filter((f) => f.type === 'push' && (f.payload as { action?: string }).action === 'gift');

describe('gifts', () => {
  test('the same request id sent 20 times at once debits once; every answer is the first result', async () => {
    const { live, s, socket } = await inLive(1_000);
    const body = {
      liveStudioChannelId: live.channelId,
      giftId: CROWN.id,
      requestId: 'crown-once-0001',
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => overHttp(s, `${LIVE}/sendGift`, 'PUT', body)),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.data.duplicate === false)).toHaveLength(1);
    for (const a of answers)
      expect(a.data).toMatchObject({
        coinBalance: 1_000 - CROWN.gold,
        gold: CROWN.gold,
        giftId: CROWN.id,
        profit: CROWN.gold,
      });
    expect(balance(s.userId)).toBe(1_000 - CROWN.gold);
    expect(ledgerRows(`live-gift:${s.userId}:crown-once-0001`)).toHaveLength(1);
    const points = env.app.services.db
      .prepare('SELECT SUM(amount) AS n, COUNT(*) AS c FROM host_points WHERE idempotency_key = ?')
      .get(`live-gift-points:${s.userId}:crown-once-0001`);
    expect(points).toEqual({ n: CROWN.gold, c: 1 });
    // The room heard one gift.
    await socket.next((f) => gifts([f]).length === 1);
    await env.api(s, `${LIVE}/muted`, { query: { liveStudioChannelId: live.channelId } }); // a round trip
    expect(gifts(socket.frames)).toHaveLength(1);
    expect(gifts(socket.frames)[0]?.payload).toMatchObject({
      senderId: s.userId,
      giftId: CROWN.id,
      gold: CROWN.gold,
    });
    // Later, the same id again: still the first result, nothing moves.
    expect((await gift(s, live.channelId, CROWN.id, 'crown-once-0001')).data).toMatchObject({
      duplicate: true,
      coinBalance: 1_000 - CROWN.gold,
    });
    // The same id for another gift is refused.
    expect((await gift(s, live.channelId, ROSE.id, 'crown-once-0001')).code).toBe(
      LIVE_CODE.requestReused,
    );
    expect(balance(s.userId)).toBe(1_000 - CROWN.gold);
  });

  test('1602 when the balance does not cover it (nothing moves); 1002 after the end, 1003 after a violation', async () => {
    const { live, s } = await inLive(20);
    const short = await gift(s, live.channelId, CROWN.id, 'crown-short-01');
    expect(short).toMatchObject({ code: LIVE_CODE.notEnoughGold, data: { goldNum: 20 } });
    expect(balance(s.userId)).toBe(20);
    expect(ledgerRows(`live-gift:${s.userId}:crown-short-01`)).toHaveLength(0);
    expect((await gift(s, live.channelId, ROSE.id, 'rose-ok-000001')).code).toBe(200);
    expect((await gift(s, live.channelId, 999, 'no-such-gift-1')).code).toBe(LIVE_CODE.noSuchGift);

    await env.dev('/live/end', { liveStudioId: live.liveStudioId });
    expect((await gift(s, live.channelId, ROSE.id, 'rose-ended-001')).code).toBe(LIVE_CODE.ended);
    const other = await inLive(100);
    await env.dev('/live/violation', { liveStudioId: other.live.liveStudioId });
    expect(await gift(other.s, other.live.channelId, ROSE.id, 'rose-violation')).toMatchObject({
      code: LIVE_CODE.closedForViolation,
      msg: expect.stringContaining('violation regulations'),
    });
    expect(balance(other.s.userId)).toBe(100);
    expect(balance(s.userId)).toBe(10);
  });

  test('a viewer not in the room cannot gift (1401); the ranking and own totals follow the gifts', async () => {
    const { live, s: a } = await inLive(1_000);
    const outsider = await env.viewer(100);
    expect((await gift(outsider, live.channelId, ROSE.id, 'outsider-gift1')).code).toBe(
      LIVE_CODE.notInLive,
    );
    const b = await env.viewer(1_000);
    await env.join(b, live.channelId);
    await gift(a, live.channelId, ROSE.id, 'rank-a-000001');
    await gift(b, live.channelId, CROWN.id, 'rank-b-000001');
    await gift(a, live.channelId, ROSE.id, 'rank-a-000002');
    const rank = await env.api(a, `${LIVE}/gift/rank`, {
      query: { liveStudioId: live.liveStudioId, pageNo: 1, pageSize: 100 },
    });
    expect(rank.data).toMatchObject({ pageNo: 1, pages: 1, total: 2 });
    expect((rank.data as { list: unknown[] }).list).toEqual([
      expect.objectContaining({ no: 1, userId: b.userId, sendTotalCoins: CROWN.gold }),
      expect.objectContaining({ no: 2, userId: a.userId, sendTotalCoins: 2 * ROSE.gold }),
    ]);
    const mine = await env.api(a, `${LIVE}/sumSendedGiftsCoins`, {
      query: { liveStudioId: live.liveStudioId },
    });
    expect(mine.data).toEqual({ liveStudioId: live.liveStudioId, sendTotalCoins: 2 * ROSE.gold });
  });

  test('profit and praise in liveInfo never go down', async () => {
    const { live, s, socket } = await inLive(1_000);
    for (let i = 0; i < 5; i++) {
      await gift(s, live.channelId, ROSE.id, `mono-gift-${i}000`);
      await env.api(s, `${LIVE}/praise`, {
        method: 'PUT',
        body: { liveStudioChannelId: live.channelId, num: 3 },
      });
      env.clock.advance(1_000);
      env.tick();
    }
    const info = (f: Frame) =>
      (f.payload ?? {}) as { action?: string; profit: number; praiseNum: number };
    await socket.next((f) => info(f).action === 'liveInfo' && info(f).praiseNum === 15);
    const infos = socket.frames.map(info).filter((p) => p.action === 'liveInfo');
    expect(infos.length).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < infos.length; i++) {
      expect(infos[i]!.profit).toBeGreaterThanOrEqual(infos[i - 1]!.profit);
      expect(infos[i]!.praiseNum).toBeGreaterThanOrEqual(infos[i - 1]!.praiseNum);
    }
    expect(infos[infos.length - 1]).toMatchObject({ profit: 5 * ROSE.gold, praiseNum: 15 });
  });
});

describe('follow', () => {
  test('20 follows at once: 9 gold once, friends with the (simulated) host', async () => {
    const { live, s } = await inLive(100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        overHttp(s, `${LIVE}/addFriend`, 'GET', undefined, { liveStudioChannelId: live.channelId }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.data.charged === 9)).toHaveLength(1);
    expect(balance(s.userId)).toBe(91);
    const debits = env.app.services.db
      .prepare("SELECT COUNT(*) AS n FROM coin_ledger WHERE user_id = ? AND reason = 'friend-add'")
      .get(s.userId);
    expect(debits).toEqual({ n: 1 });
    const info = await env.join(s, live.channelId);
    expect(
      (info.data as { liveInfo: { hostDetail: { relation: number } } }).liveInfo.hostDetail
        .relation,
    ).toBe(2);
  });

  test('20001 when the balance is short; nothing moves', async () => {
    const { live, s } = await inLive(5);
    const r = await env.api(s, `${LIVE}/addFriend`, {
      query: { liveStudioChannelId: live.channelId },
    });
    expect(r.code).toBe(LIVE_CODE.followNotEnoughGold);
    expect(balance(s.userId)).toBe(5);
  });
});
