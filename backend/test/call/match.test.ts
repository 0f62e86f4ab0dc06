/** The matching queue's rules (backend/src/modules/match/README.md) over the real HTTP paths. */
import { nextCallPush, pinHost, startCallEnv, type CallEnv, type Party } from './helpers';

let env: CallEnv;
beforeAll(async () => {
  env = await startCallEnv();
});
afterAll(() => env.close());
beforeEach(async () => {
  await env.dev('/dev/api/match/reset', { hostFallback: false });
  await env.dev('/dev/api/hosts/reset');
});

const FETCH = '/matches/api/livcam/matches/matching/fetch';
const start = (p: Party) => env.post(p, '/matches/api/V1/matching', {});
const fetchState = async (p: Party) => (await env.get(p, FETCH)).data;

test('two waiting users are paired; the longer waiter calls with the matchId; the call is free', async () => {
  const a = await env.user({ coins: 0 });
  const b = await env.user({ coins: 0, gender: 2 });
  expect((await start(a)).data).toMatchObject({ status: 'waiting', matched: false, match: null });
  env.clock.advance(500);
  const sb = (await start(b)).data;
  expect(sb).toMatchObject({ status: 'matched', matched: true, matchCancelled: false });
  expect(sb.match).toMatchObject({ matchUserId: a.userId, role: 'callee', isHost: false });
  const sa = await fetchState(a);
  expect(sa.match).toMatchObject({ matchUserId: b.userId, role: 'caller', matchId: sb.match.matchId });

  // Call location 100 with the matchId; no coins needed between two users.
  const r = await env.post(a, '/api/call/launch', { calleeUserId: b.userId, callLocation: 100, matchId: sa.match.matchId });
  expect(r.data).toMatchObject({ goddessLocation: 100, callPrice: 0, matchId: sa.match.matchId });
  const invite = await nextCallPush(b.rt, 1, r.data.roomNum);
  expect(invite).toMatchObject({ goddessLocation: 100, matchId: sa.match.matchId });
  expect((await fetchState(b)).matchCallStatus).toBe(1);
  // The matchId is used once.
  expect((await env.post(a, '/api/call/launch', { calleeUserId: b.userId, callLocation: 100, matchId: sa.match.matchId })).code).toBe(100007);

  await env.post(b, '/api/call/answer', { roomNum: r.data.roomNum });
  await env.post(a, '/api/call/hangup', { roomNum: r.data.roomNum });
  // The call is over: both are idle until they ask for the next match; the same pair not again.
  expect(await fetchState(a)).toMatchObject({ status: 'idle', matched: false, matchCallStatus: 0 });
  await start(a);
  await start(b);
  expect((await fetchState(a)).status).toBe('waiting');
  expect((await fetchState(b)).status).toBe('waiting');
  // The match record shows nothing in the chat.
  await env.post(a, '/matches/api/V1/exitMatch', {});
  await env.post(b, '/matches/api/V1/exitMatch', {});
});

test('alone past 3 s: paired with an online seeded host; the user calls and pays the host price', async () => {
  await env.dev('/dev/api/match/reset', { hostFallback: true });
  // Only one host can match (all others pinned offline), so the pairing is known.
  for (let id = 10001; id <= 10047; id++) await pinHost(env, id, { status: id === 10020 ? 2 : 0 });
  const a = await env.user({ coins: 1000 });
  await start(a);
  env.advance(2_900);
  expect((await fetchState(a)).status).toBe('waiting');
  env.advance(200);
  const s = await fetchState(a);
  expect(s.match).toMatchObject({ matchUserId: 10020, role: 'caller', isHost: true });
  const price = env.app.services.accounts.getUser(10020)?.call_price;
  const r = await env.post(a, '/api/call/launch', { calleeUserId: 10020, callLocation: 100, matchId: s.match.matchId });
  expect(r.data).toMatchObject({ callPrice: price, goddessLocation: 100, serverCall: true });
  await env.post(a, '/api/call/cancel', { roomNum: r.data.roomNum });
  await env.post(a, '/matches/api/V1/exitMatch', {});
});

test('not enough coins for the matched host: 100004; asking again is the next match', async () => {
  await env.dev('/dev/api/match/reset', { hostFallback: true });
  for (let id = 10001; id <= 10047; id++) await pinHost(env, id, { status: id <= 10002 ? 2 : 0 });
  const a = await env.user({ coins: 1 });
  await start(a);
  env.advance(3_000);
  const first = (await fetchState(a)).match;
  expect(first.isHost).toBe(true);
  const r = await env.post(a, '/api/call/launch', { calleeUserId: first.matchUserId, callLocation: 100, matchId: first.matchId });
  expect(r.code).toBe(100004);
  // Next match: the pair is dropped, the user waits again, and the same host is not offered again.
  const again = (await start(a)).data;
  expect(again).toMatchObject({ status: 'waiting', matchCancelled: true });
  env.advance(3_000);
  const second = (await fetchState(a)).match;
  expect(second.matchUserId).not.toBe(first.matchUserId);
  await env.post(a, '/matches/api/V1/exitMatch', {});
});

test('a caller who never launches: after 15 s the pair is cancelled and the other waits again', async () => {
  const a = await env.user();
  const b = await env.user({ gender: 2 });
  await start(a);
  await start(b);
  expect((await fetchState(b)).status).toBe('matched');
  env.advance(15_001);
  expect(await fetchState(b)).toMatchObject({ status: 'waiting', matchCancelled: true, match: null });
  expect((await fetchState(a)).status).toBe('cancelled');
  await env.post(b, '/matches/api/V1/exitMatch', {});
});

test('exit: leaves the queue; a pending pair is cancelled for the partner; stale waiters are dropped', async () => {
  const a = await env.user();
  const b = await env.user({ gender: 2 });
  await start(a);
  await start(b);
  expect((await env.post(a, '/matches/api/V1/exitMatch', {})).data).toMatchObject({ status: 'idle' });
  expect(await fetchState(b)).toMatchObject({ status: 'waiting', matchCancelled: true });
  // b stops polling (the page went away): dropped after 30 s.
  env.advance(30_001);
  const c = await env.user();
  await start(c);
  expect((await fetchState(c)).status).toBe('waiting');
  expect((await fetchState(b)).status).toBe('idle');
  await env.post(c, '/matches/api/V1/exitMatch', {});
});

test('blocked users and users offline are not paired', async () => {
  const a = await env.user();
  const b = await env.user({ gender: 2 });
  await env.post(b, '/facade/api/black/addBlack', { blacklistUserId: a.userId, userId: b.userId });
  await start(a);
  await start(b);
  expect((await fetchState(a)).status).toBe('waiting');
  const c = await env.user();
  await c.rt.close();
  await start(c);
  expect((await fetchState(a)).status).toBe('waiting');
  for (const p of [a, b, c]) await env.post(p, '/matches/api/V1/exitMatch', {});
});
