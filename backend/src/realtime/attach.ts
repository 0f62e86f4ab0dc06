/**
 * Wiring for src/app.ts (`extend: attachRealtime` or a direct call): creates the token issuer and the
 * gateway, registers GET /facade/api/rtm/genToken, attaches the gateway at /rtm on app.server
 * and closes it with the app. Other modules push through `app.realtime`:
 *   app.realtime.pushToUser(userId, envelope) / app.realtime.pushToChannel(channel, envelope)
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { createGateway, type Gateway, type GatewayOptions } from './gateway';
import { registerRealtimeRoutes, type RealtimeRoutesOptions } from './routes';
import { createRtmTokenIssuer, type RtmTokenIssuer } from './token';

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime gateway (server pushes, presence). */
    realtime: Gateway;
    rtmTokens: RtmTokenIssuer;
  }
}

export const RTM_PATH = '/rtm';

export interface AttachRealtimeOptions {
  agora?: RealtimeRoutesOptions['agora'];
  limits?: GatewayOptions['limits'];
  canSubscribe?: GatewayOptions['canSubscribe'];
  canPublish?: GatewayOptions['canPublish'];
}

export function attachRealtime(
  app: FastifyInstance,
  services: Services,
  opts: AttachRealtimeOptions = {},
): Gateway {
  // The token secret is derived from the server's persistent key, so tokens survive restarts.
  const secret = createHmac('sha256', services.keys.privateKeyPem).update('rtm-token-v1').digest();
  const issuer = createRtmTokenIssuer(secret, services.now);
  const gateway = createGateway({
    // A valid token of a user who still exists and is not banned (spec 1 §4.3).
    verifyToken: (token) => {
      const claim = issuer.verify(token);
      const id = Number(claim?.userId);
      if (!claim || !Number.isSafeInteger(id) || !services.accounts.getUser(id)) return null;
      return services.accounts.banState(id, '') === 0 ? claim : null;
    },
    now: services.now,
    limits: opts.limits,
    canSubscribe: opts.canSubscribe,
    canPublish: opts.canPublish,
  });
  app.decorate('realtime', gateway);
  app.decorate('rtmTokens', issuer);
  registerRealtimeRoutes(app, {
    gateway,
    issuer,
    path: RTM_PATH,
    agora: opts.agora,
    authenticate: (req) => req.auth?.userId ?? null,
  });
  gateway.attach(app.server, RTM_PATH);
  // Before the HTTP server closes: open WebSockets would otherwise keep it waiting.
  app.addHook('preClose', async () => {
    await gateway.close();
  });
  return gateway;
}
