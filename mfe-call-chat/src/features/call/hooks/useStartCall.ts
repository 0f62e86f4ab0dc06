import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { isLoggedInAtom, type CallPeer } from 'shared-sdk';

type CallEntry = typeof import('shared-sdk/call');

/**
 * The SDK's call entry (`shared-sdk/call`, issue 9) is a shared module of its own: the landing's
 * Call buttons must not download it for a visitor. It loads at the first tap, or as soon as a user
 * is signed in (to know whether a call is already going on).
 */
let callEntry: CallEntry | null = null;
let loading: Promise<CallEntry> | null = null;
export function loadCallEntry(): Promise<CallEntry> {
  loading ??= import('shared-sdk/call').then(
    (m) => (callEntry = m),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

const noSub = () => () => undefined;

/**
 * Start a call from any page of this remote (the chat's call button, host cards, profiles):
 * `const { call, busy } = useStartCall(); call({ id, userName }, CALL_LOCATION.chat)`.
 * A visitor gets the login popup (source 'call') and the call starts after sign-in; errors
 * (another call in progress) are shown by the call layer, so the promise is not needed.
 */
export function useStartCall(): {
  call(target: CallPeer, callLocation: number, matchId?: string): void;
  /** A call is being prepared, rings or is connected: a second one cannot start. */
  busy: boolean;
} {
  const store = useStore();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [entry, setEntry] = useState(callEntry);
  useEffect(() => {
    if (entry || !loggedIn) return;
    let live = true;
    loadCallEntry().then(
      (m) => live && setEntry(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [entry, loggedIn]);
  const subscribe = useCallback(
    (fn: () => void) => (entry ? store.sub(entry.callPhaseAtom, fn) : noSub()),
    [entry, store],
  );
  const status = useSyncExternalStore(
    subscribe,
    () => (entry ? store.get(entry.callPhaseAtom).status : 'idle'),
    () => 'idle',
  );
  const call = useCallback((target: CallPeer, callLocation: number, matchId?: string) => {
    loadCallEntry()
      .then((m) => m.startCall({ target, callLocation, ...(matchId && { matchId }) }))
      .catch(() => {
        // 'not login' (the popup is open), or a call already in progress: nothing to add here.
      });
  }, []);
  return { call, busy: status !== 'idle' && status !== 'ended' };
}
