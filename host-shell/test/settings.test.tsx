import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import {
  accountApi,
  appStore,
  getCookie,
  isMobileAtom,
  removeCookie,
  userApi,
  userAtom,
} from 'shared-sdk';
import { COOKIE_ACCEPT, SETTINGS_POPUP_DELAY_MS } from 'shared-sdk/constants';
import { BottomBar } from '../src/features/layout/components/BottomBar';
import { Sidebar } from '../src/features/layout/components/Sidebar';
import {
  RemoteLoaderContext,
  type RemoteLoader,
} from '../src/features/remotes/state/loaderContext';
import { NavigatorBridge } from '../src/features/routing/components/NavigatorBridge';
import { playWaysAtom } from '../src/features/routing/state/playWays';
import { CookieFlag } from '../src/features/settings/components/CookieFlag';
import { SettingsPopupSlot } from '../src/features/settings/components/SettingsPopupSlot';
import { settingsOpenAtom } from '../src/features/settings/state/settingsPopup';
import { EnglishTexts, resetStores } from './setup';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null }));

const USER = {
  id: 7,
  userName: 'Ann',
  headImg: '',
  goldNum: 120,
  gender: 1,
  countryId: 1,
  payStatus: 0,
};

// The sidebar's task widget is a remote slot: a stand-in module for it.
const loader: RemoteLoader = {
  load: async () => ({ default: () => null }),
  reset: () => undefined,
};

function renderBar({ mobile, helpCentreUrl }: { mobile: boolean; helpCentreUrl?: string }) {
  appStore.set(isMobileAtom, mobile);
  return render(
    <Provider store={appStore}>
      <RemoteLoaderContext.Provider value={loader}>
        <MemoryRouter initialEntries={['/tr/']}>
          <NavigatorBridge />
          {mobile ? (
            <BottomBar prefix="tr" routeName="LivCam" />
          ) : (
            <Sidebar prefix="tr" routeName="LivCam" />
          )}
          <SettingsPopupSlot helpCentreUrl={helpCentreUrl} />
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </Provider>,
    { wrapper: EnglishTexts },
  );
}

beforeEach(() => {
  resetStores();
  appStore.set(userAtom, USER);
  appStore.set(settingsOpenAtom, false);
  removeCookie(COOKIE_ACCEPT);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('settings popup (spec 3 §2 "Settings popup")', () => {
  it("phone: 'Me' opens it with every item, logout included; links keep the prefix", async () => {
    renderBar({ mobile: true });
    fireEvent.click(screen.getByRole('button', { name: 'Me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    const d = within(dialog);
    const about = d.getByRole('link', { name: /About us/ });
    expect(about.getAttribute('href')).toBe('/tr/LivCam-about-us');
    expect(about.getAttribute('target')).toBe('_blank');
    expect(about.getAttribute('rel')).toContain('noopener');
    expect(d.getByRole('link', { name: 'Community guidelines' }).getAttribute('href')).toBe(
      '/tr/community-guidelines.html',
    );
    expect(d.getByRole('link', { name: 'Terms of service' })).toBeTruthy();
    expect(d.getByRole('link', { name: 'Privacy policy' })).toBeTruthy();
    expect(d.getByRole('link', { name: 'Blacklist' }).getAttribute('href')).toBe(
      '/tr/friends?panel=blacklist',
    );
    expect(d.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe(
      '/tr/profile/edit',
    );
    expect(d.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(d.getByRole('button', { name: 'Delete account' })).toBeTruthy();
    // No help centre configured: no item promising one.
    expect(d.queryByRole('link', { name: /Help centre/ })).toBeNull();
    // Download on a phone is a popup.
    fireEvent.click(d.getByRole('button', { name: 'Download the app' }));
    expect(screen.getByRole('dialog', { name: 'Get LivCam on your phone' })).toBeTruthy();
  });

  it('desktop: from the avatar menu; no logout item (the menu has it); download is the page; help centre when configured', async () => {
    renderBar({ mobile: false, helpCentreUrl: 'https://help.example.com/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ann' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    const d = within(await screen.findByRole('dialog', { name: 'Settings' }));
    expect(d.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(d.getByRole('link', { name: 'Download the app' }).getAttribute('href')).toBe(
      '/tr/download',
    );
    expect(d.getByRole('link', { name: /Help centre/ }).getAttribute('href')).toBe(
      'https://help.example.com/',
    );
  });

  it('phone: Log out calls logout and clears the session', async () => {
    const logoutCall = jest
      .spyOn(userApi, 'logout')
      .mockResolvedValue({ ok: true, code: 200, msg: '', data: null });
    renderBar({ mobile: true });
    fireEvent.click(screen.getByRole('button', { name: 'Me' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(appStore.get(userAtom)).toBeNull());
    expect(logoutCall).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the cookie flag shows after 1.2 s when no acceptCookie is stored; Accept stores it', () => {
    jest.useFakeTimers();
    render(
      <MemoryRouter>
        <CookieFlag prefix={null} />
      </MemoryRouter>,
      { wrapper: EnglishTexts },
    );
    act(() => void jest.advanceTimersByTime(SETTINGS_POPUP_DELAY_MS - 1));
    expect(screen.queryByRole('button', { name: 'Accept cookies' })).toBeNull();
    act(() => void jest.advanceTimersByTime(1));
    fireEvent.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(getCookie(COOKIE_ACCEPT)).toBe('1');
    expect(screen.queryByRole('button', { name: 'Accept cookies' })).toBeNull();
  });

  it('delete account: a confirmation; a failure says so and keeps the user; success signs out', async () => {
    const del = jest
      .spyOn(accountApi, 'deleteAccount')
      .mockResolvedValueOnce({ ok: false, code: 500, msg: 'Internal Server Error', data: null })
      .mockResolvedValueOnce({ ok: true, code: 200, msg: 'success', data: null });
    renderBar({ mobile: true });
    fireEvent.click(screen.getByRole('button', { name: 'Me' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Delete account?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete account' }));
    expect(await confirm.findByRole('alert')).toHaveProperty(
      'textContent',
      'Your account could not be deleted. Please try again.',
    );
    expect(appStore.get(userAtom)).not.toBeNull();
    fireEvent.click(confirm.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(appStore.get(userAtom)).toBeNull());
    expect(del).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signing out elsewhere closes it', async () => {
    renderBar({ mobile: true });
    fireEvent.click(screen.getByRole('button', { name: 'Me' }));
    await screen.findByRole('dialog', { name: 'Settings' });
    act(() => appStore.set(userAtom, null));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(appStore.get(settingsOpenAtom)).toBe(false);
  });
});

describe('bars and play ways (no reflow)', () => {
  it('while the play ways load, the tabs keep their space but are invisible; Sign in is a link', () => {
    appStore.set(userAtom, null);
    appStore.set(playWaysAtom, { status: 'loading' });
    renderBar({ mobile: true });
    const nav = screen.getByRole('navigation', { name: 'Bottom bar' });
    const tabs = nav.querySelector('[aria-busy="true"]');
    expect(tabs).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/tr/login',
    );
    act(() => appStore.set(playWaysAtom, { status: 'failed' }));
    expect(nav.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
