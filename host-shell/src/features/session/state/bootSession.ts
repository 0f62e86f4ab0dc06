import { appStore, readSession, userApi, userAtom } from 'shared-sdk';
import { autoLoginFromUrl, hasAutoLoginParams } from './autoLogin';
import { storedSessionAtom } from './sessionAtoms';
import { listenToSessionEvents } from './sessionReactions';
import { startSessionWatchers } from './watchers';

/**
 * Start-up of the session, in two parts so bootstrap can await only what the first render needs.
 *
 * Before the first render (awaited): session-code handling is subscribed, an auto-login link
 * (userId + cert in the URL, autoLogin.ts) is exchanged, and the stored-session flag is set. The
 * route guards read that flag: were the link still pending when the router first ran, a
 * login-only page would open the login popup and keep `cert` in the address (seen in CI).
 * Without a link nothing here waits on the network.
 *
 * After it (not awaited): a stored session (both cookies, spec 1 §3) is confirmed with
 * getUserInfo and the user goes into userAtom ("Login state becomes true when user info is
 * set", §4.3). A session code in the answer reaches sessionReactions through the SDK client.
 * Also starts the session watchers (upkeep + realtime), which follow userAtom.
 */
export async function bootSession(): Promise<void> {
  listenToSessionEvents();
  startSessionWatchers();
  if (hasAutoLoginParams()) await autoLoginFromUrl();
  const stored = readSession() !== null;
  appStore.set(storedSessionAtom, stored);
  if (stored) void confirmStoredSession();
}

function confirmStoredSession(): Promise<void> {
  return userApi.getUserInfo().then(
    (res) => {
      if (res.ok && res.data && readSession()) appStore.set(userAtom, res.data);
    },
    () => undefined,
  );
}
