/**
 * E-mail sign-in (spec 1 §4.2, §7; docs/CONTRACTS.md "E-mail flows") end to end over HTTP:
 * statuses 0/1/4/5, verification codes, passwords (encrypted bodies), forgot password,
 * the profile step, emailAutoLogin.
 */
import { Codes } from '../../src/codes';
import { ADULT, authEnv, newDevice, newEmail, sdk, type AuthEnv } from './helpers';

const EXISTS = '/facade/api/user/email/v2/exists';
const SEND_VERIFY = '/facade/api/user/email/sendVerifyEmail';
const SEND_FORGET = '/facade/api/user/email/sendForgetEmail';
const VERIFY = '/facade/api/user/email/alreadyVerifyEmail';
const SET_PW = '/facade/api/user/email/v2/setPassword';
const REGISTER = '/facade/api/user/email/v2/register';
const LOGIN = '/facade/api/user/email/v2/emailLogin';
const AUTO = '/facade/api/user/exempt/login/emailAutoLogin';
const FORMAL = '/facade/api/user/email/checkFormalUserEmail';
const MIN = 60_000;

let env: AuthEnv;
beforeAll(async () => {
  env = await authEnv();
});
afterAll(() => env.app.close());

const status = async (email: string) => (await env.api(EXISTS, { query: { email } })).data;
const login = (userAccount: string, password: string, deviceId = newDevice()) =>
  env.enc(LOGIN, { userAccount, password, deviceType: 4, deviceName: 'web' }, { deviceId });
const verify = (email: string, userId: number, code: string | undefined, deviceId: string) =>
  env.api(VERIFY, { body: { email, userId, ...(code === undefined ? {} : { code }) }, deviceId });

describe('status 0 → new account', () => {
  test('send code → verify → password → profile → signed in with the gift; then status 4', async () => {
    const email = newEmail('new');
    const deviceId = newDevice();
    expect(await status(email)).toEqual({ status: 0 });

    const sent = await env.api(SEND_VERIFY, { body: { email, type: 'new' }, deviceId });
    expect(sent).toMatchObject({ code: 200, data: { userId: expect.any(Number) } });
    const userId = sent.data.userId as number;
    const [mail] = env.app.services.outbox.list({ to: email });
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your LivCam verification code' });
    expect(await status(email)).toEqual({ status: 1, userId });

    expect((await verify(email, userId, undefined, deviceId)).code).toBe(Codes.EMAIL_NOT_VERIFIED);
    const code = env.lastCode(email);
    const wrong = String((Number(code) + 7) % 1e6).padStart(6, '0');
    expect((await verify(email, userId, wrong, deviceId)).code).toBe(Codes.CODE_WRONG);
    const v = await verify(email, userId, code, deviceId);
    expect(v).toMatchObject({
      code: 200,
      data: { verified: true, threePartyId: expect.any(String) },
    });
    expect(await status(email)).toEqual({ status: 5, userId }); // verified, no password yet

    const threePartyId = v.data.threePartyId as string;
    const body = { email, password: 'abc123!', userId, threePartyId };
    expect((await env.api(SET_PW, { body, deviceId })).code).toBe(Codes.BAD_ENCRYPTION);
    for (const bad of ['abc12', 'a'.repeat(17), 'with space1', 'ümlaut123'])
      expect((await env.enc(SET_PW, { ...body, password: bad }, { deviceId })).code).toBe(
        Codes.INVALID_INPUT,
      );
    expect((await env.enc(SET_PW, body, { deviceId })).code).toBe(200);
    expect(await status(email)).toEqual({ status: 4, userId });

    // Before the profile, a password login asks for it.
    const early = await login(email, 'abc123!');
    expect(early).toMatchObject({
      code: Codes.PROFILE_NEEDED,
      data: { userId, complementInfoKey: expect.any(String) },
    });

    const reg = await env.api(REGISTER, {
      body: { threePartyEmail: email, userName: 'Eve', gender: 2, birthday: ADULT, countryId: 76 },
      deviceId,
    });
    expect(reg).toMatchObject({
      code: 200,
      data: { userId, register: true, nickname: 'Eve', countryId: 76 },
    });
    expect(env.app.services.ledger.balance(userId)).toBe(120);
    // Registering again is refused.
    const twice = await env.api(REGISTER, {
      body: { threePartyEmail: email, userName: 'Eve', gender: 2, birthday: ADULT, countryId: 76 },
      deviceId,
    });
    expect(twice.code).toBe(Codes.EMAIL_ALREADY_USED);

    const back = await login(email.toUpperCase(), 'abc123!');
    expect(back).toMatchObject({ code: 200, data: { userId, register: false } });

    const row = env.app.services.db
      .prepare('SELECT email_password FROM user_auth WHERE user_id = ?')
      .get(userId) as { email_password: string };
    expect(row.email_password).toMatch(/^scrypt\$/);
    expect(row.email_password).not.toContain('abc123!');
  });

  test('status 1 reuses the unverified account; 4 and 5 cannot ask for a sign-up code (60003)', async () => {
    const email = newEmail('again');
    const deviceId = newDevice();
    const first = await env.api(SEND_VERIFY, { body: { email, type: 'new' }, deviceId });
    env.clock.advance(MIN);
    const second = await env.api(SEND_VERIFY, { body: { email, type: 'existing' }, deviceId });
    expect(second.data.userId).toBe(first.data.userId);

    const u = await env.emailUser();
    expect((await env.api(SEND_VERIFY, { body: { email: u.email, type: 'new' } })).code).toBe(
      Codes.EMAIL_ALREADY_USED,
    );
  });

  test('register needs the ticket of this device (25501) and a valid profile', async () => {
    const email = newEmail('reg');
    const deviceId = newDevice();
    const sent = await env.api(SEND_VERIFY, { body: { email, type: 'new' }, deviceId });
    await verify(email, sent.data.userId, env.lastCode(email), deviceId);
    const profile = {
      threePartyEmail: email,
      userName: 'Fay',
      gender: 2,
      birthday: ADULT,
      countryId: 0,
    };
    expect((await env.api(REGISTER, { body: profile, deviceId: newDevice() })).code).toBe(
      Codes.CODE_EXPIRED,
    );
    expect(
      (await env.api(REGISTER, { body: { ...profile, userName: 'a<b' }, deviceId })).code,
    ).toBe(Codes.NICKNAME_SPECIAL_CHARS);
    expect(
      (await env.api(REGISTER, { body: { ...profile, birthday: '2015-01-01' }, deviceId })).code,
    ).toBe(sdk.PROFILE_CODE.tooYoung);
    expect((await env.api(REGISTER, { body: profile, deviceId })).code).toBe(200);
  });

  test('a wrong-format address is 40006 "Please enter the correct email"', async () => {
    for (const email of ['nope', 'a@b', 'a b@c.de', '@x.com'])
      expect(await env.api(SEND_VERIFY, { body: { email, type: 'new' } })).toMatchObject({
        code: Codes.INVALID_INPUT,
        msg: 'Please enter the correct email',
      });
    expect((await env.api(EXISTS, { query: { email: 'nope' } })).code).toBe(Codes.INVALID_INPUT);
  });
});

describe('codes on e-mail', () => {
  test('expired 25501; nothing sent 60005; userId of another account 40006; 60 s resend wait', async () => {
    const email = newEmail('codes');
    const deviceId = newDevice();
    const sent = await env.api(SEND_VERIFY, { body: { email, type: 'new' }, deviceId });
    expect((await env.api(SEND_VERIFY, { body: { email, type: 'existing' }, deviceId })).code).toBe(
      Codes.SEND_BUSY,
    );
    const code = env.lastCode(email);
    env.clock.advance(10 * MIN + 1);
    expect((await verify(email, sent.data.userId, code, deviceId)).code).toBe(Codes.CODE_EXPIRED);
    expect((await verify(newEmail('none'), 0, '123456', deviceId)).code).toBe(
      Codes.EMAIL_NOT_VERIFIED,
    );
    const other = await env.emailUser();
    expect((await verify(email, other.userId, code, deviceId)).code).toBe(Codes.INVALID_INPUT);
  });
});

describe('status 4: password', () => {
  test('wrong 10006; the 5th wrong in 15 minutes → 35505 for 15 minutes; plain body 40005', async () => {
    const u = await env.emailUser('right1!');
    for (let i = 0; i < 4; i++)
      expect((await login(u.email, `wrong${i}!`)).code).toBe(Codes.EMAIL_WRONG_PASSWORD);
    expect((await login(u.email, 'wrong4!')).code).toBe(Codes.PASSWORD_LOCKED);
    expect((await login(u.email, 'right1!')).code).toBe(Codes.PASSWORD_LOCKED);
    env.clock.advance(15 * MIN + 1);
    expect((await login(u.email, 'right1!')).code).toBe(200);
    const plain = await env.api(LOGIN, { body: { userAccount: u.email, password: 'right1!' } });
    expect(plain.code).toBe(Codes.BAD_ENCRYPTION);
  });

  test('unknown address → account does not exist', async () => {
    expect(await login(newEmail('ghost'), 'whatever1')).toMatchObject({
      code: Codes.ACCOUNT_NOT_FOUND,
      msg: 'Account does not exist',
    });
    expect((await env.api(SEND_FORGET, { body: { email: newEmail('ghost') } })).code).toBe(
      Codes.ACCOUNT_NOT_FOUND,
    );
  });

  test('bans apply after the password: 10115 / 10116', async () => {
    const u = await env.emailUser('right1!');
    await env.dev('/dev/api/ban', { userId: u.userId });
    expect((await login(u.email, 'right1!')).code).toBe(Codes.ACCOUNT_BANNED);
    await env.dev('/dev/api/ban', { userId: u.userId, lift: true });
    await env.dev('/dev/api/ban', { deviceId: 'mail-bad-device' });
    expect((await login(u.email, 'right1!', 'mail-bad-device')).code).toBe(Codes.DEVICE_BANNED);
    await env.dev('/dev/api/ban', { deviceId: 'mail-bad-device', lift: true });
  });
});

describe('forgot password', () => {
  test('status 4: sendForgetEmail → code → ticket → new password → login', async () => {
    const u = await env.emailUser('oldpw1!');
    const deviceId = newDevice();
    const sent = await env.api(SEND_FORGET, { body: { email: u.email }, deviceId });
    expect(sent).toMatchObject({ code: 200, data: { userId: u.userId } });
    expect(env.app.services.outbox.list({ to: u.email })[0]?.subject).toBe(
      'Reset your LivCam password',
    );
    const v = await verify(u.email, u.userId, env.lastCode(u.email), deviceId);
    expect(v.code).toBe(200);
    // Without the ticket (another device, none given) → 35503.
    expect(
      (
        await env.enc(
          SET_PW,
          { email: u.email, password: 'newpw1!', userId: u.userId },
          { deviceId: newDevice() },
        )
      ).code,
    ).toBe(Codes.PASSWORD_RESET_TIMEOUT);
    // This device's live ticket works without naming it.
    expect(
      (
        await env.enc(
          SET_PW,
          { email: u.email, password: 'newpw1!', userId: u.userId },
          { deviceId },
        )
      ).code,
    ).toBe(200);
    expect((await login(u.email, 'newpw1!')).code).toBe(200);
    expect((await login(u.email, 'oldpw1!')).code).toBe(Codes.EMAIL_WRONG_PASSWORD);
  });

  test('status 5 (no password): login says so; the forgot flow sets one', async () => {
    const email = newEmail('five');
    const deviceId = newDevice();
    const sent = await env.api(SEND_VERIFY, { body: { email, type: 'new' }, deviceId });
    const userId = sent.data.userId as number;
    await verify(email, userId, env.lastCode(email), deviceId);
    expect(await status(email)).toEqual({ status: 5, userId });
    const r = await login(email, 'anything1');
    expect(r.code).toBe(Codes.EMAIL_WRONG_PASSWORD);
    expect(r.msg).toMatch(/no password yet/);

    env.clock.advance(MIN);
    await env.api(SEND_VERIFY, { body: { email, type: 'reset' }, deviceId });
    const v = await verify(email, userId, env.lastCode(email), deviceId);
    const set = await env.enc(
      SET_PW,
      { email, password: 'fresh1!', userId, threePartyId: v.data.threePartyId },
      { deviceId },
    );
    expect(set.code).toBe(200);
    // The profile is still missing → 10042.
    expect((await login(email, 'fresh1!')).code).toBe(Codes.PROFILE_NEEDED);
  });

  test('the ticket dies with expire-codes (35503)', async () => {
    const u = await env.emailUser('oldpw1!');
    const deviceId = newDevice();
    await env.api(SEND_FORGET, { body: { email: u.email }, deviceId });
    const v = await verify(u.email, u.userId, env.lastCode(u.email), deviceId);
    await env.dev('/dev/api/auth/expire-codes', { target: u.email.toUpperCase() });
    const r = await env.enc(
      SET_PW,
      { email: u.email, password: 'newpw1!', userId: u.userId, threePartyId: v.data.threePartyId },
      { deviceId },
    );
    expect(r.code).toBe(Codes.PASSWORD_RESET_TIMEOUT);
  });
});

describe('emailAutoLogin', () => {
  test('signs in the address verified on this device in the last 10 minutes, else 60005', async () => {
    const u = await env.emailUser();
    const deviceId = newDevice();
    expect((await env.api(AUTO, { body: {}, deviceId })).code).toBe(Codes.EMAIL_NOT_VERIFIED);
    await env.api(SEND_FORGET, { body: { email: u.email }, deviceId });
    await verify(u.email, u.userId, env.lastCode(u.email), deviceId);
    const r = await env.api(AUTO, { body: { countryId: 0 }, deviceId });
    expect(r).toMatchObject({
      code: 200,
      data: { userId: u.userId, loginToken: expect.any(String) },
    });
    expect((await env.api(AUTO, { body: {}, deviceId: newDevice() })).code).toBe(
      Codes.EMAIL_NOT_VERIFIED,
    );
    env.clock.advance(10 * MIN + 1);
    const late = await env.api(AUTO, { body: {}, deviceId });
    expect(late).toMatchObject({
      code: Codes.EMAIL_NOT_VERIFIED,
      msg: expect.stringMatching(/last 10 minutes/),
    });
  });
});

describe('checkFormalUserEmail', () => {
  test('formal = verified with a complete profile', async () => {
    const u = await env.emailUser();
    expect((await env.api(FORMAL, { body: { email: u.email } })).data).toEqual({
      formal: true,
      status: 4,
    });
    expect((await env.api(FORMAL, { body: { email: newEmail('x') } })).data).toEqual({
      formal: false,
      status: 0,
    });
  });
});
