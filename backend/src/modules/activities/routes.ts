/**
 * Tasks, check-in and activity entry paths (spec 3 §7 "Tasks and rewards"); shapes in
 * shared-sdk/src/api/modules/activities.ts. Login-only; the rules are the service's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const me = (req: FastifyRequest) => req.auth as { userId: number; deviceId: string };
const BASE = '/wchat/activities/api';
/** The countryId the spec's check-in and entry calls carry (accepted, not needed: one list for all). */
const countryQuery = {
  querystring: {
    type: 'object',
    properties: { countryId: { type: 'integer', minimum: 0, maximum: 100_000 } },
  },
};

export function registerActivityRoutes(app: FastifyInstance, s: Services): void {
  const { activities } = s;

  app.get(`${BASE}/mission/reward`, async (req) => ok(activities.missions.list(me(req).userId)));
  app.get(`${BASE}/mission/reward/getCompletedReward`, async (req) =>
    ok(activities.missions.completed(me(req).userId)),
  );
  app.post(
    `${BASE}/mission/reward`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['missionId'],
          additionalProperties: false,
          // A number, or its digits as a string (ajv coerces): anything else is invalid input.
          properties: {
            missionId: { type: 'integer', minimum: 1, maximum: 9_007_199_254_740_991 },
          },
        },
      },
    },
    async (req: FastifyRequest<{ Body: { missionId: number } }>) =>
      ok(activities.missions.claim(me(req).userId, req.body.missionId)),
  );

  app.get(`${BASE}/user/checkIn`, { schema: countryQuery }, async (req) =>
    ok(activities.checkIn.info(me(req).userId, me(req).deviceId)),
  );
  app.get(`${BASE}/user/checkIn/hasCheckedIn`, { schema: countryQuery }, async (req) =>
    ok(activities.checkIn.hasCheckedIn(me(req).userId, me(req).deviceId)),
  );
  app.post(`${BASE}/user/checkIn`, async (req) =>
    ok(activities.checkIn.checkIn(me(req).userId, me(req).deviceId)),
  );

  app.get(`${BASE}/activity/entry/getEntry`, { schema: countryQuery }, async (req) =>
    ok(activities.entries(me(req).userId)),
  );
  app.get(`${BASE}/activity/entry/locationEntrysMap`, { schema: countryQuery }, async (req) =>
    ok(activities.entryMap(me(req).userId)),
  );
}
