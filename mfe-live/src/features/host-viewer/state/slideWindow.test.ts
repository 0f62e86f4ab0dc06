import { slideWindow, stepIndex } from './slideWindow';

describe('slideWindow (spec 3 §4: at most 3 slides; 3 or fewer whole; the window shifts at the ends)', () => {
  test.each([
    // count, active, start, end
    [0, 0, 0, 0],
    [1, 0, 0, 1],
    [2, 1, 0, 2],
    [3, 0, 0, 3],
    [3, 2, 0, 3],
    [4, 0, 0, 3], // first: shifted forward
    [4, 1, 0, 3],
    [4, 2, 1, 4],
    [4, 3, 1, 4], // last: shifted back
    [10, 0, 0, 3],
    [10, 1, 0, 3],
    [10, 5, 4, 7],
    [10, 8, 7, 10],
    [10, 9, 7, 10],
    [10, 42, 7, 10], // an index past the end counts as the last
    [10, -3, 0, 3],
  ])('count %i, active %i → slides %i..%i', (count, active, start, end) => {
    const w = slideWindow(count, active);
    expect(w).toEqual({ start, end });
    expect(w.end - w.start).toBeLessThanOrEqual(3);
  });

  test('the active slide is always in the window', () => {
    for (let count = 1; count <= 8; count++)
      for (let active = 0; active < count; active++) {
        const { start, end } = slideWindow(count, active);
        expect(active).toBeGreaterThanOrEqual(start);
        expect(active).toBeLessThan(end);
      }
  });
});

describe('stepIndex (spec 3 §4: one per swipe)', () => {
  test.each([
    [0, 1, 5, 1],
    [3, 1, 5, 4],
    [4, 1, 5, 4], // the last stays
    [0, -1, 5, 0], // the first stays
    [2, -1, 5, 1],
    [0, 1, 0, 0],
  ] as const)('from %i by %i of %i → %i', (active, dir, count, next) => {
    expect(stepIndex(active, dir, count)).toBe(next);
  });
});
