import { PAYMENT_PROVIDERS } from 'shared-sdk/constants';
import { PROVIDERS, providerFor, walletsFor } from './registry';

test('the twenty provider pages of spec 3 §2 are registered by name', () => {
  expect(Object.keys(PROVIDERS)).toEqual([...PAYMENT_PROVIDERS]);
  expect(PAYMENT_PROVIDERS).toHaveLength(20);
  expect(providerFor('ideal')?.asks).toMatchObject({ issuer: true, billing: true, card: false });
  expect(providerFor('checkout')?.asks).toMatchObject({ card: true, billing: false });
  expect(providerFor('klarna')?.asks.klarnaSession).toBe(true);
  expect(providerFor('nope')).toBeNull();
});

test('Apple Pay on Apple Safari, Google Pay on Chrome and Android', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  const android =
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
  expect(walletsFor(iphone)).toEqual(['applePay']);
  expect(walletsFor(android)).toEqual(['googlePay']);
  expect(walletsFor(firefox)).toEqual([]);
});
