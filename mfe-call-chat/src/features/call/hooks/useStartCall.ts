import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { callPhaseAtom, requestCall, type CallPeer } from 'shared-sdk';

/**
 * Start a call from any page of this remote (the chat's call button, host cards, profiles):
 * `const { call, busy } = useStartCall(); call({ id, userName }, CALL_LOCATION.chat)`.
 * It goes through the SDK's `requestCall`, like every other part's calls: a visitor gets the
 * login popup (source 'call') and the call starts after sign-in. No call code loads here (the
 * landing stays light): the call layer, mounted after login, takes the call. Errors (another call
 * in progress) are shown by the call layer, so the promise is not needed.
 */
export function useStartCall(): {
  call(target: CallPeer, callLocation: number, matchId?: string): void;
  /** A call is being prepared, rings or is connected: a second one cannot start. */
  busy: boolean;
} {
  const { status } = useAtomValue(callPhaseAtom);
  const call = useCallback((target: CallPeer, callLocation: number, matchId?: string) => {
    requestCall({ target, callLocation, ...(matchId && { matchId }) }).catch(() => {
      // 'not login' (the popup is open), or a call already in progress: nothing to add here.
    });
  }, []);
  return { call, busy: status !== 'idle' && status !== 'ended' };
}
