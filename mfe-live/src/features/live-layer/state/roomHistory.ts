/**
 * The room's history entry (spec 3 §2: the room opens with a history entry whose hash is `live`;
 * back navigation leaves the room). `open` pushes `#live` on the page's own path; Back pops it and
 * calls `onBack`; closing the room another way (its ×, the mini player, a kick) takes the entry
 * away again with history.back(), and a navigation asked for then (LivCam after a removal) waits
 * for that pop so the two never race.
 */
export const LIVE_HASH = '#live';

export interface RoomHistory {
  /** The room shows full screen: push the entry (once). */
  open(): void;
  /** The room is gone or minimised: take the entry away, then run `then`. */
  release(then?: () => void): void;
  /** Starts listening for Back; returns the stop. */
  listen(): () => void;
}

export function createRoomHistory(win: Window, onBack: () => void): RoomHistory {
  let pushed = false;
  /** Our own history.back() is on its way; run these when its popstate arrives. */
  let popping: Array<() => void> | null = null;

  // A reload while a room was open leaves `#live` with no room behind it.
  if (win.location.hash === LIVE_HASH)
    win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);

  const onPop = () => {
    if (popping) {
      const run = popping;
      popping = null;
      run.forEach((fn) => fn());
      return;
    }
    if (pushed && win.location.hash !== LIVE_HASH) {
      pushed = false;
      onBack();
    }
  };

  return {
    open() {
      if (pushed) return;
      pushed = true;
      const { pathname, search } = win.location;
      // The router's own state (its key and index) is kept: only the hash is new.
      win.history.pushState(win.history.state, '', `${pathname}${search}${LIVE_HASH}`);
    },
    release(then) {
      if (popping) {
        if (then) popping.push(then);
        return;
      }
      if (!pushed) return then?.();
      pushed = false;
      if (win.location.hash !== LIVE_HASH) return then?.();
      popping = then ? [then] : [];
      win.history.back();
    },
    listen() {
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}
