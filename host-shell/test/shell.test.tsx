import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useParams } from 'react-router-dom';
import {
  appStore,
  isMobileAtom,
  loginPopupAtom,
  applyUnreadSummary,
  navigate,
  sessionReaction,
  userAtom,
} from 'shared-sdk';
import { forgetResolved } from '../src/features/remotes/hooks/useRemoteComponent';
import {
  RemoteLoaderContext,
  type RemoteLoader,
} from '../src/features/remotes/state/loaderContext';
import { AppRoutes } from '../src/features/routing/components/AppRoutes';
import { LoginPopupSlot } from '../src/features/routing/components/LoginPopupSlot';
import { NavigatorBridge } from '../src/features/routing/components/NavigatorBridge';
import { playWaysAtom } from '../src/features/routing/state/playWays';
import { resetNavState } from '../src/features/routing/state/navState';
import { storedSessionAtom } from '../src/features/session/state/sessionAtoms';
import { handleSessionReaction } from '../src/features/session/state/sessionReactions';
import { ALL_PLAY_WAYS, EnglishTexts, resetStores } from './setup';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null }));

const pages: Record<string, string> = {
  'mfe_call_chat/LivCam': 'LivCam',
  'mfe_live/GoddessWall': 'Discover wall',
  'mfe_call_chat/FriendsPage': 'Friends',
  'mfe_shop/CoinPage': 'Coin shop',
};
function FriendPageStub() {
  return <h1>Profile of {useParams().friendId}</h1>;
}
const loader: RemoteLoader = {
  async load(id) {
    if (id === 'mfe_auth/LoginPopup') {
      return {
        default: ({ source, onClose }: { source: string; onClose(): void }) => (
          <div role="dialog" aria-label="Sign in">
            <p>source={source}</p>
            <button onClick={onClose}>Close</button>
          </div>
        ),
      };
    }
    if (id === 'mfe_tasks/TaskEntry') return { default: () => <span>tasks</span> };
    if (id === 'mfe_tasks/CheckInTip')
      return {
        default: ({ routeName }: { routeName: string }) => <p>check-in tip on {routeName}</p>,
      };
    if (id === 'mfe_call_chat/FriendPage') return { default: FriendPageStub };
    const title = pages[id];
    if (!title) throw new Error(`no page ${id}`);
    return { default: () => <h1>{title}</h1> };
  },
  reset: jest.fn(),
};

let current = '';
function LocationProbe() {
  const l = useLocation();
  useEffect(() => {
    current = l.pathname + l.search;
  }, [l]);
  return null;
}

function renderShell(path: string) {
  return render(
    <Provider store={appStore}>
      <RemoteLoaderContext.Provider value={loader}>
        <MemoryRouter initialEntries={[path]}>
          <NavigatorBridge />
          <LocationProbe />
          <AppRoutes />
          <LoginPopupSlot />
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </Provider>,
    { wrapper: EnglishTexts },
  );
}

const realError = console.error;
beforeEach(() => {
  // Remote loads settle after some assertions; React's act() warning is noise here.
  jest.spyOn(console, 'error').mockImplementation((...a: unknown[]) => {
    if (!String(a[0]).includes('not wrapped in act')) realError(...a);
  });
  resetNavState();
  resetStores();
  forgetResolved();
  appStore.set(isMobileAtom, false);
});

const USER = {
  id: 7,
  userName: 'Ann',
  headImg: '',
  goldNum: 120,
  gender: 1,
  countryId: 1,
  payStatus: 0,
};

afterEach(() => jest.restoreAllMocks());

describe('shell and guards', () => {
  it('a guest clicking a login-only menu item gets the popup, not the page', async () => {
    renderShell('/about.html');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    fireEvent.click(sidebar.querySelector('a[href="/wall"]')!);
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(current).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Discover wall' })).toBeNull();
    expect(appStore.get(loginPopupAtom)).toEqual({ open: true, source: 'menu_wall' });
  });

  it('SDK navigate() to a login-only route while logged out opens the popup instead', async () => {
    renderShell('/about-us?utm_source=ad');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    act(() => navigate('CoinPage'));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(current).toBe('/login?utm_source=ad');
    expect(screen.queryByRole('heading', { name: 'Coin shop' })).toBeNull();
  });

  it('opening a login-only URL directly shows the landing with the popup; closing goes home', async () => {
    renderShell('/friends?utm_source=x');
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'LivCam' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Friends' })).toBeNull();
    expect(current).toBe('/login?utm_source=x');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(current).toBe('/');
  });

  it('guest sidebar "Sign in" opens the popup with source login_btn', async () => {
    renderShell('/');
    await screen.findByRole('heading', { name: 'LivCam' });
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog.textContent).toContain('source=login_btn');
    expect(current).toBe('/login');
  });

  it('signed in: the wall renders, stays mounted when away, sidebar shows coins', async () => {
    appStore.set(userAtom, USER);
    renderShell('/wall');
    expect(await screen.findByRole('heading', { name: 'Discover wall' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Coin balance: 120' })).toBeTruthy();
    act(() => navigate('CoinPage'));
    expect(await screen.findByRole('heading', { name: 'Coin shop' })).toBeTruthy();
    const wall = screen.getByRole('heading', { name: 'Discover wall', hidden: true });
    expect(wall.closest('[hidden]')).not.toBeNull();
    act(() => navigate('MatchPage')); // from the shop to matching → landing
    expect(current).toBe('/');
  });

  it('signed in: the check-in tip is mounted on the wall, home and search only, with the route', async () => {
    appStore.set(userAtom, USER);
    renderShell('/wall');
    expect(await screen.findByText('check-in tip on GoddessWall')).toBeTruthy();
    act(() => navigate('CoinPage'));
    expect(await screen.findByRole('heading', { name: 'Coin shop' })).toBeTruthy();
    expect(screen.queryByText(/check-in tip/)).toBeNull();
    act(() => navigate('LivCam'));
    expect(await screen.findByText('check-in tip on LivCam')).toBeTruthy();
  });

  it('the wall menu item shows only when WALL is open; failed play ways keep 1v1Chat', async () => {
    appStore.set(playWaysAtom, {
      status: 'ready',
      list: ALL_PLAY_WAYS().filter((p) => p.name !== 'WALL'),
    });
    renderShell('/');
    const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' });
    expect(sidebar.querySelector('a[href="/wall"]')).toBeNull();
    act(() => appStore.set(playWaysAtom, { status: 'failed' }));
    expect(sidebar.textContent).toContain('1v1Chat');
    expect(sidebar.querySelector('a[href="/search"]')).toBeNull();
  });

  it('mobile layout: bottom bar instead of the sidebar, unread strip up to 6 with counts', async () => {
    appStore.set(isMobileAtom, true);
    appStore.set(userAtom, USER);
    applyUnreadSummary({
      chats: Array.from({ length: 8 }, (_, i) => ({
        friendId: i + 1,
        userName: `u${i}`,
        headImg: '',
        noReadCount: i % 4 === 0 ? 0 : i,
      })),
      total: 24,
      seq: 1,
      userId: USER.id,
    });
    renderShell('/tr/');
    expect(await screen.findByRole('navigation', { name: 'Bottom bar' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).toBeNull();
    const strip = screen.getByRole('list', { name: 'Unread chats' });
    expect(strip.querySelectorAll('li')).toHaveLength(6);
    expect(strip.querySelector('a')!.getAttribute('href')).toBe('/tr/message/session/2');
  });

  it('phone, signed in: the top bar shows the coin balance (a link to the shop) and the task entry', async () => {
    appStore.set(isMobileAtom, true);
    appStore.set(userAtom, USER);
    renderShell('/tr/message');
    const bar = await screen.findByRole('banner', { name: 'Account' });
    const balance = await screen.findByRole('link', { name: 'Coin balance: 120' });
    expect(bar.contains(balance)).toBe(true);
    expect(balance.getAttribute('href')).toBe('/tr/shop');
    expect(bar.contains(await screen.findByText('tasks'))).toBe(true);
    fireEvent.click(balance);
    expect(await screen.findByRole('heading', { name: 'Coin shop' })).toBeTruthy();
    expect(current).toBe('/tr/shop');
  });

  it('phone, guest: no top bar (the landing stays as pre-rendered)', async () => {
    appStore.set(isMobileAtom, true);
    renderShell('/');
    await screen.findByRole('navigation', { name: 'Bottom bar' });
    expect(screen.queryByRole('banner', { name: 'Account' })).toBeNull();
  });

  it('"Skip to main content" is the first link and moves the focus to the page', async () => {
    appStore.set(userAtom, USER);
    renderShell('/friends');
    await screen.findByRole('heading', { name: 'Friends' });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.querySelector('a[href]')).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('pages and their params under each language prefix; an unknown first segment is no language', async () => {
    appStore.set(userAtom, USER);
    for (const at of ['/profile/12', '/tr/profile/12', '/gb/profile/12/', '/nl/profile/12']) {
      const view = renderShell(at);
      expect(await screen.findByRole('heading', { name: 'Profile of 12' })).toBeTruthy();
      view.unmount();
    }
    renderShell('/foo/profile/12');
    await screen.findByRole('heading', { name: 'LivCam' });
    expect(current).toBe('/');
  });

  it('unknown path → root keeping the prefix; static pages keep the prefix', async () => {
    renderShell('/tr/nothing-here');
    await screen.findByRole('heading', { name: 'LivCam' });
    expect(current).toBe('/tr');
  });

  it('a session refused before the router is up goes to the root, not to the login popup', async () => {
    // The CI race: the start-up check answered 10023 while the first render was under way, so
    // no navigator was registered yet to take the visitor from /tr/message to the root.
    appStore.set(storedSessionAtom, true);
    handleSessionReaction(sessionReaction(10023, 200, '', { onLivePage: false })!);
    renderShell('/tr/message');
    await screen.findByRole('heading', { name: 'LivCam' });
    expect(current).toBe('/tr');
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
  });
});
