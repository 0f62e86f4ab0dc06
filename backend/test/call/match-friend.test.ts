/**
 * Add friend from a match call (spec 2 §7 POST /matches/api/matches/friend/addFriend; match
 * README rule M8): the friend request's rules and 9 coins, the other party's in-call prompt
 * (1050 action 102, times 1), and only between the two parties of the match's open call.
 */
import { callPushes, nextCallPush, startCallEnv, type CallEnv, type Party } from './helpers';

let env: CallEnv;
beforeAll(async () => {
  env = await startCallEnv();
});
afterAll(() => env.close());
beforeEach(async () => {
  await env.dev('/dev/api/match/reset', { hostFallback: false });
});

const PATH = '/matches/api/matches/friend/addFriend';
const FETCH = '/matches/api/livcam/matches/matching/fetch';
const ADD_FRIEND_STATE = 102;
const FEE = 9;
const NOT_YOUR_MATCH = 100007;

/** Two people paired at random; the caller launched; `answer` also takes the call. */
async function matched(opts: { coins?: number; answer?: boolean } = {}) {
  const a = await env.user({ coins: opts.coins ?? 100 });
  const b = await env.user({ gender: 2 });
  await env.post(a, '/matches/api/V1/matching', {});
  env.clock.advance(10);
  await env.post(b, '/matches/api/V1/matching', {});
  const match = (await env.get(a, FETCH)).data.match as { matchId: string; role: string };
  expect(match.role).toBe('caller');
  const launched = await env.post(a, '/api/call/launch', {
    calleeUserId: b.userId,
    callLocation: 100,
    matchId: match.matchId,
  });
  const room = launched.data.roomNum as string;
  if (opts.answer !== false)
    expect((await env.post(b, '/api/call/answer', { roomNum: room })).code).toBe(200);
  return { a, b, matchId: match.matchId, room };
}

const exit = async (...ps: Party[]) => {
  for (const p of ps) await env.post(p, '/matches/api/V1/exitMatch', {});
};

test('in the match call: 9 coins once, the other party gets the prompt; accepting makes friends', async () => {
  const { a, b, matchId, room } = await matched();
  const r = await env.post(a, PATH, { friendUserId: b.userId, matchId });
  expect(r).toMatchObject({
    code: 200,
    data: { relation: 4, charged: FEE, accepted: false, goldNum: 100 - FEE },
  });
  expect(await nextCallPush(b.rt, ADD_FRIEND_STATE, room)).toMatchObject({
    friendId: a.userId,
    type: 'friend',
    times: 1,
  });
  // A retry charges nothing again (the friend request's rule).
  expect((await env.post(a, PATH, { friendUserId: b.userId, matchId })).data).toMatchObject({
    charged: 0,
    alreadyRequested: true,
  });
  expect(env.balance(a.userId)).toBe(100 - FEE);
  // The request is the addWay 101 request of that room: the in-call accept works on it.
  expect(
    (await env.post(b, '/api/call/autoAddFriend', { hostId: a.userId, flag: room })).data,
  ).toMatchObject({ relation: 2, accepted: true });
  expect(await nextCallPush(a.rt, ADD_FRIEND_STATE, room)).toMatchObject({
    friendId: b.userId,
    times: 2,
  });
  // The callee may ask too (they are friends now: nothing charged).
  expect((await env.post(b, PATH, { friendUserId: a.userId, matchId })).data).toMatchObject({
    relation: 2,
    charged: 0,
  });
  expect(env.balance(b.userId)).toBe(0);
  await env.post(a, '/api/call/hangup', { roomNum: room });
  await exit(a, b);
});

test('not enough coins: 20001 with the balance, nothing written, no prompt', async () => {
  const { a, b, matchId } = await matched({ coins: FEE - 1 });
  const r = await env.post(a, PATH, { friendUserId: b.userId, matchId });
  expect(r.code).toBe(20001);
  expect(r.data).toMatchObject({ goldNum: FEE - 1 });
  expect(env.balance(a.userId)).toBe(FEE - 1);
  expect(callPushes(b.rt, ADD_FRIEND_STATE)).toHaveLength(0);
  await exit(a, b);
});

test('only between the two parties of the match open call', async () => {
  const { a, b, matchId, room } = await matched({ answer: false });
  // Ringing, not yet in the call.
  expect((await env.post(a, PATH, { friendUserId: b.userId, matchId })).code).toBe(NOT_YOUR_MATCH);
  await env.post(b, '/api/call/answer', { roomNum: room });
  // Someone else, an unknown match, oneself.
  const c = await env.user({ coins: 100 });
  expect((await env.post(c, PATH, { friendUserId: b.userId, matchId })).code).toBe(NOT_YOUR_MATCH);
  expect((await env.post(a, PATH, { friendUserId: c.userId, matchId })).code).toBe(NOT_YOUR_MATCH);
  expect((await env.post(a, PATH, { friendUserId: b.userId, matchId: 'nope' })).code).toBe(
    NOT_YOUR_MATCH,
  );
  expect((await env.post(a, PATH, { friendUserId: a.userId, matchId })).code).toBe(NOT_YOUR_MATCH);
  expect((await env.post(a, PATH, { friendUserId: b.userId })).code).toBe(40006);
  // After the call: over.
  await env.post(a, '/api/call/hangup', { roomNum: room });
  expect((await env.post(a, PATH, { friendUserId: b.userId, matchId })).code).toBe(NOT_YOUR_MATCH);
  expect(env.balance(a.userId)).toBe(100);
  expect(env.balance(c.userId)).toBe(100);
  await exit(a, b);
});
