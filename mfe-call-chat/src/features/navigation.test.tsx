import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from 'shared-sdk/testing';
import { CardPage } from './cards/components/CardPage';
import { FriendProfilePage } from './friends/components/FriendProfilePage';
import { MatchCallPage } from './match/components/MatchCallPage';
import { MatchPage } from './match/components/MatchPage';
import { ConversationPage } from './messages/components/ConversationPage';
import { MessagePage } from './messages/components/MessagePage';
import { SayHiPage } from './messages/components/SayHiPage';
import { SearchPage } from './search/components/SearchPage';
import { BackpackPage } from './backpack/components/BackpackPage';

// Every button of the frames navigates by route name; the test navigator sees the paths.
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

test('a profile address that is not a user ID says so; a conversation leads to the profile and back', () => {
  const profile = renderWithApp(<FriendProfilePage />, {
    at: '/profile/7%2F8',
    pattern: '/profile/:friendId',
    loggedIn: true,
  });
  expect(screen.getByText('No one has this user ID.')).toBeTruthy();
  profile.unmount();
  const chat = renderWithApp(<ConversationPage />, {
    at: '/message/session/7',
    pattern: '/message/session/:friendId',
    loggedIn: true,
  });
  click('View profile');
  click('All messages');
  expect(chat.navigatedTo()).toEqual(['/profile/7', '/message']);
});

test.each([
  ['messages', MessagePage, ['Say-hi messages', 'Find people'], ['/message/sayhi', '/search']],
  ['say hi', SayHiPage, ['All messages'], ['/message']],
  ['search', SearchPage, ['Random match'], ['/matching']],
  ['cards', CardPage, ['Random match'], ['/matching']],
  ['matching', MatchPage, ['Events and rewards'], ['/activity?fromPage=match']],
  ['match call', MatchCallPage, ['Back to matching'], ['/matching']],
  ['backpack', BackpackPage, ['Home'], ['/']],
] as const)('the %s page buttons navigate by route name', (_name, Page, buttons, paths) => {
  const { navigatedTo } = renderWithApp(<Page />, { loggedIn: true });
  buttons.forEach(click);
  expect(navigatedTo()).toEqual(paths);
});
