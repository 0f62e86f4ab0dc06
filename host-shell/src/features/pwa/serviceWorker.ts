/**
 * The app's one service worker (public/pwa/sw.js, served at /sw.js; README "Web app"). It is
 * registered once the app is interactive, never on the landing's path: the landing's first load
 * gains no request and no byte before the app takes over.
 */
export const SW_URL = '/sw.js';
/** What sw.js posts to a window on a notification tap: open `url` (an app path) in place. */
export const OPEN_URL_MESSAGE = 'livcam:open-url';

/** Registers the service worker after the page's load event and an idle moment. */
export function registerServiceWorkerWhenIdle(): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  let cancelled = false;
  const register = () => {
    if (cancelled) return;
    navigator.serviceWorker.register(SW_URL, { scope: '/' }).catch(() => {
      // No service worker (private mode, an old browser): the app works without it.
    });
  };
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register)
      : setTimeout(register, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

/** The app path a service worker message asks to open, or null when it is not one. */
export function openUrlOf(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const { type, url } = data as { type?: unknown; url?: unknown };
  if (type !== OPEN_URL_MESSAGE || typeof url !== 'string') return null;
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}
