import { providersForCountry, providersForFrame, shopCountryOf } from './regions';

test('GL group and the Malaysian regions map to their shop country', () => {
  expect(shopCountryOf('CN')).toBe('GL');
  expect(shopCountryOf('sg')).toBe('GL');
  expect(shopCountryOf('MYC')).toBe('MY');
  expect(shopCountryOf('MYNC')).toBe('MY');
  expect(shopCountryOf('NL')).toBe('NL');
  expect(shopCountryOf('')).toBe('GL');
});

test('each country sees the global card providers plus its own', () => {
  expect(providersForCountry('NL')).toEqual([
    'ideal',
    'checkout',
    'livpay',
    'klarna',
    'rapyd',
    'stripe',
    'onerway',
  ]);
  expect(providersForCountry('GL')).toEqual(['checkout', 'livpay', 'cpay', 'stripe', 'jindou']);
  expect(providersForCountry('BR')).toContain('pagsmile');
  expect(providersForCountry('US')).not.toContain('pagsmile');
});

test('inside an iframe only card providers show', () => {
  expect(providersForFrame(providersForCountry('NL'), true)).toEqual([
    'checkout',
    'stripe',
    'onerway',
  ]);
  expect(providersForFrame(['ideal', 'checkout'], false)).toEqual(['ideal', 'checkout']);
});
