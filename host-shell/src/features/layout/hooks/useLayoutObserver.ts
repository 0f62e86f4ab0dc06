import { useLayoutEffect } from 'react';
import {
  appStore,
  isMobileAtom,
  isMobileDevice,
  isMobileDeviceAtom,
  isTablet,
  isTabletAtom,
  layoutFor,
} from 'shared-sdk';

/** Measures the body and writes the layout atoms + body[data-layout] (spec 1 §2.1, §9). */
export function applyLayout(bodyWidth: number): void {
  const layout = layoutFor(bodyWidth);
  appStore.set(isMobileAtom, layout === 'mobile');
  document.body.dataset.layout = layout;
}

export function applyDevice(userAgent: string, screenWidth: number): void {
  appStore.set(isMobileDeviceAtom, isMobileDevice(userAgent));
  appStore.set(isTabletAtom, isTablet(userAgent, screenWidth));
}

/** ResizeObserver on <body>; measured before the first paint so the right bar shows at once. */
export function useLayoutObserver(): void {
  useLayoutEffect(() => {
    applyDevice(navigator.userAgent, window.screen?.width ?? 0);
    const measure = () => applyLayout(document.body.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const ro = new ResizeObserver(measure);
    ro.observe(document.body);
    return () => ro.disconnect();
  }, []);
}
