/**
 * Billing under concurrency and faults: parallel minute reports over real
 * HTTP and from four processes on one database file pay each room-minute once; a balance that
 * cannot pay the next minute ends the call instead of going negative; a party that vanished (a
 * reload) ends the room and nothing more is charged; an answered call that never showed a frame
 * is not billed.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { signedRequest } from '../helpers';
import { sleep } from '../realtime/helpers';
import { hostMediaStarted, nextCallPush, pinHost, startCallEnv, type CallEnv, type Party } from './helpers';

const run = promisify(execFile);
let env: CallEnv;
beforeAll(async () => {
  env = await startCallEnv();
});
afterAll(() => env.close());

let nextHost = 10011;
/** A connected call from a new user (with `coins`) to a seeded host answered by hand. */
async function connected(coinsInMinutes: number) {
  const hostId = nextHost++;
  await pinHost(env, hostId);
  const price = env.app.services.accounts.getUser(hostId)?.call_price as number;
  const a = await env.user({ coins: price * coinsInMinutes });
  const h = await env.host(hostId);
  const room = (await env.post(a, '/api/call/launch', { calleeUserId: hostId, callLocation: 101 })).data
    .roomNum as string;
  await env.post(h, '/api/call/answer', { roomNum: room });
  hostMediaStarted(env, room);
  return { a, h, room, price, hostId };
}
const roomRow = (room: string) => env.app.services.calls.store.get(room);
const callDebits = (userId: number) =>
  env.app.services.ledger.history(userId, 500).filter((e) => e.reason === 'call');

async function httpPost(p: Party, url: string, body: unknown) {
  const r = await signedRequest(env.app, url, { session: p, body, method: 'POST' });
  const res = await fetch(env.base + r.url, { method: 'POST', headers: r.headers, body: r.body });
  return (await res.json()) as { code: number; data: Record<string, number> };
}

test('30 parallel minute reports over HTTP pay each started minute once', async () => {
  const { a, room, price } = await connected(10);
  env.clock.advance(3 * 60_000 + 5_000); // minutes 2, 3, 4 have started; no sweep yet
  const answers = await Promise.all(
    Array.from({ length: 30 }, () => httpPost(a, '/matches/api/subtractGoldMatchCall', { roomNum: room })),
  );
  expect(answers.every((x) => x.code === 200)).toBe(true);
  // The server's own 1 s sweep (a real timer) may settle some of these minutes between the
  // clock move and the requests on a loaded machine: the answers never charge more than the
  // three minutes, and the ledger below holds each minute exactly once either way.
  expect(answers.reduce((n, x) => n + (x.data.charged ?? 0), 0)).toBeLessThanOrEqual(3 * price);
  expect(answers.every((x) => x.data.minutesBilled === 4)).toBe(true);
  expect(callDebits(a.userId).map((e) => e.idempotencyKey).sort()).toEqual(
    [1, 2, 3, 4].map((m) => `call:${room}:m${m}`),
  );
  expect(env.balance(a.userId)).toBe(6 * price);
  // A minute that has not started cannot be paid early.
  expect((await httpPost(a, '/matches/api/subtractGoldMatchCall', { roomNum: room, minute: 5 })).code).toBe(100007);
  await env.post(a, '/api/call/hangup', { roomNum: room });
});

test('four processes settling one room at once pay each minute once', async () => {
  const { a, room, price } = await connected(10);
  const at = (roomRow(room)?.started_at as number) + 4 * 60_000 + 1; // minutes 1..5
  const tsx = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
  const worker = path.join(__dirname, '..', 'fixtures', 'settle-worker.ts');
  const dataDir = path.dirname(env.app.services.db.name);
  const outs = await Promise.all(
    [0, 1, 2, 3].map(() => run(tsx, [worker, dataDir, room, String(at), '5'], { timeout: 30_000 })),
  );
  expect(outs.reduce((n, o) => n + Number(o.stdout.trim()), 0)).toBe(4); // minute 1 was paid at start
  expect(roomRow(room)).toMatchObject({ minutes_billed: 5, coins_charged: 5 * price });
  expect(callDebits(a.userId)).toHaveLength(5);
  expect(env.balance(a.userId)).toBe(5 * price);
  await env.post(a, '/api/call/hangup', { roomNum: room });
}, 40_000);

test('parallel hang-ups from both sides and the clean-up: one ending, no extra charge', async () => {
  const { a, h, room } = await connected(5);
  const before = env.balance(a.userId);
  const answers = await Promise.all([
    httpPost(a, '/api/call/hangup', { roomNum: room }),
    httpPost(h, '/api/call/hangup', { roomNum: room }),
    httpPost(a, '/api/call/notifyEndCall', { roomNum: room }),
    httpPost(h, '/api/call/abnormal/clean', { roomNum: room }),
    httpPost(a, '/api/call/hangup', { roomNum: room }),
  ]);
  expect(answers.map((x) => x.code)).toEqual([200, 200, 200, 200, 200]);
  expect(new Set(answers.map((x) => x.data.hangupReason)).size).toBe(1);
  expect(env.balance(a.userId)).toBe(before);
});

test('coins for two minutes: the call ends when minute 3 starts; the balance never goes negative', async () => {
  const { a, h, room, price } = await connected(2);
  const m1 = await nextCallPush(a.rt, 101, room);
  expect(m1).toMatchObject({ minute: 1, goldNum: price, isGoldEnough: true });
  env.advance(60_000);
  const m2 = await a.rt.next((f) => (f.payload as { minute?: number; roomNum?: string })?.minute === 2);
  // Enough for this minute, not the next: the recharge prompt starts (spec 2 §9 58 s).
  expect(m2.payload).toMatchObject({ goldNum: 0, isGoldEnough: false });
  env.advance(60_000);
  expect(roomRow(room)).toMatchObject({ state: 'ended', hangup_reason: 6, minutes_billed: 2 });
  const end = await nextCallPush(h.rt, 7, room);
  expect(end).toMatchObject({ hangupReason: 6, videoTime: 120 });
  expect(env.balance(a.userId)).toBe(0);
  // A recharge arriving within the minute keeps the call going instead (next test).
});

test('a recharge within the last minute keeps the call going', async () => {
  const { a, room, price } = await connected(1);
  env.advance(30_000);
  await env.dev('/dev/api/ledger', { userId: a.userId, amount: price, idempotencyKey: `topup-${room}` });
  env.advance(30_000);
  expect(roomRow(room)).toMatchObject({ state: 'connected', minutes_billed: 2 });
  await env.post(a, '/api/call/hangup', { roomNum: room });
});

test('a reload mid-call: the vanished side ends the room after 20 s, nothing more is charged', async () => {
  const { a, room } = await connected(10);
  const paid = env.balance(a.userId);
  await a.rt.close(); // the page reloads: its socket goes away
  await sleep(50);
  env.advance(10_000);
  expect(roomRow(room)?.state).toBe('connected');
  env.advance(10_000);
  expect(roomRow(room)).toMatchObject({ state: 'ended', hangup_reason: 7, minutes_billed: 1 });
  env.advance(120_000);
  expect(env.balance(a.userId)).toBe(paid);
});

test('the abnormal-call clean-up after a reload ends the stored room at once', async () => {
  const { a, h, room } = await connected(10);
  const paid = env.balance(a.userId);
  env.clock.advance(20_000);
  const r = await env.post(a, '/api/call/abnormal/clean', { roomNum: room });
  expect(r.data).toMatchObject({ state: 'ended', hangupReason: 7, minutesBilled: 1 });
  await nextCallPush(h.rt, 7, room);
  env.advance(300_000);
  expect(env.balance(a.userId)).toBe(paid);
});

test('answered but no frame within 30 s: the call failed to connect and costs nothing', async () => {
  const hostId = nextHost++;
  await pinHost(env, hostId);
  const a = await env.user({ coins: 1000 });
  const h = await env.host(hostId);
  const room = (await env.post(a, '/api/call/launch', { calleeUserId: hostId, callLocation: 101 })).data.roomNum;
  await env.post(h, '/api/call/answer', { roomNum: room });
  env.advance(30_000);
  expect(roomRow(room)).toMatchObject({ state: 'ended', hangup_reason: 8, minutes_billed: 0 });
  expect(env.balance(a.userId)).toBe(1000);
  // Only the payer may report minutes.
  expect((await env.post(h, '/matches/api/subtractGoldMatchCall', { roomNum: room })).code).toBe(100007);
});
