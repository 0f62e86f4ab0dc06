import { useAtomValue } from 'jotai';
import { isLoggedInAtom, navigate, requireLogin } from 'shared-sdk';

/**
 * The landing's call to action: a guest is asked to sign in (login popup, source
 * 'login_btn'); a signed-in user goes to random matching.
 */
export function useStartChat(): { loggedIn: boolean; start(): void } {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const start = () => {
    requireLogin('login_btn').then(
      () => navigate('MatchPage'),
      () => {
        // Not signed in: requireLogin has opened the login popup; nothing else to do here.
      },
    );
  };
  return { loggedIn, start };
}
