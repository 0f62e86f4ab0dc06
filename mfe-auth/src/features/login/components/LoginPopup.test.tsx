import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { appStore, authApi, configureAuth, userApi, userAtom } from 'shared-sdk';
import { LOGIN_COUNTER_BASE } from 'shared-sdk/constants';
import { login, ok, open, flush, setUpPopupTests, USER } from './popupTestKit';

setUpPopupTests();
const count = () => Number(screen.getByTestId('people-count').textContent!.replace(/\D/g, ''));

describe('step 1', () => {
  test('the people counter starts at the base and grows by 1 to 10 every second', () => {
    jest.useFakeTimers();
    open();
    expect(count()).toBe(LOGIN_COUNTER_BASE);
    let last = count();
    for (let second = 0; second < 30; second += 1) {
      act(() => jest.advanceTimersByTime(1000));
      const step = count() - last;
      expect(step).toBeGreaterThanOrEqual(1);
      expect(step).toBeLessThanOrEqual(10);
      last = count();
    }
  });

  test('the counter step covers both ends of 1 to 10 and does not tick faster than each second', () => {
    jest.useFakeTimers();
    const random = jest.spyOn(Math, 'random').mockReturnValue(0);
    open();
    act(() => jest.advanceTimersByTime(999));
    expect(count()).toBe(LOGIN_COUNTER_BASE);
    act(() => jest.advanceTimersByTime(1));
    expect(count()).toBe(LOGIN_COUNTER_BASE + 1);
    random.mockReturnValue(0.9999);
    act(() => jest.advanceTimersByTime(1000));
    expect(count()).toBe(LOGIN_COUNTER_BASE + 11);
  });

  test('terms links, the 120-coin banner and the choices: third-party accounts, then phone and e-mail', () => {
    configureAuth({ facebookAppId: 'x' });
    const { d } = open();
    expect(d.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms-of-service.html',
    );
    expect(d.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy.html',
    );
    expect(d.getByText('Sign up now and get 120 free coins')).toBeTruthy();
    expect(d.getAllByRole('button', { name: /^Continue with/ }).map((b) => b.textContent)).toEqual([
      'Continue with Google',
      'Continue with Apple',
      'Continue with Facebook',
      'Continue with phone',
      'Continue with email',
    ]);
  });

  test('Close calls onClose, and so does Escape; the source tag stays on the dialog', () => {
    const { d, onClose } = open();
    expect(screen.getByRole('dialog').getAttribute('data-source')).toBe('login_btn');
    fireEvent.click(d.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('third-party accounts (spec 1 §2.2, §8)', () => {
  test('Facebook only with its app id; an unconfigured provider says so', async () => {
    const { d } = open();
    expect(d.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
    fireEvent.click(d.getByRole('button', { name: 'Continue with Google' }));
    await flush();
    expect(d.getByRole('alert').textContent).toBe(
      'This sign-in option is not available right now.',
    );
  });

  test('in an in-app browser Facebook is blocked with a tip and Google asks for the default browser', async () => {
    configureAuth({
      facebookAppId: 'x',
      providers: { facebook: { mode: 'standin', authorizeUrl: 'http://127.0.0.1:1/a' } },
    });
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 [FBAN/FBIOS;FBAV/400.0]');
    const open_ = jest.spyOn(window, 'open');
    const { d } = open();
    expect(d.getByText(/open this page in Chrome or Safari/)).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Continue with Facebook' }));
    await flush();
    expect(d.getByRole('alert').textContent).toMatch(/not available in this app's browser/);
    fireEvent.click(d.getByRole('button', { name: 'Continue with Google' }));
    await flush();
    expect(d.getByRole('alert').textContent).toMatch(/default browser/);
    expect(open_).not.toHaveBeenCalled();
  });

  test('the stand-in: the button waits while its window is open, then signs in with the token', async () => {
    configureAuth({
      providers: {
        google: {
          mode: 'standin',
          authorizeUrl: 'http://127.0.0.1:4000/stand-in/oauth/google/authorize',
        },
      },
    });
    const popup = { closed: false } as Window;
    const openSpy = jest.spyOn(window, 'open').mockReturnValue(popup);
    const token = jest.spyOn(authApi, 'loginToken').mockResolvedValue(login());
    jest.spyOn(userApi, 'getUserInfo').mockResolvedValue(ok(USER));
    const onLoginSuccess = jest.fn();
    const { d, onClose } = open({ onLoginSuccess });
    fireEvent.click(d.getByRole('button', { name: 'Continue with Google' }));
    expect(d.getByRole('button', { name: 'Please wait…' })).toBeTruthy();
    expect(
      (d.getByRole('button', { name: 'Continue with Apple' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const state = new URL(openSpy.mock.calls[0]![0] as string).searchParams.get('state');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: 'livcam-oauth', state, accessToken: 'acc' },
        }),
      );
    });
    await waitFor(() => expect(onLoginSuccess).toHaveBeenCalledWith(USER));
    expect(token).toHaveBeenCalledWith({ accessToken: 'acc', loginType: 1 });
    expect(onLoginSuccess).toHaveBeenCalledWith(USER);
    expect(onClose).toHaveBeenCalled();
    expect(appStore.get(userAtom)).toEqual(USER);
  });
});
