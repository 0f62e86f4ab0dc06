import { getAuthConfig, type AuthConfig, type ProviderId } from 'shared-sdk';
import { THIRD_PARTY_LOGIN_TYPE } from 'shared-sdk/constants';

/**
 * Third-party sign-in (spec 1 §2.2, §7 "Third-party login"; docs/CONTRACTS.md): three providers
 * behind one interface. Locally each is the backend's stand-in (a real OAuth-style redirect in a
 * popup window); with `mode: 'real'` the provider's own script would load — only then, never in
 * the local run (no remote scripts here). The host passes `auth` from app-config.json to the
 * SDK's `configureAuth`; this reads it with `getAuthConfig`.
 */
export interface ThirdPartyProvider {
  id: ProviderId;
  loginType: number;
  signIn(): Promise<{ accessToken: string }>;
}

export class ThirdPartyError extends Error {
  constructor(readonly reason: 'closed' | 'timeout' | 'blocked' | 'refused' | 'unavailable') {
    super(`third-party sign-in: ${reason}`);
    this.name = 'ThirdPartyError';
  }
}

/**
 * In-app browsers of social apps (spec 1 §8: their webviews block the social-network sign-in and
 * break OAuth popups). Markers the apps put in their user agents: Facebook (FBAN/FBAV/FB_IAB),
 * Instagram, Messenger (FBAN/Messenger…), Line, WeChat (MicroMessenger), TikTok (musical_ly,
 * trill, BytedanceWebview), Snapchat, Twitter/X, Pinterest, KakaoTalk, LinkedIn.
 */
const IN_APP =
  /FBAN|FBAV|FB_IAB|Instagram|Messenger|\bLine\/|MicroMessenger|musical_ly|trill_|TikTok|Bytedance|Snapchat|Twitter|Pinterest|KAKAOTALK|LinkedInApp/i;
export const isInAppBrowser = (ua: string): boolean => IN_APP.test(ua);

const randomState = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/**
 * How long a closed sign-in window may still deliver its result. The return page posts its
 * message and closes itself at once; the opener can see `closed` before the message task runs
 * (seen in e2e: the popup went back to the choice step after a successful stand-in sign-in).
 * Project choice.
 */
export const THIRD_PARTY_CLOSE_GRACE_MS = 1_000;

/** The stand-in: a popup to authorizeUrl that returns through /oauth-callback.html. */
function standIn(
  id: ProviderId,
  authorizeUrl: string,
  win: Window = window,
  timeoutMs = 300_000,
): ThirdPartyProvider {
  return {
    id,
    loginType: THIRD_PARTY_LOGIN_TYPE[id],
    signIn: () =>
      new Promise((resolve, reject) => {
        const state = randomState();
        const url = new URL(authorizeUrl);
        url.searchParams.set('client_id', 'livcam-web');
        url.searchParams.set('redirect_uri', `${win.location.origin}/oauth-callback.html`);
        url.searchParams.set('state', state);
        const popup = win.open(url.toString(), `livcam-${id}`, 'popup,width=480,height=640');
        if (!popup) return reject(new ThirdPartyError('blocked'));
        let graceTimer: ReturnType<typeof setTimeout> | undefined;
        const done = (fn: () => void) => {
          win.removeEventListener('message', onMessage);
          clearInterval(closedTimer);
          clearTimeout(timer);
          clearTimeout(graceTimer);
          fn();
        };
        const onMessage = (ev: MessageEvent) => {
          const d = ev.data as {
            type?: string;
            state?: string;
            accessToken?: string;
            error?: string;
          };
          if (ev.origin !== win.location.origin || d?.type !== 'livcam-oauth' || d.state !== state)
            return;
          done(() =>
            d.accessToken
              ? resolve({ accessToken: d.accessToken })
              : reject(new ThirdPartyError('refused')),
          );
        };
        win.addEventListener('message', onMessage);
        const closedTimer = setInterval(() => {
          if (!popup.closed || graceTimer) return;
          graceTimer = setTimeout(
            () => done(() => reject(new ThirdPartyError('closed'))),
            THIRD_PARTY_CLOSE_GRACE_MS,
          );
        }, 500);
        const timer = setTimeout(
          () => done(() => reject(new ThirdPartyError('timeout'))),
          timeoutMs,
        );
      }),
  };
}

/** The provider for an id, from the configuration; null when it is not configured. */
export function thirdPartyProvider(
  id: ProviderId,
  config: AuthConfig = getAuthConfig(),
): ThirdPartyProvider | null {
  const c = config.providers?.[id];
  if (!c) return null;
  if (c.mode === 'standin') return standIn(id, c.authorizeUrl);
  // The vendor's own client (realProviders.ts), loaded on first use only in this mode.
  return {
    id,
    loginType: THIRD_PARTY_LOGIN_TYPE[id],
    signIn: () =>
      import('./realProviders')
        .then(
          (m) => m.realSignIn(id, c.clientId).then((accessToken) => ({ accessToken })),
          () => Promise.reject(new ThirdPartyError('unavailable')),
        )
        .catch((e: unknown) => {
          throw e instanceof ThirdPartyError ? e : new ThirdPartyError('unavailable');
        }),
  };
}
