/**
 * Test API of the activities (ALLOW_TEST_API=1 only; unsigned; loopback only). POST
 * /dev/api/activities/clock { shiftMs } runs this module's clock shiftMs ahead of the server's
 * (0 to 30 days; 0 puts it back): the check-in and the missions see another UTC day while the
 * signature window and the other modules keep the server's time. Rows written by other modules
 * keep their real times, so with a shift only the activities' own records (check-ins, LivCam
 * visits, claims) fall on the shifted day.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import type { Activities } from './service';

const MAX_SHIFT_MS = 30 * 86_400_000;

export function registerActivitiesTestApi(app: FastifyInstance, activities: Activities): void {
  app.post(
    '/dev/api/activities/clock',
    {
      schema: {
        body: {
          type: 'object',
          required: ['shiftMs'],
          additionalProperties: false,
          properties: { shiftMs: { type: 'integer', minimum: 0, maximum: MAX_SHIFT_MS } },
        },
      },
    },
    async (req) => {
      activities.testClock.shift((req.body as { shiftMs: number }).shiftMs);
      const at = activities.testClock.now();
      return ok({
        shiftMs: activities.testClock.shiftMs(),
        now: at,
        day: new Date(at).toISOString().slice(0, 10),
      });
    },
  );
}
