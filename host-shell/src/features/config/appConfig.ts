import type { AuthConfig } from 'shared-sdk';
/**
 * Deploy-time runtime config (docs/CONTRACTS.md "Runtime config"): the host compiles in no
 * remote URL. index.html names the JSON in <meta name="app-config">; a deployer may rewrite it.
 */
export interface AppConfig {
  apiBase: string;
  appId: string;
  /** Federation name → mf-manifest.json URL. */
  remotes: Record<string, string>;
  /** A manifest request that has not answered by then fails (default 10 s). */
  manifestTimeoutMs?: number;
  /** Optional app version for the API's common parameters (default: host package version). */
  version?: string;
  /** Third-party sign-in providers (docs/CONTRACTS.md "Third-party sign-in"). */
  auth?: AuthConfig;
  /**
   * The external support help centre (spec 3 §2 "Settings popup"), http(s) only. Without it the
   * settings popup shows no help-centre item (nothing is promised that does not exist).
   */
  helpCentreUrl?: string;
}

export const DEFAULT_APP_CONFIG_URL = '/app-config.json';
export const DEFAULT_MANIFEST_TIMEOUT_MS = 10_000;

export function appConfigUrl(doc: Document = document): string {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="app-config"]');
  return meta?.content?.trim() || DEFAULT_APP_CONFIG_URL;
}

/** Checks the shape; throws a readable error for a broken deploy. */
export function parseAppConfig(raw: unknown): AppConfig {
  if (!raw || typeof raw !== 'object') throw new Error('app-config: not an object');
  const o = raw as Record<string, unknown>;
  if (typeof o.apiBase !== 'string') throw new Error('app-config: apiBase must be a string');
  if (typeof o.appId !== 'string') throw new Error('app-config: appId must be a string');
  const remotes: Record<string, string> = {};
  if (o.remotes && typeof o.remotes === 'object') {
    for (const [name, url] of Object.entries(o.remotes as Record<string, unknown>)) {
      if (typeof url === 'string' && url) remotes[name] = url;
    }
  }
  const timeout =
    typeof o.manifestTimeoutMs === 'number' && o.manifestTimeoutMs > 0
      ? o.manifestTimeoutMs
      : undefined;
  return {
    apiBase: o.apiBase,
    appId: o.appId,
    remotes,
    ...(timeout ? { manifestTimeoutMs: timeout } : {}),
    ...(typeof o.version === 'string' ? { version: o.version } : {}),
    ...(o.auth && typeof o.auth === 'object' ? { auth: parseAuth(o.auth as Record<string, unknown>) } : {}),
    ...(typeof o.helpCentreUrl === 'string' && /^https?:\/\//i.test(o.helpCentreUrl)
      ? { helpCentreUrl: o.helpCentreUrl }
      : {}),
  };
}

/** `auth`: each provider either a stand-in with an authorizeUrl or a real one with a client id. */
function parseAuth(a: Record<string, unknown>): AuthConfig {
  const providers: NonNullable<AuthConfig['providers']> = {};
  const raw = (a.providers ?? {}) as Record<string, Record<string, unknown> | undefined>;
  for (const id of ['google', 'facebook', 'apple'] as const) {
    const p = raw[id];
    if (p?.mode === 'standin' && typeof p.authorizeUrl === 'string')
      providers[id] = { mode: 'standin', authorizeUrl: p.authorizeUrl };
    else if (p?.mode === 'real' && typeof p.clientId === 'string')
      providers[id] = { mode: 'real', clientId: p.clientId };
  }
  return {
    providers,
    ...(typeof a.facebookAppId === 'string' && a.facebookAppId ? { facebookAppId: a.facebookAppId } : {}),
  };
}

export async function loadAppConfig(url = appConfigUrl()): Promise<AppConfig> {
  const res = await fetch(url, {
    cache: 'no-store',
    signal: AbortSignal.timeout(DEFAULT_MANIFEST_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`app-config: HTTP ${res.status} from ${url}`);
  return parseAppConfig(await res.json());
}
