/**
 * The sign-in flows through the SDK's REAL client (shared-sdk/src/api/modules/auth.ts: signing,
 * body encryption, the phone password hash) against the listening backend, over real HTTP
 * through the contract harness's pass-through proxy, which lets the test read the wire.
 */
import {
  authApi,
  hashPhonePassword,
  type LoginResult,
} from '../../../shared-sdk/src/api/modules/auth';
import { THIRD_PARTY_LOGIN_TYPE } from '../../../shared-sdk/src/constants/auth';
import { userApi } from '../../../shared-sdk/src/api/modules/user';
import { readSession } from '../../../shared-sdk/src/storage/cookies';
import { Codes } from '../../src/codes';
import {
  queryOf,
  signInClient,
  signOutClient,
  startContractEnv,
  type ContractEnv,
} from '../contract/harness';
import { ADULT, newEmail, newMobile } from './helpers';

let env: ContractEnv;
let warn: jest.SpyInstance;
beforeAll(async () => {
  env = await startContractEnv();
});
afterAll(() => env.close());
beforeEach(() => {
  env.proxy.reset();
  signOutClient();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const codeFor = (to: string) => {
  const row = env.app.services.outbox.list({ to, limit: 1 })[0];
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code for ${to}`);
  return code;
};
const exchange = (path: string) => {
  const x = env.proxy.log.find((e) => e.sent.url.startsWith(path));
  if (!x) throw new Error(`${path} did not cross the proxy`);
  return x;
};
const keep = (r: LoginResult) =>
  signInClient({ userId: r.userId, loginToken: r.loginToken, deviceId: r.deviceId });

test('phone: new user with a password, the hash and the encryption on the wire, then password login', async () => {
  const m = newMobile();
  const cfg = await authApi.checkMobile(m.cc, m.no);
  expect(cfg).toMatchObject({
    ok: true,
    data: { existent: false, mobileRegisterEnable: 1, passwordConfig: { min: 8, max: 30 } },
  });
  const sent = await authApi.sendSmsCode(
    { language: 'en', countryCode: m.cc, phoneNumber: m.no, channel: 'whatsapp' },
    'bot-score-0.1',
  );
  expect(sent.ok).toBe(true);
  expect(exchange('/facade/api/mobile/sms/sendCode').sent.headers['x-bot-telemetry']).toBe(
    'bot-score-0.1',
  );
  const checked = await authApi.checkSmsCode({
    countryCode: m.cc,
    phoneNumber: m.no,
    verificationCode: codeFor(m.target),
  });
  const threePartyId = checked.ok ? (checked.data?.threePartyId ?? '') : '';
  expect(threePartyId).not.toBe('');

  // 10042 resolves with the complementInfoKey (the popup opens the profile step).
  const r = await authApi.loginPhone({
    threePartyId,
    languageId: 1,
    languageName: 'English',
    userId: '',
    userName: '',
    gender: 0,
    birthday: '',
    countryId: 0,
  });
  expect(r).toMatchObject({
    register: true,
    complementInfoKey: expect.any(String),
    loginToken: expect.any(String),
  });
  expect(readSession()).toBeNull(); // the in-progress token stays in memory, not in cookies

  const hashed = await hashPhonePassword('Passw0rd!');
  expect(hashed).toMatch(/^[0-9A-F]{64}$/);
  const upd = await authApi.updateMobilePassword({
    deviceId: r.deviceId,
    loginToken: r.loginToken,
    userId: r.userId,
    countryCode: m.cc,
    mobileNo: m.no,
    password: hashed,
  });
  expect(upd).toMatchObject({ ok: true, code: 200 });
  const wire = exchange('/facade/api/mobile/updateMobilePassword').sent;
  expect(wire.headers['x-encrypt']).toBe('1');
  expect(wire.body).not.toContain(hashed);
  expect(wire.body).not.toContain('password');

  const done = await authApi.complementInfo({
    complementInfoKey: r.complementInfoKey ?? '',
    nickname: 'Sdk Phone',
    gender: 1,
    birthday: ADULT,
  });
  expect(done.complementInfoKey).toBeUndefined();
  keep(done);
  const gift = await userApi.checkIfAddCoinForNew();
  expect(gift).toMatchObject({ ok: true, data: { added: true, coins: 120 } });

  signOutClient();
  env.proxy.reset();
  const login = await authApi.mobilePasswordLogin({
    mobileNo: m.no,
    countryCode: m.cc,
    password: hashed,
  });
  expect(login).toMatchObject({ userId: r.userId, register: false });
  const q = queryOf(exchange('/facade/api/mobile/mobilePasswordLogin').sent.url);
  expect(q.get('password')).toBe(hashed);
  await expect(
    authApi.mobilePasswordLogin({
      mobileNo: m.no,
      countryCode: m.cc,
      password: await hashPhonePassword('nope-nope'),
    }),
  ).rejects.toMatchObject({ name: 'ApiError', code: Codes.WRONG_PASSWORD });
});

test('e-mail: status 0 → verify → encrypted password → register → encrypted login; wrong 10006', async () => {
  const email = newEmail('sdk');
  expect(await authApi.emailExists(email)).toMatchObject({ ok: true, data: { status: 0 } });
  const sent = await authApi.sendVerifyEmail({ email, type: 'new' });
  const userId = sent.ok ? (sent.data?.userId ?? 0) : 0;
  expect(userId).toBeGreaterThan(0);
  const none = await authApi.alreadyVerifyEmail({ email, userId });
  expect(none).toMatchObject({ ok: false, code: Codes.EMAIL_NOT_VERIFIED });
  const v = await authApi.alreadyVerifyEmail({ email, userId, code: codeFor(email) });
  const threePartyId = v.ok ? (v.data?.threePartyId ?? '') : '';
  expect(threePartyId).not.toBe('');

  const set = await authApi.setEmailPassword({ email, password: 'Mail12!', userId, threePartyId });
  expect(set).toMatchObject({ ok: true });
  const wire = exchange('/facade/api/user/email/v2/setPassword').sent;
  expect(wire.headers['x-encrypt']).toBe('1');
  expect(wire.body).not.toContain('Mail12!');

  const reg = await authApi.emailRegister({
    threePartyEmail: email,
    userName: 'Sdk Mail',
    gender: 2,
    birthday: ADULT,
    countryId: 0,
  });
  expect(reg).toMatchObject({ userId, register: true, nickname: 'Sdk Mail' });

  env.proxy.reset();
  const login = await authApi.emailLogin({ userAccount: email, password: 'Mail12!' });
  expect(login).toMatchObject({ userId, register: false });
  expect(exchange('/facade/api/user/email/v2/emailLogin').sent.body).not.toContain('Mail12!');
  await expect(
    authApi.emailLogin({ userAccount: email, password: 'Wrong1!' }),
  ).rejects.toMatchObject({
    code: Codes.EMAIL_WRONG_PASSWORD,
  });
  expect(await authApi.emailExists(email)).toMatchObject({ data: { status: 4, userId } });
});

test('third party: the stand-in page redirect → loginToken; the token is single use', async () => {
  const email = newEmail('tp');
  const res = await fetch(`${env.backend}/stand-in/oauth/google/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'local',
      redirect_uri: 'http://localhost:8080/oauth-callback.html',
      state: 'st',
      name: 'Tp User',
      email,
      gender: '2',
      birthday: ADULT,
    }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  const frag = new URLSearchParams(new URL(res.headers.get('location') ?? '').hash.slice(1));
  const accessToken = frag.get('access_token') ?? '';
  const r = await authApi.loginToken({
    accessToken,
    loginType: THIRD_PARTY_LOGIN_TYPE.google,
    countryId: 0,
  });
  expect(r).toMatchObject({ register: true, nickname: 'Tp User', gender: 2 });
  expect(r.complementInfoKey).toBeUndefined();
  await expect(
    authApi.loginToken({ accessToken, loginType: THIRD_PARTY_LOGIN_TYPE.google }),
  ).rejects.toMatchObject({
    code: Codes.THIRD_PARTY_TOKEN_INVALID,
  });
});

test('auto-login: cert → loginToken once; then a signed-in e-mail rebind through bindEmail', async () => {
  const email = newEmail('auto');
  await authApi.sendVerifyEmail({ email, type: 'new' });
  const sent = await authApi.emailExists(email);
  const userId = sent.ok ? (sent.data.userId ?? 0) : 0;
  const v = await authApi.alreadyVerifyEmail({ email, userId, code: codeFor(email) });
  await authApi.setEmailPassword({
    email,
    password: 'Auto12!',
    userId,
    threePartyId: v.ok ? (v.data?.threePartyId ?? '') : '',
  });
  await authApi.emailRegister({
    threePartyEmail: email,
    userName: 'Auto User',
    gender: 1,
    birthday: ADULT,
    countryId: 0,
  });

  const certRes = await fetch(`${env.backend}/dev/api/auth/cert`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId }),
  });
  const { cert } = ((await certRes.json()) as { data: { cert: string } }).data;
  const r = await authApi.autoLogin({ userId, cert });
  expect(r.loginToken).toMatch(/^[0-9a-f]{64}$/);
  await expect(authApi.autoLogin({ userId, cert })).rejects.toMatchObject({
    code: Codes.CERT_INVALID,
  });

  signInClient({ userId, loginToken: r.loginToken, deviceId: r.deviceId ?? '' });
  // Changing the sign-up address within 7 days of setting it is refused before a code is sent,
  // saying when (the refusal's data reaches the caller as `details`).
  const next = newEmail('next');
  const s = await authApi.sendVerifyEmail({ email: next, type: 'bind' });
  expect(s).toMatchObject({
    ok: false,
    code: Codes.REBIND_REFUSED,
    msg: expect.stringMatching(/after/),
    details: { reason: 'locked', availableAt: expect.any(Number) },
  });
  // A ticket for another address does not bind this one.
  const same = await authApi.bindEmail({ email: next, threePartyId: 'not-a-ticket' });
  expect(same).toMatchObject({ ok: false, code: Codes.PASSWORD_RESET_TIMEOUT });
});
