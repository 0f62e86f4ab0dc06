import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { appStore, loginPopupAtom } from 'shared-sdk';
import { renderWithApp, settleRequests } from 'shared-sdk/testing';
import { LivCamPage } from './LivCamPage';

// The landing loads its host list on mount: each test waits for that call before it ends, so
// it cannot finish (and warn) after jest's teardown (see expose/exposes.test.tsx).
afterEach(() => act(settleRequests));

test('a guest pressing the call to action gets the login popup (source login_btn), not a page', async () => {
  const { navigatedTo } = renderWithApp(<LivCamPage />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/video chat/i);
  const cta = screen.getByRole('link', { name: 'Sign in to start chatting' });
  // A real link before the app runs (pre-rendered HTML): LoginPage, the landing with the popup.
  expect(cta.getAttribute('href')).toBe('/login');
  fireEvent.click(cta);
  expect(appStore.get(loginPopupAtom)).toEqual({ open: true, source: 'login_btn' });
  await Promise.resolve();
  expect(navigatedTo()).toEqual([]);
});

test("the guest's link keeps the language prefix", () => {
  renderWithApp(<LivCamPage />, { at: '/tr' });
  expect(screen.getByRole('link', { name: 'Sign in to start chatting' }).getAttribute('href')).toBe(
    '/tr/login',
  );
});

test('a signed-in user pressing the call to action goes to random matching', async () => {
  const { navigatedTo } = renderWithApp(<LivCamPage />, { loggedIn: true });
  fireEvent.click(screen.getByRole('button', { name: 'Start a random match' }));
  await waitFor(() => expect(navigatedTo()).toEqual(['/matching']));
  expect(appStore.get(loginPopupAtom).open).toBe(false);
});

test('the host list starts as six skeleton slots of the final size (also in the pre-render)', () => {
  const { container } = renderWithApp(<LivCamPage />);
  expect(screen.getByRole('heading', { name: 'Online now' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Online now' }).closest('section')?.getAttribute('aria-busy')).toBe('true');
  // The box keeps all six card slots so its height is final from the first paint.
  expect(container.querySelectorAll('ul > li[aria-hidden="true"]')).toHaveLength(6);
});

test("the host's slots: the live row between the hero and Online now, the popup at the end", () => {
  const { container } = renderWithApp(
    <LivCamPage
      slots={{
        liveHostsRow: <section aria-label="Row from another part" />,
        liveEnter: <div role="dialog" aria-label="Popup from another part" />,
      }}
    />,
  );
  const hero = screen.getByRole('heading', { level: 1 }).closest('section')!;
  const row = screen.getByRole('region', { name: 'Row from another part' });
  const online = screen.getByRole('heading', { name: 'Online now' }).closest('section')!;
  const follows = (a: Node, b: Node) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  expect(follows(hero, row) && follows(row, online)).toBe(true);
  expect(follows(online, screen.getByRole('dialog'))).toBe(true);
  // The row sits in its own box (the height it keeps from the first paint).
  expect(row.parentElement?.className).toBe('liveRow');
  expect(container.querySelectorAll('.liveRow')).toHaveLength(1);
});

test('a slot given as null keeps its empty box (the pre-render); one left out is not there', () => {
  const { container, unmount } = renderWithApp(<LivCamPage slots={{ liveHostsRow: null }} />);
  expect(container.querySelector('.liveRow')?.childElementCount).toBe(0);
  unmount();
  const without = renderWithApp(<LivCamPage />);
  expect(without.container.querySelector('.liveRow')).toBeNull();
});
