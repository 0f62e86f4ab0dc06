import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Gap between the entry and its bubble (project). */
const GAP_PX = 10;

/**
 * Puts the fixed bubble (give it the returned ref) beside `anchor` on its inline-end side, vertically centred: the desktop
 * sidebar clips what overflows it, so the entry's tip is drawn under <body> and placed here
 * (again on resize). Written on the element, not through state.
 */
export function usePlaceBeside<T extends HTMLElement>(
  anchor: RefObject<HTMLElement | null>,
  active: boolean,
): RefObject<T | null> {
  const bubble = useRef<T>(null);
  useLayoutEffect(() => {
    if (!active) return;
    const place = () => {
      const a = anchor.current;
      const b = bubble.current;
      if (!a || !b) return;
      const r = a.getBoundingClientRect();
      const rtl = getComputedStyle(a).direction === 'rtl';
      b.style.insetBlockStart = `${r.top + r.height / 2}px`;
      b.style.insetInlineStart = `${(rtl ? window.innerWidth - r.left : r.right) + GAP_PX}px`;
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [anchor, active]);
  return bubble;
}
