import { SWIPE_MAX_PX, SWIPE_MIN_PX, swipeOutcome, swipeProgress, swipeThreshold } from './swipe';

test('the distance that counts is a quarter of the card, kept between the min and the max', () => {
  expect(swipeThreshold(100)).toBe(SWIPE_MIN_PX);
  expect(swipeThreshold(358)).toBe(358 / 4);
  expect(swipeThreshold(420)).toBe(105);
  expect(swipeThreshold(2000)).toBe(SWIPE_MAX_PX);
});

// A slow drag (2 s) on a 358 px card (a 390 px phone): the threshold is 89.5 px.
test.each([
  ['right past the threshold', { dx: 90, dy: 0 }, 'like'],
  ['left past the threshold', { dx: -90, dy: 10 }, 'next'],
  ['right, short of it', { dx: 89, dy: 0 }, null],
  ['left, short of it', { dx: -60, dy: 0 }, null],
  ['a tap', { dx: 3, dy: 2 }, null],
  ['mostly down (the page scrolls)', { dx: 100, dy: 140 }, null],
  ['as much down as sideways', { dx: -100, dy: -100 }, null],
] as const)('a slow drag %s → %s', (_, d, out) => {
  expect(swipeOutcome({ ...d, width: 358, ms: 2000 })).toBe(out);
});

test('a quick flick counts short of the threshold; a tiny quick move does not', () => {
  expect(swipeOutcome({ dx: -40, dy: 0, width: 358, ms: 60 })).toBe('next');
  expect(swipeOutcome({ dx: 50, dy: 5, width: 358, ms: 80 })).toBe('like');
  expect(swipeOutcome({ dx: 50, dy: 5, width: 358, ms: 400 })).toBeNull(); // slow
  expect(swipeOutcome({ dx: 20, dy: 0, width: 358, ms: 10 })).toBeNull(); // too short
  expect(swipeOutcome({ dx: 50, dy: 0, width: 358, ms: 0 })).toBeNull(); // no time measured
});

test('progress runs from -1 (next) to 1 (like), full at the threshold', () => {
  expect(swipeProgress(0, 400)).toBe(0);
  expect(swipeProgress(50, 400)).toBe(0.5);
  expect(swipeProgress(-200, 400)).toBe(-1);
  expect(swipeProgress(500, 400)).toBe(1);
});
