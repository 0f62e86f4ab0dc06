import { useSyncExternalStore } from 'react';

const QUERY = '(display-mode: standalone)';

function standaloneNow(): boolean {
  if (typeof window === 'undefined') return false;
  // iOS Safari's home-screen apps report navigator.standalone instead.
  const ios = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios || (typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches);
}

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const mq = window.matchMedia(QUERY);
  mq.addEventListener?.('change', onChange);
  return () => mq.removeEventListener?.('change', onChange);
}

/** Whether the app runs as an installed web app (display-mode standalone). */
export function useStandalone(): boolean {
  return useSyncExternalStore(subscribe, standaloneNow, () => false);
}
