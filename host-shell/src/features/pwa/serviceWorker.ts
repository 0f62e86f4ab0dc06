/**
 * The app's one service worker (public/pwa/sw.js, served at /sw.js; README "Web app"). It and
 * the install and push prompts come in a chunk of their own once the page has loaded and the
 * browser is idle (`AfterLoad`): the landing's first load gains no request before the app takes
 * over, and no more than the gate's few bytes.
 */
export const SW_URL = '/sw.js';
/** What sw.js posts to a window on a notification tap: open `url` (an app path) in place. */
export const OPEN_URL_MESSAGE = 'livcam:open-url';

/** Registers the service worker (at the site root: its scope is the whole app). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SW_URL, { scope: '/' }).catch(() => {
    // No service worker (private mode, an old browser): the app works without it.
  });
}

/** The app path a service worker message asks to open, or null when it is not one. */
export function openUrlOf(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const { type, url } = data as { type?: unknown; url?: unknown };
  if (type !== OPEN_URL_MESSAGE || typeof url !== 'string') return null;
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}
