import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { SWIPE_SLOP_PX, swipeOutcome, swipeProgress, type SwipeAction } from '../state/swipe';

/** How long the card takes to fly off after a swipe (ms; 0 with reduced motion). */
export const SWIPE_LEAVE_MS = 220;

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

interface Press {
  id: number;
  x: number;
  y: number;
  t: number;
  width: number;
  dragging: boolean;
}

/**
 * A card that follows the finger (or mouse) sideways and, let go past the threshold
 * (state/swipe.ts), flies off that way before `onSwipe` runs; short of it, it springs back.
 * A mostly vertical move is left to the page (it scrolls: the card has `touch-action: pan-y`).
 */
export function useSwipe(onSwipe: (a: SwipeAction) => void) {
  const press = useRef<Press | null>(null);
  const [dx, setDx] = useState(0);
  const [width, setWidth] = useState(360);
  const [dragging, setDragging] = useState(false);
  const [leaving, setLeaving] = useState<SwipeAction | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Runs an action the way a swipe does (the card flies off first): arrow keys use it too. */
  const fling = (action: SwipeAction) => {
    if (leaving) return;
    setLeaving(action);
    timer.current = window.setTimeout(
      () => {
        setLeaving(null);
        setDx(0);
        onSwipe(action);
      },
      reducedMotion() ? 0 : SWIPE_LEAVE_MS,
    );
  };

  const release = (e: ReactPointerEvent<HTMLElement>, cancelled: boolean) => {
    const p = press.current;
    if (!p || p.id !== e.pointerId) return;
    press.current = null;
    if (!p.dragging) return;
    setDragging(false);
    const action = cancelled
      ? null
      : swipeOutcome({
          dx: e.clientX - p.x,
          dy: e.clientY - p.y,
          width: p.width,
          ms: e.timeStamp - p.t,
        });
    if (action) fling(action);
    else setDx(0);
  };

  const handlers = {
    onPointerDown(e: ReactPointerEvent<HTMLElement>) {
      if (leaving || (e.pointerType === 'mouse' && e.button !== 0)) return;
      const width = e.currentTarget.getBoundingClientRect().width;
      press.current = {
        id: e.pointerId,
        x: e.clientX,
        y: e.clientY,
        t: e.timeStamp,
        width,
        dragging: false,
      };
    },
    onPointerMove(e: ReactPointerEvent<HTMLElement>) {
      const p = press.current;
      if (!p || p.id !== e.pointerId) return;
      const mx = e.clientX - p.x;
      if (!p.dragging) {
        const my = e.clientY - p.y;
        if (Math.abs(mx) < SWIPE_SLOP_PX && Math.abs(my) < SWIPE_SLOP_PX) return;
        if (Math.abs(my) >= Math.abs(mx)) {
          press.current = null; // vertical: the page scrolls
          return;
        }
        p.dragging = true;
        setDragging(true);
        setWidth(p.width);
        e.currentTarget.setPointerCapture?.(e.pointerId);
      }
      setDx(mx);
    },
    onPointerUp: (e: ReactPointerEvent<HTMLElement>) => release(e, false),
    onPointerCancel: (e: ReactPointerEvent<HTMLElement>) => release(e, true),
  };

  /** -1 (next) … 1 (like): how far the drag is towards counting (full while flying off). */
  const progress = leaving ? (leaving === 'like' ? 1 : -1) : swipeProgress(dx, width);
  return { dx, dragging, leaving, progress, handlers, fling };
}
