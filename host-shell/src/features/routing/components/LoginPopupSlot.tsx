import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  closeLoginPopup,
  loginPopupAtom,
  registerOpenPopup,
  splitLanguagePrefix,
} from 'shared-sdk';
import { isLoginLanding, LOGIN_POPUP_ID } from '../../../routes/components';
import { takeOver } from '../../prerender/state/takeover';
import { RemoteSlot } from '../../remotes';
import { matchAppRoute, rootPath } from '../state/matchRoute';
import { canGoBackInApp, navState } from '../state/navState';
import styles from './LoginPopupSlot.module.css';

/**
 * The login popup slot: `mfe_auth/LoginPopup` with `{ source, onClose }` while
 * loginPopupAtom.open (docs/CONTRACTS.md). Closing goes back in history to the page the user
 * came from, or home when the app was opened on the login landing (spec 1 §2.1).
 */
export function LoginPopupSlot() {
  const popup = useAtomValue(loginPopupAtom);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => (popup.open ? registerOpenPopup() : undefined), [popup.open]);
  // A popup over the pre-rendered landing: show the app now (features/prerender).
  useEffect(() => {
    if (popup.open) takeOver();
  }, [popup.open]);

  const onClose = useCallback(() => {
    const onLanding = isLoginLanding(matchAppRoute(location.pathname)?.def.name);
    if (onLanding) {
      if (canGoBackInApp()) {
        navState.closingByUser = true;
        closeLoginPopup();
        navigate(-1);
      } else {
        navState.closingByUser = true;
        closeLoginPopup();
        navigate(rootPath(splitLanguagePrefix(location.pathname).prefix), { replace: true });
      }
      return;
    }
    closeLoginPopup();
  }, [location.pathname, navigate]);

  if (!popup.open) return null;
  return (
    <div className={styles.slot}>
      <RemoteSlot
        id={LOGIN_POPUP_ID}
        variant="overlay"
        props={{ source: popup.source ?? 'login_btn', onClose }}
        onDismiss={onClose}
      />
    </div>
  );
}
