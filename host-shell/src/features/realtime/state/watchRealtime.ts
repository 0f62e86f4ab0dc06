import { appStore, userAtom } from 'shared-sdk';
import { createRealtimeSession, type RealtimeSession } from './realtimeSession';

/** The app's one controller (tests make their own with createRealtimeSession). */
export const realtimeSession: RealtimeSession = createRealtimeSession();

type Store = Pick<typeof appStore, 'get' | 'sub'>;

/**
 * Wires the controller to the session: connect when user info is set (spec 1 §4.3 "Login state
 * becomes true when user info is set"), disconnect when it is cleared (logout, session codes of
 * spec 1 §8), and retry at once on the browser's `online` event. Returns the unwatch function.
 */
export function watchRealtime(
  store: Store = appStore,
  session: RealtimeSession = realtimeSession,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = typeof window !==
  'undefined'
    ? window
    : null,
): () => void {
  const sync = () => {
    const user = store.get(userAtom);
    if (user) session.connect(user.id);
    else session.disconnect();
  };
  const offUser = store.sub(userAtom, sync);
  sync();
  const onOnline = () => session.retryNow();
  target?.addEventListener('online', onOnline);
  return () => {
    offUser();
    target?.removeEventListener('online', onOnline);
    session.disconnect();
  };
}
