import { fireEvent, screen, within } from '@testing-library/react';
import { hostsApi } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
import { entries } from '../dev/entries';
import GoddessWall from './GoddessWall';
import LiveHostsRow from './LiveHostsRow';
import LiveLayer from './LiveLayer';
import LiveShare from './LiveShare';

// The row asks for lives (shared-sdk/live): none here, its states are tested beside it.
jest.mock('shared-sdk/live', () => ({
  liveApi: {
    listRecommend: () => Promise.resolve({ ok: true, code: 200, msg: '', data: { list: [] } }),
    touristLives: () => Promise.resolve({ ok: true, code: 200, msg: '', data: { list: [] } }),
    touristRoomStats: () =>
      Promise.resolve({ ok: false, code: 1004, msg: 'no such live', data: null }),
  },
}));

// Every module of docs/CONTRACTS.md renders inside a router + the jotai Provider.
test('./GoddessWall is the "Discover wall" page with the live row and the hosts by country', async () => {
  const groups = jest.spyOn(hostsApi, 'selectAllInWallGroup').mockResolvedValue({
    ok: true,
    code: 200,
    msg: '',
    data: { list: [] },
  } as never);
  renderWithApp(<GoddessWall />, { loggedIn: true });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Discover wall');
  expect(screen.getByRole('heading', { name: 'Live now' })).toBeTruthy();
  expect(await screen.findByText('No one is live right now')).toBeTruthy();
  expect(await screen.findByText('No hosts yet')).toBeTruthy();
  expect(groups).toHaveBeenCalledTimes(1);
  groups.mockRestore();
});

test('./LiveShare is a full page for a shared live, open to guests, with a way into the app', async () => {
  const { navigatedTo } = renderWithApp(<LiveShare />, {
    at: '/live/abc',
    pattern: '/live/:shareId',
  });
  expect(await screen.findByText(/This link does not lead to a live/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Open LivCam' }));
  expect(navigatedTo()).toEqual(['/']);
});

test('./LiveHostsRow is a slot widget that says no one is live', async () => {
  renderWithApp(<LiveHostsRow />);
  const row = screen.getByRole('region', { name: 'Live now' });
  expect(await within(row).findByText('No one is live right now')).toBeTruthy();
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
});

test('./LiveLayer is an always-on layer: nothing shows until a live is opened', () => {
  const { container } = renderWithApp(<LiveLayer />, { loggedIn: true });
  expect(container.innerHTML).toBe('');
});

test('the standalone dev page lists every exposed module', () => {
  expect(entries.map((e) => e.expose).sort()).toEqual([
    './GoddessWall',
    './LiveEnterPopup',
    './LiveHostsRow',
    './LiveLayer',
    './LiveShare',
  ]);
});
