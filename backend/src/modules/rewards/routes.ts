import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { callerId } from '../accounts/routes';

/** countryId is accepted (spec 3 §7) and checked; the rewards are the same in every country. */
const countryQuery = {
  type: 'object',
  properties: { countryId: { type: 'integer', minimum: 0, maximum: 100_000 } },
};

/** The install and push reward paths of spec 3 §7 "Tasks and rewards" (known paths). */
export function registerRewardRoutes(app: FastifyInstance, s: Services): void {
  const { rewards } = s;
  app.get(
    '/facade/api/user/ext/isInitWebapp',
    { schema: { querystring: countryQuery } },
    async (req) => ok(rewards.webappInfo(callerId(req))),
  );
  app.post(
    '/facade/api/user/ext/initWebappGiveCoin',
    { schema: { body: countryQuery } },
    async (req) => ok(rewards.claimWebapp(callerId(req))),
  );
  app.get(
    '/facade/api/user/ext/isInitNotification',
    { schema: { querystring: countryQuery } },
    async (req) => ok(rewards.pushInfo(callerId(req))),
  );
  app.post(
    '/facade/api/user/ext/initNotificationGiveCoin',
    { schema: { body: countryQuery } },
    async (req) => ok(rewards.claimPush(callerId(req))),
  );
}
