/**
 * Profile editing (spec 1 §5, §9; spec 3 §5, §9; src/modules/profile): every rule of
 * POST /facade/api/user/update with its code, and GET /facade/api/user/profile/detail showing the
 * state of each rule. Rebind refusals: rebind-reasons.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Codes } from '../../src/codes';
import { DEFAULT_HEAD_IMG_FEMALE, DEFAULT_HEAD_IMG_MALE } from '../../src/constants';
import { openDatabase } from '../../src/db';
import * as sdk from 'shared-sdk/node';
import { tempDir, type Session } from '../helpers';
import { ADULT, authEnv, newDevice, newMobile, type AuthEnv } from '../auth/helpers';
import { upload } from '../chat/helpers';
import { multipart, png } from '../chat/images';

const { PROFILE_CODE, AVATAR_LARGE, AVATAR_SMALL, PROFILE_INTERESTS_MAX } = sdk;
const UPDATE = '/facade/api/user/update';
const DETAIL = '/facade/api/user/profile/detail';

let env: AuthEnv;
beforeAll(async () => {
  env = await authEnv();
});
afterAll(() => env.app.close());

let s: Session;
beforeEach(async () => {
  s = (await env.phoneUser()).session;
});

const update = (body: Record<string, unknown>, session = s) => env.api(UPDATE, { session, body });
const detail = (session = s) => env.api(DETAIL, { session });

/** YYYY-MM-DD of the test clock's today minus `years` (plus `days`). */
function yearsAgo(years: number, days = 0): string {
  const d = new Date(env.app.services.now());
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A picture of w×h uploaded by `session` through /upload/images → its URL. */
async function uploaded(w: number, h: number, session = s): Promise<string> {
  const r = await upload(
    env.app,
    session,
    '/facade/api/upload/images',
    multipart(
      { platformType: '4' },
      { field: 'image', name: 'a.png', type: 'image/png', data: png(w, h) },
    ),
  );
  expect(r.code).toBe(200);
  return r.data.url as string;
}

describe('nickname (spec 1 §5: max 30, no forbidden characters or sensitive words)', () => {
  test('forbidden characters → 10001 with the spec text; nothing saved', async () => {
    const r = await update({ userName: 'Bad<Name>' });
    expect(r).toMatchObject({
      code: Codes.NICKNAME_SPECIAL_CHARS,
      msg: 'Nickname should not contain special characters',
    });
    expect((await detail()).data.user.userName).toBe('Phone Person');
  });

  test('a sensitive word → 20101', async () => {
    expect((await update({ userName: 'Official Support' })).code).toBe(Codes.NICKNAME_SENSITIVE);
    expect((await update({ nickname: 'xX fuck Xx' })).code).toBe(Codes.NICKNAME_SENSITIVE);
  });

  test('31 characters or empty → 40006; 30 after trim is saved', async () => {
    expect((await update({ userName: 'x'.repeat(31) })).code).toBe(Codes.INVALID_INPUT);
    expect((await update({ userName: '   ' })).code).toBe(Codes.INVALID_INPUT);
    const r = await update({ userName: ` ${'é'.repeat(30)} ` });
    expect(r).toMatchObject({ code: 200, data: { userName: 'é'.repeat(30) } });
  });
});

describe('birthday (spec 1 §5: 18 or older, modifiable once)', () => {
  test('under 18 → 28001 and the one change is not used', async () => {
    const r = await update({ birthday: yearsAgo(18, 1) });
    expect(r).toMatchObject({
      code: PROFILE_CODE.tooYoung,
      msg: expect.stringMatching(/age too young/),
    });
    expect((await detail()).data.birthdayChangesLeft).toBe(1);
  });

  test('changes once: exactly 18 today is fine; the same date again is no change; a second change → 28002', async () => {
    expect((await detail()).data).toMatchObject({
      birthdayChangesLeft: 1,
      user: { birthday: ADULT },
    });
    const first = await update({ birthday: yearsAgo(18) });
    expect(first).toMatchObject({ code: 200, data: { birthday: yearsAgo(18) } });
    expect((await detail()).data.birthdayChangesLeft).toBe(0);
    expect((await update({ birthday: yearsAgo(18) })).code).toBe(200);
    const second = await update({ birthday: '1990-01-02' });
    expect(second).toMatchObject({
      code: PROFILE_CODE.birthdayChanged,
      msg: expect.stringMatching(/only once|cannot be changed again/),
    });
    expect((await detail()).data.user.birthday).toBe(yearsAgo(18));
  });

  test('two changes at once: one wins, the other is refused (one transaction each)', async () => {
    const [a, b] = await Promise.all([
      update({ birthday: '1991-03-04' }),
      update({ birthday: '1992-05-06' }),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, PROFILE_CODE.birthdayChanged]);
  });

  test('not a date, 30 February, before 1930 → 40006', async () => {
    for (const birthday of ['15/06/1995', '2001-02-30', '1929-12-31'])
      expect((await update({ birthday })).code).toBe(Codes.INVALID_INPUT);
    expect((await detail()).data.birthdayChangesLeft).toBe(1);
  });
});

describe('gender (spec 1 §5: cannot change after selection)', () => {
  test('another gender → 28003; the same one is fine; detail says it is fixed', async () => {
    expect(await update({ gender: 2 })).toMatchObject({
      code: PROFILE_CODE.genderFixed,
      msg: 'Gender cannot be changed once it is set',
    });
    expect((await update({ gender: 1 })).code).toBe(200);
    expect((await detail()).data).toMatchObject({ genderFixed: true, user: { gender: 1 } });
  });
});

describe('interests ≤ 5 and languages ≤ 3 (spec 3 §5), from the catalogues', () => {
  test('6 interests → 28004, 4 languages → 28005; 5 and 3 are saved; repeats count once', async () => {
    expect((await update({ interestIds: [1, 2, 3, 4, 5, 6] })).code).toBe(
      PROFILE_CODE.tooManyInterests,
    );
    expect((await update({ languageIds: [1, 3, 4, 5] })).code).toBe(PROFILE_CODE.tooManyLanguages);
    expect(
      (await update({ interestIds: [1, 2, 3, 4, 5, 5, 1], languageIds: [1, 3, 3, 4] })).code,
    ).toBe(200);
    expect((await detail()).data).toMatchObject({
      interestIds: [1, 2, 3, 4, 5],
      languageIds: [1, 3, 4],
    });
    expect(PROFILE_INTERESTS_MAX).toBe(5);
  });

  test('unknown ids → 40006; more than 50 ids → 40006 (input bound)', async () => {
    expect((await update({ interestIds: [999] })).code).toBe(Codes.INVALID_INPUT);
    expect((await update({ languageIds: [77] })).code).toBe(Codes.INVALID_INPUT);
    expect((await update({ interestIds: Array.from({ length: 51 }, (_, i) => i + 1) })).code).toBe(
      Codes.INVALID_INPUT,
    );
  });

  test('all or nothing: a good nickname with 6 interests saves neither', async () => {
    expect((await update({ userName: 'Whole Change', interestIds: [1, 2, 3, 4, 5, 6] })).code).toBe(
      PROFILE_CODE.tooManyInterests,
    );
    expect((await detail()).data.user.userName).toBe('Phone Person');
  });
});

describe('avatar (spec 3 §9 sizes 112×150 and 270×360; only images this backend serves)', () => {
  test('own uploads in the two sizes are saved; the info carries both', async () => {
    const big = await uploaded(AVATAR_LARGE.width, AVATAR_LARGE.height);
    const small = await uploaded(AVATAR_SMALL.width, AVATAR_SMALL.height);
    const r = await update({ headImg: big, headImgSmall: small });
    expect(r).toMatchObject({ code: 200, data: { headImg: big, headImgSmall: small } });
    expect((await env.api('/facade/api/user/getUserInfo', { session: s })).data).toMatchObject({
      headImg: big,
      headImgSmall: small,
    });
    // Another user sees the avatar, not the small one (lists of others carry headImg).
    const other = (await env.phoneUser()).session;
    const seen = await env.api('/facade/api/user/getUserInfo', {
      session: other,
      query: { searchUserId: s.userId },
    });
    expect(seen.data.headImg).toBe(big);
    expect(seen.data.headImgSmall).toBeUndefined();
  });

  test('wrong size, swapped sizes or another user upload → 28006', async () => {
    const odd = await uploaded(200, 200);
    expect((await update({ headImg: odd })).code).toBe(PROFILE_CODE.badAvatar);
    const big = await uploaded(AVATAR_LARGE.width, AVATAR_LARGE.height);
    const small = await uploaded(AVATAR_SMALL.width, AVATAR_SMALL.height);
    expect((await update({ headImg: small, headImgSmall: big })).code).toBe(PROFILE_CODE.badAvatar);
    const other = (await env.phoneUser()).session;
    const theirs = await uploaded(AVATAR_LARGE.width, AVATAR_LARGE.height, other);
    expect((await update({ headImg: theirs })).code).toBe(PROFILE_CODE.badAvatar);
  });

  test('another site, a script URL, a small one alone → 40006; an /assets/ image clears the small one', async () => {
    for (const headImg of ['https://evil.example/a.png', 'javascript:alert(1)', '/uploads/x.svg'])
      expect((await update({ headImg })).code).toBe(Codes.INVALID_INPUT);
    const small = await uploaded(AVATAR_SMALL.width, AVATAR_SMALL.height);
    expect((await update({ headImgSmall: small })).code).toBe(Codes.INVALID_INPUT);
    const r = await update({ headImg: DEFAULT_HEAD_IMG_MALE });
    expect(r.code).toBe(200);
    expect(r.data.headImg).toMatch(/\/assets\/users\/default-male\.svg$/);
    expect(r.data.headImgSmall).toBeUndefined();
  });
});

describe('default avatars follow the gender', () => {
  test('a male user gets the male default, a female one the female default', async () => {
    const male = await env.dev<{ userId: number }>('/dev/api/users', { userName: 'M', gender: 1 });
    const female = await env.dev<{ userId: number }>('/dev/api/users', {
      userName: 'F',
      gender: 2,
    });
    const head = (id: number) =>
      (
        env.app.services.db.prepare('SELECT head_img FROM users WHERE id = ?').get(id) as {
          head_img: string;
        }
      ).head_img;
    expect(head(male.userId)).toBe(DEFAULT_HEAD_IMG_MALE);
    expect(head(female.userId)).toBe(DEFAULT_HEAD_IMG_FEMALE);
    // The phone sign-up of this suite chose gender 1.
    expect((await detail()).data.user.headImg).toMatch(/default-male\.svg$/);
  });

  test('a new account completing its profile as a woman gets the female default', async () => {
    const m = newMobile();
    const deviceId = newDevice();
    const ticket = await env.phoneTicket(m, deviceId);
    const r = await env.api('/facade/api/user/exempt/login/phone', {
      body: { threePartyId: ticket, type: 6 },
      deviceId,
    });
    expect(r.code).toBe(Codes.PROFILE_NEEDED);
    const done = await env.api('/facade/api/user/exempt/complementInfo', {
      body: {
        complementInfoKey: r.data.complementInfoKey,
        nickname: 'Ana',
        gender: 2,
        birthday: ADULT,
      },
      deviceId,
    });
    expect(done).toMatchObject({
      code: 200,
      data: { headImg: expect.stringMatching(/users\/default\.svg$/) },
    });
  });

  test('migration 010 gives male accounts holding the old default the male one', () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    const add = db.prepare(
      "INSERT INTO users (user_name, head_img, gender, created_at) VALUES (?, '/assets/users/default.svg', ?, 0)",
    );
    const man = Number(add.run('Old Man', 1).lastInsertRowid);
    const woman = Number(add.run('Old Woman', 2).lastInsertRowid);
    db.exec(
      fs
        .readFileSync(path.join(__dirname, '../../src/db/migrations/013_profile.sql'), 'utf8')
        .replace(/^ALTER TABLE.*$/m, ''),
    );
    const head = (id: number) =>
      (db.prepare('SELECT head_img FROM users WHERE id = ?').get(id) as { head_img: string })
        .head_img;
    expect(head(man)).toBe(DEFAULT_HEAD_IMG_MALE);
    expect(head(woman)).toBe(DEFAULT_HEAD_IMG_FEMALE);
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
    // Both defaults are files this backend serves.
    for (const p of [DEFAULT_HEAD_IMG_MALE, DEFAULT_HEAD_IMG_FEMALE])
      expect(fs.existsSync(path.join(__dirname, '../..', p))).toBe(true);
  });
});

describe('profile detail', () => {
  test('login-only: a bad token → HTTP 401', async () => {
    const { call } = await import('../helpers');
    const res = await call(env.app, DETAIL, {
      session: { userId: s.userId, loginToken: 'bad', deviceId: s.deviceId },
    });
    expect(res.statusCode).toBe(401);
  });

  test('shows the linked phone and when it may change (7 days after it was set)', async () => {
    const d = (await detail()).data;
    expect(d.phone.value).toMatch(/^\+44\d+$/);
    expect(d.phone.changeableAt).toBeGreaterThan(env.app.services.now());
    expect(d.email).toEqual({ value: null, changeableAt: null });
    env.clock.advance(7 * 24 * 3600_000 + 1);
    expect((await detail()).data.phone.changeableAt).toBeNull();
  });
});

describe('test API', () => {
  test('/dev/api/profile/age-links ends the 7-day lock of a linked address', async () => {
    expect((await detail()).data.phone.changeableAt).not.toBeNull();
    expect(await env.dev('/dev/api/profile/age-links', { userId: s.userId, days: 8 })).toEqual({
      aged: 1,
    });
    expect((await detail()).data.phone.changeableAt).toBeNull();
  });
});

describe('interface language (chosen in settings; it follows the user to a new sign-in)', () => {
  test('an interface language is saved and comes back in the own user info only', async () => {
    const r = await update({ interfaceLanguage: 'ar' });
    expect(r.code).toBe(200);
    expect(r.data.interfaceLanguage).toBe('ar');
    expect((await detail()).data.user.interfaceLanguage).toBe('ar');
    const other = (await env.phoneUser()).session;
    const seen = await env.api('/facade/api/user/getUserInfo', {
      session: other,
      query: { searchUserId: s.userId },
    });
    expect(seen.code).toBe(200);
    expect(seen.data.interfaceLanguage).toBeUndefined();
  });

  test('a language the interface does not have is refused; the choice stays', async () => {
    await update({ interfaceLanguage: 'tr' });
    for (const bad of ['xx', 'zh', 'AR', '']) {
      const r = await update({ interfaceLanguage: bad });
      expect([bad, r.code]).toEqual([bad, Codes.INVALID_INPUT]);
    }
    expect((await detail()).data.user.interfaceLanguage).toBe('tr');
  });
});
