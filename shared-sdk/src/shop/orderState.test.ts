import { ORDER_STATUSES, REFUND_STATUSES } from '../constants/shop';
import { canMoveOrder, canMoveRefund, isOrderSettled, isRefundFinal } from './orderState';

// The whole table, move by move: anything not listed as allowed is refused.
const ALLOWED_ORDER = new Set([
  'created>pending',
  'created>success',
  'created>failed',
  'pending>success',
  'pending>failed',
  'failed>success',
  'success>refunding',
  'refunding>refunded',
  'refunding>success',
]);

const pairs = <T extends string>(xs: readonly T[]) =>
  xs.flatMap((a) => xs.map((b) => [a, b] as [T, T]));

test.each(pairs(ORDER_STATUSES))('order %s → %s', (from, to) => {
  expect(canMoveOrder(from, to)).toBe(ALLOWED_ORDER.has(`${from}>${to}`));
});

test('impossible order moves are refused', () => {
  expect(canMoveOrder('refunded', 'success')).toBe(false);
  expect(canMoveOrder('success', 'failed')).toBe(false);
  expect(canMoveOrder('success', 'success')).toBe(false);
});

const ALLOWED_REFUND = new Set([
  'processing>successful',
  'processing>failed',
  'processing>coins_credited',
  'processing>rejected',
  'successful>refunded',
  'successful>failed',
]);

test.each(pairs(REFUND_STATUSES))('refund %s → %s', (from, to) => {
  expect(canMoveRefund(from, to)).toBe(ALLOWED_REFUND.has(`${from}>${to}`));
});

test('settled and final states', () => {
  expect(ORDER_STATUSES.filter(isOrderSettled)).toEqual([
    'success',
    'failed',
    'refunding',
    'refunded',
  ]);
  expect(REFUND_STATUSES.filter(isRefundFinal)).toEqual([
    'failed',
    'refunded',
    'coins_credited',
    'rejected',
  ]);
});
