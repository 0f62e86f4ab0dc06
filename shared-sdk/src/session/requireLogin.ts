import { appStore, isLoggedInAtom, loginPopupAtom } from './atoms';

/** The rejection message of spec 1 §4.3 ("rejects the pending action with 'not login'"). */
export const NOT_LOGIN = 'not login';

type LoginRequestListener = (source: string) => void;
const listeners = new Set<LoginRequestListener>();

/** The host listens to push LoginPage (keeping the query) when the popup is requested. */
export function onLoginRequested(fn: LoginRequestListener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Opens the login popup with a source tag. */
export function openLoginPopup(source: string): void {
  appStore.set(loginPopupAtom, { open: true, source });
  listeners.forEach((fn) => fn(source));
}

export function closeLoginPopup(): void {
  appStore.set(loginPopupAtom, { open: false, source: null });
}

/**
 * Resolves when logged in; otherwise opens the login popup and rejects with 'not login'
 * (spec 1 §4.3). Features call it before any login-only action.
 */
export function requireLogin(source: string): Promise<void> {
  if (appStore.get(isLoggedInAtom)) return Promise.resolve();
  openLoginPopup(source);
  return Promise.reject(new Error(NOT_LOGIN));
}
