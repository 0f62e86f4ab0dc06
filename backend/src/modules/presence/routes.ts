import type { FastifyInstance } from 'fastify';
import { Codes } from '../../codes';
import { BizError, ok } from '../../http/envelope';
import type { Services } from '../../services';
import { effectiveStatus } from '../accounts/view';

const MAX_BATCH = 200;

/** Presence (spec 1 §4.3, spec 2 §7, spec 3 §7): batch status, heartbeat and status upload. */
export function registerPresenceRoutes(app: FastifyInstance, s: Services): void {
  const { db, now } = s;
  const byId = db.prepare('SELECT id, status, status_at, simulated FROM users WHERE id = ?');

  // userIds is a comma list; a part that is not a number counts as 0 (spec 3 §7 "NaN turned
  // into 0"), and unknown users are offline. Response: list of { userId, status }.
  app.get<{ Querystring: { userIds?: string } }>(
    '/facade/api/onlinestatus/exempt/batch',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { userIds: { type: 'string', maxLength: 4000 } },
        },
      },
    },
    async (req) => {
      const ids = (req.query.userIds ?? '')
        .split(',')
        .filter((p) => p.trim() !== '')
        .map((p) => {
          const n = Number.parseInt(p.trim(), 10);
          return Number.isNaN(n) ? 0 : n;
        });
      if (ids.length > MAX_BATCH)
        throw new BizError(Codes.INVALID_INPUT, `Invalid parameter: at most ${MAX_BATCH} userIds`);
      const t = now();
      return ok(
        ids.map((userId) => {
          const u = byId.get(userId) as
            { status: number; status_at: number | null; simulated: number } | undefined;
          return { userId, status: u ? effectiveStatus(u, t) : 0 };
        }),
      );
    },
  );

  // Heartbeat every 20 s and status upload (1 busy, 2 online; type 0). Exempt paths: a visitor's
  // report is accepted and ignored; a signed-in caller's status is recorded with the time.
  const report = {
    schema: {
      body: {
        type: 'object',
        required: ['status'],
        properties: {
          status: { type: 'integer', enum: [0, 1, 2, 3] },
          type: { type: 'integer', minimum: 0 },
        },
      },
    },
  };
  const handler = async (req: { auth: { userId: number } | null; body: { status: number } }) => {
    if (req.auth) {
      db.prepare('UPDATE users SET status = ?, status_at = ? WHERE id = ? AND simulated = 0').run(
        req.body.status,
        now(),
        req.auth.userId,
      );
    }
    return ok({ recorded: req.auth !== null });
  };
  app.post<{ Body: { status: number; type?: number } }>(
    '/facade/api/onlinestatus/exempt/heartbeat/status',
    report,
    handler,
  );
  app.post<{ Body: { status: number; type?: number } }>(
    '/facade/api/onlinestatus/exempt/upload/status',
    report,
    handler,
  );
}
