/**
 * Phone codes and guards (docs/CONTRACTS.md "Codes", "Phone flows") over HTTP on the real app:
 * every code of the send and check rules (25501–25507), registration switched off, bans.
 */
import { Codes } from '../../src/codes';
import type { MessageSender, OutgoingMessage } from '../../src/modules/outbox';
import { call } from '../helpers';
import {
  authEnv,
  newDevice,
  newMobile,
  phoneCalls,
  PHONE_PATHS,
  phoneHash,
  type AuthEnv,
} from './helpers';

const SEND = PHONE_PATHS.send;
const CHECK_MOBILE = PHONE_PATHS.checkMobile;
const LOGIN_PHONE = PHONE_PATHS.loginPhone;
const MIN = 60_000;

let env: AuthEnv;
beforeAll(async () => {
  env = await authEnv();
});
afterAll(() => env.app.close());

const { send, check, pwLogin } = phoneCalls(() => env);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('codes', () => {
  test('wrong 25502; the 5th wrong try kills the code (25506), even the right one then', async () => {
    const m = newMobile();
    const deviceId = newDevice();
    await send(m, deviceId);
    const code = env.lastCode(m.target);
    for (let i = 0; i < 4; i++)
      expect((await check(m, wrongCode(code), deviceId)).code).toBe(Codes.CODE_WRONG);
    expect((await check(m, wrongCode(code), deviceId)).code).toBe(Codes.CODE_TOO_MANY_TRIES);
    expect((await check(m, code, deviceId)).code).toBe(Codes.CODE_TOO_MANY_TRIES);
    // A new code works.
    env.clock.advance(MIN);
    await send(m, deviceId);
    expect((await check(m, env.lastCode(m.target), deviceId)).code).toBe(200);
  });

  test('expired after 10 minutes 25501; used once 25501; never sent 25501; not 6 digits 40006', async () => {
    const m = newMobile();
    const deviceId = newDevice();
    await send(m, deviceId);
    env.clock.advance(10 * MIN + 1);
    expect((await check(m, env.lastCode(m.target), deviceId)).code).toBe(Codes.CODE_EXPIRED);
    await send(m, deviceId);
    const code = env.lastCode(m.target);
    expect((await check(m, code, deviceId)).code).toBe(200);
    expect((await check(m, code, deviceId)).code).toBe(Codes.CODE_EXPIRED);
    expect((await check(newMobile(), '123456', deviceId)).code).toBe(Codes.CODE_EXPIRED);
    expect((await check(m, '12345', deviceId)).code).toBe(Codes.INVALID_INPUT);
  });

  test('the test API ages a live code past its expiry', async () => {
    const m = newMobile();
    const deviceId = newDevice();
    await send(m, deviceId);
    expect(await env.dev('/dev/api/auth/expire-codes', { target: m.target })).toMatchObject({
      codes: 1,
    });
    expect((await check(m, env.lastCode(m.target), deviceId)).code).toBe(Codes.CODE_EXPIRED);
  });

  test('60 s between sends (25504), 10 a day per number (25503); clear-limits resets', async () => {
    const m = newMobile();
    const deviceId = newDevice();
    expect((await send(m, deviceId)).code).toBe(200);
    const busy = await send(m, deviceId);
    expect(busy).toMatchObject({ code: Codes.SEND_BUSY, data: { waitSeconds: 60 } });
    for (let i = 1; i < 10; i++) {
      env.clock.advance(MIN);
      expect((await send(m, deviceId)).code).toBe(200);
    }
    env.clock.advance(MIN);
    expect((await send(m, deviceId)).code).toBe(Codes.SEND_LIMIT);
    await env.dev('/dev/api/auth/clear-limits', { target: m.target });
    expect((await send(m, deviceId)).code).toBe(200);
  });

  test('30 a day per device (25503)', async () => {
    const deviceId = newDevice();
    for (let i = 0; i < 30; i++) expect((await send(newMobile(), deviceId)).code).toBe(200);
    expect((await send(newMobile(), deviceId)).code).toBe(Codes.SEND_LIMIT);
    env.clock.advance(24 * 60 * MIN + 1);
    expect((await send(newMobile(), deviceId)).code).toBe(200);
  });

  test('messaging-app channel goes to the outbox as whatsapp; a switched-off channel is 40006', async () => {
    const m = newMobile();
    expect((await send(m, newDevice(), 'whatsapp')).code).toBe(200);
    expect(env.app.services.outbox.list({ to: m.target })[0]).toMatchObject({
      channel: 'whatsapp',
    });
    await env.dev('/dev/api/phoneLoginConfig', { sendWhatsapp: 0 });
    try {
      const r = await send(newMobile(), newDevice(), 'whatsapp');
      expect(r.code).toBe(Codes.INVALID_INPUT);
      expect(r.msg).toMatch(/switched off/);
      expect((await send(newMobile(), newDevice(), 'telegram')).code).toBe(Codes.INVALID_INPUT);
    } finally {
      await env.dev('/dev/api/phoneLoginConfig', { sendWhatsapp: 1 });
    }
  });
});

describe('registration switched off and bans', () => {
  test('mobileRegisterEnable 0: checkMobile says so, a new number gets no code and cannot register', async () => {
    const m = newMobile();
    const deviceId = newDevice();
    const early = await env.phoneTicket(m, deviceId); // verified while registration was on
    await env.dev('/dev/api/phoneLoginConfig', { mobileRegisterEnable: 0 });
    try {
      const cm = await env.api(CHECK_MOBILE, { query: { countryCode: m.cc, mobileNo: m.no } });
      expect(cm.data).toMatchObject({ existent: false, mobileRegisterEnable: 0 });
      expect((await send(newMobile(), newDevice())).code).toBe(Codes.REGISTRATION_DISABLED);
      const r = await env.api(LOGIN_PHONE, { body: { threePartyId: early, type: 6 }, deviceId });
      expect(r).toMatchObject({
        code: Codes.REGISTRATION_DISABLED,
        msg: expect.stringMatching(/disabled/),
      });
      // Known numbers still sign in.
      const u = await env.dev('/dev/api/phoneLoginConfig', { mobileRegisterEnable: 1 });
      expect(u.mobileRegisterEnable).toBe(1);
      const known = await env.phoneUser();
      await env.dev('/dev/api/phoneLoginConfig', { mobileRegisterEnable: 0 });
      env.clock.advance(MIN);
      const t = await env.phoneTicket(known, known.deviceId);
      expect(
        (
          await env.api(LOGIN_PHONE, {
            body: { threePartyId: t, type: 6 },
            deviceId: known.deviceId,
          })
        ).code,
      ).toBe(200);
    } finally {
      await env.dev('/dev/api/phoneLoginConfig', { mobileRegisterEnable: 1 });
    }
  });

  test('banned account 10115, banned device 10116, both 10117; a banned device cannot register', async () => {
    const u = await env.phoneUser('Passw0rd!');
    await env.dev('/dev/api/ban', { userId: u.userId });
    expect((await pwLogin(u, phoneHash('Passw0rd!'), 'clean-device')).code).toBe(
      Codes.ACCOUNT_BANNED,
    );
    await env.dev('/dev/api/ban', { deviceId: 'bad-device' });
    expect((await pwLogin(u, phoneHash('Passw0rd!'), 'bad-device')).code).toBe(
      Codes.ACCOUNT_AND_DEVICE_BANNED,
    );
    await env.dev('/dev/api/ban', { userId: u.userId, lift: true });
    expect((await pwLogin(u, phoneHash('Passw0rd!'), 'bad-device')).code).toBe(Codes.DEVICE_BANNED);
    // The password is checked first: a wrong one does not reveal the ban.
    expect((await pwLogin(u, phoneHash('wrong-one'), 'bad-device')).code).toBe(
      Codes.WRONG_PASSWORD,
    );

    const m = newMobile();
    const ticket = await env.phoneTicket(m, 'bad-device');
    expect(
      (
        await env.api(LOGIN_PHONE, {
          body: { threePartyId: ticket, type: 6 },
          deviceId: 'bad-device',
        })
      ).code,
    ).toBe(Codes.DEVICE_BANNED);
    expect(
      (await env.api(CHECK_MOBILE, { query: { countryCode: m.cc, mobileNo: m.no } })).data.existent,
    ).toBe(false);
    await env.dev('/dev/api/ban', { deviceId: 'bad-device', lift: true });
  });
});

describe('a send in flight (25505)', () => {
  test('a second send to the same number while the provider is still sending', async () => {
    let release: () => void = () => undefined;
    const started: OutgoingMessage[] = [];
    const slow: MessageSender = {
      send: (msg) => {
        started.push(msg);
        return new Promise((resolve) => {
          release = () => resolve({ id: '1' });
        });
      },
    };
    const own = await authEnv({ sender: slow });
    try {
      const m = newMobile();
      const first = call(own.app, SEND, {
        body: { language: 'en', countryCode: m.cc, phoneNumber: m.no },
        deviceId: 'd1',
      });
      while (started.length === 0) await new Promise((r) => setTimeout(r, 5));
      const second = await own.api(SEND, {
        body: { language: 'en', countryCode: m.cc, phoneNumber: m.no },
        deviceId: 'd2',
      });
      expect(second.code).toBe(Codes.OPERATION_BUSY);
      release();
      expect((await first).json().code).toBe(200);
      expect(started[0]?.body).toMatch(/\b\d{6}\b/);
      // Afterwards the 60-s rule applies.
      expect(
        (
          await own.api(SEND, {
            body: { language: 'en', countryCode: m.cc, phoneNumber: m.no },
            deviceId: 'd2',
          })
        ).code,
      ).toBe(Codes.SEND_BUSY);
    } finally {
      await own.app.close();
    }
  });

  test('a provider failure is 25507 and does not count as a send', async () => {
    const own = await authEnv({ sender: { send: () => Promise.reject(new Error('down')) } });
    try {
      const m = newMobile();
      const body = { language: 'en', countryCode: m.cc, phoneNumber: m.no };
      expect((await own.api(SEND, { body })).code).toBe(Codes.SEND_FAILED);
      expect((await own.api(SEND, { body })).code).toBe(Codes.SEND_FAILED); // not 25504
    } finally {
      await own.app.close();
    }
  });
});
