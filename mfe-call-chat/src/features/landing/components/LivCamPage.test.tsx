import { fireEvent, screen, waitFor } from '@testing-library/react';
import { appStore, loginPopupAtom } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
import { LivCamPage } from './LivCamPage';

test('a guest pressing the call to action gets the login popup (source login_btn), not a page', async () => {
  const { navigatedTo } = renderWithApp(<LivCamPage />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/video chat/i);
  fireEvent.click(screen.getByRole('button', { name: 'Sign in to start chatting' }));
  expect(appStore.get(loginPopupAtom)).toEqual({ open: true, source: 'login_btn' });
  await Promise.resolve();
  expect(navigatedTo()).toEqual([]);
});

test('a signed-in user pressing the call to action goes to random matching', async () => {
  const { navigatedTo } = renderWithApp(<LivCamPage />, { loggedIn: true });
  fireEvent.click(screen.getByRole('button', { name: 'Start a random match' }));
  await waitFor(() => expect(navigatedTo()).toEqual(['/matching']));
  expect(appStore.get(loginPopupAtom).open).toBe(false);
});

test('the host list says honestly that no hosts are shown yet', () => {
  renderWithApp(<LivCamPage />);
  expect(screen.getByRole('heading', { name: 'Online now' })).toBeTruthy();
  expect(screen.getByText('No hosts to show yet')).toBeTruthy();
});
