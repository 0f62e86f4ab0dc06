import { useCallback, useEffect, useRef } from 'react';
import { LONG_PRESS_MS } from 'shared-sdk/constants';

/** A finger that moves this far is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;

/**
 * spec 2 §5 quick menu: a long press (600 ms, LONG_PRESS_MS) on touch or a right-click opens it
 * at the pointer. Returns the handlers for the row; `enabled` false (system entries) opens
 * nothing and leaves the browser's own context menu alone.
 */
export function useLongPress(open: (x: number, y: number) => void, enabled: boolean) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  return {
    onPointerDown(e: React.PointerEvent) {
      fired.current = false;
      if (!enabled || e.button > 0) return;
      start.current = { x: e.clientX, y: e.clientY };
      const { clientX, clientY } = e;
      timer.current = setTimeout(() => {
        fired.current = true;
        timer.current = null;
        open(clientX, clientY);
      }, LONG_PRESS_MS);
    },
    onPointerMove(e: React.PointerEvent) {
      const s = start.current;
      if (s && Math.hypot(e.clientX - s.x, e.clientY - s.y) > MOVE_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onContextMenu(e: React.MouseEvent) {
      if (!enabled) return;
      e.preventDefault();
      cancel();
      // A long press on touch also raises contextmenu: open once.
      if (!fired.current) open(e.clientX, e.clientY);
      fired.current = true;
    },
    /** True right after a long press opened the menu: the click that follows is swallowed. */
    consumeClick(): boolean {
      const was = fired.current;
      fired.current = false;
      return was;
    },
  };
}
