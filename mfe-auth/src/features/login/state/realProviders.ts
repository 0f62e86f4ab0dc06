/**
 * The real providers' client code (spec 1 §2.2 third-party accounts), used only when
 * app-config.json sets `{ mode: 'real', clientId }` for a provider: each loads its vendor script
 * on first use — never in the local run, which uses the backend's stand-in — and yields the
 * token the backend's `login/token` exchanges. Vendor APIs: Google Identity Services token
 * client, Facebook JS SDK `FB.login`, Sign in with Apple JS `AppleID.auth.signIn` (popup).
 */
import type { ProviderId } from 'shared-sdk';

type Get = (w: Window) => unknown;
const SCRIPTS: Record<ProviderId, { src: string; ready: Get }> = {
  google: { src: 'https://accounts.google.com/gsi/client', ready: (w) => (w as unknown as { google?: { accounts?: unknown } }).google?.accounts },
  facebook: { src: 'https://connect.facebook.net/en_US/sdk.js', ready: (w) => (w as unknown as { FB?: unknown }).FB },
  apple: {
    src: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
    ready: (w) => (w as unknown as { AppleID?: unknown }).AppleID,
  },
};

const loading = new Map<ProviderId, Promise<void>>();

/** Adds the vendor script once; rejects when it cannot load (offline, blocked). */
export function loadVendorScript(id: ProviderId, doc: Document = document): Promise<void> {
  const known = loading.get(id);
  if (known) return known;
  const p = new Promise<void>((resolve, reject) => {
    const el = doc.createElement('script');
    el.src = SCRIPTS[id].src;
    el.async = true;
    el.onload = () => resolve();
    el.onerror = () => {
      loading.delete(id);
      reject(new Error(`${id} sign-in script did not load`));
    };
    doc.head.appendChild(el);
  });
  loading.set(id, p);
  return p;
}

interface GoogleApi {
  accounts: { oauth2: { initTokenClient(o: { client_id: string; scope: string; callback(r: { access_token?: string; error?: string }): void }): { requestAccessToken(): void } } };
}
interface FacebookApi {
  init(o: { appId: string; version: string; cookie?: boolean }): void;
  login(cb: (r: { authResponse?: { accessToken?: string } | null }) => void, o: { scope: string }): void;
}
interface AppleApi {
  auth: { init(o: Record<string, unknown>): void; signIn(): Promise<{ authorization?: { id_token?: string } }> };
}

/** Signs in with the vendor's own client; resolves with the token for `login/token`. */
export async function realSignIn(id: ProviderId, clientId: string, w: Window = window): Promise<string> {
  await loadVendorScript(id, w.document);
  if (id === 'google') {
    const g = (w as unknown as { google: GoogleApi }).google;
    return new Promise((resolve, reject) =>
      g.accounts.oauth2
        .initTokenClient({
          client_id: clientId,
          scope: 'openid email profile',
          callback: (r) => (r.access_token ? resolve(r.access_token) : reject(new Error(r.error ?? 'refused'))),
        })
        .requestAccessToken(),
    );
  }
  if (id === 'facebook') {
    const fb = (w as unknown as { FB: FacebookApi }).FB;
    fb.init({ appId: clientId, version: 'v19.0', cookie: false });
    return new Promise((resolve, reject) =>
      fb.login((r) => (r.authResponse?.accessToken ? resolve(r.authResponse.accessToken) : reject(new Error('refused'))), { scope: 'public_profile,email' }),
    );
  }
  const apple = (w as unknown as { AppleID: AppleApi }).AppleID;
  apple.auth.init({ clientId, scope: 'name email', redirectURI: `${w.location.origin}/oauth-callback.html`, usePopup: true });
  const r = await apple.auth.signIn();
  const token = r.authorization?.id_token;
  if (!token) throw new Error('refused');
  return token;
}
