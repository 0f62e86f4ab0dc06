import { appStore, cleanupCookies, navigate, resetSessionAtoms, userApi } from 'shared-sdk';
import { LOGOUT_REDIRECT_MS } from 'shared-sdk/constants';
import { storedSessionAtom } from './sessionAtoms';

/** Clears the stored session: cookies (the kept ones stay, spec 1 §3) and every session atom. */
export function clearStoredSession(): void {
  cleanupCookies();
  resetSessionAtoms();
  appStore.set(storedSessionAtom, false);
}

/**
 * spec 1 §4.3 / spec 3 §4 "Logout": call logout, clear stored session data, set logged out,
 * redirect to the root after 0.5 s (LOGOUT_REDIRECT_MS). The call's own failure does not keep
 * the user signed in.
 */
export async function logout(): Promise<void> {
  try {
    await userApi.logout();
  } catch {
    // most calls swallow errors (spec 1 §7); logout must finish regardless
  }
  clearStoredSession();
  setTimeout(() => navigate('LivCam', {}, { replace: true }), LOGOUT_REDIRECT_MS);
}
