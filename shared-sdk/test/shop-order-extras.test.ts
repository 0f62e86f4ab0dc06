import { couponIdFor, orderExtras } from '../src/shop/api';
import { removeCookie, setCookie } from '../src/storage/cookies';

// spec 3 §5, §7: couponId only from a coupon link with a valid id; deviceId only when present.
test.each([
  ['coupon', 'SPRING25', 'SPRING25'],
  ['coupon', 'a_b-1', 'a_b-1'],
  ['coupon', 'undefined', undefined],
  ['coupon', 'null', undefined],
  ['coupon', '', undefined],
  ['coupon', '<script>', undefined],
  ['coupon', 'x'.repeat(65), undefined],
  ['share', 'SPRING25', undefined],
  [null, 'SPRING25', undefined],
])('linkFrom %j, couponId %j → %j', (linkFrom, couponId, expected) => {
  expect(couponIdFor(linkFrom, couponId)).toBe(expected);
});

test('ext.traceId always, couponId under the rule, deviceId only when the cookie exists', () => {
  removeCookie('deviceId');
  expect(orderExtras(42, {}, () => 'r1')).toEqual({ ext: { traceId: '42+r1' } });
  setCookie('deviceId', 'dev-9');
  expect(orderExtras(42, { linkFrom: 'coupon', couponId: 'C1' }, () => 'r2')).toEqual({
    ext: { traceId: '42+r2', couponId: 'C1' },
    deviceId: 'dev-9',
  });
  setCookie('deviceId', 'undefined');
  expect(orderExtras(null, { linkFrom: 'coupon', couponId: 'undefined' }, () => 'r3')).toEqual({
    ext: { traceId: '0+r3' },
  });
});
