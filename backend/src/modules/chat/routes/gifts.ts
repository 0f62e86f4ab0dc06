/** Gift and backpack paths (spec 2 §7 "Gifts", "Backpack"); the rules are the gift service's (../gifts.ts). */
import type { FastifyInstance } from 'fastify';
import type { GiftSendParams } from 'shared-sdk/node';
import { ok } from '../../../http/envelope';
import { requestOrigin } from '../../../http/origins';
import type { Services } from '../../../services';
import { GIFT_PAGE } from '../../../sdk';
import { me, mustBeCaller } from './common';

export function registerGiftRoutes(app: FastifyInstance, s: Services): void {
  const { gifts } = s.chat;

  app.get('/facade/api/gift/total', async (req) => ok(gifts.catalogue(requestOrigin(req))));

  app.post<{ Body: GiftSendParams }>(
    '/facade/api/gift/send',
    {
      schema: {
        body: {
          type: 'object',
          required: ['giftId', 'receiveUserId'],
          properties: {
            giftPage: { type: 'integer', enum: Object.values(GIFT_PAGE) },
            giftId: { type: 'integer' },
            receiveUserId: { type: 'integer' },
            userId: { type: 'integer' },
            roomId: { type: 'string', maxLength: 64 },
            source: { type: 'integer', minimum: 0, maximum: 1000 },
            flag: { type: 'string', maxLength: 64 },
            messageUuid: { type: 'string', maxLength: 128 },
          },
        },
      },
    },
    async (req) => {
      mustBeCaller(req, req.body.userId, 'userId');
      return ok(gifts.send(me(req), req.body, requestOrigin(req)));
    },
  );

  // ---- backpack: GETs; never an encrypted answer (spec 2 §7 "headers disabling encryption") ----
  const BASE = '/wchat/facade/api/backpack';
  app.get(`${BASE}/backpackGiftList`, async (req) =>
    ok(gifts.backpack(me(req), requestOrigin(req))),
  );
  app.get(`${BASE}/backpackExpireList`, async (req) =>
    ok(gifts.backpackExpiring(me(req), requestOrigin(req))),
  );
  app.get(`${BASE}/backpackList`, async (req) =>
    ok(gifts.backpackNewest(me(req), requestOrigin(req))),
  );
  app.get(`${BASE}/entrance`, async (req) => ok(gifts.entrance(me(req))));
}
