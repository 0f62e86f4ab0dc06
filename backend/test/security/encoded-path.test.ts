/**
 * The login-only / public decision was taken on the raw path while the router
 * matched the decoded one, so `/facade/api/user/email/b%69nd` skipped the ban check that
 * `/facade/api/user/email/bind` gets. Every check now uses the route the router matched.
 */
import { Codes } from '../../src/codes';
import { call } from '../helpers';
import { authEnv, newEmail, newMobile, type AuthEnv } from '../auth/helpers';

let env: AuthEnv;
beforeAll(async () => {
  env = await authEnv();
});
afterAll(() => env.app.close());

describe('a percent-encoded path gets the checks of the path it routes to', () => {
  test.each([
    ['/facade/api/user/email/b%69nd', { email: 'x@example.test', threePartyId: 't' }],
    ['/facade/api/user/%65mail/bind', { email: 'y@example.test', threePartyId: 't' }],
    ['/facade/api/mobile/b%69nd', { countryCode: '44', mobileNo: '7700900999', threePartyId: 't' }],
    ['/facade/api/%6Dobile/bind', { countryCode: '44', mobileNo: '7700900998', threePartyId: 't' }],
  ])('%s: a banned account gets 10115, like the plain path', async (path, body) => {
    const u = await env.phoneUser();
    await env.dev('/dev/api/ban', { userId: u.userId });
    const plain = path.replace(/%69/g, 'i').replace(/%65/g, 'e').replace(/%6D/g, 'm');
    const expected = await env.api(plain, { body, session: u.session });
    expect(expected.code).toBe(Codes.ACCOUNT_BANNED);
    const encoded = await call(env.app, path, { body, session: u.session });
    expect(encoded.json()).toMatchObject({ code: Codes.ACCOUNT_BANNED });
    await env.dev('/dev/api/ban', { userId: u.userId, lift: true });
  });

  test('an encoded login-only path without a session is refused as login-only (40001 userId)', async () => {
    const res = await call(env.app, '/facade/api/user/email/b%69nd', {
      body: { email: newEmail('enc'), threePartyId: 't' },
    });
    expect(res.json()).toMatchObject({
      code: Codes.MISSING_COMMON_PARAMS,
      msg: expect.stringMatching(/userId/),
    });
  });

  test('an encoded public path works as the public path (no session needed)', async () => {
    const m = newMobile();
    const res = await call(env.app, '/facade/api/%6Dobile/checkMobile', {
      query: { countryCode: m.cc, mobileNo: m.no },
    });
    expect(res.json()).toMatchObject({ code: 200, data: { existent: false } });
  });
});
