import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { VIEWER_SWIPE_AXIS_RATIO, VIEWER_SWIPE_PX } from '../state/constants';
import { clampIndex, stepIndex } from '../state/slideWindow';

interface Drag {
  id: number;
  x: number;
  y: number;
  dy: number;
  height: number;
}

/**
 * The active host of the viewer and the ways to move it (spec 3 §2, §4 "Host viewer"): one step
 * per swipe (up: next, down: previous), the arrow buttons, and ArrowUp / ArrowDown on the viewer.
 * `dragY` follows the finger while it is down so the slides move with it; letting go past
 * VIEWER_SWIPE_PX (or a fifth of the height) moves one step, a shorter drag springs back.
 */
export function useViewerNav(count: number, startIndex: number) {
  const [active, setActive] = useState(() => clampIndex(startIndex, count));
  const [dragY, setDragY] = useState(0);
  const drag = useRef<Drag | null>(null);
  const at = clampIndex(active, count);

  const step = useCallback(
    (direction: 1 | -1) => setActive((a) => stepIndex(a, direction, count)),
    [count],
  );

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    step(e.key === 'ArrowDown' ? 1 : -1);
  };

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // Buttons (Like, Message, the arrows…) take their taps; only the slide itself drags.
    if ((e.target as HTMLElement).closest('button, a')) return;
    drag.current = {
      id: e.pointerId,
      x: e.clientX,
      y: e.clientY,
      dy: 0,
      height: e.currentTarget.clientHeight || window.innerHeight,
    };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    let dy = e.clientY - d.y;
    if (Math.abs(dy) < Math.abs(dx) * VIEWER_SWIPE_AXIS_RATIO) dy = 0;
    // Nothing before the first or after the last: the drag gives a little, then stops.
    if ((dy > 0 && at === 0) || (dy < 0 && at === count - 1)) dy /= 4;
    d.dy = dy;
    setDragY(dy);
  };
  const onPointerEnd = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    drag.current = null;
    setDragY(0);
    const needed = Math.min(VIEWER_SWIPE_PX, d.height / 5);
    if (Math.abs(d.dy) >= needed) step(d.dy < 0 ? 1 : -1);
  };

  return {
    active: at,
    dragging: dragY !== 0,
    dragY,
    step,
    onKeyDown,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
