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

/** Seeded hosts and their prices per minute (from the seed, not guessed). */
const hostPrices = () =>
  Array.from({ length: 47 }, (_, i) => 10001 + i).map((id) => ({
    id,
    price: env.app.services.accounts.getUser(id)?.call_price as number,
  }));

test('rule M3: a host is matched only to a user whose coins pay one minute of its price', async () => {
  await env.dev('/dev/api/match/reset', { hostFallback: true });
  const all = hostPrices();
  const dear = all.filter((h) => h.price > 120);
  const cheap = all.filter((h) => h.price <= 120);
  expect(dear.length).toBeGreaterThan(0);
  expect(cheap.length).toBeGreaterThan(0);
  // The dearest hosts are online first in the queue's order; one affordable host further on.
  const affordable = cheap[cheap.length - 1]!;
  for (const h of all) await pinHost(env, h.id, { status: dear.includes(h) || h === affordable ? 2 : 0 });
  const a = await env.user({ coins: 120 });
  await start(a);
  env.advance(3_000);
  const s = await fetchState(a);
  expect(s.match).toMatchObject({ matchUserId: affordable.id, isHost: true, pricePerMinute: affordable.price });
  // The card's picture is an absolute URL on this backend (the web app runs on other origins).
  expect(s.match.remoteUserInfo.headImg).toMatch(/^https?:\/\/[^/]+\/assets\/hosts\/\d+\/avatar/);
  expect(s.match.pricePerMinute).toBeLessThanOrEqual(120);
  // The price the match showed is the price the call bills.
  const r = await env.post(a, '/api/call/launch', { calleeUserId: affordable.id, callLocation: 100, matchId: s.match.matchId });
  expect(r.data).toMatchObject({ callPrice: affordable.price });
  await env.post(a, '/api/call/cancel', { roomNum: r.data.roomNum });
  // With only hosts it cannot pay online, the user waits (for a person) instead of a failing call.
  await pinHost(env, affordable.id, { status: 0 });
  const again = (await start(a)).data;
  env.advance(10_000);
  expect(again.status).toBe('waiting');
  expect(await fetchState(a)).toMatchObject({ status: 'waiting', match: null });
  await env.post(a, '/matches/api/V1/exitMatch', {});
});

test('rule M4: every answer says what host matches cost this user and what they hold', async () => {
  const cheapest = Math.min(...hostPrices().map((h) => h.price));
  const poor = await env.user({ coins: cheapest - 1 });
  // Before matching (idle), the user learns it: no host is affordable, the cheapest price.
  expect(await fetchState(poor)).toMatchObject({
    status: 'idle',
    goldNum: cheapest - 1,
    hosts: { cheapestPrice: cheapest, canAfford: false },
  });
  const rich = await env.user({ coins: cheapest });
  expect((await fetchState(rich)).hosts).toEqual({ cheapestPrice: cheapest, canAfford: true });
  expect((await start(rich)).data).toMatchObject({ status: 'waiting', goldNum: cheapest, hosts: { canAfford: true } });
  await env.post(rich, '/matches/api/V1/exitMatch', {});
});

test('rules M3, M5: too few coins for any host: never paired with a host, a person for free', async () => {
  await env.dev('/dev/api/match/reset', { hostFallback: true });
  for (const h of hostPrices()) await pinHost(env, h.id, { status: 2 });
  const a = await env.user({ coins: 5 });
  await start(a);
  env.advance(10_000);
  expect((await fetchState(a)).status).toBe('waiting');
  const b = await env.user({ coins: 0, gender: 2 });
  const sb = (await start(b)).data;
  expect(sb.match).toMatchObject({ matchUserId: a.userId, isHost: false, pricePerMinute: 0 });
  const sa = await fetchState(a);
  expect(sa.match).toMatchObject({ matchUserId: b.userId, role: 'caller', pricePerMinute: 0 });
  const r = await env.post(a, '/api/call/launch', { calleeUserId: b.userId, callLocation: 100, matchId: sa.match.matchId });
  expect(r.data).toMatchObject({ callPrice: 0 });
  await env.post(a, '/api/call/cancel', { roomNum: r.data.roomNum });
  for (const p of [a, b]) await env.post(p, '/matches/api/V1/exitMatch', {});
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
