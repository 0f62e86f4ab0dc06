import { appStore, readSession, userApi, userAtom } from 'shared-sdk';
import { autoLoginFromUrl, hasAutoLoginParams } from './autoLogin';
import { storedSessionAtom } from './sessionAtoms';
import { startSessionWatchers } from './watchers';

/**
 * On start-up, a stored session (both cookies, spec 1 §3) is confirmed with getUserInfo and
 * the user goes into userAtom ("Login state becomes true when user info is set", §4.3). A
 * session code in the answer reaches useSessionEvents through the SDK client. Called by
 * bootstrap before the first render: the route guards see the stored-session flag at once.
 * An auto-login link (userId + cert in the URL) is exchanged first (autoLogin.ts).
 * Also starts the session watchers (upkeep + realtime, issue 3), which follow userAtom.
 */
export async function bootSession(): Promise<void> {
  startSessionWatchers();
  // Without an auto-login link nothing is awaited: the guards see the stored session at once.
  if (hasAutoLoginParams()) await autoLoginFromUrl();
  if (!readSession()) {
    appStore.set(storedSessionAtom, false);
    return;
  }
  appStore.set(storedSessionAtom, true);
  await userApi.getUserInfo().then(
    (res) => {
      if (res.ok && res.data && readSession()) appStore.set(userAtom, res.data);
    },
    () => undefined,
  );
}
