/**
 * The local stand-ins: the test API (`/dev/api/*`, ALLOW_TEST_API), the outbox page
 * (`/dev/outbox`, DEV_PAGES: every SMS and e-mail code in clear), the third-party sign-in
 * stand-in (`/stand-in/oauth/*`, AUTH_STANDIN: signs anyone in with any e-mail) and the test
 * payment provider (`/stand-in/pay/*`, PAY_STANDIN: credits coins without money). Right for the
 * one-machine demo and for QA; a way into accounts anywhere else. So:
 *
 * 1. They are on by default only when the backend listens on loopback only (127.0.0.0/8, ::1,
 *    localhost). On any other address they are off unless UNSAFE_STANDINS=1, and asking for one
 *    (ALLOW_TEST_API=1, DEV_PAGES=1, AUTH_STANDIN=1) without that flag stops the start.
 * 2. Even when on, they answer only requests made on this machine: a loopback peer, a loopback
 *    Host header (no DNS rebinding) and no proxy headers (a reverse proxy on the same machine
 *    forwards strangers). UNSAFE_STANDINS=1 lifts this too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../http/envelope';

/** Route prefixes of the stand-ins (matched on the route the router chose, not the raw URL). */
export const STANDIN_PREFIXES = ['/dev/', '/stand-in/'] as const;

export interface StandinSettings {
  allowTestApi: boolean;
  devPages: boolean;
  authStandIn: boolean;
  payStandIn: boolean;
  unsafeStandins: boolean;
}

/** True for an address or host name that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  const v4 = h.replace(/^::ffff:/, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The stand-in settings for a start on `host` with these environment variables, or `refusal`:
 * the reason the backend must not start.
 */
export function standinSettings(
  env: Record<string, string | undefined>,
  host: string,
): { settings: StandinSettings; refusal: string | null } {
  const unsafe = env.UNSAFE_STANDINS === '1';
  const loopback = isLoopbackHost(host);
  const flag = (name: string, fallback: boolean) =>
    env[name] === '1' ? true : env[name] === '0' ? false : fallback;
  const settings: StandinSettings = {
    allowTestApi: flag('ALLOW_TEST_API', false),
    devPages: flag('DEV_PAGES', loopback || unsafe),
    authStandIn: flag('AUTH_STANDIN', loopback || unsafe),
    payStandIn: flag('PAY_STANDIN', loopback || unsafe),
    unsafeStandins: unsafe,
  };
  const on = [
    settings.allowTestApi && 'ALLOW_TEST_API (/dev/api/*)',
    settings.devPages && 'DEV_PAGES (/dev/outbox)',
    settings.authStandIn && 'AUTH_STANDIN (/stand-in/oauth/*)',
    settings.payStandIn && 'PAY_STANDIN (/stand-in/pay/*)',
  ].filter(Boolean);
  const refusal =
    !loopback && !unsafe && on.length > 0
      ? `Refusing to start: HOST=${host} is reachable from other machines and these local ` +
        `stand-ins are on: ${on.join(', ')}. They let anyone read sign-in codes or sign into ` +
        'accounts. Turn them off (set them to 0), listen on 127.0.0.1, or set UNSAFE_STANDINS=1 ' +
        'if this is a closed test network.'
      : null;
  return { settings, refusal };
}

const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/** Whether a request was made on this machine, directly (see rule 2 above). */
export function isLocalRequest(req: FastifyRequest): boolean {
  const peer = req.socket?.remoteAddress ?? '';
  const host = String(req.headers.host ?? '').replace(/:\d+$/, '');
  return (
    isLoopbackHost(peer) &&
    isLoopbackHost(host) &&
    !PROXY_HEADERS.some((h) => req.headers[h] !== undefined)
  );
}

export function isStandinRoute(routeUrl: string | undefined): boolean {
  return !!routeUrl && STANDIN_PREFIXES.some((p) => routeUrl.startsWith(p));
}

/** Installs rule 2 for every stand-in route, including ones registered later. */
export function guardStandins(app: FastifyInstance, o: { unsafe: boolean }): void {
  if (o.unsafe) return;
  app.addHook('onRequest', async (req, reply) => {
    if (!isStandinRoute(req.routeOptions.url) || isLocalRequest(req)) return;
    return reply
      .status(403)
      .send(
        fail(
          403,
          'Local stand-ins answer only requests made on this machine (UNSAFE_STANDINS=1 lifts this)',
        ),
      );
  });
}
