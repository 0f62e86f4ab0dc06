import { VIEWER_HASH } from './constants';

/**
 * The viewer's history entry (spec 3 §2 "Closing goes back one route"). `push` adds `#host` to
 * the current path (the router's state kept: only the hash is new), so the browser's Back and
 * the Close button (which goes back one entry) both close the viewer. `listen` calls `onGone`
 * when a Back takes the entry away.
 */
export function pushViewerEntry(win: Window = window): void {
  if (win.location.hash === VIEWER_HASH) return;
  const { pathname, search } = win.location;
  win.history.pushState(win.history.state, '', `${pathname}${search}${VIEWER_HASH}`);
}

/** Whether the current address is the viewer's entry. */
export const atViewerEntry = (win: Window = window): boolean => win.location.hash === VIEWER_HASH;

/** Calls `onGone` on every history move that leaves the viewer's entry; returns the stop. */
export function listenViewerEntry(onGone: () => void, win: Window = window): () => void {
  const onPop = () => {
    if (!atViewerEntry(win)) onGone();
  };
  win.addEventListener('popstate', onPop);
  return () => win.removeEventListener('popstate', onPop);
}

/**
 * Leaves the viewer's entry by going back one (the Close button); an address without it (a
 * reload dropped it) has nothing to go back to, so `onGone` runs at once.
 */
export function leaveViewerEntry(onGone: () => void, win: Window = window): void {
  if (atViewerEntry(win)) win.history.back();
  else onGone();
}

/** A reload while the viewer was open leaves `#host` with no viewer behind it: drop it. */
export function dropStaleViewerEntry(win: Window = window): void {
  if (atViewerEntry(win))
    win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
}
