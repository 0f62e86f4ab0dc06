/**
 * Limited offer rules (spec 3 §4 "Limited offer", §2 "Install, push, offers", §9). Pure: the
 * widgets pass the clock, the route, the layout and what was dismissed.
 */
import type { LimitedOffer } from 'shared-sdk';
import {
  COIN_POPUP_ROUTES,
  LIMITED_OFFER_FLASH_VERSION,
  OFFER_BUBBLE_ROUTES,
} from 'shared-sdk/constants';

/** Milliseconds left (never negative). */
export function remainingMs(endTime: number, now: number): number {
  return Math.max(0, endTime - now);
}

/** "Shown only if endTime is not past": the offer counts while its end time is in the future. */
export function offerLive(offer: LimitedOffer | null, now: number): offer is LimitedOffer {
  return !!offer && offer.endTime > now;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function countdownParts(ms: number): CountdownParts {
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export const two = (n: number) => String(n).padStart(2, '0');

/** The clock with its days, '2d 03:04:05' (the interface's own words through withDays). */
type DaysFormat = (p: CountdownParts) => string;
const englishDays: DaysFormat = (p) =>
  `${p.days}d ${two(p.hours)}:${two(p.minutes)}:${two(p.seconds)}`;

/** 59:07, 1:02:03, 2d 03:04:05. */
export function formatCountdown(ms: number, withDays: DaysFormat = englishDays): string {
  const p = countdownParts(ms);
  if (p.days > 0) return withDays(p);
  if (p.hours > 0) return `${p.hours}:${two(p.minutes)}:${two(p.seconds)}`;
  return `${two(p.minutes)}:${two(p.seconds)}`;
}

/** The countdown bubble shows only on LivCam, GoddessWall, MessagePage, FriendsPage. */
export function showsBubble(
  routeName: string | null | undefined,
  offer: LimitedOffer | null,
  now: number,
): boolean {
  return (
    !!routeName &&
    (OFFER_BUBBLE_ROUTES as readonly string[]).includes(routeName) &&
    offerLive(offer, now)
  );
}

export interface PopupContext {
  routeName: string | null | undefined;
  offer: LimitedOffer | null;
  now: number;
  /** webFlashVersion of the answer (spec: shows when version is 2). */
  version: number;
  mobile: boolean;
  /** A ring or video popup is open. */
  videoOpen: boolean;
  /** Closed or used before (stays closed). */
  dismissed: boolean;
  /** When this user's last purchase was seen paid on this device (ms), or null. */
  lastPurchaseAt: number | null;
}

/**
 * project — the "shown only once" popup keeps away this long after a purchase: someone who has
 * just paid is not offered a deal at once (it can still show once later, if the offer lasts).
 */
export const POPUP_QUIET_AFTER_PURCHASE_MS = 60 * 60_000;

/**
 * The coin popup: version 2, mobile, no video popup open, end time in the future, not closed or
 * used, and not right after a purchase.
 */
export function showsCoinPopup(c: PopupContext): boolean {
  const justBought =
    c.lastPurchaseAt !== null && c.now - c.lastPurchaseAt < POPUP_QUIET_AFTER_PURCHASE_MS;
  return (
    !justBought &&
    !!c.routeName &&
    (COIN_POPUP_ROUTES as readonly string[]).includes(c.routeName) &&
    c.version === LIMITED_OFFER_FLASH_VERSION &&
    c.mobile &&
    !c.videoOpen &&
    !c.dismissed &&
    offerLive(c.offer, c.now)
  );
}

/** Where "closed or used" is remembered: per user and offer, on this device. */
export function popupDismissKey(userId: number, offerId: number): string {
  return `shop.offerPopupClosed.${userId}.${offerId}`;
}

/** Where the time of the user's last purchase seen on this device is kept (the result page writes it). */
export function lastPurchaseKey(userId: number): string {
  return `shop.lastPurchaseAt.${userId}`;
}
