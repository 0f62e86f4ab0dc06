/**
 * Token issuer, GET /facade/api/rtm/genToken, and attachRealtime on the real app.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../../src/app';
import { createRtmTokenIssuer, GEN_TOKEN_PATH, registerRealtimeRoutes } from '../../src/realtime';
import { sessionId } from '../../src/modules/accounts/service';
import { login } from '../helpers';
import { TestClient } from './helpers';

describe('createRtmTokenIssuer', () => {
  let t = 1_700_000_000_000;
  const issuer = createRtmTokenIssuer('0123456789abcdef-secret', () => t);

  it('issues a token that verifies to its user and session until it expires', () => {
    const { token, expiresAt } = issuer.issue(42, { ttlMs: 1000, sid: 'ab12' });
    expect(expiresAt).toBe(t + 1000);
    expect(issuer.verify(token)).toEqual({ userId: '42', sid: 'ab12' });
    expect(issuer.verify(issuer.issue(42).token)).toEqual({ userId: '42', sid: '' });
    t += 1000;
    expect(issuer.verify(token)).toBeNull();
  });

  it('rejects tampered tokens, other secrets and junk', () => {
    const { token } = issuer.issue('7', { sid: 'aa' });
    const [v, id, sid, exp, sig] = token.split('.');
    expect(
      issuer.verify(`${v}.${Buffer.from('8').toString('base64url')}.${sid}.${exp}.${sig}`),
    ).toBeNull();
    expect(issuer.verify(`${v}.${id}.${sid}.${Number(exp) + 1}.${sig}`)).toBeNull();
    expect(issuer.verify(`${v}.${id}.bb.${exp}.${sig}`)).toBeNull(); // another session
    expect(createRtmTokenIssuer('another-secret-0123456789').verify(token)).toBeNull();
    for (const junk of ['', 'v1', 'v1.a.b.c', 'v2.x.1.y', 'a.b.c.d.e', 'v2.a.zz.1.e'])
      expect(issuer.verify(junk)).toBeNull();
  });

  it('refuses a short secret', () => {
    expect(() => createRtmTokenIssuer('short')).toThrow();
  });
});

describe('GET /facade/api/rtm/genToken', () => {
  const issuer = createRtmTokenIssuer('0123456789abcdef-secret');
  const build = (agora?: Parameters<typeof registerRealtimeRoutes>[1]['agora']) => {
    const app = Fastify();
    registerRealtimeRoutes(app, {
      issuer,
      agora,
      authenticate: (req) => (req.headers['x-user'] as string | undefined) ?? null,
    });
    return app;
  };

  it('answers the local provider with a token the gateway accepts', async () => {
    const res = await build().inject({
      method: 'GET',
      url: GEN_TOKEN_PATH,
      headers: { 'x-user': '12' },
    });
    const body = res.json();
    expect(body).toMatchObject({
      code: 200,
      msg: 'success',
      data: { provider: 'local', url: '/rtm', userId: '12' },
    });
    expect(issuer.verify(body.data.token)).toEqual({ userId: '12', sid: '' });
    expect(body.data.expiresAt).toBeGreaterThan(Date.now());
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the agora provider when configured', async () => {
    const app = build({
      appId: 'agora-app',
      issueToken: (u) => ({ token: `agora-${u}`, expiresAt: 5 }),
    });
    const body = (
      await app.inject({ method: 'GET', url: GEN_TOKEN_PATH, headers: { 'x-user': '3' } })
    ).json();
    expect(body.data).toEqual({
      provider: 'agora',
      appId: 'agora-app',
      token: 'agora-3',
      expiresAt: 5,
      userId: '3',
    });
  });

  it('refuses a caller who is not logged in', async () => {
    const res = await build().inject({ method: 'GET', url: GEN_TOKEN_PATH });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401 });
  });
});

describe('attachRealtime in the app (src/app.ts)', () => {
  it('serves /rtm on the app server with tokens from app.services.rtmTokens, and closes with the app', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rtm-app-'));
    let port = 0;
    const listen = async () => {
      if (!port) {
        await app.listen({ port: 0, host: '127.0.0.1' });
        port = (app.server.address() as AddressInfo).port;
      }
      return port;
    };
    // buildApp attaches the gateway itself (src/app.ts).
    const app = await buildApp({ dataDir: dir, devPages: false, allowTestApi: true });
    try {
      const { id } = app.services.db
        .prepare('SELECT id FROM users WHERE simulated = 0 LIMIT 1')
        .get() as { id: number };
      const bad = await TestClient.open(`ws://127.0.0.1:${await listen()}/rtm`);
      bad.send({ type: 'auth', token: app.services.rtmTokens.issue(987654321).token }); // no such user
      expect(await bad.closed).toBe(4001);
      // A token with no login session behind it is refused too.
      const loose = await TestClient.open(`ws://127.0.0.1:${await listen()}/rtm`);
      loose.send({ type: 'auth', token: app.services.rtmTokens.issue(id).token });
      expect(await loose.closed).toBe(4001);
      const session = await login(app, id);
      const port = await listen();
      const c = await TestClient.connect(
        `ws://127.0.0.1:${port}/rtm`,
        app.services.rtmTokens.issue(id, { sid: sessionId(session.loginToken) }).token,
      );
      expect(c.welcome).toMatchObject({ userId: String(id) });
      expect(app.services.realtime.isOnline(id)).toBe(true);
      app.services.realtime.pushToUser(id, { bizType: 1050 });
      expect(await c.next((f) => f.type === 'push')).toMatchObject({ payload: { bizType: 1050 } });
      await app.close();
      expect(await c.closed).toBe(1001);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
