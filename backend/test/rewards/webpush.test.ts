import fs from 'node:fs';
import path from 'node:path';
import { makeApp, tempDir, login, call } from '../helpers';
import { PUSH_TTL_SECONDS } from '../../src/sdk';
import { startCallEnv, type CallEnv } from '../call/helpers';
import { send } from '../chat/helpers';
import { browserSubscription, pushesTo } from './helpers';

let env: CallEnv;
beforeAll(async () => {
  env = await startCallEnv();
});
afterAll(() => env.close());

const outboxPushes = async (userId: number) => {
  const res = await env.app.inject({ method: 'GET', url: '/dev/api/outbox?channel=push&limit=50' });
  return pushesTo(res.json().data.list, userId);
};

async function subscribed(name: string) {
  const u = await env.user({ name, coins: 1000, payStatus: 1 });
  const { ecdh: _ecdh, ...sub } = browserSubscription();
  const r = await env.post(u, '/facade/api/push/subscribe', sub);
  expect(r.code).toBe(200);
  return { u, sub };
}

describe('web push: VAPID keys', () => {
  test('generated on first start, kept in the data dir (0600) and the same after a restart', async () => {
    const dataDir = tempDir();
    const first = await makeApp({ dataDir });
    const s = await login(first, 20001);
    const a = (await call(first, '/facade/api/push/vapidKey', { session: s })).json();
    await first.close();
    expect(a.code).toBe(200);
    expect(Buffer.from(a.data.publicKey, 'base64url')).toHaveLength(65);
    const file = path.join(dataDir, 'keys', 'vapid.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const second = await makeApp({ dataDir });
    const s2 = await login(second, 20001);
    const b = (await call(second, '/facade/api/push/vapidKey', { session: s2 })).json();
    await second.close();
    expect(b.data.publicKey).toBe(a.data.publicKey);
  });

  test('the request web-push would send: VAPID JWT for the endpoint origin, aes128gcm body, TTL', () => {
    const { ecdh: _ecdh, ...sub } = browserSubscription('https://push.example.test/send/abc');
    const notice = { title: 'Ann', body: 'Hello', url: '/message/session/1' };
    const req = env.app.services.webPush.requestFor(sub, notice);
    expect(req.endpoint).toBe(sub.endpoint);
    expect(req.headers['Content-Encoding']).toBe('aes128gcm');
    expect(req.headers.TTL).toBe(String(PUSH_TTL_SECONDS));
    const auth = req.headers.Authorization ?? '';
    const m = /^vapid t=([^,]+), k=(.+)$/.exec(auth);
    expect(m).not.toBeNull();
    expect(m![2]).toBe(env.app.services.webPush.publicKey());
    const claims = JSON.parse(Buffer.from(m![1]!.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({
      aud: 'https://push.example.test',
      sub: 'mailto:push@example.invalid',
    });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    // aes128gcm: 16-byte salt, record size, key id (the server's 65-byte key), then the cipher
    // text, which is the JSON plus padding and a 16-byte tag — never the plain JSON.
    const body = req.body!;
    expect(body.readUInt8(20)).toBe(65);
    expect(body.length).toBeGreaterThanOrEqual(21 + 65 + JSON.stringify(notice).length + 16);
    expect(body.includes(Buffer.from('Hello'))).toBe(false);
  });
});

describe('web push: what would be sent lands in the outbox (local stand-in)', () => {
  test('a chat message to a subscribed user: sender name, text, the chat to open', async () => {
    const { u: receiver } = await subscribed('Receiver');
    const sender = await env.user({ name: 'Ann Sender', coins: 1000, payStatus: 1 });
    await env.dev('/dev/api/chat/friends', { a: sender.userId, b: receiver.userId });
    const sent = await send(env.app, sender, receiver.userId, 'Are you free tonight?');
    expect(sent.code).toBe(200);
    const pushes = await outboxPushes(receiver.userId);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      subject: 'Ann Sender',
      title: 'Ann Sender',
      body: 'Are you free tonight?',
      url: `/message/session/${sender.userId}`,
      tag: `chat:${sender.userId}`,
      contentEncoding: 'aes128gcm',
      vapid: true,
    });
  });

  test('a user without a push subscription gets no push', async () => {
    const receiver = await env.user({ name: 'Nobody' });
    const sender = await env.user({ name: 'Bob', coins: 1000, payStatus: 1 });
    await env.dev('/dev/api/chat/friends', { a: sender.userId, b: receiver.userId });
    expect((await send(env.app, sender, receiver.userId, 'hi')).code).toBe(200);
    expect(await outboxPushes(receiver.userId)).toEqual([]);
  });

  test('an incoming call to a subscribed user: one push that opens the chat with the caller (none for its record)', async () => {
    const { u: callee } = await subscribed('Callee');
    const caller = await env.user({ name: 'Carla Caller', coins: 1000, payStatus: 1 });
    await env.dev('/dev/api/chat/friends', { a: caller.userId, b: callee.userId });
    const launched = await env.post(caller, '/api/call/launch', {
      calleeUserId: callee.userId,
      callLocation: 106,
    });
    expect(launched.code).toBe(200);
    const pushes = await outboxPushes(callee.userId);
    expect(pushes[0]).toMatchObject({
      title: 'Incoming video call',
      body: 'Carla Caller is calling you',
      url: `/message/session/${caller.userId}`,
      tag: `call:${launched.data.roomNum}`,
      vapid: true,
    });
    // The caller gives up: the call's record lands in the chat, but pushes nothing more.
    const cancelled = await env.post(caller, '/api/call/cancel', {
      roomNum: launched.data.roomNum,
    });
    expect(cancelled.code).toBe(200);
    const records = env.app.services.db
      .prepare('SELECT COUNT(*) AS n FROM im_messages WHERE receiver_id = ? AND message_type = 10')
      .get(callee.userId) as { n: number };
    expect(records.n).toBeGreaterThan(0);
    expect(await outboxPushes(callee.userId)).toHaveLength(1);
  });
});
