import { BUBBLE_GAP_PX as G, freeSpot, overlaps } from './placement';

const viewport = { width: 390, height: 844 };
const size = { width: 100, height: 56 };
const row = (top: number, left = 0, width = 390, height = 40) => ({ left, top, width, height });

test('nothing on screen: the bottom of the end edge', () => {
  expect(freeSpot({ viewport, size, obstacles: [] })).toEqual({
    left: 390 - 100 - G,
    top: 844 - 56 - G,
  });
});

test('a bottom bar and a footer link under the usual place: the bubble moves up to a free place', () => {
  const bar = row(789, 0, 390, 55);
  const link = row(690, 223, 80, 20);
  const spot = freeSpot({ viewport, size, obstacles: [bar, link] })!;
  expect(spot.left).toBe(390 - 100 - G);
  const box = { ...spot, ...size };
  expect(overlaps(box, bar)).toBe(false);
  expect(overlaps(box, link)).toBe(false);
  expect(spot.top + size.height).toBeLessThanOrEqual(690 - G / 2);
});

test('the end edge full from top to bottom: the start edge; right to left: the other way round', () => {
  const endColumn = row(0, 250, 140, 844);
  expect(freeSpot({ viewport, size, obstacles: [endColumn] })?.left).toBe(G);
  const startColumn = row(0, 0, 140, 844);
  expect(freeSpot({ viewport, size, obstacles: [startColumn], rtl: true })?.left).toBe(
    390 - 100 - G,
  );
  expect(freeSpot({ viewport, size, obstacles: [], rtl: true })?.left).toBe(G);
});

test('no free place at all, or a window too small: none (the bubble stays away)', () => {
  expect(freeSpot({ viewport, size, obstacles: [row(0, 0, 390, 844)] })).toBeNull();
  expect(freeSpot({ viewport: { width: 100, height: 844 }, size, obstacles: [] })).toBeNull();
});
