import { useEffect, useState } from 'react';

/**
 * Height of the shell's fixed mobile bottom bar (with its unread strip), so the chat's composer
 * sits above it. The host marks the bar `nav[data-bottom-bar]` (its label is translated, so it
 * is not the way to find it); without one (desktop, standalone page) the inset is 0.
 */
export function useBottomInset(active: boolean): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!active || typeof document === 'undefined') return;
    const bar = document.querySelector('nav[data-bottom-bar]')?.parentElement;
    if (!bar) return;
    const update = () => setHeight(Math.round(bar.getBoundingClientRect().height));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(update);
    ro.observe(bar);
    return () => ro.disconnect();
  }, [active]);
  return active ? height : 0;
}
