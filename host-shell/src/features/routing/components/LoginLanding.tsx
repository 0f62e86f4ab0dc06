import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { appStore, loginPopupAtom, splitLanguagePrefix } from 'shared-sdk';
import { LIVCAM_LANDING_ID, LIVCAM_SLOTS } from '../../../routes/components';
import { RemoteSlot, slotProps } from '../../remotes';
import { useEffectiveLogin } from '../hooks/useEffectiveLogin';
import { isFirstPage, navState } from '../state/navState';
import { rootPath } from '../state/matchRoute';

/** location.state a guard passes to LoginPage: the popup's source tag. */
export interface LoginLocationState {
  loginSource?: string;
}

/**
 * LoginPage / FbLanding / FbPhone / FbGuide (spec 1 §2.1): the LivCam landing with the login
 * popup. Opened by a push or a redirect, the popup opens with the route's source; reached by
 * back/forward with no popup showing, or once the popup closed by itself (signed in), LivCam
 * opens. The popup's own close (onClose) goes back in history, handled by LoginPopupSlot.
 */
export function LoginLanding({ source, routeName }: { source: string; routeName: string }) {
  const popup = useAtomValue(loginPopupAtom);
  const loggedIn = useEffectiveLogin();
  const location = useLocation();
  const navType = useNavigationType();
  const navigate = useNavigate();
  const wasOpen = useRef(false);

  useEffect(() => {
    const root = rootPath(splitLanguagePrefix(location.pathname).prefix);
    if (popup.open) {
      wasOpen.current = true;
      return;
    }
    if (navState.closingByUser) return;
    const reachedByHistory = navType === 'POP' && !isFirstPage(location.key);
    if (wasOpen.current || reachedByHistory || (loggedIn && routeName === 'LoginPage')) {
      // "LoginPage opens LivCam when no login popup is showing".
      navigate(root, { replace: true });
      return;
    }
    if (loggedIn) return; // Fb* landings for a signed-in user: just the landing
    const state = (location.state ?? {}) as LoginLocationState;
    appStore.set(loginPopupAtom, { open: true, source: state.loginSource ?? source });
  }, [popup.open, loggedIn, location, navType, navigate, routeName, source]);

  return <RemoteSlot id={LIVCAM_LANDING_ID} props={slotProps(LIVCAM_SLOTS)} />;
}
