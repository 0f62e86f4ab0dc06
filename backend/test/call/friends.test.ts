/**
 * Friends inside a call (spec 2 §3 "Add-friend state", §4 "Prompts during a call", §7 addWay 101
 * and "auto add friend (hostId, flag)"): a request from the call reaches the other party as
 * times 1 (1050 action 102), accepting with autoAddFriend makes them friends for free and sends
 * times 2 to both; 9 coins move once; requests outside the call's room show no prompt.
 */
import { callPushes, nextCallPush, startCallEnv, type CallEnv, type Party } from './helpers';

let env: CallEnv;
beforeAll(async () => {
  env = await startCallEnv();
});
afterAll(() => env.close());

const ADD_FRIEND = 102;
const FEE = 9;

/** A (paying) calls host-made user B (a host, so no friendship is needed) and the call connects. */
async function connected(): Promise<{ a: Party; b: Party; room: string }> {
  const a = await env.user({ coins: 500 });
  const b = await env.user({ gender: 2 });
  await env.dev('/dev/api/users/host', { userId: b.userId, isHost: true, callPrice: 60 });
  const launched = await env.post(a, '/api/call/launch', { calleeUserId: b.userId, callLocation: 101 });
  expect(launched.code).toBe(200);
  const room = launched.data.roomNum as string;
  await nextCallPush(b.rt, 1, room);
  expect((await env.post(b, '/api/call/answer', { roomNum: room })).code).toBe(200);
  expect((await env.post(a, '/api/call/notifyStartCall', { roomNum: room })).code).toBe(200);
  return { a, b, room };
}

test('a request from the call → times 1 to the other party → autoAddFriend → times 2 to both, 9 coins once', async () => {
  const { a, b, room } = await connected();
  const before = env.balance(a.userId);

  const add = await env.post(a, '/facade/api/friend/addFriend', { friendUserId: b.userId, addWay: 101, addReally: 1, flag: room });
  expect(add.code).toBe(200);
  expect(add.data).toMatchObject({ charged: FEE, relation: 4 });
  const asked = await nextCallPush(b.rt, ADD_FRIEND, room);
  expect(asked).toMatchObject({ friendId: a.userId, type: 'friend', times: 1 });
  expect(callPushes(a.rt, ADD_FRIEND)).toHaveLength(0);

  // A retried add charges nothing again and asks nothing again.
  await env.post(a, '/facade/api/friend/addFriend', { friendUserId: b.userId, addWay: 101, addReally: 1, flag: room });
  expect(env.balance(a.userId)).toBe(before - FEE);

  const accepted = await env.post(b, '/api/call/autoAddFriend', { hostId: a.userId, flag: room });
  expect(accepted).toMatchObject({ code: 200, data: { relation: 2, accepted: true } });
  expect(await nextCallPush(a.rt, ADD_FRIEND, room)).toMatchObject({ friendId: b.userId, times: 2 });
  await b.rt.next((f) => (f.payload as { times?: number } | undefined)?.times === 2);
  expect(callPushes(b.rt, ADD_FRIEND).find((p) => p.times === 2)?.friendId).toBe(a.userId);
  expect(env.balance(a.userId)).toBe(before - FEE);
  expect(env.balance(b.userId)).toBe(0); // accepting is free

  // Friends both ways; a retried accept answers the same without pushing again.
  const rel = await env.post(a, '/facade/api/friend/relations', { userIds: String(b.userId) });
  expect(rel.data[0]).toMatchObject({ relation: 2 });
  const again = await env.post(b, '/api/call/autoAddFriend', { hostId: a.userId, flag: room });
  expect(again).toMatchObject({ code: 200, data: { relation: 2, accepted: false } });
});

test('adding back from the call accepts and sends times 2 to both', async () => {
  const { a, b, room } = await connected();
  await env.post(a, '/facade/api/friend/addFriend', { friendUserId: b.userId, addWay: 101, addReally: 1, flag: room });
  await nextCallPush(b.rt, ADD_FRIEND, room);
  const back = await env.post(b, '/facade/api/friend/addFriend', { friendUserId: a.userId, addWay: 101, addReally: 1, flag: room });
  expect(back.data).toMatchObject({ accepted: true, charged: 0 });
  expect(await nextCallPush(a.rt, ADD_FRIEND, room)).toMatchObject({ friendId: b.userId, times: 2 });
});

test('autoAddFriend needs a request from that user, in an open call with them', async () => {
  const { a, b, room } = await connected();
  const noRequest = await env.post(b, '/api/call/autoAddFriend', { hostId: a.userId, flag: room });
  expect(noRequest.code).toBe(100007);
  const stranger = await env.user();
  const notParty = await env.post(stranger, '/api/call/autoAddFriend', { hostId: a.userId, flag: room });
  expect(notParty.code).toBe(100007);
  const badRoom = await env.post(b, '/api/call/autoAddFriend', { hostId: a.userId, flag: 'abc' });
  expect(badRoom.code).not.toBe(200);
});

test('a request from the chat, or naming another room, shows no call prompt', async () => {
  const { a, b, room } = await connected();
  await env.post(a, '/facade/api/friend/addFriend', { friendUserId: b.userId, addWay: 102, addReally: 1, flag: room });
  const c = await env.user({ coins: 100 });
  await env.post(c, '/facade/api/friend/addFriend', { friendUserId: b.userId, addWay: 101, addReally: 1, flag: room });
  await new Promise((r) => setTimeout(r, 200));
  expect(callPushes(b.rt, ADD_FRIEND)).toHaveLength(0);
});

test('test API: a seeded-host room only', async () => {
  const { room } = await connected();
  const r = await env.dev('/dev/api/calls/host-add-friend', { roomNum: room });
  expect(r.code).toBe(100007); // the callee here is a person made host, not a seeded host
});
