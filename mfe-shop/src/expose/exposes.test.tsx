import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from 'shared-sdk/testing';
import { entries } from '../dev/entries';

// Every module of docs/CONTRACTS.md renders inside a router + the jotai Provider with its <h1>,
// and each of its buttons navigates by route name (the test navigator records the paths).
const pages: [expose: string, heading: string, buttons: string[], paths: string[]][] = [
  [
    'CoinPage',
    'Coin shop',
    ['My orders', 'Payment methods'],
    ['/payOrderList', '/paymentMethodsList'],
  ],
  [
    'CoinsPayPage',
    'Checkout',
    ['Pay with a new card', 'Use a saved card'],
    ['/paymentInfoAdd', '/cardList'],
  ],
  ['CoinPayPage', 'Payment', ['Coin shop'], ['/shop']],
  ['PayOrderList', 'My orders', ['Coin shop'], ['/shop']],
  ['PayRefund', 'Refund request', ['My orders'], ['/payOrderList']],
  ['RefundBack', 'Refund status', ['My orders'], ['/payOrderList']],
  ['PaymentInfoAdd', 'Add a card', ['Saved cards'], ['/cardList']],
  ['CardList', 'Saved cards', ['Add a card'], ['/paymentInfoAdd']],
  ['PaymentMethodsList', 'Payment methods', ['Saved cards'], ['/cardList']],
  ['PayResult', 'Payment result', ['Coin shop', 'My orders'], ['/shop', '/payOrderList']],
  ['ApplePay', 'Apple Pay', ['Other payment methods'], ['/paymentMethodsList']],
  ['Pagsmile', 'Pagsmile', ['Other payment methods'], ['/paymentMethodsList']],
];

test.each(pages)(
  './%s is the page "%s"; its buttons go to %j',
  async (name, heading, buttons, paths) => {
    const { default: Page } = await import(`./${name}`);
    const { navigatedTo } = renderWithApp(<Page />, { loggedIn: true });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(buttons);
    buttons.forEach((label) => fireEvent.click(screen.getByRole('button', { name: label })));
    expect(navigatedTo()).toEqual(paths);
  },
);

test('the standalone dev page lists every exposed module', () => {
  expect(entries.map((e) => e.expose).sort()).toEqual(pages.map(([name]) => `./${name}`).sort());
});
