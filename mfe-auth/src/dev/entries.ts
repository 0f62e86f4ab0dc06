import type { DevEntry } from 'shared-sdk/dev';
import EditProfile from '../expose/EditProfile';
import { LoginRoute } from './LoginRoute';

/** Every exposed module of mfe_auth, on its route. */
export const entries: DevEntry[] = [
  { expose: './LoginPopup', route: 'LoginPage', Component: LoginRoute },
  { expose: './EditProfile', route: 'EditProfile', Component: EditProfile },
];
