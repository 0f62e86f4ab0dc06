import type { FastifyInstance } from 'fastify';
import { Codes } from '../../codes';
import { BizError, ok } from '../../http/envelope';
import { CloseCode } from '../../realtime/protocol';
import type { Services } from '../../services';
import { callerId } from '../accounts/routes';

/**
 * POST /facade/api/user/deleteAccount (login-only, no payload; docs/CONTRACTS.md "Delete
 * account"): deletes the caller's account and data (registry.ts), then closes the caller's
 * realtime sockets. The login token is gone with the account, so the next call with it answers
 * HTTP 401 and the client's session is cleared like any ended session.
 */
export function registerAccountDeletionRoutes(app: FastifyInstance, s: Services): void {
  app.post('/facade/api/user/deleteAccount', async (req) => {
    const me = callerId(req);
    if (!s.accountDeletion.deleteAccount(me)) throw new BizError(Codes.ACCOUNT_NOT_FOUND);
    // After the commit: the gateway refuses the account's realtime tokens from now on
    // (src/realtime/attach.ts checks that the user exists); open sockets close at once.
    s.realtime.disconnectUser(me, CloseCode.AUTH_FAILED, 'account deleted');
    return ok(null);
  });
}
