import type { FastifyInstance } from 'fastify';
import { Codes } from '../../codes';
import { BizError } from '../../http/envelope';
import type { Services } from '../../services';
import { signIn } from './session';

/**
 * Auto-login (spec 1 §2.2; docs/CONTRACTS.md "Auto-login"): a link `/?userId=…&cert=…` →
 * `{ userId, cert }` → the login result (its `loginToken` is what the SDK reads). A cert is
 * single use and valid 24 hours (minted by services.auth.store.mintCert; test API
 * POST /dev/api/auth/cert). Invalid, used or expired → 10045.
 */
export function registerAutoLoginRoutes(app: FastifyInstance, s: Services): void {
  app.post<{ Body: { userId: number | string; cert: string } }>(
    '/facade/api/user/login/auto',
    {
      schema: {
        body: {
          type: 'object',
          required: ['userId', 'cert'],
          properties: {
            userId: {
              anyOf: [
                { type: 'integer', minimum: 1 },
                { type: 'string', pattern: '^\\d{1,15}$' },
              ],
            },
            cert: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
    },
    async (req) => {
      const userId = Number(req.body.userId);
      if (!s.auth.store.redeemCert(userId, req.body.cert)) throw new BizError(Codes.CERT_INVALID);
      return signIn(req, s, userId, { register: false });
    },
  );
}
