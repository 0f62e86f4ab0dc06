import { authApi, isApiError, openLoginPopup, saveSession } from 'shared-sdk';

/**
 * Auto-login (spec 1 §2.2): a URL with `userId` and `cert` (a link from a mail or push) is
 * exchanged for a login token before the stored-session check. The two parameters leave the
 * address bar either way. On failure the home screen opens with the login popup. bootSession
 * then loads the user (getUserInfo) from the saved session like any stored sign-in.
 */
export function hasAutoLoginParams(loc: Location = window.location): boolean {
  const q = new URLSearchParams(loc.search);
  return !!q.get('userId') && !!q.get('cert');
}

export async function autoLoginFromUrl(loc: Location = window.location): Promise<void> {
  const url = new URL(loc.href);
  const userId = url.searchParams.get('userId');
  const cert = url.searchParams.get('cert');
  if (!userId || !cert) return;
  url.searchParams.delete('userId');
  url.searchParams.delete('cert');
  let ok = false;
  try {
    const r = await authApi.autoLogin({ userId, cert });
    // An account whose profile is incomplete (10042) cannot be entered from a link: the popup
    // signs it in and completes the profile.
    if (r.loginToken && !r.complementInfoKey) {
      saveSession({ userId, loginToken: r.loginToken });
      ok = true;
    }
  } catch (e) {
    if (!isApiError(e)) console.warn('[auto-login] failed', e);
  }
  const to = ok ? `${url.pathname}${url.search}${url.hash}` : '/';
  window.history.replaceState(window.history.state, '', to);
  if (!ok) openLoginPopup('auto_login');
}
