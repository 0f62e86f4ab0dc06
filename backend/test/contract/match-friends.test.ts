/**
 * Contract: the calls of random matching (mfe-call-chat's matchApi) and friend answers through the
 * SDK's real client against the real backend — matchApi.fetchMatching (price and host affordability), matchApi.addFriend
 * (spec 2 §7 POST /matches/api/matches/friend/addFriend, from a match call), friendApi.decline,
 * blacklistApi.removeBlack (what unblocking restores).
 */
import { callApi } from '../../../mfe-call-chat/src/features/call/engine/callApi';
import { matchApi } from '../../../mfe-call-chat/src/features/match/state/matchApi';
import { blacklistApi } from '../../../shared-sdk/src/chat/api';
import { friendApi } from '../../../shared-sdk/src/api/modules/friend';
import { sessionRealtimeToken } from '../realtime/session-token';
import { TestClient } from '../realtime/helpers';
import {
  codeOf,
  devPost,
  devSession,
  devUser,
  signInClient,
  startContractEnv,
  type ContractEnv,
  type DevSession,
} from './harness';

let env: ContractEnv;
let a: DevSession;
let b: DevSession;
let warn: jest.SpyInstance;
const sockets: TestClient[] = [];

const dev = (path: string, body: unknown) => devPost<unknown>(env.backend, path, body);
const online = async (userId: number) =>
  sockets.push(
    await TestClient.connect(
      `${env.backend.replace(/^http/, 'ws')}/rtm`,
      sessionRealtimeToken(env.app, userId),
    ),
  );

beforeAll(async () => {
  env = await startContractEnv();
  await dev('/dev/api/match/reset', { hostFallback: false });
});
afterAll(async () => {
  for (const c of sockets) await c.close().catch(() => undefined);
  await dev('/dev/api/match/reset', { hostFallback: true });
  await env.close();
});
beforeEach(async () => {
  env.proxy.reset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  a = await devSession(
    env.backend,
    (await devUser(env.backend, 'Ann Matcher')).userId,
    `dev-a-${Date.now()}`,
  );
  b = await devSession(
    env.backend,
    (await devUser(env.backend, 'Bea Matcher')).userId,
    `dev-b-${Date.now()}`,
  );
  await dev('/dev/api/ledger', { userId: a.userId, amount: 30, reason: 'contract' });
  await online(a.userId);
  await online(b.userId);
});
afterEach(async () => {
  for (const s of [a, b]) {
    signInClient(s);
    await matchApi.exitMatch().catch(() => undefined);
  }
  warn.mockRestore();
});

test('fetchMatching: idle, with the balance and what host matches cost; a pair carries pricePerMinute', async () => {
  signInClient(a);
  const idle = await matchApi.fetchMatching();
  expect(idle).toMatchObject({
    status: 'idle',
    goldNum: 30,
    hosts: { canAfford: expect.any(Boolean) },
  });
  expect(idle.hosts.cheapestPrice).toBeGreaterThan(0);
  expect(idle.hosts.canAfford).toBe(idle.hosts.cheapestPrice! <= 30);
  await matchApi.matching();
  signInClient(b);
  const paired = await matchApi.matching();
  expect(paired.match).toMatchObject({
    matchUserId: a.userId,
    role: 'callee',
    isHost: false,
    pricePerMinute: 0,
  });
});

test('addFriend from the match call: POST with friendUserId and matchId, the friend request answer; others refused', async () => {
  signInClient(a);
  await matchApi.matching();
  signInClient(b);
  await matchApi.matching();
  signInClient(a);
  const { match } = await matchApi.fetchMatching();
  const roomNum = (
    await callApi.launch({ calleeUserId: b.userId, callLocation: 100, matchId: match!.matchId })
  ).roomNum;
  signInClient(b);
  await callApi.answer(roomNum);

  signInClient(a);
  env.proxy.reset();
  const r = await matchApi.addFriend({ friendUserId: b.userId, matchId: match!.matchId });
  expect(r).toEqual({
    relation: 4,
    charged: 9,
    accepted: false,
    alreadyRequested: false,
    goldNum: 21,
    balanceSeq: expect.any(Number),
  });
  const sent = env.proxy.last().sent;
  expect(sent.method).toBe('POST');
  expect(sent.url).toMatch(/^\/matches\/api\/matches\/friend\/addFriend\?/);
  // Match wrappers reject (spec 2 §8): not this match's other party → 100007; short of coins → 20001.
  expect(
    await codeOf(matchApi.addFriend({ friendUserId: a.userId, matchId: match!.matchId })),
  ).toBe(100007);
  signInClient(b);
  expect(await codeOf(matchApi.addFriend({ friendUserId: a.userId, matchId: 'not-a-match' }))).toBe(
    100007,
  );
  // b has no coins, but a asked first: adding back accepts, free.
  expect(
    await matchApi.addFriend({ friendUserId: a.userId, matchId: match!.matchId }),
  ).toMatchObject({ relation: 2, accepted: true, charged: 0 });
  await callApi.hangup(roomNum);
});

test('friendApi.decline and blacklistApi.removeBlack: the answers; refusals are swallowed (22006, 22007)', async () => {
  signInClient(a);
  const asked = await friendApi.addFriend({ addWay: 102, friendUserId: b.userId, addReally: 1 });
  expect(asked.ok).toBe(true);
  signInClient(b);
  expect(await friendApi.decline({ friendUserId: a.userId })).toMatchObject({
    ok: true,
    data: { relation: 4, declined: true },
  });
  const none = await friendApi.decline({ friendUserId: 999_999_999 });
  expect(none).toMatchObject({ ok: false, code: 22006 });
  expect(await friendApi.decline({ friendUserId: a.userId })).toMatchObject({
    ok: true,
    data: { declined: false },
  });
  signInClient(a);
  expect(await friendApi.decline({ friendUserId: b.userId })).toMatchObject({
    ok: false,
    code: 22007,
  });
  signInClient(b);

  await dev('/dev/api/chat/friends', { a: a.userId, b: b.userId });
  expect((await blacklistApi.addBlack({ blacklistUserId: a.userId, userId: b.userId })).ok).toBe(
    true,
  );
  expect(await blacklistApi.removeBlack({ friendUserId: a.userId })).toMatchObject({
    ok: true,
    data: { blacklisted: false, relation: 2, restored: true },
  });
});
