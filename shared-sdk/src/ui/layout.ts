import { atom } from 'jotai';
import { MOBILE_BREAKPOINT_PX, TABLET_MIN_SCREEN_WIDTH } from '../constants';

/**
 * Layout rules of spec 1 §2.1 / §9 and spec 3 §9: the mobile layout applies when the body
 * width is 680 px or less; a mobile device whose screen is 580 px wide or more is a tablet.
 * The host measures the body (ResizeObserver) and writes these atoms; remotes read them.
 */
export type LayoutKind = 'mobile' | 'desktop';

export function isMobileLayout(bodyWidth: number): boolean {
  return bodyWidth <= MOBILE_BREAKPOINT_PX;
}

export function layoutFor(bodyWidth: number): LayoutKind {
  return isMobileLayout(bodyWidth) ? 'mobile' : 'desktop';
}

/** A phone or tablet browser, by user agent (touch-first device, not a narrow desktop window). */
export function isMobileDevice(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Windows Phone|Opera Mini|IEMobile/i.test(userAgent);
}

/** spec 1 §2.1: "A mobile device with screen width 580 or more counts as a tablet". */
export function isTablet(userAgent: string, screenWidth: number): boolean {
  return isMobileDevice(userAgent) && screenWidth >= TABLET_MIN_SCREEN_WIDTH;
}

/** True while the body is 680 px wide or less. Written by the host's body observer. */
export const isMobileAtom = atom(false);
/** Mobile device with a screen of 580 px or more. Written by the host at start-up. */
export const isTabletAtom = atom(false);
/** Phone or tablet browser (user agent). Written by the host at start-up. */
export const isMobileDeviceAtom = atom(false);
