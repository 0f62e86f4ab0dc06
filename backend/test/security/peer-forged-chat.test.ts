/**
 * A forged chat message through a peer frame. Any signed-in user sent
 * `{type:'peer', to:<victim>, payload:{bizType:1040, senderId:<the victim's friend>, …}}`; the
 * gateway relayed the payload as written and the device's message store filed it in the
 * friend's conversation. Now the gateway stamps the real sender on every peer frame: the frame's
 * `from` and, in an object payload, `senderId` are set by the server, whatever the client wrote.
 * (The SDK's store takes 1040 from server pushes only: shared-sdk/test/chatStore.contract.test.ts.)
 */
import { croomIdOf } from '../../src/modules/chat';
import { befriend } from '../chat/helpers';
import { call } from '../helpers';
import { until } from '../realtime/helpers';
import { liveApp, type LiveApp } from './helpers';

let env: LiveApp;
beforeAll(async () => {
  env = await liveApp();
});
afterAll(() => env.close());

test("a peer frame claiming to be the victim's friend arrives stamped with the attacker as sender", async () => {
  const [attacker, victim, friend] = [
    await env.user('Attacker'),
    await env.user('Victim'),
    await env.user('Friend'),
  ];
  await befriend(env.app, victim.userId, friend.userId);
  const [ca, cv] = [await env.connect(attacker), await env.connect(victim)];

  const forged = {
    bizType: 1040,
    senderId: friend.userId,
    receiverId: victim.userId,
    croomId: croomIdOf(victim.userId, friend.userId),
    messageType: 1,
    messageTypeValue: 0,
    content: 'It is me, send me your code',
    timestamp: Date.now(),
  };
  // The exact frame of the finding, plus a frame-level `from` claim for good measure.
  const reply = await ca.request({
    type: 'peer',
    to: victim.userId,
    from: String(friend.userId),
    payload: forged,
  });
  expect(reply).toMatchObject({ type: 'ok' });

  const got = await cv.next((f) => f.type === 'peer');
  expect(got.from).toBe(String(attacker.userId));
  expect(got.payload).toMatchObject({
    bizType: 1040,
    senderId: attacker.userId,
    content: 'It is me, send me your code',
  });

  // The server never stored it: the victim's chat with the friend has nothing.
  const res = await call(env.app, '/facade/api/im/v1/details', {
    session: victim,
    query: { sendUserId: friend.userId, pageNo: 1, pageSize: 20 },
  });
  expect(res.json().data.list).toEqual([]);
});

test('every object payload gets the stamp; text payloads pass as sent, `from` names the sender', async () => {
  const [a, b] = [await env.user(), await env.user()];
  const [ca, cb] = [await env.connect(a), await env.connect(b)];
  await ca.request({ type: 'peer', to: String(b.userId), payload: { kind: 'connection-check' } });
  await ca.request({ type: 'peer', to: String(b.userId), payload: { senderId: 'someone else' } });
  await ca.request({ type: 'peer', to: String(b.userId), payload: 'plain text' });
  await until(() => cb.of('peer').length === 3);
  const peers = cb.of('peer');
  expect(peers.map((f) => f.from)).toEqual([String(a.userId), String(a.userId), String(a.userId)]);
  expect(peers.map((f) => f.payload)).toEqual([
    { kind: 'connection-check', senderId: a.userId },
    { senderId: a.userId },
    'plain text',
  ]);
});
