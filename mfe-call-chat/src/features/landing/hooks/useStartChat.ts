import { useAtomValue } from 'jotai';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { isLoggedInAtom, navigate, pathFor, requireLogin, splitLanguagePrefix } from 'shared-sdk';

/**
 * The landing's call to action. A guest's is a real link to LoginPage (the landing with the
 * login popup), so it works in the pre-rendered HTML before any script runs; once the app runs,
 * a click opens the popup in place (source 'login_btn'). A signed-in user goes to matching.
 */
export function useStartChat(): {
  loggedIn: boolean;
  loginHref: string;
  onGuestClick(e: MouseEvent<HTMLAnchorElement>): void;
  start(): void;
} {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { prefix } = splitLanguagePrefix(useLocation().pathname);
  const onGuestClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    requireLogin('login_btn').then(
      () => navigate('MatchPage'),
      () => {
        // Not signed in: requireLogin has opened the login popup; nothing else to do here.
      },
    );
  };
  const start = () => navigate('MatchPage');
  return { loggedIn, loginHref: pathFor('LoginPage', {}, { prefix }), onGuestClick, start };
}
