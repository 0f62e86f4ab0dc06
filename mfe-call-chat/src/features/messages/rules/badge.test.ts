import { BadgeQueueOverflowError, createBadgeQueue } from './badge';
import { formatBadge } from 'shared-sdk';
import { manualTimers, throttle } from './throttle';

describe('badge formatting (spec 2 §5, §9)', () => {
  test.each([
    [0, ''],
    [-3, ''],
    [Number.NaN, ''],
    [1, '1'],
    [99, '99'],
    [999, '999'],
    [1000, 'k+'],
    [123456, 'k+'],
  ])('%d → %j', (n, s) => expect(formatBadge(n)).toBe(s));
});

describe('throttle (300 ms badge, 200 ms conversation refresh)', () => {
  test('leading run, then one trailing run per window', () => {
    const timers = manualTimers(1_000);
    const fn = jest.fn();
    const t = throttle(fn, 300, timers);
    t.call();
    expect(fn).toHaveBeenCalledTimes(1);
    t.call();
    t.call();
    timers.advance(299);
    expect(fn).toHaveBeenCalledTimes(1);
    timers.advance(1);
    expect(fn).toHaveBeenCalledTimes(2);
    timers.advance(1_000);
    expect(fn).toHaveBeenCalledTimes(2);
    t.call();
    expect(fn).toHaveBeenCalledTimes(3);
  });
});

describe('badge queue (limit 100, throttled 300 ms)', () => {
  test('coalesces keys and refreshes at most every 300 ms', () => {
    const timers = manualTimers(0);
    const refresh = jest.fn();
    const q = createBadgeQueue<string>(refresh, { timers });
    timers.advance(1_000);
    q.push('a');
    expect(refresh).toHaveBeenLastCalledWith(['a']);
    q.push('b');
    q.push('b');
    q.push('c');
    expect(q.size()).toBe(2);
    timers.advance(300);
    expect(refresh).toHaveBeenLastCalledWith(['b', 'c']);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  test('the 101st pending key throws; a key already queued does not', () => {
    const timers = manualTimers(0);
    const q = createBadgeQueue<number>(() => undefined, { timers });
    timers.advance(1_000);
    q.push(0); // runs at once (leading), queue empty again
    for (let i = 1; i <= 100; i++) q.push(i);
    expect(q.size()).toBe(100);
    expect(() => q.push(50)).not.toThrow();
    expect(() => q.push(101)).toThrow(BadgeQueueOverflowError);
    timers.advance(300);
    expect(q.size()).toBe(0);
    expect(() => q.push(101)).not.toThrow();
  });
});
