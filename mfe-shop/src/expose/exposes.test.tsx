import { screen } from '@testing-library/react';
import { type ApiResult } from 'shared-sdk';
import { shopApi } from 'shared-sdk/shop';
import { renderWithApp } from 'shared-sdk/testing';
import { entries } from '../dev/entries';

// Every module of docs/CONTRACTS.md renders inside a router + the jotai Provider with its <h1>.
// The shop cannot be reached here (no server): each page then says so and offers Retry, or shows
// its honest empty state when the address names nothing to show.
const unreachable = <T,>(): Promise<ApiResult<T>> =>
  Promise.resolve({ ok: false, code: -1, msg: 'network', data: null });
beforeEach(() => {
  for (const k of Object.keys(shopApi) as (keyof typeof shopApi)[])
    jest.spyOn(shopApi, k).mockImplementation(unreachable as never);
});
afterEach(() => jest.restoreAllMocks());

const pages: [expose: string, heading: string, at: string, expect: RegExp][] = [
  ['CoinPage', 'Coin shop', '/shop', /Could not load the coin packs/],
  ['CoinsPayPage', 'Checkout', '/pay?coin=2&country=US', /Could not load your order/],
  ['CoinsPayPage', 'Checkout', '/pay', /Pick a coin pack first/],
  [
    'PaymentMethodsList',
    'Payment methods',
    '/paymentMethodsList?coin=2&country=US',
    /Could not load your order/,
  ],
  ['PaymentInfoAdd', 'Add a card', '/paymentInfoAdd', /Cards are added when you pay/],
  ['CardList', 'Saved cards', '/cardList', /Could not load your cards/],
  ['CoinPayPage', 'Payment', '/pay/coin', /No payment in progress/],
  [
    'CoinPayPage',
    'iDEAL',
    '/pay/coin?coin=2&country=NL&provider=ideal&channel=ideal:2:NL',
    /Could not load your order/,
  ],
  ['ApplePay', 'Apple Pay', '/appplePay', /No payment in progress/],
  ['Pagsmile', 'Pagsmile (Pix, Boleto)', '/pagsmile', /No payment in progress/],
  ['PayResult', 'Payment result', '/payRes?orderId=LC1', /Could not reach the shop/],
  ['PayOrderList', 'My orders', '/payOrderList', /Could not load your orders/],
  ['PayRefund', 'Refund request', '/payRefund', /No order selected/],
  ['RefundBack', 'Refund status', '/refundBack?orderId=LC1', /Could not load the refund/],
];

test.each(pages)('./%s is the page "%s" (at %s)', async (name, heading, at, shows) => {
  const { default: Page } = await import(`./${name}`);
  renderWithApp(<Page />, { loggedIn: true, at });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  expect(await screen.findByText(shows)).toBeTruthy();
});

test('a failed load offers Retry, which really asks again', async () => {
  const { default: Page } = await import('./PayOrderList');
  renderWithApp(<Page />, { loggedIn: true, at: '/payOrderList' });
  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(shopApi.getOrderListByUserId).toHaveBeenCalledTimes(1);
  retry.click();
  await screen.findByRole('button', { name: 'Retry' });
  expect(shopApi.getOrderListByUserId).toHaveBeenCalledTimes(2);
});

test('the widgets render nothing for a guest and nothing without an offer', async () => {
  for (const name of ['BalanceEntry', 'OfferBubble', 'CoinOfferPopup']) {
    const { default: Widget } = await import(`./${name}`);
    const { container, unmount } = renderWithApp(<Widget routeName="LivCam" />, {
      loggedIn: false,
    });
    expect(container.textContent).toBe('');
    unmount();
  }
});

test('the standalone dev page lists every exposed module', () => {
  const exposed = [
    ...new Set(pages.map(([name]) => `./${name}`)),
    './BalanceEntry',
    './OfferBubble',
    './CoinOfferPopup',
  ];
  expect(entries.map((e) => e.expose).sort()).toEqual(exposed.sort());
});
