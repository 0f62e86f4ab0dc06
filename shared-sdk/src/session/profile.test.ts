import { appStore, userAtom, type SessionUser } from './atoms';
import { applyBalance } from './balance';
import { applyProfile } from './profile';
import { resetSessionAtoms } from './reset';

const signedIn: SessionUser = {
  id: 7,
  userName: 'Old Name',
  headImg: 'http://127.0.0.1:4000/assets/users/default-male.svg',
  goldNum: 50,
  balanceSeq: 3,
  gender: 1,
  countryId: 76,
  payStatus: 1,
};
const saved = {
  id: 7,
  userName: 'New Name',
  headImg: 'http://127.0.0.1:4000/uploads/aa.jpg',
  gender: 1,
  countryId: 76,
  source: 'test',
};

afterEach(() => resetSessionAtoms());

describe('applyProfile, the one writer of the session user profile fields', () => {
  test('takes the saved name and avatar, keeps coins and pay status', () => {
    appStore.set(userAtom, signedIn);
    expect(applyProfile(saved)).toBe(true);
    expect(appStore.get(userAtom)).toEqual({
      ...signedIn,
      userName: 'New Name',
      headImg: 'http://127.0.0.1:4000/uploads/aa.jpg',
    });
  });

  test('a balance applied after it is kept with the new profile', () => {
    appStore.set(userAtom, signedIn);
    applyProfile(saved);
    applyBalance({ goldNum: 40, seq: 4, source: 'gift' });
    expect(appStore.get(userAtom)).toMatchObject({ userName: 'New Name', goldNum: 40 });
  });

  test('nobody signed in, or another user answer: nothing changes', () => {
    expect(applyProfile(saved)).toBe(false);
    expect(appStore.get(userAtom)).toBeNull();
    appStore.set(userAtom, signedIn);
    expect(applyProfile({ ...saved, id: 8 })).toBe(false);
    expect(appStore.get(userAtom)).toBe(signedIn);
  });

  test('the same values again do not make a new user object (no re-render)', () => {
    appStore.set(userAtom, signedIn);
    applyProfile({ ...signedIn, source: 'test' });
    expect(appStore.get(userAtom)).toBe(signedIn);
  });
});
