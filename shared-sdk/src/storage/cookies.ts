import {
  COOKIES_KEPT_ON_CLEANUP,
  COOKIE_DAYS,
  COOKIE_DEVICE_ID,
  COOKIE_LOGIN_TOKEN,
  COOKIE_NONCE,
  COOKIE_USER_ID,
} from '../constants/cookies';

/**
 * Cookies (spec 1 §3). In a browser they live in `document.cookie`; where there is no
 * document (Node: the backend's contract tests, the SDK's node-env tests) an in-memory jar
 * stands in, so every function is safe to call anywhere and behaves the same.
 */
const memoryJar = new Map<string, string>();

function hasDocument(): boolean {
  return typeof document !== 'undefined' && typeof document.cookie === 'string';
}

function readAll(): Map<string, string> {
  if (!hasDocument()) return new Map(memoryJar);
  const out = new Map<string, string>();
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value when it is not valid percent-encoding
    }
    if (!out.has(name)) out.set(name, value);
  }
  return out;
}

export function getCookie(name: string): string | null {
  return readAll().get(name) ?? null;
}

/** Every cookie name currently visible. */
export function getCookieNames(): string[] {
  return [...readAll().keys()];
}

export interface CookieOptions {
  /** Lifetime in days; omitted = session cookie. */
  days?: number;
  path?: string;
  domain?: string;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (!hasDocument()) {
    memoryJar.set(name, value);
    return;
  }
  let cookie = `${name}=${encodeURIComponent(value)}; path=${options.path ?? '/'}; SameSite=Lax`;
  if (options.days !== undefined) {
    cookie += `; expires=${new Date(Date.now() + options.days * 86_400_000).toUTCString()}`;
  }
  if (options.domain) cookie += `; domain=${options.domain}`;
  document.cookie = cookie;
}

export function removeCookie(name: string): void {
  if (!hasDocument()) {
    memoryJar.delete(name);
    return;
  }
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = `${name}=; path=/; ${expired}`;
  // A cookie set for the host's domain (e.g. by a server) needs the same domain to be removed.
  const host = typeof location !== 'undefined' ? location.hostname : '';
  if (host && host.includes('.')) document.cookie = `${name}=; path=/; domain=${host}; ${expired}`;
}

/**
 * Spec 1 §3: removes every cookie except exactly deviceId, acceptCookie, oneWayAFPop and
 * RC_POP_18. This is how the session is cleared (logout, session codes).
 */
export function cleanupCookies(): void {
  const keep = new Set<string>(COOKIES_KEPT_ON_CLEANUP);
  for (const name of getCookieNames()) if (!keep.has(name)) removeCookie(name);
}

export interface StoredSession {
  userId: string;
  loginToken: string;
}

/** Spec 1 §3: userId and loginToken cookies, 365 days each. */
export function saveSession(session: { userId: string | number; loginToken: string }): void {
  setCookie(COOKIE_USER_ID, String(session.userId), { days: COOKIE_DAYS });
  setCookie(COOKIE_LOGIN_TOKEN, session.loginToken, { days: COOKIE_DAYS });
}

/**
 * Spec 1 §3: a sign-in is recognised when both cookies exist; an empty stored token counts
 * as not logged in (so does an empty user id).
 */
export function readSession(): StoredSession | null {
  const userId = getCookie(COOKIE_USER_ID);
  const loginToken = getCookie(COOKIE_LOGIN_TOKEN);
  if (!userId || !loginToken) return null;
  return { userId, loginToken };
}

/** Clears the login (spec 1 §4.3 logout, spec 1 §8 session codes): the kept cookies stay. */
export function clearSession(): void {
  cleanupCookies();
}

function randomId(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Spec 1 §3; spec 3 "API client behaviour": the device id lives in a cookie (kept on clean-up). */
export function getOrCreateDeviceId(): string {
  const existing = getCookie(COOKIE_DEVICE_ID);
  if (existing) return existing;
  const id = randomId();
  setCookie(COOKIE_DEVICE_ID, id, { days: COOKIE_DAYS });
  return id;
}

/**
 * Spec 1 §3: the nonce cookie, used as the page-link `nonce` parameter (spec 1 §9). Each API
 * request signs with its own fresh nonce (replay protection); this cookie is not that.
 */
export function getOrCreateNonceCookie(): string {
  const existing = getCookie(COOKIE_NONCE);
  if (existing) return existing;
  const nonce = randomId().replace(/-/g, '');
  setCookie(COOKIE_NONCE, nonce, { days: COOKIE_DAYS });
  return nonce;
}
