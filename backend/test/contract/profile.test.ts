/**
 * Contract (profile editing): every SDK call the EditProfile page makes, through the SDK's real
 * client against the real backend (signed, over HTTP, through the pass-through proxy): the
 * profile detail, update with each refusal's code, the avatar uploads in the two sizes, the
 * catalogues, the bind flow's code sends and binds with the refusal reason in `details`, and the
 * album calls the page uses.
 */
import { authApi } from '../../../shared-sdk/src/api/modules/auth';
import { configApi } from '../../../shared-sdk/src/api/modules/config';
import { uploadApi } from '../../../shared-sdk/src/api/modules/upload';
import { userApi } from '../../../shared-sdk/src/api/modules/user';
import { albumApi } from '../../../shared-sdk/src/chat/api';
import {
  AVATAR_LARGE,
  AVATAR_SMALL,
  PROFILE_CODE,
  REBIND_REASON,
  REBIND_REFUSED_CODE,
} from '../../../shared-sdk/src/constants/profile';
import { Codes } from '../../src/codes';
import { newEmail, newMobile } from '../auth/helpers';
import { png } from '../chat/images';
import {
  dataOf,
  devSession,
  devUser,
  outboxCode,
  signInClient,
  startContractEnv,
  type ContractEnv,
  type DevSession,
} from './harness';

let env: ContractEnv;
let me: DevSession;
let warn: jest.SpyInstance;

beforeAll(async () => {
  env = await startContractEnv();
});
afterAll(() => env.close());
beforeEach(async () => {
  env.proxy.reset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  me = await devSession(
    env.backend,
    (await devUser(env.backend, 'Pat Profile')).userId,
    `dev-p-${Date.now()}`,
  );
  signInClient(me);
});
afterEach(() => warn.mockRestore());

const data = dataOf;
const codeFor = (to: string) => outboxCode(env, to);
const pngBlob = (w: number, h: number) =>
  new Blob([new Uint8Array(png(w, h))], { type: 'image/png' });

test('getProfileDetail: the own profile with the state of every rule', async () => {
  const d = data(await userApi.getProfileDetail());
  expect(d).toEqual({
    user: expect.objectContaining({
      id: me.userId,
      userName: 'Pat Profile',
      gender: 1,
      birthday: '1990-01-01',
      headImg: expect.stringMatching(/\/assets\/users\/default-male\.svg$/),
    }),
    interestIds: [],
    languageIds: [],
    birthdayChangesLeft: 1,
    genderFixed: true,
    email: { value: null, changeableAt: null },
    phone: { value: null, changeableAt: null },
  });
  expect(env.proxy.last().forwarded.url).toMatch(/^\/facade\/api\/user\/profile\/detail\?/);
});

test('update: nickname, birthday once, interests and languages from the catalogues; each refusal code', async () => {
  const interests = data(await configApi.getInterestList());
  const languages = data(await configApi.getLanguageList());
  expect(interests.max).toBe(5);
  expect(languages.max).toBe(3);
  const i = interests.list.map((x) => x.id);
  const l = languages.list.map((x) => x.id);

  expect(await userApi.update({ userName: 'a/b' })).toMatchObject({
    ok: false,
    code: Codes.NICKNAME_SPECIAL_CHARS,
  });
  expect(await userApi.update({ userName: 'Moderator' })).toMatchObject({
    ok: false,
    code: Codes.NICKNAME_SENSITIVE,
  });
  expect(await userApi.update({ birthday: '2020-01-01' })).toMatchObject({
    ok: false,
    code: PROFILE_CODE.tooYoung,
  });
  expect(await userApi.update({ gender: 2 })).toMatchObject({
    ok: false,
    code: PROFILE_CODE.genderFixed,
  });
  expect(await userApi.update({ interestIds: i.slice(0, 6) })).toMatchObject({
    ok: false,
    code: PROFILE_CODE.tooManyInterests,
  });
  expect(await userApi.update({ languageIds: l.slice(0, 4) })).toMatchObject({
    ok: false,
    code: PROFILE_CODE.tooManyLanguages,
  });

  const saved = data(
    await userApi.update({
      userName: 'Pat Renamed',
      birthday: '1994-02-03',
      interestIds: i.slice(0, 5),
      languageIds: l.slice(0, 3),
    }),
  );
  expect(saved).toMatchObject({ id: me.userId, userName: 'Pat Renamed', birthday: '1994-02-03' });
  expect(await userApi.update({ birthday: '1994-02-04' })).toMatchObject({
    ok: false,
    code: PROFILE_CODE.birthdayChanged,
  });
  expect(data(await userApi.getProfileDetail())).toMatchObject({
    interestIds: i.slice(0, 5),
    languageIds: l.slice(0, 3),
    birthdayChangesLeft: 0,
  });
});

test('update { interfaceLanguage }: the choice comes back in getUserInfo; a non-interface language is refused', async () => {
  expect(data(await userApi.update({ interfaceLanguage: 'ja' })).interfaceLanguage).toBe('ja');
  expect(data(await userApi.getUserInfo()).interfaceLanguage).toBe('ja');
  expect(await userApi.update({ interfaceLanguage: 'zh' as 'ja' })).toMatchObject({
    ok: false,
    code: Codes.INVALID_INPUT,
  });
});

test('avatar: the two sizes uploaded with uploadApi.images, then update { headImg, headImgSmall }', async () => {
  const big = data(
    await uploadApi.images(pngBlob(AVATAR_LARGE.width, AVATAR_LARGE.height), 'a.png'),
  );
  const small = data(
    await uploadApi.images(pngBlob(AVATAR_SMALL.width, AVATAR_SMALL.height), 's.png'),
  );
  expect(big).toMatchObject({ width: 270, height: 360, contentType: 'image/png' });
  const info = data(await userApi.update({ headImg: big.url, headImgSmall: small.url }));
  expect(info).toMatchObject({ headImg: big.url, headImgSmall: small.url });
  expect(await userApi.update({ headImg: small.url })).toMatchObject({
    ok: false,
    code: PROFILE_CODE.badAvatar,
  });
  const served = await fetch(big.url);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
});

test('bind e-mail: code send (type bind) → verify → bindEmail; refusals carry the reason in details', async () => {
  const other = await devSession(
    env.backend,
    (await devUser(env.backend, 'Owner')).userId,
    `dev-o-${Date.now()}`,
  );
  const held = newEmail('held');
  signInClient(other);
  data(await authApi.sendVerifyEmail({ email: held, type: 'bind' }));
  const heldTicket = data(
    await authApi.alreadyVerifyEmail({ email: held, userId: other.userId, code: codeFor(held) }),
  );
  data(await authApi.bindEmail({ email: held, threePartyId: heldTicket?.threePartyId ?? '' }));

  signInClient(me);
  expect(await authApi.sendVerifyEmail({ email: held, type: 'bind' })).toMatchObject({
    ok: false,
    code: REBIND_REFUSED_CODE,
    details: { reason: REBIND_REASON.taken },
  });
  const mine = newEmail('mine');
  expect(data(await authApi.sendVerifyEmail({ email: mine, type: 'bind' }))).toEqual({
    userId: me.userId,
  });
  const t = data(
    await authApi.alreadyVerifyEmail({ email: mine, userId: me.userId, code: codeFor(mine) }),
  );
  expect(
    data(await authApi.bindEmail({ email: mine, threePartyId: t?.threePartyId ?? '' })),
  ).toEqual({ email: mine });
  expect(await authApi.sendVerifyEmail({ email: mine, type: 'bind' })).toMatchObject({
    ok: false,
    details: { reason: REBIND_REASON.same },
  });
  const locked = await authApi.sendVerifyEmail({ email: newEmail('later'), type: 'bind' });
  expect(locked).toMatchObject({
    ok: false,
    code: REBIND_REFUSED_CODE,
    details: { reason: REBIND_REASON.locked },
  });
  const d = data(await userApi.getProfileDetail());
  expect(d.email).toEqual({
    value: mine,
    changeableAt: (locked as { details: { availableAt: number } }).details.availableAt,
  });
});

test('bind phone: sendSmsCode purpose bind → checkSmsCode → bindMobile', async () => {
  const m = newMobile();
  expect(
    data(
      await authApi.sendSmsCode({
        language: 'en',
        countryCode: m.cc,
        phoneNumber: m.no,
        purpose: 'bind',
      }),
    ),
  ).toBeNull();
  expect(JSON.parse(env.proxy.last().forwarded.body)).toMatchObject({ purpose: 'bind' });
  const t = data(
    await authApi.checkSmsCode({
      countryCode: m.cc,
      phoneNumber: m.no,
      verificationCode: codeFor(m.target),
    }),
  );
  expect(
    data(
      await authApi.bindMobile({
        countryCode: m.cc,
        mobileNo: m.no,
        threePartyId: t?.threePartyId ?? '',
      }),
    ),
  ).toEqual({
    phone: m.target,
  });
  expect(
    await authApi.sendSmsCode({
      language: 'en',
      countryCode: m.cc,
      phoneNumber: m.no,
      purpose: 'bind',
    }),
  ).toMatchObject({
    ok: false,
    code: REBIND_REFUSED_CODE,
    details: { reason: REBIND_REASON.same },
  });
  expect(data(await userApi.getProfileDetail()).phone.value).toBe(m.target);
});

test('album: add a photo, list it, delete it (the calls the edit page uses)', async () => {
  const pic = data(await albumApi.uploadAlbumImage(pngBlob(30, 40), 'p.png'));
  expect(data(await albumApi.getAlbumPics()).list.map((p) => p.id)).toEqual([pic.id]);
  expect(data(await albumApi.deleteAlbumPic({ id: pic.id }))).toEqual({ deleted: true });
  expect(data(await albumApi.getAlbumPics()).list).toEqual([]);
});
