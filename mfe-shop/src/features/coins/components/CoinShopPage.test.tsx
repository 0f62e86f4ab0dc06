import { act, screen } from '@testing-library/react';
import { applyBalance } from 'shared-sdk';
import { renderWithApp, TEST_USER } from 'shared-sdk/testing';
import { CoinShopPage } from './CoinShopPage';

test('the coin shop shows the session balance and follows it when it changes', () => {
  renderWithApp(<CoinShopPage />, { loggedIn: true });
  const balance = screen.getByTestId('coin-balance');
  expect(balance.textContent).toBe(String(TEST_USER.goldNum));
  act(() => {
    applyBalance({ goldNum: 370, seq: 1, source: 'test' });
  });
  expect(balance.textContent).toBe('370');
});
