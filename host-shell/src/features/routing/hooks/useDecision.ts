import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { playWaysAtom } from '../state/playWays';
import { isFirstPage, previousRouteFor } from '../state/navState';
import { resolveRoute, type Decision } from '../state/resolve';
import { useEffectiveLogin } from './useEffectiveLogin';

/** The route rules applied to the current location. */
export function useDecision(): Decision {
  const location = useLocation();
  const loggedIn = useEffectiveLogin();
  const playWays = useAtomValue(playWaysAtom);
  return resolveRoute({
    pathname: location.pathname,
    search: location.search,
    loggedIn,
    playWays,
    firstPage: isFirstPage(location.key),
    previousRoute: previousRouteFor(location.key),
  });
}
