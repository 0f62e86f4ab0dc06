import { act, screen } from '@testing-library/react';
import { renderWithApp, settleRequests } from 'shared-sdk/testing';
import { entries } from '../dev/entries';

// Every module of docs/CONTRACTS.md renders inside a router + the jotai Provider with its <h1>.
// Pages load their data on mount (jsdom has no fetch: every call ends as -1 network); each test
// waits for those calls before it ends, so none finishes (and warns) after jest tore down.
const pages: [expose: string, heading: string, at?: string, pattern?: string][] = [
  ['LivCam', 'Video chat with people around the world'],
  ['SearchPage', 'Search'],
  ['CardPage', 'Cards'],
  ['MatchPage', 'Random match'],
  ['MatchCall', 'Match call'],
  ['MessagePage', 'Messages'],
  // Desktop (jsdom): the message page with the chat beside the list; mobile: the chat's name.
  ['IMMessageSession', 'Messages', '/message/session/7', '/message/session/:friendId'],
  ['IMSayHiSession', 'Say hi'],
  ['FriendsPage', 'Friends'],
  ['FriendPage', 'Profile', '/profile/7', '/profile/:friendId'],
  ['Backpack', 'Backpack'],
];

test.each(pages)(
  './%s default-exports a page with its <h1> "%s"',
  async (name, heading, at = '/', pattern = '*') => {
    const { default: Page } = await import(`./${name}`);
    renderWithApp(<Page />, { loggedIn: true, at, pattern });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    await act(settleRequests);
  },
);

test('the standalone dev page lists every exposed module', () => {
  expect(entries.map((e) => e.expose).sort()).toEqual(pages.map(([name]) => `./${name}`).sort());
});
