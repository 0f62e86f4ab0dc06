/**
 * The signed-in user's message store, one per tab, shared by every remote through the SDK
 * singleton (like the messaging connection in session/realtime.ts). The store's code and `idb`
 * load with a dynamic import() when a user is signed in, so the landing page of a visitor never
 * downloads or opens it (issue 10 "opened lazily, never on the landing").
 */
import {
  getSiteLanguage,
  appStore,
  userAtom,
  getMessaging,
  getMessagingSnapshot,
  onMessagingChange,
  subscribeMessagingState,
  applyUnreadSummary,
  resetUnreadSummary,
  getLoginCount,
} from 'shared-sdk';
import type { Connectivity } from './outbox/outbox';
import type { ImServer } from './server';
import type { MessageStore, MessageStoreOptions } from './store/messageStore';

let current: MessageStore | null = null;
let currentUser: number | null = null;
let gen = 0;
const listeners = new Set<() => void>();
let offMessaging: (() => void) | null = null;

function swap(next: MessageStore | null): void {
  current = next;
  for (const fn of [...listeners]) fn();
}

/** The signed-in user's store, or null (logged out, or still loading its code). */
export function getMessageStore(): MessageStore | null {
  return current;
}

/** Called when the store is created or dropped (login, logout). */
export function onMessageStoreChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}

/**
 * Connected = the realtime messaging layer is online and the browser says it is online: the
 * outbox holds messages until then (issue 10 "messages typed while the connection is down wait").
 */
export function messagingConnectivity(): Connectivity {
  return {
    isOnline: () =>
      getMessagingSnapshot().state === 'online' &&
      (typeof navigator === 'undefined' || navigator.onLine !== false),
    subscribe(fn) {
      const off = subscribeMessagingState(fn);
      const w = typeof window !== 'undefined' ? window : null;
      w?.addEventListener('online', fn);
      w?.addEventListener('offline', fn);
      return () => {
        off();
        w?.removeEventListener('online', fn);
        w?.removeEventListener('offline', fn);
      };
    },
  };
}

export interface StartMessageStoreOptions extends Partial<
  Omit<MessageStoreOptions, 'userId' | 'server'>
> {
  /** The IM calls (default: the SDK's IM API module). */
  server?: ImServer;
}

/**
 * Creates (or returns) the store of `userId`, wired to the messaging layer, the unread summary
 * writer and the site language, and opens its database. A store of another user is closed first.
 */
export async function startMessageStore(
  userId: number,
  opts: StartMessageStoreOptions = {},
): Promise<MessageStore> {
  if (current && currentUser === userId) return current;
  stopMessageStore();
  const my = ++gen;
  currentUser = userId;
  const [{ MessageStore: Store }, server] = await Promise.all([
    import(/* webpackChunkName: "message-store" */ './store/messageStore'),
    opts.server ?? import('./serverApi').then((m) => m.createImServer()),
  ]);
  if (my !== gen) throw new Error('message store superseded');
  const store = new Store({
    connectivity: messagingConnectivity(),
    onUnreadSummary: applyUnreadSummary,
    targetLanguage: getSiteLanguage,
    ...opts,
    userId,
    server,
  });
  store.attachMessaging(getMessaging());
  offMessaging = onMessagingChange(() => store.attachMessaging(getMessaging()));
  swap(store);
  await store.open().catch(() => undefined); // the failure is in store.getDbState() for the UI
  return store;
}

/** Closes the store (logout); the database stays on the device for the next sign-in. */
export function stopMessageStore(): void {
  gen++;
  currentUser = null;
  offMessaging?.();
  offMessaging = null;
  if (!current) return;
  const s = current;
  swap(null);
  s.close();
  resetUnreadSummary();
}

type Store = Pick<typeof appStore, 'get' | 'sub'>;

/**
 * spec 2 §4 "Welcome messages ... when user id and name are known": every signed-in session
 * asks; the store claims it once per user in the user's database (so a reload, a second tab or
 * the next sign-in on this device sends nothing). The login count is this device's (storage/local,
 * counted by each sign-in).
 */
async function welcome(s: MessageStore, store: Store): Promise<void> {
  const user = store.get(userAtom);
  if (!user || user.id !== s.userId || s.getDbState().state !== 'ready') return;
  await s.ensureWelcome(user, getLoginCount(user.id));
}

/**
 * The host's wiring (one line at start-up): a store for the signed-in user, none otherwise.
 * It starts after the page has painted (idle), so it never competes with the first render.
 */
export function watchMessageStore(
  store: Store = appStore,
  opts: StartMessageStoreOptions = {},
): () => void {
  let idle: ReturnType<typeof setTimeout> | null = null;
  const sync = () => {
    if (idle) clearTimeout(idle);
    idle = null;
    const user = store.get(userAtom);
    if (!user) return stopMessageStore();
    if (currentUser === user.id) return;
    idle = setTimeout(
      () =>
        void startMessageStore(user.id, opts)
          .then((s) => welcome(s, store))
          .catch(() => undefined),
      0,
    );
  };
  const off = store.sub(userAtom, sync);
  sync();
  return () => {
    off();
    if (idle) clearTimeout(idle);
    stopMessageStore();
  };
}
