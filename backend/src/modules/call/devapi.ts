/**
 * Test API for calls, matching and the seeded hosts (ALLOW_TEST_API=1 only; unsigned; see the
 * backend README "Test API"). Lets e2e drive every branch: a host that refuses, lets it ring or
 * leaves; time moved forward inside a call (billing past a minute) without waiting.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SnapshotConfig } from 'shared-sdk/node';
import { BizError, ok } from '../../http/envelope';
import type { Services } from '../../services';
import { setConfig } from '../catalog/config';
import { DEFAULT_SNAPSHOT_CONFIG } from '../catalog/routes';
import { CALL_CODE, PAY_STATUS, USER_STATUS } from '../../sdk';
import type { HostStatus } from '../hosts/schedule';

export function registerCallTestApi(app: FastifyInstance, s: Services): void {
  const { calls, matches, hostSchedule: schedule, db } = s;
  const room = (roomNum: string) => {
    const r = calls.store.get(roomNum);
    if (!r) throw new BizError(CALL_CODE.badRoomAction, 'No such call room');
    return r;
  };

  // A room as stored (billing checks in e2e).
  app.get<{ Querystring: { roomNum: string } }>('/dev/api/calls/room', async (req) =>
    ok(room(String(req.query.roomNum ?? ''))),
  );

  // Moves a room's clock back by `ms` (as if that much time had passed), then runs the server's
  // clock once: a call can pass its first minute, or ring out, without waiting.
  app.post<{ Body: { roomNum: string; ms: number } }>(
    '/dev/api/calls/shift',
    {
      schema: {
        body: {
          type: 'object',
          required: ['roomNum', 'ms'],
          properties: {
            roomNum: { type: 'string' },
            ms: { type: 'integer', minimum: 0, maximum: 86_400_000 },
          },
        },
      },
    },
    async (req) => {
      const r = room(req.body.roomNum);
      const back = (t: number | null) => (t === null ? null : t - req.body.ms);
      calls.store.update(r.room_num, {
        created_at: r.created_at - req.body.ms,
        answered_at: back(r.answered_at),
        started_at: back(r.started_at),
      });
      calls.sweep();
      return ok(room(r.room_num));
    },
  );

  app.post('/dev/api/calls/sweep', async () => {
    calls.sweep();
    matches.sweep();
    return ok({ swept: true });
  });

  // A seeded host's status (online now, busy, offline; null: back to the schedule) and what it does when
  // called: answer, refuse, let it ring ('ignore') or answer and leave the media after
  // leaveAfterMs; until reset, or with `once` for its next call only.
  app.post<{
    Body: {
      hostId: number;
      status?: HostStatus | null;
      answer?: 'answer' | 'refuse' | 'ignore' | 'leave';
      ringMs?: number;
      leaveAfterMs?: number;
      once?: boolean;
    };
  }>(
    '/dev/api/hosts/behaviour',
    {
      schema: {
        body: {
          type: 'object',
          required: ['hostId'],
          properties: {
            hostId: { type: 'integer', minimum: 1 },
            status: {
              anyOf: [
                {
                  type: 'integer',
                  enum: [USER_STATUS.offline, USER_STATUS.busy, USER_STATUS.online],
                },
                { type: 'null' },
              ],
            },
            answer: { type: 'string', enum: ['answer', 'refuse', 'ignore', 'leave'] },
            ringMs: { type: 'integer', minimum: 0, maximum: 60_000 },
            leaveAfterMs: { type: 'integer', minimum: 0, maximum: 3_600_000 },
            // The behaviour is for the host's next call only (then its standing one again).
            once: { type: 'boolean' },
          },
        },
      },
    },
    async (req) => {
      const host = db
        .prepare('SELECT id FROM users WHERE id = ? AND simulated = 1')
        .get(req.body.hostId);
      if (!host) throw new BizError(CALL_CODE.badTarget, 'Not a seeded host');
      const { hostId, ...patch } = req.body;
      const out = schedule.configure(hostId, patch);
      schedule.apply();
      return ok({ hostId, ...out });
    },
  );
  app.post('/dev/api/hosts/reset', async () => {
    schedule.reset();
    schedule.apply();
    return ok({ reset: true });
  });

  // Matching: forget the queue; pairing with seeded hosts on or off (two-user e2e).
  app.post<{ Body: { hostFallback?: boolean } }>(
    '/dev/api/match/reset',
    { schema: { body: { type: 'object', properties: { hostFallback: { type: 'boolean' } } } } },
    async (req) => {
      matches.reset();
      if (req.body?.hostFallback !== undefined) matches.setHostFallback(req.body.hostFallback);
      return ok({ reset: true });
    },
  );

  // Makes a real (browser) user a host with a call price, or back (two-browser call e2e: the
  // caller finds the callee in the host lists and taps Call, as a person would).
  app.post<{ Body: { userId: number; isHost: boolean; callPrice?: number } }>(
    '/dev/api/users/host',
    {
      schema: {
        body: {
          type: 'object',
          required: ['userId', 'isHost'],
          properties: {
            userId: { type: 'integer', minimum: 1 },
            isHost: { type: 'boolean' },
            callPrice: { type: 'integer', minimum: 0, maximum: 100_000 },
          },
        },
      },
    },
    async (req) => {
      const { userId, isHost, callPrice } = req.body;
      const n = db
        .prepare('UPDATE users SET is_host = ?, call_price = ? WHERE id = ? AND simulated = 0')
        .run(isHost ? 1 : 0, isHost ? (callPrice ?? 60) : null, userId).changes;
      return ok({ updated: n === 1 });
    },
  );

  // Pay status (VIP) of a user: the paying-user and free-call rules (the shop sets it for real).
  app.post<{ Body: { userId: number; payStatus: number } }>(
    '/dev/api/users/pay-status',
    {
      schema: {
        body: {
          type: 'object',
          required: ['userId', 'payStatus'],
          properties: {
            userId: { type: 'integer', minimum: 1 },
            payStatus: { type: 'integer', enum: Object.values(PAY_STATUS) },
          },
        },
      },
    },
    async (req) => {
      const n = db
        .prepare('UPDATE users SET pay_status = ? WHERE id = ?')
        .run(req.body.payStatus, req.body.userId).changes;
      return ok({ updated: n === 1 });
    },
  );

  // The snapshot ranges (site config `snapshotConfig`; `reset` puts the default back).
  app.post(
    '/dev/api/calls/snapshot-config',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            reset: { type: 'boolean' },
            ranges: {
              type: 'array',
              maxItems: 10,
              items: {
                type: 'object',
                required: ['min', 'max'],
                properties: {
                  min: { type: 'integer', minimum: 0 },
                  max: { type: 'integer', minimum: 0 },
                },
              },
            },
          },
        },
      },
    },
    async (
      req: FastifyRequest<{ Body: { reset?: boolean; ranges?: SnapshotConfig['ranges'] } }>,
    ) => {
      const cfg: SnapshotConfig = req.body.reset
        ? DEFAULT_SNAPSHOT_CONFIG
        : { ...DEFAULT_SNAPSHOT_CONFIG, ranges: req.body.ranges ?? DEFAULT_SNAPSHOT_CONFIG.ranges };
      setConfig(db, 'snapshotConfig', cfg);
      return ok(cfg);
    },
  );
}
