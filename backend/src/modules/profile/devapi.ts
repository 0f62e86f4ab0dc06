import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const DAY_MS = 24 * 3600_000;

/** Profile additions to the test API (ALLOW_TEST_API=1; backend README "Test API"). */
export function registerProfileTestApi(app: FastifyInstance, s: Services): void {
  // Moves the last change of a user's linked e-mail and phone `days` into the past, as if that
  // time had gone by (the 7-day rebind lock of spec 1 §5 ends for e2e without a clock shift).
  app.post<{ Body: { userId: number; days: number } }>(
    '/dev/api/profile/age-links',
    {
      schema: {
        body: {
          type: 'object',
          required: ['userId', 'days'],
          properties: {
            userId: { type: 'integer', minimum: 1 },
            days: { type: 'integer', minimum: 1, maximum: 365 },
          },
        },
      },
    },
    async (req) => {
      const shift = req.body.days * DAY_MS;
      const r = s.db
        .prepare(
          `UPDATE user_auth SET email_changed_at = email_changed_at - ?,
           phone_changed_at = phone_changed_at - ? WHERE user_id = ?`,
        )
        .run(shift, shift, req.body.userId);
      return ok({ aged: r.changes });
    },
  );
}
