import { timeLabel } from './timeLabel';

// Local times, so the test holds in any time zone.
const at = (y: number, mo: number, d: number, h: number, mi: number, s = 0) =>
  new Date(y, mo - 1, d, h, mi, s).getTime();
const NOW = at(2026, 3, 10, 15, 0);

describe('time labels (spec 2 §5)', () => {
  test.each([
    ['first message, same day', at(2026, 3, 10, 9, 5), null, { kind: 'today', text: '09:05' }],
    [
      'within 5 minutes of the previous: hidden',
      at(2026, 3, 10, 9, 5),
      at(2026, 3, 10, 9, 0, 1),
      null,
    ],
    ['exactly 5 minutes: hidden', at(2026, 3, 10, 9, 5), at(2026, 3, 10, 9, 0), null],
    [
      '5 minutes and 1 s: shown',
      at(2026, 3, 10, 9, 5, 1),
      at(2026, 3, 10, 9, 0),
      { kind: 'today', text: '09:05' },
    ],
    ['midnight today', at(2026, 3, 10, 0, 0), null, { kind: 'today', text: '00:00' }],
    [
      'yesterday',
      at(2026, 3, 9, 23, 59),
      null,
      { kind: 'yesterday', key: 'chat:time.yesterday', values: { time: '23:59' } },
    ],
    ['two days ago', at(2026, 3, 8, 7, 3), null, { kind: 'date', text: '03-08 07:03' }],
    ['last year', at(2025, 12, 31, 22, 10), null, { kind: 'date', text: '12-31 22:10' }],
  ])('%s', (_n, ts, prev, label) => {
    expect(timeLabel(ts, prev, NOW)).toEqual(label);
  });

  test('yesterday across a month boundary', () => {
    expect(timeLabel(at(2026, 2, 28, 12, 0), null, at(2026, 3, 1, 8, 0))?.kind).toBe('yesterday');
  });
});
