import { formatCardNumber, formatExpiry, visibleErrors } from './cardForm';

test('card numbers are grouped as typed (Amex 4-6-5), letters dropped, 19 digits at most', () => {
  expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  expect(formatCardNumber('4242-42a42')).toBe('4242 4242');
  expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
});

test('expiry gets its slash, and deleting it works', () => {
  expect(formatExpiry('1', '')).toBe('1');
  expect(formatExpiry('12', '1')).toBe('12/');
  expect(formatExpiry('12', '12/')).toBe('12');
  expect(formatExpiry('1234', '12/3')).toBe('12/34');
  expect(formatExpiry('12/345', '12/34')).toBe('12/34');
});

test('a field shows its message once touched, or after a submit', () => {
  const form = { name: '', email: 'x', number: '4242 4242 4242 4241', expiry: '01/20', cvv: '1' };
  expect(visibleErrors(form, {}, false)).toEqual({
    name: null,
    email: null,
    number: null,
    expiry: null,
    cvv: null,
  });
  expect(visibleErrors(form, { number: true }, false).number).toBe('numberLuhn');
  expect(visibleErrors(form, {}, true)).toEqual({
    name: 'nameRequired',
    email: 'emailInvalid',
    number: 'numberLuhn',
    expiry: 'expiryPast',
    cvv: 'cvvLength',
  });
});
