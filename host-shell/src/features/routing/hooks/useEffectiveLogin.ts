import { useAtomValue } from 'jotai';
import { isLoggedInAtom } from 'shared-sdk';
import { storedSessionAtom } from '../../session/state/sessionAtoms';

/**
 * Logged in for routing: user info is set, or the session cookies exist and are being
 * confirmed (spec 1 §3: "A sign-in is recognised when both the userId and loginToken cookies
 * exist"), so a reload on /wall does not flash the login popup while getUserInfo runs.
 */
export function useEffectiveLogin(): boolean {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const stored = useAtomValue(storedSessionAtom);
  return loggedIn || stored;
}
