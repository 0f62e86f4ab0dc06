import type { FastifyInstance } from 'fastify';
import { Codes } from '../src/codes';
import {
  call,
  DEMO_USER,
  login,
  makeApp,
  nonce,
  signedRequest,
  testClock,
  type Session,
} from './helpers';

describe('request verification', () => {
  let app: FastifyInstance;
  let s: Session;
  const clock = testClock();
  beforeAll(async () => {
    app = await makeApp({ now: clock.now });
    s = await login(app, DEMO_USER);
  });
  afterAll(() => app.close());

  test('a signed request is accepted', async () => {
    const res = await call(app, '/facade/api/user/getUserInfo', { session: s });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { id: DEMO_USER } });
  });

  test('a signed public request without a user is accepted (empty token)', async () => {
    const res = await call(app, '/facade/api/function/exempt/playWays');
    expect(res.json().code).toBe(200);
    expect(res.json().data.openedPlayWays).toHaveLength(5);
  });

  test('query parameter order does not matter (canonical URL)', async () => {
    const r = await signedRequest(app, '/facade/api/user/getUserInfo', { session: s });
    const [p, q] = r.url.split('?') as [string, string];
    const reversed = `${p}?${q.split('&').reverse().join('&')}`;
    const res = await app.inject({ method: 'GET', url: reversed, headers: r.headers });
    expect(res.json().code).toBe(200);
  });

  test('tampered URL is rejected', async () => {
    const res = await call(app, '/facade/api/user/getUserInfo', {
      session: s,
      tamper: (r) => (r.url += '&searchUserId=10001'),
    });
    expect(res.json().code).toBe(Codes.BAD_SIGNATURE);
  });

  test('tampered body is rejected', async () => {
    const res = await call(app, '/facade/api/user/save/protocol', {
      session: s,
      body: { agreeButton: 1, protocolType: 3, userId: DEMO_USER },
      tamper: (r) =>
        (r.body = JSON.stringify({ agreeButton: 0, protocolType: 3, userId: DEMO_USER })),
    });
    expect(res.json().code).toBe(Codes.BAD_SIGNATURE);
  });

  test('tampered signature is rejected', async () => {
    const res = await call(app, '/facade/api/user/getUserInfo', {
      session: s,
      tamper: (r) =>
        (r.headers['x-sign'] = (r.headers['x-sign'] as string).replace(/^./, (c) =>
          c === 'a' ? 'b' : 'a',
        )),
    });
    expect(res.json().code).toBe(Codes.BAD_SIGNATURE);
  });

  test('a token swapped after signing is rejected (signature covers the token)', async () => {
    const res = await call(app, '/facade/api/user/getUserInfo', {
      session: s,
      tamper: (r) => (r.headers['x-login-token'] = 'f'.repeat(64)),
    });
    expect(res.json().code).toBe(Codes.BAD_SIGNATURE);
  });

  test('a garbled token, correctly signed, gets HTTP 401 on a login-only path', async () => {
    const res = await call(app, '/facade/api/user/getUserInfo', {
      session: { ...s, loginToken: 'garbage' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(Codes.UNAUTHORIZED);
  });

  test('a login-only path without userId gives the missing-params code', async () => {
    const res = await call(app, '/facade/api/user/getUserInfo');
    expect(res.json()).toMatchObject({ code: Codes.MISSING_COMMON_PARAMS });
    expect(res.json().msg).toContain('userId');
  });

  test('a replayed nonce is rejected', async () => {
    const r = await signedRequest(app, '/facade/api/user/getUserInfo', {
      session: s,
      nonce: nonce(),
    });
    const first = await app.inject({ method: 'GET', url: r.url, headers: r.headers });
    const again = await app.inject({ method: 'GET', url: r.url, headers: r.headers });
    expect(first.json().code).toBe(200);
    expect(again.json().code).toBe(Codes.REPLAYED_NONCE);
  });

  test('parallel replays: only one of identical requests passes', async () => {
    const r = await signedRequest(app, '/facade/api/function/exempt/playWays', {});
    const all = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({ method: 'GET', url: r.url, headers: r.headers }),
      ),
    );
    expect(all.filter((x) => x.json().code === 200)).toHaveLength(1);
  });

  test('a stale or future timestamp is rejected', async () => {
    const old = await call(app, '/facade/api/user/getUserInfo', {
      session: s,
      timestamp: clock.now() - 5 * 60_000 - 1,
    });
    const future = await call(app, '/facade/api/user/getUserInfo', {
      session: s,
      timestamp: clock.now() + 6 * 60_000,
    });
    const edge = await call(app, '/facade/api/user/getUserInfo', {
      session: s,
      timestamp: clock.now() - 4 * 60_000,
    });
    expect(old.json().code).toBe(Codes.STALE_TIMESTAMP);
    expect(future.json().code).toBe(Codes.STALE_TIMESTAMP);
    expect(edge.json().code).toBe(200);
  });

  test.each(['appId', 'version', 'platformType', 'languageId', 'deviceId'])(
    'missing %s gives 40001',
    async (name) => {
      const res = await call(app, '/facade/api/function/exempt/playWays', {
        query: { [name]: '' },
      });
      expect(res.json()).toMatchObject({ code: Codes.MISSING_COMMON_PARAMS, data: null });
      expect(res.json().msg).toContain(name);
    },
  );

  test('platformType other than 4 gives 40001', async () => {
    const res = await call(app, '/facade/api/function/exempt/playWays', {
      query: { platformType: 3 },
    });
    expect(res.json().code).toBe(Codes.MISSING_COMMON_PARAMS);
  });

  test('missing X-Sign, timestamp or nonce gives 40001', async () => {
    const r = await signedRequest(app, '/facade/api/function/exempt/playWays');
    const noSign = await app.inject({ method: 'GET', url: r.url });
    const noTs = await app.inject({
      method: 'GET',
      url: r.url.replace(/&timestamp=\d+/, ''),
      headers: r.headers,
    });
    expect(noSign.json().code).toBe(Codes.MISSING_COMMON_PARAMS);
    expect(noTs.json().code).toBe(Codes.MISSING_COMMON_PARAMS);
  });

  test('bad input never answers 500 or a stack trace', async () => {
    const cases = [
      call(app, '/facade/api/user/getUserInfo', { session: s, query: { searchUserId: 'abc' } }),
      call(app, '/facade/api/user/save/protocol', {
        session: s,
        body: '{not json',
        headers: { 'content-type': 'application/json' },
      }),
      call(app, '/facade/api/user/save/protocol', { session: s, body: { agreeButton: 'yes' } }),
      call(app, '/facade/api/onlinestatus/exempt/heartbeat/status', { body: { status: 'x' } }),
      call(app, '/facade/api/user/save/protocol', {
        session: s,
        body: 'a=1',
        headers: { 'content-type': 'application/xml' },
      }),
      app.inject({ method: 'GET', url: '/facade/api/user/getUserInfo?%%%' }),
      app.inject({
        method: 'POST',
        url: '/dev/api/session',
        payload: '[',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBeLessThan(500);
      const j = res.json();
      expect(j.code).not.toBe(500);
      expect(typeof j.msg).toBe('string');
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
    const invalid = (await cases[0]) as Awaited<(typeof cases)[number]>;
    expect(invalid.json()).toMatchObject({ code: Codes.INVALID_INPUT });
    expect(invalid.json().msg).toContain('searchUserId');
  });

  test('unknown path is a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/facade/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });

  test('CORS allows any localhost origin and exposes X-Encrypt', async () => {
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/facade/api/user/getUserInfo',
      headers: {
        origin: 'http://127.0.0.1:8080',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-sign,x-login-token',
      },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
    const get = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://localhost:3001' },
    });
    expect(get.headers['access-control-expose-headers']).toContain('X-Encrypt');
    const evil = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});
