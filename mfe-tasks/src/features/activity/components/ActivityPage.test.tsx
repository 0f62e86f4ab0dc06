import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from 'shared-sdk/testing';
import { ActivityPage } from './ActivityPage';

test('opened from matching (?fromPage=match), it leads back to MatchPage', () => {
  const { navigatedTo } = renderWithApp(<ActivityPage />, {
    at: '/activity?fromPage=match',
    loggedIn: true,
  });
  fireEvent.click(screen.getByRole('button', { name: 'Back to matching' }));
  expect(navigatedTo()).toEqual(['/matching']);
});

test('opened from elsewhere, it leads home', () => {
  const { navigatedTo } = renderWithApp(<ActivityPage />, { at: '/activity', loggedIn: true });
  expect(screen.queryByRole('button', { name: 'Back to matching' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Home' }));
  expect(navigatedTo()).toEqual(['/']);
});
