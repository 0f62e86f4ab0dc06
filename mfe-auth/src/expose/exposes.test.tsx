import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from 'shared-sdk/testing';
import { entries } from '../dev/entries';
import EditProfile from './EditProfile';
import LoginPopup from './LoginPopup';

// Every module of docs/CONTRACTS.md renders inside a router + the jotai Provider.
test('./LoginPopup default-exports the "Sign in" dialog', () => {
  renderWithApp(<LoginPopup source="call" onClose={() => {}} />);
  expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
});

test('./EditProfile default-exports the page with its <h1>, showing who is signed in', () => {
  const { navigatedTo } = renderWithApp(<EditProfile />, { loggedIn: true });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit profile');
  expect(screen.getByText('Signed in as Ada')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Home' }));
  expect(navigatedTo()).toEqual(['/']);
});

test('the standalone dev page lists every exposed module', () => {
  expect(entries.map((e) => e.expose).sort()).toEqual(['./EditProfile', './LoginPopup']);
});
