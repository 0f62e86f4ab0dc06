/* The app's one service worker (ARCHITECTURE.md "One service worker, owned by the host"),
 * served at /sw.js so its scope is the whole app. Hand-written and small on purpose: it is not
 * bundled, so it may use only what a browser's worker has. README "Service worker".
 *
 * - Remote manifests and entries (mf-manifest.json, remoteEntry.js) and /app-config.json:
 *   network first, so a redeployed remote is never stale; the last good copy is used only when
 *   the network fails (offline).
 * - Page loads (navigations): the network; when it fails, the shipped offline page.
 * - Everything else is left to the browser (hashed chunks are cached by HTTP for a year).
 * - push: shows the notice the server sent ({ title, body, url, tag }: backend webpush/notices.ts).
 * - notificationclick: brings an open app window forward and opens the notice's url in it
 *   (the app navigates in place and answers, so a running call stays up; a window that does not
 *   answer within a second is navigated), or opens a new window.
 */
/* global self, caches */
const VERSION = 'v1';
const OFFLINE_CACHE = `livcam-offline-${VERSION}`;
const ENTRY_CACHE = `livcam-entries-${VERSION}`;
const OFFLINE_URL = '/offline.html';
const OFFLINE_ASSETS = [OFFLINE_URL, '/icon-192.png'];
/** What must never be served stale: a remote's manifest and entry, the deploy-time config. */
const ENTRY_FILE = /\/(remoteEntry\.js|mf-manifest\.json|app-config\.json)$/;
/** The message the app listens for to open a path in place (host src/features/pwa). */
const OPEN_MESSAGE = 'livcam:open-url';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.addAll(OFFLINE_ASSETS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const keep = new Set([OFFLINE_CACHE, ENTRY_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => !keep.has(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

/** Network first; the cached copy only when the network cannot be reached at all. */
async function networkFirst(request) {
  const cache = await caches.open(ENTRY_CACHE);
  try {
    const response = await fetch(request);
    // A remote's entry is a cross-origin <script>: its answer is opaque (status unreadable).
    if (response.ok || response.type === 'opaque') await cache.put(request, response.clone());
    return response;
  } catch (err) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw err;
  }
}

async function pageOrOffline(request) {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_URL);
    return offline || Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(pageOrOffline(request));
    return;
  }
  if (ENTRY_FILE.test(new URL(request.url).pathname)) event.respondWith(networkFirst(request));
});

/** Only a path of this app is opened from a notice (never another site). */
function safePath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof notice.title === 'string' && notice.title ? notice.title : 'LivCam';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof notice.body === 'string' ? notice.body : '',
      tag: typeof notice.tag === 'string' ? notice.tag : undefined,
      icon: '/icon-192.png',
      data: { url: safePath(notice.url) },
    }),
  );
});

/** Keeps the worker alive for `work`; an event dispatched by script (not the browser) cannot be. */
function keepAlive(event, work) {
  try {
    event.waitUntil(work);
  } catch {
    // Untrusted event (isTrusted false): the work still runs.
  }
}

/** Asks an app window to open `url` in place; true once it answers (within a second). */
function askToOpen(win, url) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 1000);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    win.postMessage({ type: OPEN_MESSAGE, url }, [channel.port2]);
  });
}

async function openFromNotice(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(url);
  // Focusing needs the browser's own click; without it the window is still told where to go.
  await open.focus().catch(() => null);
  // In place when the app listens (a running call stays up); a window still starting (its
  // listener comes after load) is navigated instead.
  if (await askToOpen(open, url)) return open;
  return open.navigate(url).catch(() => self.clients.openWindow(url));
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = safePath(event.notification.data && event.notification.data.url);
  keepAlive(
    event,
    openFromNotice(url).catch(() => null),
  );
});
