/**
 * Profile completion and edits (spec 1 §5; docs/CONTRACTS.md "Profile", "Registration gift"):
 * complementInfo with every rule (10001, 20101, 28001 'age too young'), the 120-coin gift
 * credited exactly once between registration and checkIfAddCoinForNew.
 */
import { Codes } from '../../src/codes';
import { findSensitiveWord } from '../../src/modules/auth/words';
import type { Session } from '../helpers';
import { ADULT, authEnv, newDevice, newMobile, sdk, type AuthEnv } from './helpers';

const LOGIN_PHONE = '/facade/api/user/exempt/login/phone';
const COMPLEMENT = '/facade/api/user/exempt/complementInfo';
const GIFT = '/facade/api/user/checkIfAddCoinForNew';

let env: AuthEnv;
beforeAll(async () => {
  env = await authEnv();
});
afterAll(() => env.app.close());

/** A new phone account waiting for its profile: its complementInfoKey and in-progress session. */
async function pending(): Promise<{ key: string; session: Session }> {
  const m = newMobile();
  const deviceId = newDevice();
  const ticket = await env.phoneTicket(m, deviceId);
  const r = await env.api(LOGIN_PHONE, { body: { threePartyId: ticket, type: 6 }, deviceId });
  expect(r.code).toBe(Codes.PROFILE_NEEDED);
  return {
    key: r.data.complementInfoKey,
    session: { userId: r.data.userId, loginToken: r.data.loginToken, deviceId },
  };
}

const complement = (key: string, p: Record<string, unknown>) =>
  env.api(COMPLEMENT, {
    body: { complementInfoKey: key, nickname: 'Okay Name', gender: 1, birthday: ADULT, ...p },
  });

/** YYYY-MM-DD of the test clock's today minus `years` (plus `days`). */
function yearsAgo(years: number, days = 0): string {
  const d = new Date(env.app.services.now());
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('complementInfo rules', () => {
  let key: string;
  beforeAll(async () => {
    key = (await pending()).key;
  });

  test.each([...'<>/\\{}[]|^~`"$%&*=+'].map((c) => [c]))(
    'forbidden character %s → 10001',
    async (c) => {
      expect(await complement(key, { nickname: `Bad${c}Name` })).toMatchObject({
        code: Codes.NICKNAME_SPECIAL_CHARS,
        msg: expect.stringMatching(/special characters/),
      });
    },
  );

  test('control characters → 10001', async () => {
    for (const n of ['tab\there', 'bell\u0007', 'nul\u0000x', 'rtl\u202Eevil'])
      expect((await complement(key, { nickname: n })).code).toBe(Codes.NICKNAME_SPECIAL_CHARS);
  });

  test.each([
    'Admin',
    'the_admin',
    'Official Support',
    'OfficialLivCam',
    'xXfuckXx',
    'a.d.m.i.n',
    'Moderat0r',
    'ShIt',
  ])('sensitive word in %p → 20101', async (nickname) => {
    expect((await complement(key, { nickname })).code).toBe(Codes.NICKNAME_SENSITIVE);
  });

  test('too young → 28001 "age too young"; 18 today is fine later', async () => {
    const young = await complement(key, { birthday: yearsAgo(18, 1) });
    expect(young).toMatchObject({
      code: sdk.PROFILE_CODE.tooYoung,
      msg: expect.stringMatching(/age too young/),
    });
    expect((await complement(key, { birthday: yearsAgo(5) })).code).toBe(sdk.PROFILE_CODE.tooYoung);
  });

  test.each([
    ['empty nickname', { nickname: '   ' }],
    ['31 characters', { nickname: 'x'.repeat(31) }],
    ['gender 3', { gender: 3 }],
    ['gender missing', { gender: '' }],
    ['not a date', { birthday: '15/06/1995' }],
    ['30 February', { birthday: '2001-02-30' }],
    ['before 1930', { birthday: '1920-01-01' }],
  ])('%s → 40006', async (_l, p) => {
    const r = await complement(key, p);
    expect(r.code).toBe(Codes.INVALID_INPUT);
    expect(r.msg).toMatch(/Invalid parameter/);
  });

  test('unknown key → 10043', async () => {
    expect((await complement('nope', {})).code).toBe(Codes.PROFILE_KEY_INVALID);
  });

  test('30 characters after trim, exactly 18 today, innocent names with short words: accepted', async () => {
    for (const n of ['Cassandra', 'Badminton Fan', 'Scunthorpe', 'Dickens', 'Mr. Assad'])
      expect(findSensitiveWord(n)).toBeNull();
    const r = await complement(key, {
      nickname: `  ${'y'.repeat(30)}  `,
      birthday: yearsAgo(18),
      gender: 2,
    });
    expect(r).toMatchObject({
      code: 200,
      data: { nickname: 'y'.repeat(30), gender: 2, birthday: yearsAgo(18), register: true },
    });
    // Once complete, the key is spent.
    expect((await complement(key, {})).code).toBe(Codes.PROFILE_KEY_INVALID);
  });

  test('a key expires after a day → 10043', async () => {
    const p = await pending();
    env.clock.advance(24 * 3600_000 + 1);
    expect((await complement(p.key, {})).code).toBe(Codes.PROFILE_KEY_INVALID);
  });
});

describe('registration gift (120 coins, once)', () => {
  test('credited at profile completion; checkIfAddCoinForNew reports it once; one ledger row', async () => {
    const p = await pending();
    // Profile incomplete: nothing to report yet.
    const before = await env.api(GIFT, { session: p.session });
    expect(before.data).toEqual({ added: false, coins: 0, goldNum: 0 });

    const done = await complement(p.key, { nickname: 'Gifted' });
    expect(done.code).toBe(200);
    const session = { ...p.session, loginToken: done.data.loginToken };
    expect(env.app.services.ledger.balance(p.session.userId)).toBe(120);
    const first = await env.api(GIFT, { session });
    expect(first.data).toEqual({ added: true, coins: 120, goldNum: 120 });
    const again = await env.api(GIFT, { session });
    expect(again.data).toEqual({ added: false, coins: 0, goldNum: 120 });
    const rows = env.app.services.ledger.history(p.session.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 120,
      idempotencyKey: `new-user-gift:${p.session.userId}`,
    });
  });

  test('the previous token of a 10042 sign-in is replaced by the one complementInfo issues', async () => {
    const p = await pending();
    const done = await env.api(COMPLEMENT, {
      body: { complementInfoKey: p.key, nickname: 'Tokened', gender: 1, birthday: ADULT },
      deviceId: p.session.deviceId,
    });
    // Same device: the in-progress token is replaced (412), not "another device" (10023).
    expect((await env.api(GIFT, { session: p.session })).code).toBe(Codes.LOGIN_EXPIRED);
    expect(
      (await env.api(GIFT, { session: { ...p.session, loginToken: done.data.loginToken } })).code,
    ).toBe(200);
  });
});

// Profile edits (/user/update, birthday once, gender never, …): test/profile/edit.test.ts.
