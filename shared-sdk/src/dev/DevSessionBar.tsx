import type { ComponentType } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { closeLoginPopup, loginPopupAtom, userAtom, type SessionUser } from '../index';
import type { LoginPopupProps } from './StandaloneApp';
import dev from './StandaloneApp.module.css';

/** A stand-in for sign-in on the dev page only: the host owns the real session. */
const DEMO_USER: SessionUser = {
  id: 10001,
  userName: 'Demo user',
  headImg: '',
  goldNum: 120,
  gender: 1,
  countryId: 1,
  payStatus: 0,
};

/** Session switch and login-popup requests, so logged-in and logged-out states can be tried. */
export function DevSessionBar({
  loginPopup: Popup,
}: {
  loginPopup?: ComponentType<LoginPopupProps>;
}) {
  const [user, setUser] = useAtom(userAtom);
  const popup = useAtomValue(loginPopupAtom);
  return (
    <div className={dev.session}>
      {user ? (
        <button type="button" onClick={() => setUser(null)}>
          Sign out ({user.userName})
        </button>
      ) : (
        <button type="button" onClick={() => setUser(DEMO_USER)}>
          Sign in as a demo user
        </button>
      )}
      {popup.open && !Popup && (
        <span className={dev.note}>
          Login popup requested (source: {popup.source}); the host shows mfe_auth&apos;s popup here.{' '}
          <button type="button" onClick={closeLoginPopup}>
            Dismiss
          </button>
        </span>
      )}
      {popup.open && Popup && <Popup source={popup.source ?? ''} onClose={closeLoginPopup} />}
    </div>
  );
}
