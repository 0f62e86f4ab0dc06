/**
 * CardPage's swipe: what a drag of
 * the card does when the finger (or mouse) lets go. Left is Next, right is Like (and on to the
 * next card, as people know it from card apps). A drag must go far enough sideways — a quarter of
 * the card's width, between SWIPE_MIN_PX and SWIPE_MAX_PX — or be a quick flick; a mostly
 * vertical drag is the page scrolling, never a swipe. Pure, so the thresholds are tested as such.
 */
export type SwipeAction = 'like' | 'next';

/** The shortest drag that counts, on the narrowest card (px). */
export const SWIPE_MIN_PX = 60;
/** The longest drag ever needed, on a wide card (px). */
export const SWIPE_MAX_PX = 120;
/** A flick: at least this fast (px per ms) over at least SWIPE_FLICK_MIN_PX. */
export const SWIPE_FLICK_SPEED = 0.5;
export const SWIPE_FLICK_MIN_PX = 30;
/** Movement before a press becomes a drag (a tap stays a tap). */
export const SWIPE_SLOP_PX = 8;

export interface Drag {
  /** Horizontal and vertical movement since the press (px; right and down positive). */
  dx: number;
  dy: number;
  /** The card's width (px). */
  width: number;
  /** How long the drag took (ms). */
  ms: number;
}

/** The distance a drag must cover on a card this wide. */
export function swipeThreshold(width: number): number {
  return Math.min(SWIPE_MAX_PX, Math.max(SWIPE_MIN_PX, width / 4));
}

/** What the drag does when released: like, next, or nothing (the card goes back). */
export function swipeOutcome({ dx, dy, width, ms }: Drag): SwipeAction | null {
  const ax = Math.abs(dx);
  if (ax < SWIPE_SLOP_PX || ax <= Math.abs(dy)) return null;
  const flick = ax >= SWIPE_FLICK_MIN_PX && ms > 0 && ax / ms >= SWIPE_FLICK_SPEED;
  if (ax < swipeThreshold(width) && !flick) return null;
  return dx > 0 ? 'like' : 'next';
}

/** How close the drag is to counting, -1 (next) … 1 (like): the card's hint shows this much. */
export function swipeProgress(dx: number, width: number): number {
  return Math.max(-1, Math.min(1, dx / swipeThreshold(width)));
}
