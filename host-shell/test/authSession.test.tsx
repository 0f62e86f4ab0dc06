import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import {
  ApiError,
  appStore,
  authApi,
  loginPopupAtom,
  readSession,
  registerNavigator,
  saveSession,
  sessionReaction,
  toastsAtom,
  userApi,
  applySessionReaction,
  resetSessionReactionDedupe,
} from 'shared-sdk';
import { BanScreen } from '../src/features/session/components/BanScreen';
import { handleSessionReaction } from '../src/features/session/state/sessionReactions';
import { autoLoginFromUrl, hasAutoLoginParams } from '../src/features/session/state/autoLogin';
import { bootSession } from '../src/features/session/state/bootSession';
import { banAtom, storedSessionAtom } from '../src/features/session/state/sessionAtoms';
import { EnglishTexts } from './setup';

// On the host side: auto-login links (spec 1 §2.2) and the ban screens of the sign-in
// codes (spec 1 §4.3, §8).

const clearCookies = () =>
  document.cookie
    .split(';')
    .forEach(
      (c) =>
        (document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`),
    );

beforeEach(() => {
  clearCookies();
  appStore.set(banAtom, null);
  appStore.set(toastsAtom, []);
  appStore.set(loginPopupAtom, { open: false, source: null });
});
afterEach(() => jest.restoreAllMocks());

describe('auto-login (spec 1 §2.2)', () => {
  test('a link with userId and cert saves the session and leaves the address without them', async () => {
    window.history.replaceState(null, '', '/message?userId=7&cert=c%2B1&tab=2#x');
    expect(hasAutoLoginParams()).toBe(true);
    const api = jest.spyOn(authApi, 'autoLogin').mockResolvedValue({ loginToken: 'tok-7' });
    await autoLoginFromUrl();
    expect(api).toHaveBeenCalledWith({ userId: '7', cert: 'c+1' });
    expect(readSession()).toEqual({ userId: '7', loginToken: 'tok-7' });
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/message?tab=2#x');
    expect(appStore.get(loginPopupAtom).open).toBe(false);
  });

  test('a used or bad cert: home with the login popup, no session', async () => {
    window.history.replaceState(null, '', '/message?userId=7&cert=used');
    jest
      .spyOn(authApi, 'autoLogin')
      .mockRejectedValue(new ApiError(10045, 'This sign-in link has expired'));
    await autoLoginFromUrl();
    expect(readSession()).toBeNull();
    expect(location.pathname + location.search).toBe('/');
    expect(appStore.get(loginPopupAtom)).toEqual({ open: true, source: 'auto_login' });
  });

  test('an account that still needs its profile goes through the popup', async () => {
    window.history.replaceState(null, '', '/?userId=7&cert=c');
    jest
      .spyOn(authApi, 'autoLogin')
      .mockResolvedValue({ loginToken: 'tok', complementInfoKey: 'k' });
    await autoLoginFromUrl();
    expect(readSession()).toBeNull();
    expect(appStore.get(loginPopupAtom).open).toBe(true);
  });

  test('no link, nothing to do', () => {
    window.history.replaceState(null, '', '/?userId=7');
    expect(hasAutoLoginParams()).toBe(false);
  });
});

describe('ban screens from the sign-in codes (spec 1 §4.3, §8)', () => {
  const renderBan = () =>
    render(
      <Provider store={appStore}>
        <BanScreen />
      </Provider>,
      { wrapper: EnglishTexts },
    );
  const react = (code: number, msg = '') => {
    const r = sessionReaction(code, 200, msg, { onLivePage: false });
    if (r) handleSessionReaction(r);
  };

  test('10115 (account blocked 48 hours): the screen, the session cleared, then visitor use', async () => {
    saveSession({ userId: 7, loginToken: 't' });
    react(10115);
    expect(readSession()).toBeNull();
    renderBan();
    // The dialog's code loads when a ban happens.
    const dialog = await screen.findByRole('dialog', { name: 'Account restricted' });
    expect(dialog.textContent).toMatch(/Your account has been banned\..*48 hours.*visitor/);
    fireEvent.click(screen.getByRole('button', { name: 'Continue as a visitor' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('10116 (device banned): the device message', async () => {
    react(10116);
    renderBan();
    expect((await screen.findByRole('dialog', { name: 'Account restricted' })).textContent).toMatch(
      /This device has been banned\./,
    );
  });

  test("10117 (both, per the backend): the server's message and the root, no screen (spec 1 §8 row)", () => {
    const go = jest.fn();
    const off = registerNavigator({
      go,
      back: jest.fn(),
      current: () => ({ pathname: '/wall', search: '' }),
    });
    act(() => react(10117, 'Your account and your device have been banned'));
    expect(appStore.get(banAtom)).toBeNull();
    expect(appStore.get(toastsAtom).map((t) => t.text)).toEqual([
      'Your account and your device have been banned',
    ]);
    expect(go).toHaveBeenCalledWith('/', { replace: true });
    off();
  });
});

describe('boot order (races seen in CI)', () => {
  test('an auto-login link is exchanged before bootSession resolves (the first render waits for it)', async () => {
    window.history.replaceState(null, '', '/message?userId=9&cert=c9');
    let answer!: (v: { loginToken: string }) => void;
    jest.spyOn(authApi, 'autoLogin').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    jest
      .spyOn(userApi, 'getUserInfo')
      .mockResolvedValue({ ok: false, code: 500, msg: '', data: null });
    let booted = false;
    const boot = bootSession().then(() => (booted = true));
    await Promise.resolve();
    expect(booted).toBe(false);
    answer({ loginToken: 'tok-9' });
    await boot;
    expect(appStore.get(storedSessionAtom)).toBe(true);
    expect(location.search).toBe('');
  });

  test('a session code answered before anything rendered still toasts and clears the session', async () => {
    window.history.replaceState(null, '', '/');
    jest
      .spyOn(userApi, 'getUserInfo')
      .mockResolvedValue({ ok: false, code: 500, msg: '', data: null });
    await bootSession(); // subscribes; no React tree exists in this test
    saveSession({ userId: '9', loginToken: 'tok-9' });
    resetSessionReactionDedupe();
    applySessionReaction(sessionReaction(10023, 200, '', { onLivePage: false }));
    expect(
      appStore
        .get(toastsAtom)
        .map((t) => t.text)
        .join(),
    ).toMatch(/another device/);
    expect(readSession()).toBeNull();
  });
});
