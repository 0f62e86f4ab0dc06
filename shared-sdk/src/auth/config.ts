/**
 * Third-party sign-in configuration (spec 1 §2.2; docs/CONTRACTS.md "Third-party sign-in"): the
 * host reads `auth` from app-config.json and hands it over with `configureAuth`; mfe-auth's
 * providers read it with `getAuthConfig`. Locally each provider is the backend's stand-in (a
 * real OAuth-style redirect in a popup); `mode: 'real'` names the vendor's own client.
 */
export type ProviderId = 'google' | 'facebook' | 'apple';

export type ProviderConfig =
  { mode: 'standin'; authorizeUrl: string } | { mode: 'real'; clientId: string };

export interface AuthConfig {
  providers?: Partial<Record<ProviderId, ProviderConfig>>;
  /** The social-network option shows only when its app id is configured (spec 1 §2.2). */
  facebookAppId?: string;
}

let authConfig: AuthConfig = {};
export const configureAuth = (c: AuthConfig | undefined): void => void (authConfig = c ?? {});
export const getAuthConfig = (): AuthConfig => authConfig;
