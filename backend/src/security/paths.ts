/**
 * Which paths need what (one place, used by the verification plugin). Every function here takes
 * the route the router matched (`req.routeOptions.url`, e.g. `/facade/api/user/email/bind`),
 * not the raw URL: the raw URL may be percent-encoded (`b%69nd`) where the router decodes it.
 *
 * - Unverified: local tooling and static files (health check, assets, dev pages and the
 *   test API) and the local third-party sign-in stand-in pages (browser pages, like /assets).
 *   Everything else is signed.
 * - Public (signed, userId optional, token may be empty): any path with an `/exempt/`
 *   segment (the spec's naming for "no login needed", e.g. /facade/api/function/exempt/*),
 *   the sign-in paths of spec 1 §7, and the live tourist paths of spec 3 §7.
 * - Everything else is login-only: userId and a valid X-Login-Token are required; so are the
 *   rebind paths, although they sit under public prefixes.
 */
const UNVERIFIED_PREFIXES = [
  '/health',
  '/assets/',
  '/uploads/', // pictures users uploaded (modules/chat/uploads.ts), loaded by <img>
  '/dev/',
  '/favicon.ico',
  '/stand-in/',
];

/** Payment providers' webhooks: signed by the provider instead (modules/payments/notify.ts). */
const PROVIDER_WEBHOOKS = '/payment/notify/';

const LOGIN_ONLY_PATHS = ['/facade/api/user/email/bind', '/facade/api/mobile/bind'];

const PUBLIC_PREFIXES = [
  '/facade/api/mobile/', // phone check, SMS code, phone password login (spec 1 §7)
  '/facade/api/user/email/', // e-mail sign-in and registration steps (spec 1 §7)
  '/facade/api/user/login/auto', // auto-login with cert (spec 1 §2.2)
  '/live/live/tourists/', // tourist live calls (spec 3 §7)
];

export function isUnverifiedPath(path: string): boolean {
  if (path.startsWith(PROVIDER_WEBHOOKS)) return true;
  return UNVERIFIED_PREFIXES.some((p) => path === p || path.startsWith(p));
}

export function isPublicPath(path: string): boolean {
  if (LOGIN_ONLY_PATHS.includes(path.replace(/\/+$/, ''))) return false;
  return path.includes('/exempt/') || PUBLIC_PREFIXES.some((p) => path.startsWith(p));
}
