import { discountShown, formatMoney, minorToDecimalString, percentOf } from './money';

test('minor units become an exact decimal string, never through floating point', () => {
  expect(minorToDecimalString(499, 'USD')).toBe('4.99');
  expect(minorToDecimalString(5, 'EUR')).toBe('0.05');
  expect(minorToDecimalString(-120, 'GBP')).toBe('-1.20');
  expect(minorToDecimalString(1999, 'JPY')).toBe('1999');
  expect(minorToDecimalString(900719925474099, 'USD')).toBe('9007199254740.99');
  expect(() => minorToDecimalString(4.99, 'USD')).toThrow(RangeError);
});

test.each([
  [499, 'USD', 'en-US', '$4.99'],
  [123450, 'EUR', 'de-DE', '1.234,50\u00a0€'],
  [1999, 'JPY', 'ja-JP', '￥1,999'],
  [999, 'GBP', 'en-GB', '£9.99'],
  [14999, 'TRY', 'tr-TR', '₺149,99'],
])('formatMoney(%d, %s, %s) → %s', (minor, cur, locale, shown) => {
  expect(formatMoney(minor, cur, locale)).toBe(shown);
});

test('the discount shown is 100 minus the stored value (spec 3 §4)', () => {
  expect(discountShown(60)).toBe(40);
  expect(discountShown(70)).toBe(30);
  expect(discountShown(0)).toBe(100);
  expect(discountShown(120)).toBe(0);
  expect(discountShown(Number.NaN)).toBe(0);
});

test('percentOf rounds down on integers', () => {
  expect(percentOf(499, 20)).toBe(99);
  expect(percentOf(300, 50)).toBe(150);
});
