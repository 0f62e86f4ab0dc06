import { useEffect, useState, type RefObject } from 'react';
import { freeSpot, type Box } from '../state/placement';

/** What counts as content the bubble must not cover, besides text: links, controls, pictures. */
const CONTENT = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'img',
  'svg',
  'video',
  'canvas',
  'iframe',
  '[role="button"]',
  '[role="link"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** project — how long after the last scroll, resize or page change the place is chosen again. */
const SETTLE_MS = 150;

function visible(r: DOMRect, vw: number, vh: number): boolean {
  return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < vh && r.left < vw;
}

/** The boxes of everything on screen but `self`: each text line, and each link, control and picture. */
export function contentBoxes(self: Element): Box[] {
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const boxes: Box[] = [];
  const add = (r: DOMRect) => {
    if (visible(r, vw, vh))
      boxes.push({ left: r.left, top: r.top, width: r.width, height: r.height });
  };
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || !n.nodeValue?.trim() || self.contains(parent)) continue;
    if (!visible(parent.getBoundingClientRect(), vw, vh)) continue;
    range.selectNodeContents(n);
    for (const r of Array.from(range.getClientRects())) add(r);
  }
  for (const el of Array.from(document.body.querySelectorAll(CONTENT)))
    if (!self.contains(el)) add(el.getBoundingClientRect());
  return boxes;
}

/**
 * A place for the fixed element `ref` where it covers nothing (state/placement.ts), chosen again
 * when the page scrolls, resizes or changes (`key`: the route). null: no free place right now.
 */
export function useFreeSpot(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  key: unknown,
): { left: number; top: number } | null {
  const [spot, setSpot] = useState<{ left: number; top: number } | null>(null);
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const place = () => {
      const el = ref.current;
      if (!el) return;
      const { width, height } = el.getBoundingClientRect();
      const next = freeSpot({
        viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
        size: { width, height },
        obstacles: contentBoxes(el),
        rtl: getComputedStyle(document.documentElement).direction === 'rtl',
      });
      setSpot((prev) =>
        prev && next && prev.left === next.left && prev.top === next.top ? prev : next,
      );
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(place, SETTLE_MS);
    };
    const first = requestAnimationFrame(place);
    const changes = new MutationObserver((records) => {
      // Its own moves and countdown ticks change nothing around it.
      if (records.some((r) => !ref.current?.contains(r.target))) later();
    });
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    window.addEventListener('scroll', later, { passive: true, capture: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(first);
      clearTimeout(timer);
      changes.disconnect();
      window.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
    };
  }, [ref, active, key]);
  return active ? spot : null;
}
