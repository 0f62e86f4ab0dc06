import type { FastifyInstance } from 'fastify';
import { Codes } from '../src/codes';
import { TOKEN_TTL_MS } from '../src/constants';
import { call, login, makeApp, testClock } from './helpers';

describe('accounts and sessions (spec 1 §4.3, §8)', () => {
  let app: FastifyInstance;
  const clock = testClock();
  let fresh = 0;
  const newUser = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/dev/api/users',
      payload: { userName: `u${++fresh}` },
    });
    return res.json().data.userId as number;
  };
  beforeAll(async () => {
    app = await makeApp({ now: clock.now });
  });
  afterAll(() => app.close());

  test('login on another device revokes the old token → 10023', async () => {
    const id = await newUser();
    const a = await login(app, id, 'device-a');
    expect((await call(app, '/facade/api/user/getUserInfo', { session: a })).json().code).toBe(200);
    const b = await login(app, id, 'device-b');
    expect((await call(app, '/facade/api/user/getUserInfo', { session: a })).json()).toMatchObject({
      code: Codes.ACTIVE_ON_OTHER_DEVICE,
    });
    expect((await call(app, '/facade/api/user/getUserInfo', { session: b })).json().code).toBe(200);
  });

  test('a second login on the same device makes the old token 412', async () => {
    const id = await newUser();
    const a = await login(app, id, 'same');
    await login(app, id, 'same');
    expect((await call(app, '/facade/api/user/getUserInfo', { session: a })).json().code).toBe(
      Codes.LOGIN_EXPIRED,
    );
  });

  test('an expired token answers 412', async () => {
    const id = await newUser();
    const a = await login(app, id);
    clock.advance(TOKEN_TTL_MS + 1);
    try {
      expect((await call(app, '/facade/api/user/getUserInfo', { session: a })).json().code).toBe(
        Codes.LOGIN_EXPIRED,
      );
    } finally {
      clock.advance(-(TOKEN_TTL_MS + 1));
    }
    const b = await login(app, id);
    await app.inject({
      method: 'POST',
      url: '/dev/api/session/expire',
      payload: { loginToken: b.loginToken },
    });
    expect((await call(app, '/facade/api/user/getUserInfo', { session: b })).json().code).toBe(
      Codes.LOGIN_EXPIRED,
    );
  });

  test('logout revokes the token → 412 on the next call', async () => {
    const id = await newUser();
    const a = await login(app, id);
    expect(
      (await call(app, '/facade/api/user/logout', { session: a, method: 'PUT' })).json().code,
    ).toBe(200);
    expect((await call(app, '/facade/api/user/getUserInfo', { session: a })).json().code).toBe(
      Codes.LOGIN_EXPIRED,
    );
  });

  test("another user's token is HTTP 401", async () => {
    const a = await login(app, await newUser());
    const b = await login(app, await newUser());
    const res = await call(app, '/facade/api/user/getUserInfo', {
      session: { ...a, loginToken: b.loginToken },
    });
    expect(res.statusCode).toBe(401);
  });

  test('public paths keep working for a revoked token (as a visitor)', async () => {
    const id = await newUser();
    const a = await login(app, id, 'x1');
    await login(app, id, 'x2');
    const res = await call(app, '/facade/api/onlinestatus/exempt/heartbeat/status', {
      session: a,
      body: { status: 2, type: 0 },
    });
    expect(res.json()).toMatchObject({ code: 200, data: { recorded: false } });
  });

  test('account block 48 h → 10115, then it ends', async () => {
    const id = await newUser();
    const a = await login(app, id, 'dev-ban-1');
    await app.inject({ method: 'POST', url: '/dev/api/ban', payload: { userId: id } });
    const res = (await call(app, '/facade/api/user/getUserInfo', { session: a })).json();
    expect(res.code).toBe(Codes.ACCOUNT_BANNED);
    expect(res.msg).toMatch(/48 hours/);
    clock.advance(48 * 3_600_000 + 1000);
    try {
      expect((await call(app, '/facade/api/user/getUserInfo', { session: a })).json().code).toBe(
        200,
      );
    } finally {
      clock.advance(-(48 * 3_600_000 + 1000));
    }
  });

  test('device ban → 10116, both → 10117, lifting restores access', async () => {
    const id = await newUser();
    const a = await login(app, id, 'dev-ban-2');
    await app.inject({ method: 'POST', url: '/dev/api/ban', payload: { deviceId: 'dev-ban-2' } });
    const dev = (await call(app, '/facade/api/user/getUserInfo', { session: a })).json();
    expect(dev).toMatchObject({
      code: Codes.DEVICE_BANNED,
      msg: 'device forbidden, account allowed',
    });
    await app.inject({ method: 'POST', url: '/dev/api/ban', payload: { userId: id } });
    const both = (await call(app, '/facade/api/user/getUserInfo', { session: a })).json();
    expect(both.code).toBe(Codes.ACCOUNT_AND_DEVICE_BANNED);
    expect(both.msg.length).toBeGreaterThan(10);
    await app.inject({
      method: 'POST',
      url: '/dev/api/ban',
      payload: { userId: id, deviceId: 'dev-ban-2', lift: true },
    });
    expect((await call(app, '/facade/api/user/getUserInfo', { session: a })).json().code).toBe(200);
  });
});
