/**
 * Wiring for src/app.ts (`extend: attachRealtime` or a direct call): creates the token issuer and the
 * gateway, registers GET /facade/api/rtm/genToken, attaches the gateway at /rtm on app.server
 * and closes it with the app. Other modules push through `app.realtime`:
 *   app.realtime.pushToUser(userId, envelope) / app.realtime.pushToChannel(channel, envelope)
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sessionId } from '../modules/accounts/service';
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
  /** Channel access rules (default: a fresh policy; rooms are registered on `app.realtime.channels`). */
  policy?: GatewayOptions['policy'];
}

export function attachRealtime(
  app: FastifyInstance,
  services: Services,
  opts: AttachRealtimeOptions = {},
): Gateway {
  // The token secret is derived from the server's persistent key, so tokens survive restarts.
  const secret = createHmac('sha256', services.keys.privateKeyPem).update('rtm-token-v1').digest();
  const issuer = createRtmTokenIssuer(secret, services.now);
  const { accounts } = services;
  const gateway = createGateway({
    // A valid token of an existing user, issued for the login session that is still the user's
    // active one (logout, a login elsewhere or expiry void it), with no ban on the account or on
    // that session's device (spec 1 §4.3).
    verifyToken: (token) => {
      const claim = issuer.verify(token);
      const id = Number(claim?.userId);
      if (!claim || !Number.isSafeInteger(id) || !accounts.getUser(id)) return null;
      const session = accounts.activeSession(id, claim.sid);
      if (!session) return null;
      return accounts.banState(id, session.deviceId) === 0 ? claim : null;
    },
    userExists: (userId) => /^\d{1,15}$/.test(userId) && !!accounts.getUser(Number(userId)),
    // The chat blacklist, either way: HTTP sends are refused across it, and so are peer frames.
    blockedBetween: (a, b) => {
      const [x, y] = [Number(a), Number(b)];
      if (!Number.isSafeInteger(x) || !Number.isSafeInteger(y)) return false;
      const { relations } = services.chat;
      return relations.hasBlocked(x, y) || relations.hasBlocked(y, x);
    },
    now: services.now,
    limits: opts.limits,
    policy: opts.policy,
    log: (message, err) => app.log.error({ err }, `[realtime] ${message}`),
  });
  // Logout, a new login (10023 for the old device), a ban: that user's sockets whose token no
  // longer passes are closed with 4001 (the client renews once with its current login).
  accounts.onSessionsChanged((userId) => {
    gateway.recheckUser(userId).catch((err) => app.log.error({ err }, '[realtime] recheck'));
  });
  app.decorate('realtime', gateway);
  app.decorate('rtmTokens', issuer);
  registerRealtimeRoutes(app, {
    gateway,
    issuer,
    path: RTM_PATH,
    agora: opts.agora,
    authenticate: (req) => req.auth?.userId ?? null,
    session: (req) => (req.auth ? sessionId(req.auth.loginToken) : ''),
  });
  gateway.attach(app.server, RTM_PATH);
  // Before the HTTP server closes: open WebSockets would otherwise keep it waiting.
  app.addHook('preClose', async () => {
    await gateway.close();
  });
  return gateway;
}
