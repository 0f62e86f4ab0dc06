/**
 * Strangers message anyone. `POST /facade/api/im/v1/send` with messageType 4
 * (video-call chat) skipped the friend rules and was stored and pushed to any user, 31 of 31
 * times, while messageType 1 was refused with 21007; `routeType: 1` (call signalling) was
 * accepted from a client and pushed as if the server had sent it. Now chat in a call needs a
 * live (not ended) call room of the two users, named by `flag` (spec 2 §7 "flag (call id in a
 * 1v1 call)"), else IM_CODE.notInCall; routeType 1 is the server's own and refused from clients
 * (IM_CODE.serverOnlyRoute); the say-hi and friend rules apply to every other message type.
 */
import * as sdk from 'shared-sdk/node';
import { imPushes } from '../chat/helpers';
import { sleep } from '../realtime/helpers';
import { pinHost, startCallEnv, type CallEnv, type Party } from '../call/helpers';

const { IM_CODE } = sdk;
const HOST = 10030;
const CARD_PAGE = 101;

let env: CallEnv;
beforeAll(async () => {
  env = await startCallEnv();
});
afterAll(() => env.close());

let n = 0;
const send = (from: Party, to: number, extra: Record<string, unknown> = {}) =>
  env.post(from, '/facade/api/im/v1/send', {
    messageUuid: `call-chat-${process.pid}-${++n}`,
    message: `hello ${n}`,
    messageType: 4,
    receiveUserId: to,
    sendUserId: from.userId,
    routeType: 0,
    platformType: 4,
    ...extra,
  });
const storedBetween = (a: number, b: number) =>
  (
    env.app.services.db
      .prepare(
        'SELECT COUNT(*) AS n FROM im_messages WHERE (sender_id = ? AND receiver_id = ?) OR (sender_id = ? AND receiver_id = ?)',
      )
      .get(a, b, b, a) as { n: number }
  ).n;

test('video-call chat to a stranger outside any call: refused 31 of 31 times, nothing stored or pushed', async () => {
  const [a, stranger] = [await env.user(), await env.user({ gender: 2 })];
  const codes: number[] = [];
  for (let i = 0; i < 31; i++) codes.push((await send(a, stranger.userId)).code);
  expect(codes).toEqual(Array(31).fill(IM_CODE.notInCall));
  // With a made-up call id too.
  expect((await send(a, stranger.userId, { flag: '1700000000000123' })).code).toBe(
    IM_CODE.notInCall,
  );
  await sleep(100);
  expect(imPushes(stranger.rt)).toEqual([]);
  expect(storedBetween(a.userId, stranger.userId)).toBe(0);
  // messageType 1 stays refused (the friend rule), as before.
  expect((await send(a, stranger.userId, { messageType: 1 })).code).toBe(IM_CODE.verification);
}, 30_000);

test('routeType 1 (call signalling) is the server\u2019s: refused from a client, nothing pushed', async () => {
  const [a, b] = [await env.user(), await env.user({ gender: 2 })];
  await env.dev('/dev/api/chat/friends', { a: a.userId, b: b.userId });
  for (const messageType of [1, 3, 4]) {
    const r = await send(a, b.userId, { messageType, routeType: 1, pictureUrl: '/uploads/x.png' });
    expect(r.code).toBe(IM_CODE.serverOnlyRoute);
  }
  await sleep(100);
  expect(imPushes(b.rt)).toEqual([]);
});

test('in a live call the two parties chat (flag = the call id); not a third user, not after the end', async () => {
  await pinHost(env, HOST, { answer: 'ignore' });
  const a = await env.user({ coins: 1000 });
  const launched = await env.post(a, '/api/call/launch', {
    calleeUserId: HOST,
    callLocation: CARD_PAGE,
  });
  expect(launched.code).toBe(200);
  const room = launched.data.roomNum as string;
  const host = await env.host(HOST);
  expect((await env.post(host, '/api/call/answer', { roomNum: room })).code).toBe(200);

  const mine = await send(a, HOST, { flag: room, message: 'can you hear me?' });
  expect(mine.code).toBe(200);
  expect(mine.data.message).toMatchObject({ messageType: 4, content: 'can you hear me?' });
  await host.rt.next((f) => (f.payload as { content?: string })?.content === 'can you hear me?');
  // The call is no friendship: text (type 1) between them still follows the friend rules (until
  // the other side writes back: a reply opens the chat, as everywhere).
  expect((await send(a, HOST, { messageType: 1, flag: room })).code).toBe(IM_CODE.verification);
  const reply = await send(host, a.userId, { flag: room, message: 'yes' });
  expect(reply.code).toBe(200);
  await a.rt.next((f) => (f.payload as { content?: string })?.content === 'yes');

  // No call id, or a third user naming this call: refused.
  expect((await send(a, HOST)).code).toBe(IM_CODE.notInCall);
  const third = await env.user();
  expect((await send(third, HOST, { flag: room })).code).toBe(IM_CODE.notInCall);
  expect((await send(third, a.userId, { flag: room })).code).toBe(IM_CODE.notInCall);

  expect((await env.post(a, '/api/call/hangup', { roomNum: room })).code).toBe(200);
  expect((await send(a, HOST, { flag: room, message: 'after the end' })).code).toBe(
    IM_CODE.notInCall,
  );
  await pinHost(env, HOST, { status: null });
});
