import {
  appStore,
  i18n,
  navigate,
  sessionEvents,
  showToast,
  type SessionReaction,
} from 'shared-sdk';
import { CODE_BANNED_DEVICE } from 'shared-sdk/constants';
import { navState } from '../../routing/state/navState';
import { clearStoredSession } from './logout';
import { banAtom } from './sessionAtoms';

function text(r: SessionReaction): string {
  if (!r.messageIsKey) return r.message;
  const t = i18n.isInitialized ? i18n.t(r.message) : r.message;
  return t === r.message ? fallbackText(r) : t;
}

/** Readable English when the i18n pack has no entry (or is not loaded). */
function fallbackText(r: SessionReaction): string {
  switch (r.kind) {
    case 'banned':
      return r.code === CODE_BANNED_DEVICE
        ? 'This device has been banned.'
        : 'Your account has been banned.';
    case 'expired':
      return 'Your login has expired or your account was used on another device. Please log in again.';
    default:
      return 'Failed to get information, log in again.';
  }
}

/**
 * spec 1 §8 session codes, as the SDK client reports them: clear the atoms, toast the message,
 * go to the root (a live page reloads instead), and the ban screen for banned kinds.
 */
export function handleSessionReaction(
  r: SessionReaction,
  reload: () => void = () => location.reload(),
): void {
  // Before the session is cleared: the login-only page on screen must not open the login popup
  // while the way to the root is under way (navState.ts says why).
  if (r.goRoot && !r.reload) navState.leavingToRoot = true;
  if (r.clearSession) clearStoredSession();
  const message = text(r);
  if (r.showBanScreen) appStore.set(banAtom, { code: r.code, message });
  else if (message) showToast(message);
  if (r.reload) reload();
  else if (r.goRoot) {
    try {
      navigate('LivCam', {}, { replace: true });
    } catch {
      // No navigator yet: the answer to the start-up check came before the router mounted its
      // bridge. The bridge goes to the root when it registers (navState.rootPending); the
      // address moves now too, for a router that already listens (popstate).
      navState.rootPending = true;
      window.history.replaceState(window.history.state, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }
  }
}

let listening = false;

/**
 * Subscribed at boot, before the first render and before the start-up check is sent: an answer
 * (10023, a ban) can arrive before React has committed anything, and an emitter does not replay.
 */
export function listenToSessionEvents(): void {
  if (listening) return;
  listening = true;
  sessionEvents.subscribe((r) => handleSessionReaction(r));
}
