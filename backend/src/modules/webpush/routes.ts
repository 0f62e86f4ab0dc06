import type { FastifyInstance } from 'fastify';
import type { PushSubscriptionInput } from 'shared-sdk/node';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { callerId } from '../accounts/routes';
import { PUSH_ENDPOINT_MAX } from '../../sdk';

/** Schema bounds only; checkSubscription gives each problem its own refusal (REWARD_CODE.badSubscription). */
const endpoint = { type: 'string', minLength: 1, maxLength: PUSH_ENDPOINT_MAX * 2 };
const key = { type: 'string', minLength: 1, maxLength: 200 };

/** Web push (project paths; the spec shows none): the VAPID key and this device's subscription. */
export function registerWebPushRoutes(app: FastifyInstance, s: Services): void {
  app.get('/facade/api/push/vapidKey', async (req) => {
    callerId(req);
    return ok({ publicKey: s.webPush.publicKey() });
  });

  app.post<{ Body: PushSubscriptionInput }>(
    '/facade/api/push/subscribe',
    {
      schema: {
        body: {
          type: 'object',
          required: ['endpoint', 'keys'],
          properties: {
            endpoint,
            keys: {
              type: 'object',
              required: ['p256dh', 'auth'],
              properties: { p256dh: key, auth: key },
            },
          },
        },
      },
    },
    async (req) => ok(s.webPush.subscribe(callerId(req), req.body)),
  );

  app.delete<{ Body: { endpoint: string } }>(
    '/facade/api/push/subscribe',
    {
      schema: {
        body: { type: 'object', required: ['endpoint'], properties: { endpoint } },
      },
    },
    async (req) => ok({ removed: s.webPush.unsubscribe(callerId(req), req.body.endpoint) }),
  );
}
