import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithApp, settleRequests } from 'shared-sdk/testing';
import { CardPage } from './cards/components/CardPage';
import { FriendProfilePage } from './friends/components/FriendProfilePage';
import { MatchCallPage } from './match/components/MatchCallPage';
import { MatchPage } from './match/components/MatchPage';
import { SayHiPage } from './messages/components/SayHiPage';
import { SearchPage } from './search/components/SearchPage';
import { BackpackPage } from './backpack/components/BackpackPage';

// Every button of the frames navigates by route name; the test navigator sees the paths. The
// pages load data on mount: each test waits for those calls (see expose/exposes.test.tsx).
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

test('a profile address that is not a user ID says so', () => {
  renderWithApp(<FriendProfilePage />, {
    at: '/profile/7%2F8',
    pattern: '/profile/:friendId',
    loggedIn: true,
  });
  expect(screen.getByText('No one has this user ID.')).toBeTruthy();
});

test.each([
  ['say hi', SayHiPage, ['All messages'], ['/message']],
  ['search', SearchPage, ['Random match'], ['/matching']],
  ['cards', CardPage, ['Random match'], ['/matching']],
  ['matching', MatchPage, ['Events and rewards'], ['/activity?fromPage=match']],
  ['match call', MatchCallPage, ['Back to matching'], ['/matching']],
  ['backpack', BackpackPage, ['All messages', 'Home'], ['/message', '/']],
] as const)('the %s page buttons navigate by route name', async (_name, Page, buttons, paths) => {
  const { navigatedTo } = renderWithApp(<Page />, { loggedIn: true });
  buttons.forEach(click);
  expect(navigatedTo()).toEqual(paths);
  await act(settleRequests);
});
