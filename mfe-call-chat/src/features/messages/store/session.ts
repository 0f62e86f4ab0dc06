/**
 * The signed-in user's message store, one per tab, shared by this remote's pages and its
 * messaging layer (the always-on layer the host mounts after sign-in starts it: MessagingLayer).
 * The store's code and `idb` load with a dynamic import() when a user is signed in, so the
 * landing page of a visitor never downloads or opens it (opened lazily, never on the
 * landing). It talks to the rest of the app through the SDK: the messaging instance, the session
 * user, the site language, and the shell's unread summary (its one writer, applyUnreadSummary).
 */
import '../chatTexts';
import {
  createSnapshotStore,
  getSiteLanguage,
  appStore,
  userAtom,
  getMessaging,
  getMessagingSnapshot,
  onMessagingChange,
  subscribeMessagingState,
  applyUnreadSummary,
  getLoginCount,
} from 'shared-sdk';
import type { Connectivity } from '../outbox/outbox';
import type { ImServer } from './server';
import type { MessageStore, MessageStoreOptions } from './messageStore';

const current = createSnapshotStore<MessageStore | null>(null);
let currentUser: number | null = null;
let gen = 0;
let offMessaging: (() => void) | null = null;

/** The signed-in user's store, or null (logged out, or still loading its code). */
export const getMessageStore = current.getSnapshot;

/** Called when the store is created or dropped (login, logout). */
export const onMessageStoreChange = current.subscribe;

/**
 * Connected = the realtime messaging layer is online and the browser says it is online: the
 * outbox holds messages until then.
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
  const running = current.getSnapshot();
  if (running && currentUser === userId) return running;
  stopMessageStore();
  const my = ++gen;
  currentUser = userId;
  const [{ MessageStore: Store }, server] = await Promise.all([
    import(/* webpackChunkName: "message-store" */ './messageStore'),
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
  current.set(store);
  await store.open().catch(() => undefined); // the failure is in store.getDbState() for the UI
  return store;
}

/** Closes the store (logout); the database stays on the device for the next sign-in. */
export function stopMessageStore(): void {
  gen++;
  currentUser = null;
  offMessaging?.();
  offMessaging = null;
  const s = current.getSnapshot();
  if (!s) return;
  current.set(null);
  s.close(); // its last unread summary is an empty one
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
 * The messaging layer's wiring: a store for the signed-in user, none otherwise.
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
