import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the wall is on screen. The host keeps the wall mounted and hides it (`hidden`) while
 * another route shows (spec 1 §2.1 "kept alive"); a hidden element has no boxes. Watched with a
 * ResizeObserver (its size drops to nothing when hidden); without one the wall counts as shown.
 */
export function useShown(ref: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setShown(el.getClientRects().length > 0);
    const ro = new ResizeObserver(check);
    ro.observe(el);
    check();
    return () => ro.disconnect();
  }, [ref]);
  return shown;
}

/**
 * Keeps the page's scroll for the kept-alive wall: the window's scroll is remembered while the
 * wall is shown, and put back when it shows again (another page's height has moved it meanwhile).
 * A scroll the browser makes while hiding the wall (the page got shorter) is not remembered.
 */
export function useKeptScroll(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  const saved = useRef(0);
  useEffect(() => {
    if (!shown) return;
    if (saved.current > 0) window.scrollTo({ top: saved.current, behavior: 'instant' });
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const el = ref.current;
        if (el && el.getClientRects().length > 0) saved.current = window.scrollY;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref, shown]);
}
