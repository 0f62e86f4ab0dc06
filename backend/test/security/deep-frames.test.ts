/**
 * One realtime frame nested a few thousand levels deep (about 10 KB) used to
 * overflow the stack when the gateway re-serialised it, uncaught, and the process exited (HTTP
 * with it). Every frame is now bounded in size and depth before parsing, refused with an error
 * frame while the socket stays open, and a throw in one socket's handler closes only that socket.
 * The same bounds hold for JSON bodies over HTTP.
 */
import { Codes } from '../../src/codes';
import type { ChannelPolicy } from '../../src/realtime';
import { sdk } from '../auth/helpers';
import { call } from '../helpers';
import { startGateway, TestClient, sleep } from '../realtime/helpers';
import { liveApp, type LiveApp } from './helpers';

const DEEP = 5000;
const deepJson = (n: number) => '['.repeat(n) + ']'.repeat(n); // 10 KB at 5,000 levels

let env: LiveApp;
beforeAll(async () => {
  env = await liveApp();
});
afterAll(() => env.close());

const health = async () => (await fetch(`${env.base}/health`)).status;

describe('realtime frames', () => {
  test.each(['peer', 'pub', 'signal'] as const)(
    'a %s frame nested 5,000 deep is refused (too_deep); the socket, the peer and HTTP keep working',
    async (type) => {
      const [a, b] = [await env.user(), await env.user()];
      const room = `deep-${type}`;
      env.app.services.realtime.channels.openCallRoom(room, [a.userId, b.userId]);
      const [ca, cb] = [await env.connect(a), await env.connect(b)];
      for (const c of [ca, cb]) await c.request({ type: 'sub', channel: room });
      const target = type === 'pub' ? `"channel":"${room}"` : `"to":"${b.userId}"`;
      const frame = `{"type":"${type}","cid":"d1",${target},"payload":${deepJson(DEEP)}}`;
      expect(frame.length).toBeLessThan(11_000);
      ca.ws.send(frame);
      expect(await ca.next((f) => f.type === 'error')).toMatchObject({
        code: 'too_deep',
        message: expect.stringMatching(/deeper than 32/),
      });
      // Same socket, same peer: still served.
      ca.send({ type: 'ping', cid: 'after' });
      expect(await ca.next((f) => f.type === 'pong')).toMatchObject({ ref: 'after' });
      const fine = await ca.request({
        type,
        ...(type === 'pub' ? { channel: room } : { to: String(b.userId) }),
        payload: JSON.parse(deepJson(20)),
      });
      expect(fine).toMatchObject({ type: 'ok' });
      const got = await cb.next((f) => f.type === (type === 'pub' ? 'msg' : type));
      expect(JSON.stringify(got.payload)).toBe(deepJson(20));
      expect(ca.closeCode).toBeNull();
      expect(await health()).toBe(200);
    },
  );

  test('a frame over 64 KiB is refused with too_large and the socket stays open', async () => {
    const [a, b] = [await env.user(), await env.user()];
    const ca = await env.connect(a);
    ca.send({ type: 'peer', cid: 'big', to: String(b.userId), payload: 'x'.repeat(100 * 1024) });
    expect(await ca.next((f) => f.type === 'error')).toMatchObject({ code: 'too_large' });
    ca.send({ type: 'ping', cid: 'p' });
    expect(await ca.next((f) => f.type === 'pong' && f.ref === 'p')).toBeDefined();
    expect(ca.closeCode).toBeNull();
  });

  test('a throw while handling one socket closes that socket (1011) only; the process goes on', async () => {
    const errors: string[] = [];
    // A policy that fails on one channel stands in for any bug in a frame handler.
    const policy = {
      access: (_u: string, channel: string) => {
        if (channel === 'boom') throw new Error('policy bug');
        return { subscribe: true, publish: true };
      },
      maySignal: () => true,
      onRevoke: () => () => undefined,
      stats: () => ({ rooms: 0 }),
    } as unknown as ChannelPolicy;
    const srv = await startGateway({ policy, log: (m) => errors.push(m) });
    try {
      const bad = await TestClient.connect(srv.url, srv.token(1));
      const good = await TestClient.connect(srv.url, srv.token(2));
      bad.send({ type: 'sub', cid: 'x', channel: 'boom' });
      expect(await bad.closed).toBe(1011);
      expect(errors).toEqual([expect.stringMatching(/frame handler failed/)]);
      expect(await good.request({ type: 'sub', channel: 'fine' })).toMatchObject({ type: 'ok' });
      good.ws.terminate();
    } finally {
      await srv.stop();
    }
  });

  test('the bound is exact: a payload 31 deep passes, 32 deep is refused', async () => {
    const srv = await startGateway();
    try {
      srv.gateway.channels.openCallRoom('r', [1, 2]);
      const a = await TestClient.connect(srv.url, srv.token(1));
      const b = await TestClient.connect(srv.url, srv.token(2));
      // The frame object is level 1, so the payload may be 31 deep.
      const ok = await a.request({ type: 'peer', to: '2', payload: JSON.parse(deepJson(31)) });
      expect(ok).toMatchObject({ type: 'ok' });
      a.ws.send(`{"type":"peer","to":"2","payload":${deepJson(32)}}`);
      expect(await a.next((f) => f.type === 'error')).toMatchObject({ code: 'too_deep' });
      await sleep(50);
      expect(b.of('peer')).toHaveLength(1);
      a.ws.terminate();
      b.ws.terminate();
    } finally {
      await srv.stop();
    }
  });
});

describe('HTTP bodies', () => {
  test('a JSON body nested deeper than 32 levels is 40006, on plain and encrypted bodies', async () => {
    const s = await env.user();
    const body = `{"userName":"Deep","x":${deepJson(DEEP)}}`;
    const res = await call(env.app, '/facade/api/user/update', { session: s, body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: Codes.INVALID_INPUT,
      msg: expect.stringMatching(/nested too deeply/),
    });
    // Inside an encrypted envelope the decrypted text gets the same bound.
    const { envelope } = await sdk.encryptRequestBody(
      { userAccount: 'deep@example.test', password: 'secret1!', x: JSON.parse(deepJson(40)) },
      env.app.services.keys.publicKeyPem,
    );
    const enc = await call(env.app, '/facade/api/user/email/v2/emailLogin', {
      body: envelope,
      headers: { 'x-encrypt': '1' },
    });
    expect(enc.json()).toMatchObject({
      code: Codes.INVALID_INPUT,
      msg: expect.stringMatching(/nested too deeply/),
    });
    expect(await health()).toBe(200);
  });

  test('a JSON body over 1 MiB is 40006 (not read further), never a 5xx', async () => {
    const s = await env.user();
    const body = JSON.stringify({ userName: 'Big', pad: 'x'.repeat(1024 * 1024 + 10) });
    const res = await call(env.app, '/facade/api/user/update', { session: s, body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: Codes.INVALID_INPUT,
      msg: expect.stringMatching(/too large/i),
    });
  });
});
