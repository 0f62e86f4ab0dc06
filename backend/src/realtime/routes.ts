/**
 * GET /facade/api/rtm/genToken (spec 2 §7): the realtime credentials of the logged-in user.
 * The SDK picks its provider from `provider` (ARCHITECTURE.md "Realtime"):
 * - local: `{ provider: 'local', token, url, expiresAt, userId }`, url relative to the API base;
 * - agora: `{ provider: 'agora', appId, token, expiresAt, userId }` when an Agora issuer is set.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Codes } from '../codes';
import { fail, ok } from '../http/envelope';
import type { Gateway } from './gateway';
import type { RtmTokenIssuer } from './token';

export const GEN_TOKEN_PATH = '/facade/api/rtm/genToken';

export type GenTokenData =
  | { provider: 'local'; token: string; url: string; expiresAt: number; userId: string }
  | { provider: 'agora'; appId: string; token: string; expiresAt: number; userId: string };

export interface RealtimeRoutesOptions {
  /** Not used by the route itself; passed so the wiring reads as one unit. */
  gateway?: Gateway;
  issuer: RtmTokenIssuer;
  /** The logged-in user of a verified request, or null (e.g. `req => req.auth?.userId ?? null`). */
  authenticate(req: FastifyRequest): string | number | null | Promise<string | number | null>;
  /** The login session of the request (token.ts `sid`): the local token is bound to it. */
  session?(req: FastifyRequest): string;
  /** Path the gateway is attached at (gateway.attach(server, path)). */
  path?: string;
  /** When set, clients use Agora: an RTM token from the project's Agora token builder. */
  agora?: { appId: string; issueToken(userId: string): { token: string; expiresAt: number } };
}

/** Registers the route now (synchronously). */
export function registerRealtimeRoutes(app: FastifyInstance, opts: RealtimeRoutesOptions): void {
  const url = opts.path ?? '/rtm';
  app.get(GEN_TOKEN_PATH, async (req, reply) => {
    const raw = await opts.authenticate(req);
    if (raw === null || raw === undefined || raw === '') {
      return reply.code(401).send(fail(Codes.UNAUTHORIZED));
    }
    const userId = String(raw);
    let data: GenTokenData;
    if (opts.agora) {
      const { token, expiresAt } = opts.agora.issueToken(userId);
      data = { provider: 'agora', appId: opts.agora.appId, token, expiresAt, userId };
    } else {
      const { token, expiresAt } = opts.issuer.issue(userId, { sid: opts.session?.(req) ?? '' });
      data = { provider: 'local', token, url, expiresAt, userId };
    }
    reply.header('cache-control', 'no-store');
    return ok(data);
  });
}

/** Same as registerRealtimeRoutes, usable as a Fastify plugin: `app.register(realtimeRoutes, opts)`. */
export async function realtimeRoutes(
  app: FastifyInstance,
  opts: RealtimeRoutesOptions,
): Promise<void> {
  registerRealtimeRoutes(app, opts);
}
