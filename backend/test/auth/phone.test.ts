/**
 * Phone sign-in (spec 1 §4.1, §7; docs/CONTRACTS.md "Phone flows") end to end over HTTP on the
 * real app: checkMobile, new user with and without a password, returning user, forgot
 * password (codes, limits and bans: phone-codes.test.ts).
 */
import { Codes } from '../../src/codes';
import {
  ADULT,
  authEnv,
  newDevice,
  newMobile,
  phoneCalls,
  PHONE_PATHS,
  phoneHash,
  type AuthEnv,
} from './helpers';

const CHECK_MOBILE = PHONE_PATHS.checkMobile;
const UPDATE_PW = '/facade/api/mobile/updateMobilePassword';
const LOGIN_PHONE = PHONE_PATHS.loginPhone;
const COMPLEMENT = '/facade/api/user/exempt/complementInfo';
const INFO = '/facade/api/user/getUserInfo';
const MIN = 60_000;

let env: AuthEnv;
beforeAll(async () => {
  env = await authEnv();
});
afterAll(() => env.app.close());

const { send, check, pwLogin } = phoneCalls(() => env);

describe('checkMobile', () => {
  test('a new number: not existent, the site config and the password limits', async () => {
    const m = newMobile();
    const r = await env.api(CHECK_MOBILE, { query: { countryCode: m.cc, mobileNo: m.no } });
    expect(r).toMatchObject({ code: 200 });
    expect(r.data).toEqual({
      existent: false,
      userSetPassword: 0,
      sendSms: 1,
      sendWhatsapp: 1,
      mobileRegisterEnable: 1,
      mobileRegisterSetPassword: 1,
      userLoginSetPassword: 0,
      passwordConfig: { min: 8, max: 30 },
    });
  });

  test.each([
    ['letters in the number', { countryCode: '44', mobileNo: '77OO12' }],
    ['an unknown dial code', { countryCode: '999', mobileNo: '7700900123' }],
    ['a number over 20 digits', { countryCode: '44', mobileNo: '1'.repeat(21) }],
    ['no number', { countryCode: '44' }],
  ])('%s → 40006 with a readable message', async (_l, query) => {
    const r = await env.api(CHECK_MOBILE, { query });
    expect(r.code).toBe(Codes.INVALID_INPUT);
    expect(r.msg).toMatch(/Invalid parameter/);
  });
});

describe('new phone user', () => {
  test('without a password: code → 10042 + complementInfoKey → profile → signed in, gift once', async () => {
    const m = newMobile();
    const deviceId = newDevice();
    expect(await send(m, deviceId)).toMatchObject({ code: 200 });
    const [row] = env.app.services.outbox.list({ to: m.target });
    expect(row).toMatchObject({ channel: 'sms', to: m.target });
    expect(row?.body).toMatch(/\b\d{6}\b/);

    const c = await check(m, env.lastCode(m.target), deviceId);
    expect(c.code).toBe(200);
    expect(c.data.threePartyId).toMatch(/^[0-9a-f]{48}$/);

    const r = await env.api(LOGIN_PHONE, {
      body: {
        threePartyId: c.data.threePartyId,
        type: 6,
        deviceType: 4,
        deviceName: 'web',
        userName: '',
        gender: 0,
        birthday: '',
      },
      deviceId,
    });
    expect(r.code).toBe(Codes.PROFILE_NEEDED);
    expect(r.data).toMatchObject({
      register: true,
      complementInfoKey: expect.any(String),
      loginToken: expect.any(String),
    });
    const userId = r.data.userId as number;
    expect(env.app.services.ledger.balance(userId)).toBe(0); // no gift before the profile

    const done = await env.api(COMPLEMENT, {
      body: {
        complementInfoKey: r.data.complementInfoKey,
        nickname: '  Ada  ',
        gender: 2,
        birthday: ADULT,
      },
      deviceId,
    });
    expect(done.code).toBe(200);
    expect(done.data).toMatchObject({
      userId,
      register: true,
      nickname: 'Ada',
      gender: 2,
      birthday: ADULT,
    });
    expect(done.data.complementInfoKey).toBeUndefined();
    const session = { userId, loginToken: done.data.loginToken as string, deviceId };
    const info = await env.api(INFO, { session });
    expect(info.data).toMatchObject({ id: userId, userName: 'Ada', gender: 2, goldNum: 120 });

    // The key is spent; the number is now known, without a password.
    const again = await env.api(COMPLEMENT, {
      body: {
        complementInfoKey: r.data.complementInfoKey,
        nickname: 'Ada',
        gender: 2,
        birthday: ADULT,
      },
    });
    expect(again.code).toBe(Codes.PROFILE_KEY_INVALID);
    const cm = await env.api(CHECK_MOBILE, { query: { countryCode: m.cc, mobileNo: m.no } });
    expect(cm.data).toMatchObject({ existent: true, userSetPassword: 0 });
    expect(env.app.services.ledger.history(userId)).toHaveLength(1);
  });

  test('with a password: 10042 token → updateMobilePassword (encrypted) → profile → password login', async () => {
    const m = newMobile();
    const deviceId = newDevice();
    const ticket = await env.phoneTicket(m, deviceId);
    const r = await env.api(LOGIN_PHONE, { body: { threePartyId: ticket, type: 6 }, deviceId });
    expect(r.code).toBe(Codes.PROFILE_NEEDED);
    // The popup keeps this token in memory and sends it in the body (no cookie yet).
    const u = await env.enc(
      UPDATE_PW,
      {
        deviceId,
        loginToken: r.data.loginToken,
        userId: r.data.userId,
        countryCode: m.cc,
        mobileNo: m.no,
        password: phoneHash('Passw0rd!'),
      },
      { deviceId },
    );
    expect(u).toMatchObject({ code: 200 });
    const done = await env.api(COMPLEMENT, {
      body: {
        complementInfoKey: r.data.complementInfoKey,
        nickname: 'Bo',
        gender: 1,
        birthday: ADULT,
      },
      deviceId,
    });
    expect(done.code).toBe(200);

    const login = await pwLogin(m, phoneHash('Passw0rd!'));
    expect(login).toMatchObject({ code: 200, data: { userId: r.data.userId, register: false } });
    // Lower-case hex is the same hash.
    expect((await pwLogin(m, phoneHash('Passw0rd!').toLowerCase())).code).toBe(200);
    const cm = await env.api(CHECK_MOBILE, { query: { countryCode: m.cc, mobileNo: m.no } });
    expect(cm.data).toMatchObject({ existent: true, userSetPassword: 1 });

    // Stored as scrypt: neither the clear password nor the client's hash.
    const row = env.app.services.db
      .prepare('SELECT phone_password FROM user_auth WHERE user_id = ?')
      .get(r.data.userId) as { phone_password: string };
    expect(row.phone_password).toMatch(/^scrypt\$/);
    expect(row.phone_password).not.toContain('Passw0rd!');
    expect(row.phone_password.toUpperCase()).not.toContain(phoneHash('Passw0rd!'));
  });

  test('a body that carries the profile registers it complete: 200 at once, gift credited', async () => {
    const m = newMobile();
    const deviceId = newDevice();
    const ticket = await env.phoneTicket(m, deviceId);
    const r = await env.api(LOGIN_PHONE, {
      body: {
        threePartyId: ticket,
        type: 6,
        userName: 'Cy',
        gender: 1,
        birthday: ADULT,
        countryId: 76,
      },
      deviceId,
    });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ register: true, nickname: 'Cy', countryId: 76 });
    expect(env.app.services.ledger.balance(r.data.userId)).toBe(120);
  });

  test('a trunk 0 typed before the national number is the same number', async () => {
    const u = await env.phoneUser('Passw0rd!');
    const r = await pwLogin({ cc: '44', no: `0${u.no}` }, phoneHash('Passw0rd!'));
    expect(r).toMatchObject({ code: 200, data: { userId: u.userId } });
  });
});

describe('returning phone user', () => {
  test('password login revokes the other device’s token (10023 there)', async () => {
    const u = await env.phoneUser('Passw0rd!');
    expect((await env.api(INFO, { session: u.session })).code).toBe(200);
    const r = await pwLogin(u, phoneHash('Passw0rd!'), 'other-device');
    expect(r.code).toBe(200);
    expect((await env.api(INFO, { session: u.session })).code).toBe(Codes.ACTIVE_ON_OTHER_DEVICE);
    const fresh = {
      userId: u.userId,
      loginToken: r.data.loginToken as string,
      deviceId: 'other-device',
    };
    expect((await env.api(INFO, { session: fresh })).code).toBe(200);
  });

  test('code login of a known number: 200, not a registration, no second gift', async () => {
    const u = await env.phoneUser();
    const ticket = await env.phoneTicket(u, u.deviceId);
    const r = await env.api(LOGIN_PHONE, {
      body: { threePartyId: ticket, type: 6 },
      deviceId: u.deviceId,
    });
    expect(r).toMatchObject({
      code: 200,
      data: { userId: u.userId, register: false, threePartyId: ticket },
    });
    expect(env.app.services.ledger.history(u.userId)).toHaveLength(1);
  });

  test('wrong password 35501; the 5th in 15 minutes locks for 15 minutes (35505)', async () => {
    const u = await env.phoneUser('Passw0rd!');
    for (let i = 0; i < 4; i++)
      expect((await pwLogin(u, phoneHash(`nope${i}xyz`))).code).toBe(Codes.WRONG_PASSWORD);
    expect((await pwLogin(u, phoneHash('nope4xyz'))).code).toBe(Codes.PASSWORD_LOCKED);
    expect((await pwLogin(u, phoneHash('Passw0rd!'))).code).toBe(Codes.PASSWORD_LOCKED);
    env.clock.advance(15 * MIN + 1);
    expect((await pwLogin(u, phoneHash('Passw0rd!'))).code).toBe(200);
  });

  test('failures older than 15 minutes do not count', async () => {
    const u = await env.phoneUser('Passw0rd!');
    for (let i = 0; i < 4; i++) await pwLogin(u, phoneHash(`bad${i}bad`));
    env.clock.advance(15 * MIN + 1);
    expect((await pwLogin(u, phoneHash('bad5bad'))).code).toBe(Codes.WRONG_PASSWORD);
  });

  test('unknown number → account does not exist; a clear password → 40006', async () => {
    const m = newMobile();
    expect(await pwLogin(m, phoneHash('whatever1'))).toMatchObject({
      code: Codes.ACCOUNT_NOT_FOUND,
      msg: 'Account does not exist',
    });
    const u = await env.phoneUser('Passw0rd!');
    expect((await pwLogin(u, 'Passw0rd!')).code).toBe(Codes.INVALID_INPUT);
  });

  test('no password set → 35501', async () => {
    const u = await env.phoneUser();
    expect((await pwLogin(u, phoneHash('Passw0rd!'))).code).toBe(Codes.WRONG_PASSWORD);
  });
});

describe('forgot password (3 steps)', () => {
  test('number → code → loginPhone with the ticket → updateMobilePassword → new password works', async () => {
    const u = await env.phoneUser('OldPassw0rd');
    const deviceId = newDevice();
    const ticket = await env.phoneTicket(u, deviceId);
    const r = await env.api(LOGIN_PHONE, { body: { threePartyId: ticket, type: 6 }, deviceId });
    expect(r).toMatchObject({ code: 200, data: { userId: u.userId } });
    const upd = await env.enc(
      UPDATE_PW,
      {
        deviceId,
        loginToken: r.data.loginToken,
        userId: u.userId,
        countryCode: u.cc,
        mobileNo: u.no,
        password: phoneHash('NewPassw0rd'),
        threePartyId: ticket,
      },
      { deviceId },
    );
    expect(upd.code).toBe(200);
    expect((await pwLogin(u, phoneHash('NewPassw0rd'))).code).toBe(200);
    expect((await pwLogin(u, phoneHash('OldPassw0rd'))).code).toBe(Codes.WRONG_PASSWORD);
  });

  test('updateMobilePassword: no live ticket 35503, plain body 40005, bad format 40006, bad token 412', async () => {
    const u = await env.phoneUser('Passw0rd!');
    const deviceId = newDevice();
    const ticket = await env.phoneTicket(u, deviceId);
    const r = await env.api(LOGIN_PHONE, { body: { threePartyId: ticket, type: 6 }, deviceId });
    const body = {
      deviceId,
      loginToken: r.data.loginToken,
      userId: u.userId,
      countryCode: u.cc,
      mobileNo: u.no,
      password: phoneHash('Another1!'),
    };

    const plain = await env.api(UPDATE_PW, { body, deviceId });
    expect(plain.code).toBe(Codes.BAD_ENCRYPTION);
    expect((await env.enc(UPDATE_PW, { ...body, password: 'short' }, { deviceId })).code).toBe(
      Codes.INVALID_INPUT,
    );
    expect(
      (await env.enc(UPDATE_PW, { ...body, loginToken: 'f'.repeat(64) }, { deviceId })).code,
    ).toBe(Codes.LOGIN_EXPIRED);
    // Another account's number.
    const other = await env.phoneUser();
    expect(
      (
        await env.enc(
          UPDATE_PW,
          { ...body, countryCode: other.cc, mobileNo: other.no },
          { deviceId },
        )
      ).code,
    ).toBe(Codes.INVALID_INPUT);

    await env.dev('/dev/api/auth/expire-codes', { target: u.target });
    expect((await env.enc(UPDATE_PW, body, { deviceId })).code).toBe(Codes.PASSWORD_RESET_TIMEOUT);
    // The ticket itself is dead too: loginPhone with it → 25501.
    expect(
      (await env.api(LOGIN_PHONE, { body: { threePartyId: ticket, type: 6 }, deviceId })).code,
    ).toBe(Codes.CODE_EXPIRED);
  });

  test('the ticket expires after 10 minutes (35503)', async () => {
    const u = await env.phoneUser('Passw0rd!');
    const deviceId = newDevice();
    const ticket = await env.phoneTicket(u, deviceId);
    const r = await env.api(LOGIN_PHONE, { body: { threePartyId: ticket, type: 6 }, deviceId });
    env.clock.advance(10 * MIN + 1);
    const upd = await env.enc(
      UPDATE_PW,
      {
        deviceId,
        loginToken: r.data.loginToken,
        userId: u.userId,
        countryCode: u.cc,
        mobileNo: u.no,
        password: phoneHash('Another1!'),
        threePartyId: ticket,
      },
      { deviceId },
    );
    expect(upd.code).toBe(Codes.PASSWORD_RESET_TIMEOUT);
  });
});
