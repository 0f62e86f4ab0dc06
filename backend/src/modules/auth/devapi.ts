import type { FastifyInstance } from 'fastify';
import { Codes } from '../../codes';
import { BizError, ok } from '../../http/envelope';
import type { Services } from '../../services';
import { setConfig } from '../catalog/config';
import { phoneLoginConfig, type PhoneLoginSiteConfig } from './phone';

const flag = { type: 'integer', enum: [0, 1] };

/** Sign-in additions to the test API (ALLOW_TEST_API=1; docs/CONTRACTS.md "Test API"). */
export function registerAuthTestApi(app: FastifyInstance, s: Services): void {
  const { auth, db } = s;
  const normTarget = (t: string) => (t.includes('@') ? t.trim().toLowerCase() : t.trim());

  // Ages every live code and ticket of a phone (`+{dial}{number}`) or e-mail past its expiry.
  app.post<{ Body: { target: string } }>(
    '/dev/api/auth/expire-codes',
    {
      schema: {
        body: {
          type: 'object',
          required: ['target'],
          properties: { target: { type: 'string', minLength: 1, maxLength: 300 } },
        },
      },
    },
    async (req) => ok(auth.codes.expireTarget(normTarget(req.body.target))),
  );

  // An auto-login certificate for a user (as a link in a mail or push would carry).
  app.post<{ Body: { userId: number } }>(
    '/dev/api/auth/cert',
    {
      schema: {
        body: {
          type: 'object',
          required: ['userId'],
          properties: { userId: { type: 'integer', minimum: 1 } },
        },
      },
    },
    async (req) => {
      const { userId } = req.body;
      if (!s.accounts.getUser(userId)) throw new BizError(Codes.ACCOUNT_NOT_FOUND);
      return ok({ userId, ...auth.store.mintCert(userId) });
    },
  );

  // Site config `phoneLogin` (merged with the current values).
  app.post<{ Body: Partial<PhoneLoginSiteConfig> }>(
    '/dev/api/phoneLoginConfig',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            sendSms: flag,
            sendWhatsapp: flag,
            mobileRegisterEnable: flag,
            mobileRegisterSetPassword: flag,
            userLoginSetPassword: flag,
          },
        },
      },
    },
    async (req) => {
      const cfg = { ...phoneLoginConfig(db), ...req.body };
      setConfig(db, 'phoneLogin', cfg);
      return ok(cfg);
    },
  );

  // Forgets the code-send history and the wrong-password locks (all, or of a target / device).
  app.post<{ Body: { target?: string; deviceId?: string } }>(
    '/dev/api/auth/clear-limits',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            target: { type: 'string', minLength: 1, maxLength: 300 },
            deviceId: { type: 'string', minLength: 1, maxLength: 128 },
          },
        },
      },
    },
    async (req) => {
      const b = req.body ?? {};
      const target = b.target ? normTarget(b.target) : undefined;
      return ok({
        sends: auth.codes.clearSends(target, b.deviceId),
        passwords: b.deviceId && !target ? 0 : auth.passwords.clear(target),
      });
    },
  );
}
