/**
 * The realtime gateway in the app, in two steps:
 * - `createRealtime` builds the token issuer and the gateway from their dependencies (src/services.ts
 *   calls it at start-up, before the services that push);
 * - `attachRealtime` serves them: GET /facade/api/rtm/genToken, the gateway at /rtm on app.server,
 *   closed with the app.
 * Other modules push through the gateway they were given:
 *   services.realtime.pushToUser(userId, envelope) / services.realtime.pushToChannel(channel, envelope)
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../modules/accounts/service';
import { sessionId } from '../modules/accounts/service';
import type { KeyPair } from '../security/keys';
import { createChannelPolicy, type RoomResolver } from './channels';
import { createGateway, type Gateway } from './gateway';
import { registerRealtimeRoutes, type RealtimeRoutesOptions } from './routes';
import { createRtmTokenIssuer, type RtmTokenIssuer } from './token';
import { createVisitorTokens, VISITOR_TOKEN_PREFIX, type VisitorTokens } from './visitors';

export const RTM_PATH = '/rtm';

export interface RealtimeDeps {
  keys: KeyPair;
  now: () => number;
  accounts: Accounts;
  /** `userId` blocked `otherId` (the chat blacklist): peer frames are refused either way. */
  hasBlocked(userId: number, otherId: number): boolean;
  /** Rooms the channel policy does not hold in memory (the open calls after a restart). */
  resolveRoom?: RoomResolver;
  log(message: string, err?: unknown): void;
}

export interface Realtime {
  gateway: Gateway;
  tokens: RtmTokenIssuer;
  /** Tourists' and guests' gateway ids and tokens (the live service hands them out on join). */
  visitors: VisitorTokens;
}

export function createRealtime(d: RealtimeDeps): Realtime {
  // The token secret is derived from the server's persistent key, so tokens survive restarts.
  const secret = createHmac('sha256', d.keys.privateKeyPem).update('rtm-token-v1').digest();
  const tokens = createRtmTokenIssuer(secret, d.now);
  const visitors = createVisitorTokens(
    createHmac('sha256', d.keys.privateKeyPem).update('rtm-visitor-token-v1').digest(),
    d.now,
  );
  const { accounts } = d;
  const policy = createChannelPolicy(d.resolveRoom ?? null);
  const gateway = createGateway({
    // A visitor's token (a tourist or guest of a live) passes only while the live service has
    // them admitted to the live it was issued for: the channel policy's grant (visitors.ts).
    // A user's: a valid token of an existing user, issued for the login session that is still
    // the user's active one (logout, a login elsewhere or expiry void it), with no ban on the
    // account or on that session's device (spec 1 §4.3).
    verifyToken: (token) => {
      if (token.startsWith(VISITOR_TOKEN_PREFIX)) {
        const v = visitors.verify(token);
        if (!v || !policy.access(v.userId, v.channel).subscribe) return null;
        return { userId: v.userId, visitor: true };
      }
      const claim = tokens.verify(token);
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
      return d.hasBlocked(x, y) || d.hasBlocked(y, x);
    },
    now: d.now,
    policy,
    log: d.log,
  });
  // Logout, a new login (10023 for the old device), a ban: that user's sockets whose token no
  // longer passes are closed with 4001 (the client renews once with its current login).
  accounts.onSessionsChanged((userId) => {
    gateway.recheckUser(userId).catch((err) => d.log('recheck', err));
  });
  return { gateway, tokens, visitors };
}

export interface AttachRealtimeOptions {
  agora?: RealtimeRoutesOptions['agora'];
}

/** Serves the gateway and its token route on `app` (after the verify plugin: the route reads req.auth). */
export function attachRealtime(
  app: FastifyInstance,
  realtime: Pick<Realtime, 'gateway' | 'tokens'>,
  opts: AttachRealtimeOptions = {},
): void {
  const { gateway, tokens } = realtime;
  registerRealtimeRoutes(app, {
    gateway,
    issuer: tokens,
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
}
