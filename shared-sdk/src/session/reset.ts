import { appStore, loginPopupAtom, userAtom } from './atoms';
import { resetBottomPrompt } from './bottomPrompt';
import { resetUnreadSummary } from './unread';

/**
 * Clears the in-memory session (spec 1 §4.3 "set logged-out"; spec 1 §8 session codes):
 * user, unread chats, login popup, the bottom prompt's holder. Cookies are cleared separately by the storage module.
 */
export function resetSessionAtoms(): void {
  appStore.set(userAtom, null);
  resetUnreadSummary();
  appStore.set(loginPopupAtom, { open: false, source: null });
  resetBottomPrompt();
}
