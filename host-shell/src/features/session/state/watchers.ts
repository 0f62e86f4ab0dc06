import { appStore, userAtom } from 'shared-sdk';

let installed = false;

/**
 * The background work tied to the session, started once at boot: the upkeep of
 * spec 1 §4.3 and the host's messaging connection. Both follow userAtom, and neither has anything
 * to do for a visitor: their code is fetched at the first signed-in user, never for a visitor's
 * landing. The message store is not the host's: mfe_call_chat's messaging layer runs it
 * (layout/components/MessagingLayerSlot.tsx).
 */
export function startSessionWatchers(): void {
  if (installed) return;
  installed = true;
  whenFirstSignedIn('session watchers', () =>
    import(/* webpackChunkName: "session-watchers" */ './signedInWatchers').then((m) =>
      m.startSignedInWatchers(),
    ),
  );
}

/** A failed load (the network dropped) is tried again after this long, while signed in. */
const RELOAD_AFTER_MS = 5_000;

/** Runs `load` once, when a user is first signed in (now, or at a later sign-in). */
function whenFirstSignedIn(what: string, load: () => Promise<unknown>): void {
  let off: (() => void) | null = null;
  const check = () => {
    if (!off || !appStore.get(userAtom)) return;
    off();
    off = null;
    load().catch((e: unknown) => {
      console.warn(`[session] ${what} code failed to load; trying again`, e);
      setTimeout(() => whenFirstSignedIn(what, load), RELOAD_AFTER_MS);
    });
  };
  off = appStore.sub(userAtom, check);
  check();
}
