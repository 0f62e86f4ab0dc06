import { act, screen } from '@testing-library/react';
import { appStore, goldNumAtom } from 'shared-sdk';
import { renderWithApp, TEST_USER } from 'shared-sdk/testing';
import { CoinShopPage } from './CoinShopPage';

test('the coin shop shows the session balance and follows it when it changes', () => {
  renderWithApp(<CoinShopPage />, { loggedIn: true });
  const balance = screen.getByTestId('coin-balance');
  expect(balance.textContent).toBe(String(TEST_USER.goldNum));
  act(() => appStore.set(goldNumAtom, 370));
  expect(balance.textContent).toBe('370');
});
