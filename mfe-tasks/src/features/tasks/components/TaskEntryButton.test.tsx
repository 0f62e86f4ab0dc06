import { act, fireEvent, screen } from '@testing-library/react';
import { appStore, isMobileAtom } from 'shared-sdk';
import { renderWithApp, settleRequests } from 'shared-sdk/testing';
import { TaskEntryButton } from './TaskEntryButton';

afterEach(() => appStore.set(isMobileAtom, false));

test('on a phone the task entry opens the TaskList route', async () => {
  appStore.set(isMobileAtom, true);
  const { navigatedTo } = renderWithApp(<TaskEntryButton />, { loggedIn: true });
  fireEvent.click(screen.getByRole('button', { name: 'Tasks' }));
  expect(navigatedTo()).toEqual(['/task']);
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(settleRequests);
});

test('on desktop LivCam it opens the list as a popup that Escape closes', async () => {
  // renderWithApp's navigator is on "/" (LivCam), one of the popup pages.
  const { navigatedTo } = renderWithApp(<TaskEntryButton />, { loggedIn: true });
  fireEvent.click(screen.getByRole('button', { name: 'Tasks' }));
  expect(navigatedTo()).toEqual([]);
  expect(screen.getByRole('dialog', { name: 'Tasks' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Rules' })).toBeTruthy();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(settleRequests);
});
