/**
 * Third-party sign-in through the local stand-in (docs/CONTRACTS.md "Third-party sign-in")
 * and auto-login certificates ("Auto-login"): the unsigned stand-in page, its redirect with a
 * backend-signed token, loginToken (single use, 10 minutes), cert single use and 24 h.
 */
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../src/codes';
import { call, makeApp, tempDir } from '../helpers';
import { ADULT, authEnv, newDevice, newEmail, type AuthEnv } from './helpers';

const AUTHORIZE = (p: string) => `/stand-in/oauth/${p}/authorize`;
const LOGIN_TOKEN = '/facade/api/user/exempt/login/token';
const AUTO = '/facade/api/user/login/auto';
const REDIRECT = 'http://127.0.0.1:8080/oauth-callback.html';
const MIN = 60_000;

let env: AuthEnv;
beforeAll(async () => {
  env = await authEnv();
});
afterAll(() => env.app.close());

const form = (o: Record<string, string>) => new URLSearchParams(o).toString();

/** Submits the stand-in form; answers the access token from the redirect's fragment. */
async function standinToken(
  provider: string,
  fields: { name?: string; email: string; gender?: string; birthday?: string },
  app: FastifyInstance = env.app,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: AUTHORIZE(provider),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ client_id: 'local', redirect_uri: REDIRECT, state: 's1', name: '', ...fields }),
  });
  expect(res.statusCode).toBe(302);
  const loc = new URL(String(res.headers.location));
  expect(loc.origin + loc.pathname).toBe(REDIRECT);
  const frag = new URLSearchParams(loc.hash.slice(1));
  expect(frag.get('state')).toBe('s1');
  return frag.get('access_token') ?? '';
}

const loginToken = (accessToken: string, loginType: number | string, deviceId = newDevice()) =>
  env.api(LOGIN_TOKEN, { body: { accessToken, loginType, countryId: 0, pushToken: '' }, deviceId });

describe('the stand-in page', () => {
  test('served unsigned in a normal run (no test API), titled "Local sign-in stand-in", values escaped', async () => {
    const plain = await makeApp({ allowTestApi: false });
    try {
      const res = await plain.inject({
        method: 'GET',
        url: `${AUTHORIZE('google')}?${form({ client_id: 'c1', redirect_uri: REDIRECT, state: '"><script>x</script>' })}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Local sign-in stand-in</title>');
      expect(res.body).toMatch(/name="name"/);
      expect(res.body).toMatch(/name="email"/);
      expect(res.body).toContain('Continue');
      expect(res.body).not.toContain('<script>x</script>');
      expect(res.body).toContain('#error=access_denied&amp;state=');
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    } finally {
      await plain.close();
    }
  });

  test('hidden with authStandIn: false', async () => {
    const off = await makeApp({ authStandIn: false });
    try {
      const res = await off.inject({
        method: 'GET',
        url: `${AUTHORIZE('google')}?redirect_uri=${REDIRECT}`,
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  test('unknown provider or a non-local redirect_uri → 400 page; a bad e-mail re-shows the form', async () => {
    const q = form({ redirect_uri: REDIRECT });
    expect(
      (await env.app.inject({ method: 'GET', url: `${AUTHORIZE('myspace')}?${q}` })).statusCode,
    ).toBe(400);
    const evil = await env.app.inject({
      method: 'GET',
      url: `${AUTHORIZE('apple')}?${form({ redirect_uri: 'https://evil.example/cb' })}`,
    });
    expect(evil.statusCode).toBe(400);
    expect(evil.body).toMatch(/local origin/);
    const bad = await env.app.inject({
      method: 'POST',
      url: AUTHORIZE('facebook'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ redirect_uri: REDIRECT, state: 's', name: 'X', email: 'nope' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter an e-mail address.');
  });
});

describe('loginToken', () => {
  test('new user with name only → 10042 + complementInfoKey; the token is single use', async () => {
    const email = newEmail('g');
    const token = await standinToken('google', { name: 'Gina', email });
    const r = await loginToken(token, 1);
    expect(r.code).toBe(Codes.PROFILE_NEEDED);
    expect(r.data).toMatchObject({
      register: true,
      nickname: 'Gina',
      complementInfoKey: expect.any(String),
    });
    // An account made by a third party has no password: e-mail status 5.
    const st = await env.api('/facade/api/user/email/v2/exists', { query: { email } });
    expect(st.data).toEqual({ status: 5, userId: r.data.userId });

    const again = await loginToken(token, 1);
    expect(again).toMatchObject({
      code: Codes.THIRD_PARTY_TOKEN_INVALID,
      msg: expect.stringMatching(/already used/),
    });

    const done = await env.api('/facade/api/user/exempt/complementInfo', {
      body: {
        complementInfoKey: r.data.complementInfoKey,
        nickname: 'Gina',
        gender: 2,
        birthday: ADULT,
      },
    });
    expect(done.code).toBe(200);
    expect(env.app.services.ledger.balance(r.data.userId)).toBe(120);
  });

  test('a complete profile from the stand-in → 200 at once; the same e-mail later → same account', async () => {
    const email = newEmail('f');
    const first = await loginToken(
      await standinToken('facebook', { name: 'Finn', email, gender: '1', birthday: ADULT }),
      2,
    );
    expect(first).toMatchObject({
      code: 200,
      data: { register: true, nickname: 'Finn', gender: 1 },
    });
    expect(env.app.services.ledger.balance(first.data.userId)).toBe(120);
    const second = await loginToken(await standinToken('facebook', { name: 'Other', email }), '2');
    expect(second).toMatchObject({
      code: 200,
      data: { userId: first.data.userId, register: false, nickname: 'Finn' },
    });
    expect(env.app.services.ledger.history(first.data.userId)).toHaveLength(1);
  });

  // The stand-in once signed anyone into any e-mail account by typing its address.
  test('never signs into an account made another way: e-mail, or another provider (60003)', async () => {
    const u = await env.emailUser();
    const before = await env.api('/facade/api/user/getUserInfo', {
      session: { userId: u.userId, loginToken: u.loginToken, deviceId: u.deviceId },
    });
    expect(before.code).toBe(200);
    const r = await loginToken(await standinToken('apple', { name: 'Ann', email: u.email }), 3);
    expect(r).toMatchObject({ code: Codes.EMAIL_ALREADY_USED, data: null });
    // The owner is still signed in (no new token was issued for the account).
    const after = await env.api('/facade/api/user/getUserInfo', {
      session: { userId: u.userId, loginToken: u.loginToken, deviceId: u.deviceId },
    });
    expect(after.code).toBe(200);

    // An account made by one provider is not opened by another provider with the same address…
    const email = newEmail('p');
    const g = await loginToken(
      await standinToken('google', { name: 'Gus', email, gender: '1', birthday: ADULT }),
      1,
    );
    expect(g.code).toBe(200);
    const fb = await loginToken(await standinToken('facebook', { email }), 2);
    expect(fb.code).toBe(Codes.EMAIL_ALREADY_USED);
    // …while the linked identity itself signs in again.
    const again = await loginToken(await standinToken('google', { email }), 1);
    expect(again).toMatchObject({ code: 200, data: { userId: g.data.userId, register: false } });
  });

  test('with the stand-in off, its tokens sign nobody in', async () => {
    const dir = tempDir();
    const on = await makeApp({ dataDir: dir });
    const token = await standinToken('google', { name: 'Off', email: newEmail('off') }, on);
    await on.close();
    const send = (app: FastifyInstance) =>
      call(app, LOGIN_TOKEN, { body: { accessToken: token, loginType: 1 }, deviceId: newDevice() });
    // Same data folder, so the same keys: only the switch differs.
    const off = await makeApp({ dataDir: dir, authStandIn: false });
    try {
      expect((await send(off)).json().code).toBe(Codes.THIRD_PARTY_TOKEN_INVALID);
    } finally {
      await off.close();
    }
    const back = await makeApp({ dataDir: dir });
    try {
      expect((await send(back)).json().code).toBe(Codes.PROFILE_NEEDED);
    } finally {
      await back.close();
    }
  });

  test('expired (10 min), another provider, garbage → 10044; loginType 9 → 40006', async () => {
    const t = await standinToken('google', { email: newEmail('e') });
    expect((await loginToken(t, 2)).code).toBe(Codes.THIRD_PARTY_TOKEN_INVALID);
    env.clock.advance(10 * MIN + 1);
    const late = await loginToken(t, 1);
    expect(late).toMatchObject({
      code: Codes.THIRD_PARTY_TOKEN_INVALID,
      msg: expect.stringMatching(/expired/),
    });
    expect((await loginToken('standin.abc.def', 1)).code).toBe(Codes.THIRD_PARTY_TOKEN_INVALID);
    expect((await loginToken('ya29.real-google-token', 1)).code).toBe(
      Codes.THIRD_PARTY_TOKEN_INVALID,
    );
    const tampered = t.replace(/\.([^.]+)\./, (_m, p: string) => `.${p.slice(0, -2)}AA.`);
    expect((await loginToken(tampered, 1)).code).toBe(Codes.THIRD_PARTY_TOKEN_INVALID);
    expect((await loginToken(t, 9)).code).toBe(Codes.INVALID_INPUT);
  });

  test('a token from another backend (other key pair) is refused', async () => {
    const other = await makeApp();
    try {
      const foreign = await standinToken('google', { email: newEmail('x') }, other);
      expect((await loginToken(foreign, 1)).code).toBe(Codes.THIRD_PARTY_TOKEN_INVALID);
    } finally {
      await other.close();
    }
  });

  test('a banned device cannot sign up; a banned account gets 10115', async () => {
    await env.dev('/dev/api/ban', { deviceId: 'tp-bad' });
    const t = await standinToken('google', { name: 'Ban', email: newEmail('b') });
    expect((await loginToken(t, 1, 'tp-bad')).code).toBe(Codes.DEVICE_BANNED);
    await env.dev('/dev/api/ban', { deviceId: 'tp-bad', lift: true });

    const email = newEmail('b2');
    const ok = await loginToken(
      await standinToken('google', { name: 'Bob', email, gender: '1', birthday: ADULT }),
      1,
    );
    await env.dev('/dev/api/ban', { userId: ok.data.userId });
    expect((await loginToken(await standinToken('google', { email }), 1)).code).toBe(
      Codes.ACCOUNT_BANNED,
    );
  });
});

describe('auto-login certificate', () => {
  test('single use; the answer carries the login token', async () => {
    const u = await env.phoneUser();
    const { cert } = await env.dev('/dev/api/auth/cert', { userId: u.userId });
    const r = await env.api(AUTO, { body: { userId: u.userId, cert }, deviceId: newDevice() });
    expect(r).toMatchObject({
      code: 200,
      data: { userId: u.userId, loginToken: expect.any(String) },
    });
    const info = await env.api('/facade/api/user/getUserInfo', {
      session: { userId: u.userId, loginToken: r.data.loginToken, deviceId: r.data.deviceId },
    });
    expect(info.code).toBe(200);
    expect((await env.api(AUTO, { body: { userId: u.userId, cert } })).code).toBe(
      Codes.CERT_INVALID,
    );
  });

  test('expired after 24 hours; another user id; garbage → 10045; unknown user in the test API → 10101', async () => {
    const u = await env.phoneUser();
    const a = await env.dev('/dev/api/auth/cert', { userId: u.userId });
    const b = await env.dev('/dev/api/auth/cert', { userId: u.userId });
    expect((await env.api(AUTO, { body: { userId: u.userId + 1, cert: a.cert } })).code).toBe(
      Codes.CERT_INVALID,
    );
    expect((await env.api(AUTO, { body: { userId: u.userId, cert: 'garbage' } })).code).toBe(
      Codes.CERT_INVALID,
    );
    env.clock.advance(24 * 3600_000 + 1);
    expect((await env.api(AUTO, { body: { userId: u.userId, cert: b.cert } })).code).toBe(
      Codes.CERT_INVALID,
    );
    expect((await env.api(AUTO, { body: { userId: 'x', cert: b.cert } })).code).toBe(
      Codes.INVALID_INPUT,
    );
    const res = await env.app.inject({
      method: 'POST',
      url: '/dev/api/auth/cert',
      payload: { userId: 999999 },
    });
    expect(res.json().code).toBe(Codes.ACCOUNT_NOT_FOUND);
  });
});
