import { act, screen } from '@testing-library/react';
import { appStore, unreadChatsAtom } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
import { UnreadStrip } from './UnreadStrip';

// Another user's name in the shell goes through sanitizeUserName (spec 1 §5, issue 8).
test('an unread chat of a user named with markup shows the name with asterisks', () => {
  renderWithApp(<UnreadStrip prefix={null} />, { loggedIn: true });
  act(() =>
    appStore.set(unreadChatsAtom, [
      { friendId: 7, userName: '<img src=x onerror=alert(1)>', headImg: '', noReadCount: 3 },
      { friendId: 8, userName: 'Ann <3', headImg: '', noReadCount: 1 },
    ]),
  );
  expect(screen.getByRole('link', { name: '*img src=x onerror=alert(1)*: 3 unread' })).toBeTruthy();
  // A name with an angle bracket but no markup word stays as it is.
  expect(screen.getByRole('link', { name: 'Ann <3: 1 unread' })).toBeTruthy();
  act(() => appStore.set(unreadChatsAtom, []));
});
