import { appStore, userAtom } from 'shared-sdk';
import { watchRealtime } from '../../realtime/state/watchRealtime';
import { watchSessionUpkeep } from './upkeep';

let installed = false;

/**
 * The background work tied to the session, started once at boot (issue 3): the upkeep of
 * spec 1 §4.3, the host's messaging connection and (issue 10) the user's message store, which
 * feeds the unread summary. All follow userAtom.
 */
export function startSessionWatchers(): void {
  if (installed) return;
  installed = true;
  watchSessionUpkeep();
  watchRealtime();
  watchMessageStoreWhenSignedIn();
}

/**
 * The message store's watcher lives in the SDK's chat entry (`shared-sdk/chat`, issue 9), a shared
 * module of its own: it is fetched at the first signed-in user, never for a visitor's landing.
 * From then on the watcher follows userAtom itself (logout closes the store, a new login opens).
 */
function watchMessageStoreWhenSignedIn(): void {
  let off: (() => void) | null = null;
  const check = () => {
    if (!off || !appStore.get(userAtom)) return;
    off();
    off = null;
    import('shared-sdk/chat')
      .then((chat) => chat.watchMessageStore())
      .catch((e: unknown) => console.warn('[chat] message store code failed to load', e));
  };
  off = appStore.sub(userAtom, check);
  check();
}
