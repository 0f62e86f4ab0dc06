import { screen } from '@testing-library/react';
import { configApi, userApi } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
import { entries } from '../dev/entries';
import EditProfile from './EditProfile';
import LoginPopup from './LoginPopup';

// Every module of docs/CONTRACTS.md renders inside a router + the jotai Provider.
test('./LoginPopup default-exports the "Sign in" dialog', () => {
  renderWithApp(<LoginPopup source="call" onClose={() => {}} />);
  expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
});

test('./EditProfile default-exports the page with its <h1>, loading the profile', () => {
  // The calls stay in flight: this test is about the exposed module, the page has its own tests.
  const pending = () => new Promise<never>(() => undefined);
  jest.spyOn(userApi, 'getProfileDetail').mockImplementation(pending);
  jest.spyOn(configApi, 'getInterestList').mockImplementation(pending);
  jest.spyOn(configApi, 'getLanguageList').mockImplementation(pending);
  renderWithApp(<EditProfile />, { loggedIn: true });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit profile');
  expect(screen.getByRole('status').textContent).toBe('Loading your profile…');
});

test('the standalone dev page lists every exposed module', () => {
  expect(entries.map((e) => e.expose).sort()).toEqual(['./EditProfile', './LoginPopup']);
});
