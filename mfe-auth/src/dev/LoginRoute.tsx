import { navigate } from 'shared-sdk';
import LoginPopup from '../expose/LoginPopup';

/** /login on the dev page: the popup as the host shows it on route LoginPage. */
export function LoginRoute() {
  return <LoginPopup source="login_btn" onClose={() => navigate('LivCam')} />;
}
