/** Blacklist paths (spec 2 §7 "Blacklist"); the rules are the blacklist service's (../blacklist.ts). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope';
import { requestOrigin } from '../../../http/origins';
import type { Services } from '../../../services';
import { me, mustBeCaller, pageQuerySchema } from './common';

export function registerBlacklistRoutes(app: FastifyInstance, s: Services): void {
  const { blacklist } = s.chat;

  app.get<{ Querystring: { page?: number; size?: number } }>(
    '/facade/api/black/blacklists',
    { schema: { querystring: pageQuerySchema } },
    async (req) => ok(blacklist.list(me(req), req.query, requestOrigin(req))),
  );

  app.post<{ Body: { blacklistUserId: number; userId?: number } }>(
    '/facade/api/black/addBlack',
    {
      schema: {
        body: {
          type: 'object',
          required: ['blacklistUserId'],
          properties: { blacklistUserId: { type: 'integer' }, userId: { type: 'integer' } },
        },
      },
    },
    async (req) => {
      mustBeCaller(req, req.body.userId, 'userId');
      return ok(blacklist.block(me(req), req.body.blacklistUserId));
    },
  );

  app.post<{ Body: { friendUserId: number } }>(
    '/facade/api/black/removeBlack',
    {
      schema: {
        body: {
          type: 'object',
          required: ['friendUserId'],
          properties: { friendUserId: { type: 'integer' } },
        },
      },
    },
    async (req) => ok(blacklist.unblock(me(req), req.body.friendUserId)),
  );
}
