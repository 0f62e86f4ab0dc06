/**
 * Swipe navigation (spec 3 §4 "Swipe navigation", §9): a drag of more than SWIPE_THRESHOLD_PX
 * switches lives, up to the next, down to the previous; a shorter one snaps back. When the
 * server has no live that way the room snaps back, with the toast 'no more live' on next.
 */
import { SWIPE_THRESHOLD_PX } from 'shared-sdk';
import type { LiveInfo, LiveToast, SwipeDirection } from './types';

export type SwipeDecision = SwipeDirection | 'snapBack';

/** Where a vertical drag from `startY` to `endY` (px, screen y grows downwards) leads. */
export function swipeDecision(startY: number, endY: number): SwipeDecision {
  const dy = endY - startY;
  if (!Number.isFinite(dy) || Math.abs(dy) <= SWIPE_THRESHOLD_PX) return 'snapBack';
  return dy < 0 ? 'next' : 'previous';
}

export type NeighbourOutcome =
  { kind: 'switch'; live: LiveInfo } | { kind: 'snapBack'; toast?: LiveToast };

/** The server's next or previous live, or none. */
export function neighbourOutcome(
  direction: SwipeDirection,
  live: LiveInfo | null,
): NeighbourOutcome {
  if (live) return { kind: 'switch', live };
  return direction === 'next' ? { kind: 'snapBack', toast: 'noMoreLives' } : { kind: 'snapBack' };
}
