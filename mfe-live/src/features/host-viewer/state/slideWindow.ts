import { VIEWER_MAX_SLIDES } from './constants';

/** The slides in the DOM: indices `start` (inclusive) to `end` (exclusive) of the host list. */
export interface SlideWindow {
  start: number;
  end: number;
}

/**
 * Which slides are in the DOM (spec 3 §4 "Host viewer"): at most `max` (3) slides; a list of
 * `max` or fewer is shown whole; otherwise the active one with one on each side, and at the first
 * or last index the window shifts so it still holds `max` slides.
 */
export function slideWindow(count: number, active: number, max = VIEWER_MAX_SLIDES): SlideWindow {
  if (count <= 0) return { start: 0, end: 0 };
  if (count <= max) return { start: 0, end: count };
  const at = clampIndex(active, count);
  const before = Math.floor((max - 1) / 2);
  const start = Math.min(Math.max(0, at - before), count - max);
  return { start, end: start + max };
}

/** An index inside a list of `count` (0 for an empty list). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}

/** spec 3 §4 "Active index moves by one per swipe": the index after one step, kept in the list. */
export function stepIndex(active: number, direction: 1 | -1, count: number): number {
  return clampIndex(clampIndex(active, count) + direction, count);
}
