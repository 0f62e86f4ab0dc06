import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../http/envelope';
import type { Shop } from '../shop/service';

/** Where providers send their notifications (unsigned by the app; signed by the provider). */
export const NOTIFY_PATH = '/payment/notify/:provider';

/**
 * POST /payment/notify/{provider}: a provider's webhook. Not signed with the app's request
 * signature (security/paths.ts lists the prefix as unverified) but with the provider's own,
 * checked by the provider plug-in. Any delivery that was read answers 200 — including a
 * duplicate — so the provider stops retrying; only a bad signature or a broken body does not.
 */
export function registerPaymentNotifications(app: FastifyInstance, shop: Shop): void {
  app.post<{ Params: { provider: string } }>(
    NOTIFY_PATH,
    { bodyLimit: 64 * 1024 },
    async (req, reply) => {
      const provider = shop.gateway.byProviderName(req.params.provider.slice(0, 40));
      if (!provider) return reply.status(404).send(fail(404, 'Unknown provider'));
      const n = provider.parseNotification(req.headers, req.rawBody ?? '');
      if (!n) return reply.status(401).send(fail(40002, 'Invalid provider signature'));
      return ok({ result: shop.applyNotification(provider.name, n) });
    },
  );
}
