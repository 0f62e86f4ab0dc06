import { appStore, isLoggedInAtom, registerNavigator, userAtom, userApi } from 'shared-sdk';
import { LOGOUT_REDIRECT_MS } from 'shared-sdk/constants';
import { logout } from '../src/features/session/state/logout';
import { storedSessionAtom } from '../src/features/session/state/sessionAtoms';

describe('logout (spec 1 §4.3)', () => {
  afterEach(() => jest.useRealTimers());

  it('calls logout, clears cookies and atoms, then redirects to the root after 500 ms', async () => {
    jest.useFakeTimers();
    document.cookie = 'userId=7; path=/';
    document.cookie = 'loginToken=abc; path=/';
    document.cookie = 'deviceId=dev1; path=/';
    appStore.set(userAtom, {
      id: 7,
      userName: 'Ann',
      headImg: '',
      goldNum: 5,
      gender: 1,
      countryId: 1,
      payStatus: 0,
    });
    appStore.set(storedSessionAtom, true);
    const api = jest
      .spyOn(userApi, 'logout')
      .mockResolvedValue({ ok: true, code: 200, msg: '', data: null });
    const go = jest.fn();
    const unregister = registerNavigator({
      go,
      current: () => ({ pathname: '/tr/wall', search: '' }),
      back: jest.fn(),
    });

    await logout();
    expect(api).toHaveBeenCalledTimes(1);
    expect(appStore.get(isLoggedInAtom)).toBe(false);
    expect(appStore.get(storedSessionAtom)).toBe(false);
    expect(document.cookie).not.toMatch(/loginToken|userId/);
    expect(document.cookie).toMatch(/deviceId=dev1/); // kept on clean-up (spec 1 §3)

    expect(LOGOUT_REDIRECT_MS).toBe(500);
    jest.advanceTimersByTime(499);
    expect(go).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledWith('/tr', { replace: true });
    unregister();
  });

  it('still logs out locally when the call fails', async () => {
    jest.useFakeTimers();
    appStore.set(userAtom, {
      id: 7,
      userName: 'Ann',
      headImg: '',
      goldNum: 5,
      gender: 1,
      countryId: 1,
      payStatus: 0,
    });
    jest.spyOn(userApi, 'logout').mockRejectedValue(new Error('offline'));
    const go = jest.fn();
    const unregister = registerNavigator({
      go,
      current: () => ({ pathname: '/', search: '' }),
      back: jest.fn(),
    });
    await logout();
    expect(appStore.get(isLoggedInAtom)).toBe(false);
    jest.advanceTimersByTime(500);
    expect(go).toHaveBeenCalledWith('/', { replace: true });
    unregister();
  });
});
