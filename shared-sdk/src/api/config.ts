import { REQUEST_TIMEOUT_MS } from '../constants/app';

/** Client configuration; the host calls configureApi once from app-config.json (CONTRACTS.md). */
export interface ApiConfigInput {
  apiBase: string;
  appId: string;
  version: string;
  /**
   * RSA public key (PEM) for body encryption, or a provider. Default: fetched once from
   * `GET {apiBase}/facade/api/function/exempt/publicKey` (data `{ publicKey }`) and cached.
   */
  publicKey?: string | (() => Promise<string>);
  /** Origin of the online-status calls (spec 3 §7 "{status host}"); default apiBase. */
  statusBase?: string;
  /** Request timeout; default 50 s (spec 1 §9). */
  timeoutMs?: number;
  /** Whether the current page is a live page (session codes reload it instead, spec 1 §8). */
  isLivePage?: () => boolean;
  /**
   * Clock for the request `timestamp` (ms since epoch); default `Date.now`. A seam for tests
   * that run the client next to the backend in one process (e.g. a client clock skewed past
   * the backend's ±5 min window).
   */
  now?: () => number;
}

export interface ApiConfig {
  apiBase: string;
  appId: string;
  version: string;
  publicKey?: string | (() => Promise<string>);
  statusBase: string;
  timeoutMs: number;
  isLivePage: () => boolean;
  now: () => number;
}

/** Live pages: `/live/{shareId}` with an optional language prefix (spec 1 §2.1). */
export function defaultIsLivePage(): boolean {
  const path = (globalThis as { location?: Location }).location?.pathname ?? '';
  return /^(\/(tr|gb|nl))?\/live(\/|$)/.test(path);
}

let config: ApiConfig = {
  apiBase: '',
  appId: '',
  version: '',
  statusBase: '',
  timeoutMs: REQUEST_TIMEOUT_MS,
  isLivePage: defaultIsLivePage,
  now: () => Date.now(),
};

/** Cached public key (reset whenever the configuration changes). */
export const publicKeyCache: { promise: Promise<string> | null } = { promise: null };

export function configureApi(input: ApiConfigInput): ApiConfig {
  const apiBase = input.apiBase.replace(/\/+$/, '');
  config = {
    apiBase,
    appId: input.appId,
    version: input.version,
    publicKey: input.publicKey,
    statusBase: (input.statusBase ?? apiBase).replace(/\/+$/, ''),
    timeoutMs: input.timeoutMs ?? REQUEST_TIMEOUT_MS,
    isLivePage: input.isLivePage ?? defaultIsLivePage,
    now: input.now ?? (() => Date.now()),
  };
  publicKeyCache.promise = null;
  return config;
}

export function getApiConfig(): ApiConfig {
  return config;
}
