/**
 * Rebind (spec 1 §5, §9; docs/CONTRACTS.md "Rebind"): login-only; a ticket for the new value;
 * 10025 for the same value, a value held by another account, or a change within 7 days, with
 * `data.reason` saying which; the bind flow's code sends refuse the same before a code goes out.
 */
import { Codes } from '../../src/codes';
import { sdk } from './helpers';
import { call, type Session } from '../helpers';
import { authEnv, newDevice, newEmail, newMobile, type AuthEnv } from './helpers';

const EMAIL_BIND = '/facade/api/user/email/bind';
const MOBILE_BIND = '/facade/api/mobile/bind';
const SEND_VERIFY = '/facade/api/user/email/sendVerifyEmail';
const VERIFY = '/facade/api/user/email/alreadyVerifyEmail';
const DAY = 24 * 3600_000;

let env: AuthEnv;
beforeAll(async () => {
  env = await authEnv();
});
afterAll(() => env.app.close());

/** Signed in: a code to `email` (type 'bind') → its ticket. */
async function emailTicket(s: Session, email: string): Promise<string> {
  await env.dev('/dev/api/auth/clear-limits', { target: email });
  const sent = await env.api(SEND_VERIFY, { body: { email, type: 'bind' }, session: s });
  expect(sent).toMatchObject({ code: 200, data: { userId: s.userId } });
  const v = await env.api(VERIFY, {
    body: { email, userId: s.userId, code: env.lastCode(email) },
    session: s,
  });
  expect(v.code).toBe(200);
  return v.data.threePartyId;
}

describe('e-mail rebind', () => {
  test('add, same again 10025, change within 7 days 10025 (says when), after 7 days fine', async () => {
    const u = await env.phoneUser();
    const s = u.session;
    const first = newEmail('bind1');
    // A code for a second address while none is linked yet (after the first, the send refuses).
    const second = newEmail('bind2');
    const t2 = await emailTicket(s, second);
    const r = await env.api(EMAIL_BIND, {
      body: { email: first, threePartyId: await emailTicket(s, first) },
      session: s,
    });
    expect(r).toMatchObject({ code: 200, data: { email: first } });
    expect(
      (await env.api('/facade/api/user/email/v2/exists', { query: { email: first } })).data,
    ).toEqual({
      status: 5,
      userId: u.userId,
    });

    // A ticket for the same address (its forgot-password code): the bind still refuses it.
    await env.dev('/dev/api/auth/clear-limits', { target: first });
    await env.api('/facade/api/user/email/sendForgetEmail', { body: { email: first }, session: s });
    const forgot = await env.api(VERIFY, {
      body: { email: first, code: env.lastCode(first) },
      session: s,
    });
    const same = await env.api(EMAIL_BIND, {
      body: { email: first, threePartyId: forgot.data.threePartyId },
      session: s,
    });
    expect(same).toMatchObject({
      code: Codes.REBIND_REFUSED,
      msg: expect.stringMatching(/already linked/),
      data: { reason: sdk.REBIND_REASON.same },
    });
    // No code is sent for it either.
    await env.dev('/dev/api/auth/clear-limits', { target: first });
    const sendSame = await env.api(SEND_VERIFY, {
      body: { email: first, type: 'bind' },
      session: s,
    });
    expect(sendSame).toMatchObject({ code: Codes.REBIND_REFUSED, data: { reason: 'same' } });

    const locked = await env.api(EMAIL_BIND, {
      body: { email: second, threePartyId: t2 },
      session: s,
    });
    expect(locked).toMatchObject({
      code: Codes.REBIND_REFUSED,
      data: { reason: 'locked', availableAt: expect.any(Number) },
    });
    expect(locked.msg).toMatch(/7 days.*after \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    // The send of the bind flow says so before a code goes out.
    const third = newEmail('bind3');
    const sendLocked = await env.api(SEND_VERIFY, {
      body: { email: third, type: 'bind' },
      session: s,
    });
    expect(sendLocked).toMatchObject({ code: Codes.REBIND_REFUSED, data: { reason: 'locked' } });
    expect(env.app.services.outbox.list({ to: third, limit: 1 })).toEqual([]);

    env.clock.advance(7 * DAY + 1);
    const later = await env.api(EMAIL_BIND, {
      body: { email: second, threePartyId: await emailTicket(s, second) },
      session: s,
    });
    expect(later).toMatchObject({ code: 200, data: { email: second } });
  });

  test('an address held by another account: no bind code (10025 taken); a ticket for it still gets 10025', async () => {
    const owner = await env.emailUser();
    const u = await env.phoneUser();
    const before = env.app.services.outbox.list({ to: owner.email, limit: 1 })[0]?.id;
    const sent = await env.api(SEND_VERIFY, {
      body: { email: owner.email, type: 'bind' },
      session: u.session,
    });
    expect(sent).toMatchObject({
      code: Codes.REBIND_REFUSED,
      msg: 'This email is already used by another account',
      data: { reason: 'taken' },
    });
    expect(env.app.services.outbox.list({ to: owner.email, limit: 1 })[0]?.id).toBe(before);
    // A ticket for that address (here: the owner's forgot flow on this device).
    const deviceId = u.session.deviceId;
    await env.api('/facade/api/user/email/sendForgetEmail', {
      body: { email: owner.email },
      deviceId,
    });
    const v = await env.api(VERIFY, {
      body: { email: owner.email, code: env.lastCode(owner.email) },
      deviceId,
    });
    const r = await env.api(EMAIL_BIND, {
      body: { email: owner.email, threePartyId: v.data.threePartyId },
      session: u.session,
    });
    expect(r).toMatchObject({
      code: Codes.REBIND_REFUSED,
      msg: expect.stringMatching(/another account/),
    });
  });

  test('no ticket 35503; a ticket for another address 35503; not signed in → 40001 / HTTP 401', async () => {
    const u = await env.phoneUser();
    const email = newEmail('nt');
    expect(
      (await env.api(EMAIL_BIND, { body: { email, threePartyId: 'nope' }, session: u.session }))
        .code,
    ).toBe(Codes.PASSWORD_RESET_TIMEOUT);
    const other = newEmail('other');
    const t = await emailTicket(u.session, other);
    expect(
      (await env.api(EMAIL_BIND, { body: { email, threePartyId: t }, session: u.session })).code,
    ).toBe(Codes.PASSWORD_RESET_TIMEOUT);
    const anon = await call(env.app, EMAIL_BIND, { body: { email, threePartyId: t } });
    expect(anon.json().code).toBe(Codes.MISSING_COMMON_PARAMS); // userId is required on login-only paths
    const bad = await call(env.app, EMAIL_BIND, {
      body: { email, threePartyId: t },
      session: { userId: u.userId, loginToken: 'bad', deviceId: u.deviceId },
    });
    expect(bad.statusCode).toBe(401);
    const sendAnon = await call(env.app, SEND_VERIFY, { body: { email, type: 'bind' } });
    expect(sendAnon.statusCode).toBe(401);
  });
});

describe('phone rebind', () => {
  test('add a phone to an e-mail account, same 10025, taken 10025, 7-day lock, then sign in by code', async () => {
    const u = await env.emailUser();
    const s: Session = { userId: u.userId, loginToken: u.loginToken, deviceId: u.deviceId };
    // Registration switched off does not stop a signed-in user's bind code.
    await env.dev('/dev/api/phoneLoginConfig', { mobileRegisterEnable: 0 });
    const m = newMobile();
    let ticket: string;
    try {
      const sent = await env.api('/facade/api/mobile/sms/sendCode', {
        body: { language: 'en', countryCode: m.cc, phoneNumber: m.no },
        session: s,
      });
      expect(sent.code).toBe(200);
      const c = await env.api('/facade/api/mobile/sms/checkCode', {
        query: { countryCode: m.cc, phoneNumber: m.no, verificationCode: env.lastCode(m.target) },
        session: s,
      });
      ticket = c.data.threePartyId;
    } finally {
      await env.dev('/dev/api/phoneLoginConfig', { mobileRegisterEnable: 1 });
    }
    const r = await env.api(MOBILE_BIND, {
      body: { countryCode: m.cc, mobileNo: m.no, threePartyId: ticket },
      session: s,
    });
    expect(r).toMatchObject({ code: 200, data: { phone: m.target } });
    expect(
      (
        await env.api(MOBILE_BIND, {
          body: { countryCode: m.cc, mobileNo: m.no, threePartyId: ticket },
          session: s,
        })
      ).code,
    ).toBe(Codes.REBIND_REFUSED);

    const taken = await env.phoneUser();
    const t2 = await env.phoneTicket(taken, s.deviceId);
    const held = await env.api(MOBILE_BIND, {
      body: { countryCode: taken.cc, mobileNo: taken.no, threePartyId: t2 },
      session: s,
    });
    expect(held).toMatchObject({
      code: Codes.REBIND_REFUSED,
      msg: expect.stringMatching(/another account/),
      data: { reason: 'taken' },
    });
    // The bind flow's SMS send refuses that number before sending (the owner gets no SMS).
    await env.dev('/dev/api/auth/clear-limits', { target: taken.target });
    const lastToOwner = env.app.services.outbox.list({ to: taken.target, limit: 1 })[0]?.id;
    const bindSend = await env.api('/facade/api/mobile/sms/sendCode', {
      body: { language: 'en', countryCode: taken.cc, phoneNumber: taken.no, purpose: 'bind' },
      session: s,
    });
    expect(bindSend).toMatchObject({ code: Codes.REBIND_REFUSED, data: { reason: 'taken' } });
    expect(env.app.services.outbox.list({ to: taken.target, limit: 1 })[0]?.id).toBe(lastToOwner);
    // purpose 'bind' needs a signed-in caller.
    const anonBind = await call(env.app, '/facade/api/mobile/sms/sendCode', {
      body: { language: 'en', countryCode: taken.cc, phoneNumber: taken.no, purpose: 'bind' },
    });
    expect(anonBind.statusCode).toBe(401);

    const m2 = newMobile();
    const t3 = await env.phoneTicket(m2, s.deviceId);
    expect(
      (
        await env.api(MOBILE_BIND, {
          body: { countryCode: m2.cc, mobileNo: m2.no, threePartyId: t3 },
          session: s,
        })
      ).code,
    ).toBe(Codes.REBIND_REFUSED);
    env.clock.advance(7 * DAY + 1);
    const t4 = await env.phoneTicket(m2, s.deviceId);
    expect(
      (
        await env.api(MOBILE_BIND, {
          body: { countryCode: m2.cc, mobileNo: m2.no, threePartyId: t4 },
          session: s,
        })
      ).code,
    ).toBe(200);

    // The new number signs in to this account.
    const dev2 = newDevice();
    const t5 = await env.phoneTicket(m2, dev2);
    const login = await env.api('/facade/api/user/exempt/login/phone', {
      body: { threePartyId: t5, type: 6 },
      deviceId: dev2,
    });
    expect(login).toMatchObject({ code: 200, data: { userId: u.userId } });
  });
});
