import { atom } from 'jotai';
import { VISIBLE_WITH_POPUP_PATH_PARTS } from '../constants';
import { appStore } from '../session/atoms';

/**
 * spec 1 §2.1: "While popups are open the document is treated as hidden, except on addresses
 * containing videos, profile or IMMessageSession". Features that pause work on a hidden page
 * (polling, autoplay, analytics timers) ask `isDocumentTreatedHidden()` instead of reading
 * `document.hidden` directly. Our IMMessageSession path is /message/session/:id, so the route
 * name is checked as well as the address.
 */
export function isHiddenByPopups(
  popupsOpen: number,
  address: string,
  routeName?: string | null,
): boolean {
  if (popupsOpen <= 0) return false;
  if (routeName === 'IMMessageSession') return false;
  return !VISIBLE_WITH_POPUP_PATH_PARTS.some((part) => address.includes(part));
}

/** How many popups (dialogs, the login popup) are open now. */
export const openPopupsAtom = atom(0);

/** Marks one popup open; call the returned function when it closes. */
export function registerOpenPopup(): () => void {
  appStore.set(openPopupsAtom, (n) => n + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    appStore.set(openPopupsAtom, (n) => Math.max(0, n - 1));
  };
}

/** Browser-hidden, or hidden by the popup rule above for the current address. */
export function isDocumentTreatedHidden(routeName?: string | null): boolean {
  if (typeof document === 'undefined') return false;
  if (document.hidden) return true;
  const address = `${location.pathname}${location.search}${location.hash}`;
  return isHiddenByPopups(appStore.get(openPopupsAtom), address, routeName);
}
