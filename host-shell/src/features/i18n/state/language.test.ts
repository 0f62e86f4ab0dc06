import {
  appStore,
  getLocal,
  getSiteLanguage,
  setSiteLanguage,
  userApi,
  userAtom,
} from 'shared-sdk';
import { STORAGE_KEYS } from 'shared-sdk/constants';
import {
  applyDocumentLanguage,
  chooseLanguage,
  followUserLanguage,
  prefixLanguage,
  startLanguage,
  userLanguageArrived,
} from './language';

const user = (id: number, interfaceLanguage?: 'ar' | 'tr' | 'de') =>
  ({
    id,
    userName: 'A',
    headImg: '',
    goldNum: 0,
    gender: 1,
    countryId: 1,
    payStatus: 0,
    interfaceLanguage,
  }) as const;

let update: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  setSiteLanguage('en');
  appStore.set(userAtom, null);
  update = jest
    .spyOn(userApi, 'update')
    .mockResolvedValue({ ok: true, code: 200, data: {} } as never);
});
afterEach(() => update.mockRestore());

test('Arabic and Hebrew turn the document right to left; the others left to right', () => {
  for (const [lng, dir] of [
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['tr', 'ltr'],
    ['ja', 'ltr'],
  ] as const) {
    applyDocumentLanguage(lng);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual([lng, dir]);
  }
});

test('a /tr/ or /nl/ link sets the language of the visit without storing it', () => {
  expect([prefixLanguage('/tr/LivCam'), prefixLanguage('/nl'), prefixLanguage('/gb/x')]).toEqual([
    'tr',
    'nl',
    'en',
  ]);
  expect(prefixLanguage('/LivCam')).toBeNull();
  setSiteLanguage('de');
  expect(startLanguage('/tr/LivCam')).toBe('tr');
  expect(document.documentElement.lang).toBe('tr');
  expect(getLocal(STORAGE_KEYS.siteLanguage)).toBe('de');
  setSiteLanguage('ar');
  expect(document.documentElement.dir).toBe('rtl'); // startLanguage follows later changes
});

test('a choice while signed out stays on the device; signed in, it is saved to the account', async () => {
  await chooseLanguage('ar');
  expect(getLocal(STORAGE_KEYS.siteLanguage)).toBe('ar');
  expect(update).not.toHaveBeenCalled();
  appStore.set(userAtom, user(7));
  await chooseLanguage('tr');
  expect(update).toHaveBeenCalledWith({ interfaceLanguage: 'tr' });
  expect(getLocal(STORAGE_KEYS.siteLanguageUnsaved)).toBeNull();
});

test("a save that failed is sent when the user is next known, instead of the account's old choice", async () => {
  appStore.set(userAtom, user(7));
  update.mockRejectedValueOnce(new Error('offline'));
  await chooseLanguage('de');
  expect(getLocal(STORAGE_KEYS.siteLanguageUnsaved)).toBe('de');
  await userLanguageArrived('tr');
  expect(getSiteLanguage()).toBe('de');
  expect(update).toHaveBeenLastCalledWith({ interfaceLanguage: 'de' });
  expect(getLocal(STORAGE_KEYS.siteLanguageUnsaved)).toBeNull();
});

test("signing in applies the account's language once per user, not on every user update", () => {
  const stop = followUserLanguage();
  appStore.set(userAtom, user(7, 'ar'));
  expect(getSiteLanguage()).toBe('ar');
  setSiteLanguage('en');
  appStore.set(userAtom, { ...user(7, 'ar'), goldNum: 5 }); // same user: a balance update
  expect(getSiteLanguage()).toBe('en');
  appStore.set(userAtom, null);
  appStore.set(userAtom, user(8, 'tr')); // another sign-in
  expect(getSiteLanguage()).toBe('tr');
  stop();
});
