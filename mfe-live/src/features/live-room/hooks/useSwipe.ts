/**
 * The room's vertical drag (spec 3 §4 "Swipe navigation"): the picture follows the finger or the
 * mouse; on release a drag over SWIPE_THRESHOLD_PX switches (up: next, down: previous), a
 * shorter one snaps back. Drags that start on a control (chat, buttons) are the control's.
 */
import { useRef, useState, type PointerEvent } from 'react';
import { swipeDecision, type SwipeDirection } from '../engine';

// The room's own root is a dialog too (it has data-status): only dialogs over it count.
const CONTROLS = 'button, input, textarea, select, a, ol, [role="dialog"]:not([data-status])';

export function useSwipe(onSwipe: (direction: SwipeDirection) => void, enabled: boolean) {
  const [offset, setOffset] = useState(0);
  const start = useRef<{ y: number; id: number } | null>(null);

  const end = (e: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const s = start.current;
    if (!s || s.id !== e.pointerId) return;
    start.current = null;
    setOffset(0);
    const decision = cancelled ? 'snapBack' : swipeDecision(s.y, e.clientY);
    if (decision !== 'snapBack') onSwipe(decision);
  };

  return {
    offset,
    handlers: {
      onPointerDown(e: PointerEvent<HTMLElement>) {
        if (!enabled || e.button !== 0 || (e.target as Element).closest?.(CONTROLS)) return;
        start.current = { y: e.clientY, id: e.pointerId };
        (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
      },
      onPointerMove(e: PointerEvent<HTMLElement>) {
        const s = start.current;
        if (s && s.id === e.pointerId) setOffset(e.clientY - s.y);
      },
      onPointerUp: (e: PointerEvent<HTMLElement>) => end(e, false),
      onPointerCancel: (e: PointerEvent<HTMLElement>) => end(e, true),
    },
  };
}
