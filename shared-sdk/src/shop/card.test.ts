import {
  cardBrand,
  checkCardForm,
  checkCardNumber,
  checkCvv,
  checkExpiry,
  luhnValid,
  parseExpiry,
} from './card';

const NOW = Date.UTC(2026, 10, 23, 12); // 23 Nov 2026

test.each([
  ['4242424242424242', true],
  ['4000000000000002', true],
  ['378282246310005', true],
  ['5555555555554444', true],
  ['4242424242424241', false],
  ['1234567812345678', false],
  ['42424242424242a2', false],
])('Luhn %s → %s', (n, ok) => {
  expect(luhnValid(n)).toBe(ok);
});

test.each([
  ['', 'numberRequired'],
  ['4242 4242 4242 4242', null],
  ['4242-4242-4242-4242', null],
  ['4242 4242 4242 424x', 'numberDigits'],
  ['4242 4242', 'numberLength'],
  ['4242 4242 4242 4242 4242', 'numberLength'],
  ['4242 4242 4242 4241', 'numberLuhn'],
])('card number %j → %s', (n, key) => {
  expect(checkCardNumber(n)).toBe(key);
});

test.each([
  ['', 'expiryRequired'],
  ['13/27', 'expiryFormat'],
  ['1227', 'expiryFormat'],
  ['10/26', 'expiryPast'], // October 2026 ended before 23 Nov 2026
  ['11/26', null], // valid through 30 Nov 2026
  ['11/2026', null],
  ['12/26', null],
  ['01/30', null],
])('expiry %j on 23 Nov 2026 → %s', (e, key) => {
  expect(checkExpiry(e, NOW)).toBe(key);
});

test('an expiry month ends at the first moment of the next month (UTC)', () => {
  expect(checkExpiry('11/26', Date.UTC(2026, 10, 30, 23, 59))).toBeNull();
  expect(checkExpiry('11/26', Date.UTC(2026, 11, 1, 0, 0))).toBe('expiryPast');
  expect(parseExpiry('7/29')).toEqual({ month: 7, year: 2029 });
});

test('CVV length follows the card network: 4 for American Express, 3 otherwise', () => {
  expect(cardBrand('3782 822463 10005')).toBe('amex');
  expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
  expect(cardBrand('4242')).toBe('visa');
  expect(checkCvv('123', '4242424242424242')).toBeNull();
  expect(checkCvv('1234', '4242424242424242')).toBe('cvvLength');
  expect(checkCvv('123', '378282246310005')).toBe('cvvLength');
  expect(checkCvv('1234', '378282246310005')).toBeNull();
  expect(checkCvv('', '4242424242424242')).toBe('cvvRequired');
  expect(checkCvv('12a', '4242424242424242')).toBe('cvvLength');
});

test('the whole form reports each field on its own', () => {
  expect(
    checkCardForm(
      { name: ' ', email: 'no-at-sign', number: '4242424242424241', expiry: '01/20', cvv: '1' },
      NOW,
    ),
  ).toEqual({
    name: 'nameRequired',
    email: 'emailInvalid',
    number: 'numberLuhn',
    expiry: 'expiryPast',
    cvv: 'cvvLength',
  });
  expect(
    checkCardForm(
      {
        name: 'Ana Lima',
        email: 'ana@example.com',
        number: '4242 4242 4242 4242',
        expiry: '12/30',
        cvv: '123',
      },
      NOW,
    ),
  ).toEqual({ name: null, email: null, number: null, expiry: null, cvv: null });
});
