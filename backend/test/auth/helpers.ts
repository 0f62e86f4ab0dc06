/**
 * Helpers for the sign-in tests: the real app on a temp data folder (test clock), signed calls
 * like the SDK's client makes them (helpers.ts), encrypted bodies with the SDK's own crypto,
 * codes read from the outbox as a person reads them on their phone or in their inbox.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as ns from 'shared-sdk/node';
import { call, makeApp, testClock, type Session } from '../helpers';
import type { AppOptions } from '../../src/app';

export const sdk = ((ns as unknown as { default?: typeof ns }).default ?? ns) as typeof ns;

// Answers are read loosely in tests (`r.data.userId`); the shapes are asserted where they matter.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface Envelope<T = Loose> {
  code: number;
  msg: string;
  data: T;
}

export interface CallOpts {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  method?: 'GET' | 'POST' | 'PUT';
  session?: Session | null;
  deviceId?: string;
}

let seq = 0;
/** A fresh device id (the per-device send limit is 30 a day). */
export const newDevice = () => `auth-dev-${process.pid}-${++seq}`;
/** A fresh UK mobile (national digits) and its target `+44…`. */
export function newMobile(): { cc: string; no: string; target: string } {
  const no = `7700${String(++seq * 7 + 100000).padStart(6, '0')}`;
  return { cc: '44', no, target: `+44${no}` };
}
export const newEmail = (tag = 'u') => `${tag}.${process.pid}.${++seq}@example.test`;

/** spec 1 §5: the client sends SHA-256 of the phone password, upper-case hex. */
export const phoneHash = (pw: string) =>
  createHash('sha256').update(pw).digest('hex').toUpperCase();

export const ADULT = '1995-06-15';

export async function authEnv(opts: Partial<AppOptions> = {}) {
  const clock = testClock();
  const app: FastifyInstance = await makeApp({ now: clock.now, ...opts });

  async function api<T = Loose>(path: string, o: CallOpts = {}): Promise<Envelope<T>> {
    const res = await call(app, path, {
      method: o.method,
      query: o.query,
      body: o.body,
      session: o.session ?? null,
      deviceId: o.deviceId ?? 'auth-default-device',
    });
    if (res.statusCode >= 500) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
    return res.json() as Envelope<T>;
  }

  /** A POST with an encrypted body (X-Encrypt: 1), the answer decrypted, as the SDK does it. */
  async function enc<T = Loose>(
    path: string,
    body: unknown,
    o: CallOpts = {},
  ): Promise<Envelope<T>> {
    const { envelope, aesKey } = await sdk.encryptRequestBody(body, app.services.keys.publicKeyPem);
    const res = await call(app, path, {
      body: envelope,
      session: o.session ?? null,
      deviceId: o.deviceId ?? 'auth-default-device',
      headers: { 'x-encrypt': '1' },
    });
    const wire = res.json();
    if (res.headers['x-encrypt'] !== '1') return wire as Envelope<T>;
    return JSON.parse(await sdk.decryptResponseBody(wire, aesKey)) as Envelope<T>;
  }

  /** Test API call; answers `data` (throws on a non-200 code unless `raw`). */
  async function dev<T = Loose>(path: string, body: unknown = {}): Promise<T> {
    const res = await app.inject({ method: 'POST', url: path, payload: body as object });
    const j = res.json() as Envelope<T>;
    if (j.code !== 200) throw new Error(`${path}: ${res.body}`);
    return j.data;
  }

  /** The 6-digit code of the newest outbox message to `to`. */
  function lastCode(to: string): string {
    const row = app.services.outbox.list({ to, limit: 1 })[0];
    const code = row?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  }

  /** Phone number → code → ticket (threePartyId). Clears the number's send limits first (the
   *  limits have their own tests), so a flow may ask for a new code at once. */
  async function phoneTicket(m: { cc: string; no: string; target: string }, deviceId: string) {
    await dev('/dev/api/auth/clear-limits', { target: m.target });
    const sent = await api('/facade/api/mobile/sms/sendCode', {
      body: { language: 'en', countryCode: m.cc, phoneNumber: m.no },
      deviceId,
    });
    if (sent.code !== 200) throw new Error(`sendCode: ${JSON.stringify(sent)}`);
    const checked = await api('/facade/api/mobile/sms/checkCode', {
      query: { countryCode: m.cc, phoneNumber: m.no, verificationCode: lastCode(m.target) },
      deviceId,
    });
    if (checked.code !== 200) throw new Error(`checkCode: ${JSON.stringify(checked)}`);
    return checked.data.threePartyId as string;
  }

  /** A complete phone account (with a password when given). */
  async function phoneUser(password?: string) {
    const m = newMobile();
    const deviceId = newDevice();
    const ticket = await phoneTicket(m, deviceId);
    const r = await api('/facade/api/user/exempt/login/phone', {
      body: {
        threePartyId: ticket,
        type: 6,
        userName: 'Phone Person',
        gender: 1,
        birthday: ADULT,
        countryId: 0,
      },
      deviceId,
    });
    if (r.code !== 200) throw new Error(`login/phone: ${JSON.stringify(r)}`);
    const session: Session = { userId: r.data.userId, loginToken: r.data.loginToken, deviceId };
    if (password) {
      const u = await enc(
        '/facade/api/mobile/updateMobilePassword',
        { ...session, countryCode: m.cc, mobileNo: m.no, password: phoneHash(password) },
        { deviceId },
      );
      if (u.code !== 200) throw new Error(`updateMobilePassword: ${JSON.stringify(u)}`);
    }
    return { ...m, deviceId, session, userId: session.userId };
  }

  /** A complete e-mail account with a password (statuses 0 → 4); its send limits cleared. */
  async function emailUser(password = 'secret1!', email = newEmail()) {
    const deviceId = newDevice();
    const sent = await api('/facade/api/user/email/sendVerifyEmail', {
      body: { email, type: 'new' },
      deviceId,
    });
    const userId = sent.data.userId as number;
    const v = await api('/facade/api/user/email/alreadyVerifyEmail', {
      body: { email, userId, code: lastCode(email) },
      deviceId,
    });
    const threePartyId = v.data.threePartyId as string;
    const p = await enc(
      '/facade/api/user/email/v2/setPassword',
      { email, password, userId, threePartyId },
      { deviceId },
    );
    if (p.code !== 200) throw new Error(`setPassword: ${JSON.stringify(p)}`);
    const r = await api('/facade/api/user/email/v2/register', {
      body: {
        threePartyEmail: email,
        userName: 'Mail Person',
        gender: 2,
        birthday: ADULT,
        countryId: 0,
      },
      deviceId,
    });
    if (r.code !== 200) throw new Error(`register: ${JSON.stringify(r)}`);
    // The flow's own send does not hold up the test's next one (60 s rule has its own tests).
    await dev('/dev/api/auth/clear-limits', { target: email });
    return { email, password, userId, deviceId, loginToken: r.data.loginToken as string };
  }

  return { app, clock, api, enc, dev, lastCode, phoneTicket, phoneUser, emailUser };
}
export type AuthEnv = Awaited<ReturnType<typeof authEnv>>;

// ---- phone calls shared by phone.test.ts and phone-codes.test.ts ----
export const PHONE_PATHS = {
  send: '/facade/api/mobile/sms/sendCode',
  check: '/facade/api/mobile/sms/checkCode',
  checkMobile: '/facade/api/mobile/checkMobile',
  pwLogin: '/facade/api/mobile/mobilePasswordLogin',
  loginPhone: '/facade/api/user/exempt/login/phone',
} as const;

type Mobile = { cc: string; no: string };

/** sendCode, checkCode and mobilePasswordLogin against the test app `current()` returns
 *  (a getter: test files create their app in beforeAll). */
export function phoneCalls(current: () => AuthEnv) {
  const env = { api: (...a: Parameters<AuthEnv['api']>) => current().api(...a) };
  return {
    send: (m: Mobile, deviceId: string, channel?: string) =>
      env.api(PHONE_PATHS.send, {
        body: {
          language: 'en',
          countryCode: m.cc,
          phoneNumber: m.no,
          ...(channel ? { channel } : {}),
        },
        deviceId,
      }),
    check: (m: Mobile, code: string, deviceId: string) =>
      env.api(PHONE_PATHS.check, {
        query: { countryCode: m.cc, phoneNumber: m.no, verificationCode: code },
        deviceId,
      }),
    pwLogin: (m: Mobile, password: string, deviceId = newDevice()) =>
      env.api(PHONE_PATHS.pwLogin, {
        query: { countryCode: m.cc, mobileNo: m.no, password },
        deviceId,
      }),
  };
}
