import { PRAISE_BATCH_MS } from 'shared-sdk/constants';
import { flushPraise, formatPraiseCount, tapPraise } from './praise';
import type { LiveCommand } from './types';

const LIVE = { id: 1, channelId: 'c1' };
const USER = { kind: 'user' as const, id: 5 };

describe('praise count format (spec 3 §9)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9_999, '9999'],
    [10_000, '1.00W'],
    [12_345, '1.23W'],
    [19_999, '1.99W'],
    [100_000, '10.00W'],
    [123_456_789, '12345.67W'],
    [-3, '0'],
    [10_000.7, '1.00W'],
  ])('%p → %p', (count, shown) => {
    expect(formatPraiseCount(count)).toBe(shown);
  });

  it('keeps the shape in another language: only its digits and decimal sign change', () => {
    expect(formatPraiseCount(12_345, 'de')).toBe('1,23W');
    expect(formatPraiseCount(123_456_789, 'fr')).toBe('12345,67W');
    expect(formatPraiseCount(9_999, 'de')).toBe('9999');
  });
});

describe('praise batching (spec 3 §5: sent after 1.5 s of inactivity)', () => {
  it('a tap counts and (re)starts the batch timer', () => {
    expect(tapPraise(0)).toEqual({
      pending: 1,
      commands: [{ type: 'startTimer', name: 'praise', ms: PRAISE_BATCH_MS }],
    });
    expect(tapPraise(4).pending).toBe(5);
  });

  it('nothing pending sends nothing; taps go in one request', () => {
    expect(flushPraise(0, LIVE, USER)).toEqual([]);
    expect(flushPraise(3, LIVE, USER)).toEqual([
      { type: 'praise', live: LIVE, viewer: USER, num: 3 },
    ]);
  });

  // A timeline as the driver runs it: each startTimer replaces the running one.
  it('taps 0.5 s apart go out together 1.5 s after the last one', () => {
    let pending = 0;
    let due: number | null = null;
    const sent: Array<{ at: number; num: number }> = [];
    const run = (now: number, commands: LiveCommand[]) => {
      for (const c of commands) {
        if (c.type === 'startTimer') due = now + c.ms;
        if (c.type === 'praise') sent.push({ at: now, num: c.num });
      }
    };
    const advance = (to: number) => {
      if (due !== null && due <= to) {
        const at = due;
        due = null;
        run(at, flushPraise(pending, LIVE, USER));
        pending = 0;
      }
    };
    for (const t of [0, 500, 1_000, 1_400]) {
      advance(t);
      const r = tapPraise(pending);
      pending = r.pending;
      run(t, r.commands);
    }
    advance(2_899);
    expect(sent).toEqual([]);
    advance(2_900);
    expect(sent).toEqual([{ at: 2_900, num: 4 }]);
    // A later tap starts a new batch.
    const r = tapPraise(pending);
    pending = r.pending;
    run(5_000, r.commands);
    advance(6_500);
    expect(sent).toEqual([
      { at: 2_900, num: 4 },
      { at: 6_500, num: 1 },
    ]);
  });
});
