import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../codes';
import { defaultHeadImg } from '../../constants';
import { BizError, ok } from '../../http/envelope';
import type { Services } from '../../services';
import { registerAuthTestApi } from '../auth/devapi';
import { setConfig } from '../catalog/config';
import { registerOutboxTestApi } from '../outbox';
import { registerProfileTestApi } from '../profile/devapi';
import { registerShopTestApi } from '../shop/devapi';
import { registerRealtimeTestApi } from '../../realtime/devapi';

/**
 * Test API (only with ALLOW_TEST_API=1): local stand-ins that let e2e and contract tests set
 * up state. Unsigned on purpose; never enable it on a reachable deployment.
 */
export function registerTestApi(app: FastifyInstance, s: Services): void {
  const { db, accounts, ledger, nonces } = s;
  const userIdBody = { type: 'integer', minimum: 1 };

  // Issues a real login token for an existing user (e2e signs in with it without
  // driving the sign-in screens). A new deviceId each time unless given, so it also drives "logged in elsewhere".
  app.post<{ Body: { userId: number; deviceId?: string } }>(
    '/dev/api/session',
    {
      schema: {
        body: {
          type: 'object',
          required: ['userId'],
          properties: {
            userId: userIdBody,
            deviceId: { type: 'string', minLength: 1, maxLength: 128 },
          },
        },
      },
    },
    async (req) => {
      const { userId } = req.body;
      if (!accounts.getUser(userId)) throw new BizError(Codes.ACCOUNT_NOT_FOUND);
      const deviceId = req.body.deviceId ?? `dev-${randomUUID()}`;
      return ok({ userId, loginToken: accounts.issueToken(userId, deviceId), deviceId });
    },
  );

  // Moves a token's expiry into the past (its next call answers 412).
  app.post<{ Body: { loginToken: string } }>(
    '/dev/api/session/expire',
    {
      schema: {
        body: {
          type: 'object',
          required: ['loginToken'],
          properties: { loginToken: { type: 'string' } },
        },
      },
    },
    async (req) => ok({ expired: accounts.expireToken(req.body.loginToken) }),
  );

  // Creates a plain user (no coins) for flows that need a fresh account.
  app.post<{ Body: { userName?: string; gender?: 1 | 2; countryId?: number } }>(
    '/dev/api/users',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            userName: { type: 'string', minLength: 1, maxLength: 30 },
            gender: { type: 'integer', enum: [1, 2] },
            countryId: { type: 'integer', minimum: 1 },
          },
        },
      },
    },
    async (req) => {
      const id = accounts.createUser({
        userName: req.body.userName ?? 'Test User',
        gender: req.body.gender ?? 1,
        countryId: req.body.countryId ?? null,
        birthday: '1990-01-01',
        headImg: defaultHeadImg(req.body.gender ?? 1),
      });
      return ok({ userId: id });
    },
  );

  // Sets the site play ways (e2e marks LIVCAM main to test the root redirect).
  app.post<{ Body: { openedPlayWays: { name: string; id: number; main: boolean }[] } }>(
    '/dev/api/playWays',
    {
      schema: {
        body: {
          type: 'object',
          required: ['openedPlayWays'],
          properties: {
            openedPlayWays: {
              type: 'array',
              maxItems: 20,
              items: {
                type: 'object',
                required: ['name', 'id', 'main'],
                additionalProperties: false,
                properties: {
                  name: { type: 'string', enum: ['LIVCAM', 'CARD', 'WALL', 'MATCH', 'LIVE'] },
                  id: { type: 'integer' },
                  main: { type: 'boolean' },
                },
              },
            },
          },
        },
      },
    },
    async (req) => {
      setConfig(db, 'playWays', req.body.openedPlayWays);
      return ok({ openedPlayWays: req.body.openedPlayWays });
    },
  );

  // Bans: account (48 h by default → 10115), device (→ 10116), both (→ 10117); lift removes them.
  app.post<{
    Body: { userId?: number; deviceId?: string; hours?: number; reason?: string; lift?: boolean };
  }>(
    '/dev/api/ban',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            userId: userIdBody,
            deviceId: { type: 'string', minLength: 1, maxLength: 128 },
            hours: { type: 'number', exclusiveMinimum: 0 },
            reason: { type: 'string', maxLength: 200 },
            lift: { type: 'boolean' },
          },
        },
      },
    },
    async (req) => {
      const { userId, deviceId, hours, reason, lift } = req.body;
      if (lift) return ok({ lifted: accounts.liftBans(userId, deviceId) });
      if (userId !== undefined) accounts.banAccount(userId, reason ?? 'test', hours);
      if (deviceId !== undefined) accounts.banDevice(deviceId, reason ?? 'test', hours);
      return ok({ banned: { userId: userId ?? null, deviceId: deviceId ?? null } });
    },
  );

  // Moves coins through the ledger (amount > 0 credits, < 0 debits).
  app.post<{ Body: { userId: number; amount: number; reason?: string; idempotencyKey?: string } }>(
    '/dev/api/ledger',
    {
      schema: {
        body: {
          type: 'object',
          required: ['userId', 'amount'],
          properties: {
            userId: userIdBody,
            amount: { type: 'integer', not: { const: 0 } },
            reason: { type: 'string', minLength: 1, maxLength: 64 },
            idempotencyKey: { type: 'string', minLength: 1, maxLength: 128 },
          },
        },
      },
    },
    async (req) => {
      const { userId, amount } = req.body;
      const reason = req.body.reason ?? 'test';
      const key = req.body.idempotencyKey ?? `test:${randomUUID()}`;
      const r =
        amount > 0
          ? ledger.credit(userId, amount, reason, key)
          : ledger.debit(userId, -amount, reason, key);
      if (!r.ok) {
        const code =
          r.error === 'insufficient_funds'
            ? Codes.NOT_ENOUGH_COINS
            : r.error === 'no_such_user'
              ? Codes.ACCOUNT_NOT_FOUND
              : Codes.INVALID_INPUT;
        throw new BizError(code, `${r.error}`, 200, { balance: r.balance });
      }
      return ok({ balance: r.balance, entry: r.entry, duplicate: r.duplicate });
    },
  );

  // A user's ledger entries, newest first (e2e checks that a coin moved once).
  app.get<{ Querystring: { userId: number } }>(
    '/dev/api/ledger',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['userId'],
          properties: { userId: userIdBody },
        },
      },
    },
    async (req) => ok({ list: ledger.history(req.query.userId) }),
  );

  app.post('/dev/api/reset-nonces', async () => ok({ deleted: nonces.reset() }));

  registerOutboxTestApi(app, s.outbox);
  registerAuthTestApi(app, s);
  registerShopTestApi(app, s);
  registerProfileTestApi(app, s);
  registerRealtimeTestApi(app, s.realtime);
}
