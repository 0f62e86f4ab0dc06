// Shared set-up of the login popup tests (not a test itself): API results, a signed-in user,
// rendering the popup as the host does, and waiting for its calls.
import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { appStore, configureAuth, toastsAtom, type ApiResult } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
// The SDK's English errors pack, as the host loads it (spec 1 §8 texts).
import errorsEn from '../../../../../shared-sdk/src/i18n/locales/en/errors.json';
import { resetCountriesForTests } from '../../country-picker/state/countries';
import { LoginPopup } from './LoginPopup';

export const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, code: 200, msg: '', data });
export const bad = (code: number, msg = ''): ApiResult<never> => ({
  ok: false,
  code,
  msg,
  data: null,
});
export const USER = {
  id: 7,
  userName: 'Ann',
  headImg: '',
  goldNum: 120,
  gender: 2,
  countryId: 1,
  payStatus: 0,
};
export { loginResult as login, phoneCfg } from '../state/testFixtures';

export function open(props: { onClose?: jest.Mock; onLoginSuccess?: jest.Mock } = {}) {
  const onClose = props.onClose ?? jest.fn();
  const r = renderWithApp(
    <LoginPopup
      source="login_btn"
      onClose={onClose}
      {...(props.onLoginSuccess ? { onLoginSuccess: props.onLoginSuccess } : {})}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Sign in' });
  return { ...r, d: within(dialog), onClose };
}
export type Dialog = ReturnType<typeof within>;

/** Lets the pending promises (API spies, dynamic imports) settle. */
export const flush = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));
/** Waits until no call runs (the dialog is aria-busy while one does; hashing takes a moment). */
export const idle = async () => {
  await flush();
  await waitFor(() => expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('false'));
};

/** Call in a test file: English errors pack, clean storage, cookies, toasts and config per test. */
export function setUpPopupTests(): void {
  beforeAll(() => i18next.addResourceBundle('en', 'errors', errorsEn, true, true));
  beforeEach(() => {
    localStorage.clear();
    document.cookie
      .split(';')
      .forEach(
        (c) =>
          (document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`),
      );
    appStore.set(toastsAtom, []);
    resetCountriesForTests();
    configureAuth({});
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
