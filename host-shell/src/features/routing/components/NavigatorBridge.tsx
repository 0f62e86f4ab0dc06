import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  appStore,
  isLoggedInAtom,
  onLoginRequested,
  openLoginPopup,
  pathFor,
  registerNavigator,
  splitLanguagePrefix,
} from 'shared-sdk';
import { isLoginLanding } from '../../../routes/components';
import { storedSessionAtom } from '../../session/state/sessionAtoms';
import { matchAppRoute } from '../state/matchRoute';
import { markBoot, navState } from '../state/navState';
import { playWaysAtom } from '../state/playWays';
import { resolveRoute } from '../state/resolve';

/**
 * Connects the SDK's name-based navigation to react-router (ARCHITECTURE.md: remotes navigate
 * by route name through the SDK) and keeps the navigation facts the route rules need.
 */
export function NavigatorBridge() {
  const location = useLocation();
  const navigate = useNavigate();
  const locRef = useRef(location);
  markBoot(location.key);

  useLayoutEffect(() => {
    locRef.current = location;
    navState.committedRoute = matchAppRoute(location.pathname)?.def.name ?? null;
    navState.closingByUser = false;
    if (!navState.rootPending) navState.leavingToRoot = false;
  }, [location]);

  useEffect(() => {
    const unregister = registerNavigator({
      go(path, { replace }) {
        const url = new URL(path, window.location.origin);
        const loggedIn = appStore.get(isLoggedInAtom) || appStore.get(storedSessionAtom);
        const decision = resolveRoute({
          pathname: url.pathname,
          search: url.search,
          loggedIn,
          playWays: appStore.get(playWaysAtom),
          firstPage: false,
          previousRoute: navState.committedRoute,
          loginQuery: locRef.current.search,
        });
        // Login-only while logged out: the popup instead of navigating (spec 1 §2.1).
        if (decision.kind === 'login') openLoginPopup('navigate');
        else navigate(decision.kind === 'redirect' ? decision.to : path, { replace });
      },
      current: () => ({ pathname: locRef.current.pathname, search: locRef.current.search }),
      back: () => navigate(-1),
    });
    // "Route LoginPage is pushed (keeping the current query) when the login popup is requested".
    const unlisten = onLoginRequested(() => {
      const { pathname, search } = locRef.current;
      if (isLoginLanding(matchAppRoute(pathname)?.def.name)) return;
      const { prefix } = splitLanguagePrefix(pathname);
      navigate(`${pathFor('LoginPage', {}, { prefix })}${search}`);
    });
    if (navState.rootPending) {
      navState.rootPending = false;
      const { prefix } = splitLanguagePrefix(locRef.current.pathname);
      navigate(pathFor('LivCam', {}, { prefix }), { replace: true });
    }
    return () => {
      unregister();
      unlisten();
    };
  }, [navigate]);

  return null;
}
