import { scheduleSnapshots, snapshotTimes } from './snapshots';

/** A seeded random for reproducible draws (a 32-bit linear congruential generator). */
function seededRandom(seed: number): () => number {
  let x = (seed * 2654435761) >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 4294967296;
  };
}

describe('snapshotTimes: one random second inside each configured range', () => {
  const RANGES = [
    { min: 5, max: 15 },
    { min: 30, max: 60 },
    { min: 120, max: 180 },
  ];
  const TABLE: Array<[rule: string, ranges: Array<{ min: number; max: number }>, random: () => number, expected: number[]]> = [
    ['the lowest draw takes each range start', RANGES, () => 0, [5, 30, 120]],
    ['the highest draw takes each range end (ends included)', RANGES, () => 0.999999, [15, 60, 180]],
    ['a one-second range is that second', [{ min: 7, max: 7 }], () => 0.5, [7]],
    ['sorted, whatever the config order', [{ min: 50, max: 50 }, { min: 3, max: 3 }], () => 0, [3, 50]],
    ['max below min is skipped', [{ min: 9, max: 2 }, { min: 1, max: 1 }], () => 0, [1]],
    ['negative is skipped', [{ min: -5, max: 2 }], () => 0, []],
    ['no ranges, no snapshots', [], () => 0, []],
  ];
  it.each(TABLE)('%s', (_rule, ranges, random, expected) => {
    expect(snapshotTimes(ranges, random)).toEqual(expected);
  });

  it('a seeded random is reproducible and stays inside every range', () => {
    const a = snapshotTimes(RANGES, seededRandom(42));
    expect(snapshotTimes(RANGES, seededRandom(42))).toEqual(a);
    for (let seed = 1; seed < 200; seed++) {
      const t = snapshotTimes(RANGES, seededRandom(seed));
      t.forEach((s, i) => {
        expect(s).toBeGreaterThanOrEqual(RANGES[i]!.min);
        expect(s).toBeLessThanOrEqual(RANGES[i]!.max);
        expect(Number.isInteger(s)).toBe(true);
      });
    }
    // Not always the same second: the times really are random within the range.
    const firsts = new Set(Array.from({ length: 50 }, (_, seed) => snapshotTimes(RANGES, seededRandom(seed))[0]));
    expect(firsts.size).toBeGreaterThan(3);
  });
});

describe('scheduleSnapshots', () => {
  const START = 1_700_000_000_000;
  beforeEach(() => jest.useFakeTimers({ now: START }));
  afterEach(() => jest.useRealTimers());

  it('takes each snapshot at its second from the first frame', () => {
    const take = jest.fn();
    scheduleSnapshots({ startedAt: START, now: START, times: [5, 31], take });
    jest.advanceTimersByTime(4_999);
    expect(take).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(take).toHaveBeenLastCalledWith(0);
    jest.advanceTimersByTime(25_999);
    expect(take).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(take).toHaveBeenLastCalledWith(1);
  });

  it('counts from the call start, not from when the schedule was made', () => {
    const take = jest.fn();
    scheduleSnapshots({ startedAt: START - 3_000, now: START, times: [5], take });
    jest.advanceTimersByTime(2_000);
    expect(take).toHaveBeenCalledTimes(1);
  });

  it('times already passed run at once; cancel stops the rest', () => {
    const take = jest.fn();
    const cancel = scheduleSnapshots({ startedAt: START - 10_000, now: START, times: [2, 40], take });
    jest.advanceTimersByTime(0);
    expect(take).toHaveBeenCalledWith(0);
    cancel();
    jest.advanceTimersByTime(60_000);
    expect(take).toHaveBeenCalledTimes(1);
  });
});
