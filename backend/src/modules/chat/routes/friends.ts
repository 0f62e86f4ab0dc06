/**
 * Friend paths (spec 2 §7 "Friends"): list, add (9 coins through the ledger, once per request)
 * and accept, decline, favourite, note name, delete, search, relations, online reminders. The
 * rules are the chat service's: friendRequests.ts (asking, accepting, declining) and
 * friendList.ts (the rest).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AddFriendParams } from 'shared-sdk/node';
import { ok } from '../../../http/envelope';
import { requestOrigin } from '../../../http/origins';
import type { Services } from '../../../services';
import { ADD_WAY } from '../../../sdk';
import { me, pageQuerySchema } from './common';

const friendIdBody = (extra: Record<string, unknown> = {}, required: string[] = []) => ({
  body: {
    type: 'object',
    required: ['friendUserId', ...required],
    properties: { friendUserId: { type: 'integer' }, ...extra },
  },
});

type Page = { page?: number; size?: number };

export function registerFriendRoutes(app: FastifyInstance, s: Services): void {
  const { friends, friendList } = s.chat;

  app.get<{ Querystring: Page }>(
    '/facade/api/friend/getFriendList',
    { schema: { querystring: pageQuerySchema } },
    async (req) => ok(friendList.list(me(req), req.query, requestOrigin(req))),
  );

  // Add friend: ask (9 coins once) or accept by adding back; the rules are the service's.
  app.post<{ Body: AddFriendParams }>(
    '/facade/api/friend/addFriend',
    {
      schema: friendIdBody(
        {
          addWay: { type: 'integer', enum: Object.values(ADD_WAY) },
          addReally: { type: 'integer', enum: [0, 1] },
          flag: { type: 'string', maxLength: 64 },
        },
        ['addWay'],
      ),
    },
    async (req) => {
      const b = req.body;
      return ok(
        friends.add(me(req), b.friendUserId, {
          addWay: b.addWay,
          flag: String(b.flag ?? ''),
          ...(b.addReally !== undefined ? { addReally: b.addReally } : {}),
        }),
      );
    },
  );

  // Decline their request (project's path; spec 2 §7 lists none): no refund, they are told.
  app.post<{ Body: { friendUserId: number } }>(
    '/facade/api/friend/decline',
    { schema: friendIdBody() },
    async (req) => ok(friends.decline(me(req), req.body.friendUserId)),
  );

  const relationsHandler = async (
    req: FastifyRequest<{ Body?: { userIds?: string }; Querystring: { userIds?: string } }>,
  ) => ok(friendList.relationsOf(me(req), String(req.body?.userIds ?? req.query.userIds ?? '')));
  const userIdsSchema = {
    type: 'object',
    properties: { userIds: { type: 'string', maxLength: 4000 } },
  } as const;
  app.post('/facade/api/friend/relations', { schema: { body: userIdsSchema } }, relationsHandler);
  app.get(
    '/facade/api/friend/relations',
    { schema: { querystring: userIdsSchema } },
    relationsHandler,
  );

  app.post<{ Body: { friendUserId: number; stick: number } }>(
    '/facade/api/friend/stick',
    { schema: friendIdBody({ stick: { type: 'integer', enum: [0, 1] } }, ['stick']) },
    async (req) => ok(friendList.stick(me(req), req.body.friendUserId, req.body.stick)),
  );

  app.post<{ Body: { friendUserId: number; remark: string } }>(
    '/facade/api/friend/remark',
    // Longer than the limit in the schema so an over-long note gets its own code (22002).
    { schema: friendIdBody({ remark: { type: 'string', maxLength: 1000 } }, ['remark']) },
    async (req) => ok(friendList.remark(me(req), req.body.friendUserId, req.body.remark)),
  );

  app.post<{ Body: { friendUserId: number } }>(
    '/facade/api/friend/delete',
    { schema: friendIdBody() },
    async (req) => ok(friendList.remove(me(req), req.body.friendUserId)),
  );

  const searchHandler = async (
    req: FastifyRequest<{ Body?: { searchQ?: string }; Querystring: { searchQ?: string } }>,
  ) =>
    ok(
      friendList.search(
        me(req),
        String(req.body?.searchQ ?? req.query.searchQ ?? ''),
        requestOrigin(req),
      ),
    );
  const searchSchema = {
    type: 'object',
    properties: { searchQ: { type: 'string', maxLength: 100 } },
  } as const;
  app.post('/facade/api/friend/search', { schema: { body: searchSchema } }, searchHandler);
  app.get('/facade/api/friend/search', { schema: { querystring: searchSchema } }, searchHandler);

  const remindListHandler = async (req: FastifyRequest<{ Body?: Page; Querystring: Page }>) =>
    ok(friendList.remindList(me(req), { ...req.query, ...(req.body ?? {}) }, requestOrigin(req)));
  app.post(
    '/facade/api/friend/onlineRemindList',
    { schema: { body: pageQuerySchema } },
    remindListHandler,
  );
  app.get(
    '/facade/api/friend/onlineRemindList',
    { schema: { querystring: pageQuerySchema } },
    remindListHandler,
  );

  app.post<{ Body: { friendUserId: number; switchStatus: number } }>(
    '/facade/api/friend/onlineRemindSwitch',
    { schema: friendIdBody({ switchStatus: { type: 'integer', enum: [0, 1] } }, ['switchStatus']) },
    async (req) =>
      ok(friendList.remindSwitch(me(req), req.body.friendUserId, req.body.switchStatus)),
  );
}
