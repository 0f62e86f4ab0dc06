import { act, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { appStore, applyUnreadSummary, resetSessionAtoms, userAtom } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
import { englishDefaults } from '../../i18n/defaults';
import { UnreadStrip } from './UnreadStrip';

// Another user's name in the shell goes through sanitizeUserName (spec 1 §5).
test('an unread chat of a user named with markup shows the name with asterisks', () => {
  renderWithApp(
    <I18nextProvider i18n={englishDefaults()}>
      <UnreadStrip prefix={null} />
    </I18nextProvider>,
    { loggedIn: true },
  );
  const userId = appStore.get(userAtom)!.id;
  act(() => {
    applyUnreadSummary({
      chats: [
        { friendId: 7, userName: '<img src=x onerror=alert(1)>', headImg: '', noReadCount: 3 },
        { friendId: 8, userName: 'Ann <3', headImg: '', noReadCount: 1 },
      ],
      total: 4,
      seq: 1,
      userId,
    });
  });
  expect(screen.getByRole('link', { name: '*img src=x onerror=alert(1)*: 3 unread' })).toBeTruthy();
  // A name with an angle bracket but no markup word stays as it is.
  expect(screen.getByRole('link', { name: 'Ann <3: 1 unread' })).toBeTruthy();
  act(() => resetSessionAtoms());
});
