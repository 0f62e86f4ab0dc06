/**
 * Host list, card, wall and like paths (spec 3 §7 "Wall and host lists"; spec 2 §7 "Matches" card
 * paths); the rules are the host list service's (service.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { requestOrigin } from '../../http/origins';
import type { Services } from '../../services';
import { HOST_LIST_PAGE_MAX, MATCHES_PRODUCT } from '../../sdk';
import type { ListQuery, Viewer } from './service';

const PAGE = { type: 'integer', minimum: 1, maximum: 10_000 } as const;
const SIZE = { type: 'integer', minimum: 1, maximum: HOST_LIST_PAGE_MAX } as const;
const ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const listQuery = {
  querystring: {
    type: 'object',
    properties: {
      page: PAGE,
      size: SIZE,
      countryId: { type: 'integer', minimum: 0, maximum: 100_000 },
      searchQ: { type: 'string', maxLength: 50 },
      groupName: { type: 'string', maxLength: 16 },
    },
  },
};

/** Who asks: visitors too (their likes are none). */
const viewerOf = (req: FastifyRequest): Viewer => ({
  userId: req.auth?.userId ?? null,
  languageId: req.common?.languageId,
  origin: requestOrigin(req),
});

export function registerHostRoutes(app: FastifyInstance, s: Services): void {
  const { hostLists } = s;
  const product = `/matches/api/${MATCHES_PRODUCT}/matches`;
  const list = async (req: FastifyRequest<{ Querystring: ListQuery }>) =>
    ok(hostLists.page(req.query, viewerOf(req)));

  // LivCam home and SearchPage (visitors too). A signed-in user's request is the liv_cam
  // task's visit (src/modules/activities/README.md).
  app.get(
    '/facade/api/homepage/userlist/exempt/list/part/users/guest',
    { schema: listQuery },
    async (req: FastifyRequest<{ Querystring: ListQuery }>) => {
      if (req.auth?.userId) s.activities.livCamVisited(req.auth.userId);
      return list(req);
    },
  );

  // The countries that have hosts (SearchPage's country filter).
  app.get('/facade/api/homepage/userlist/exempt/filter/part/countryids', async () =>
    ok(hostLists.countries()),
  );

  // The wall: groups by country (the given country first), and one page of a group.
  app.get(
    '/matches/api/selectAllInWallGroup',
    {
      schema: {
        querystring: { type: 'object', properties: { countryId: { type: 'integer', minimum: 0 } } },
      },
    },
    async (req: FastifyRequest<{ Querystring: { countryId?: number } }>) =>
      ok(hostLists.wall(req.query.countryId ?? 0, viewerOf(req))),
  );
  app.get(`${product}/wall`, { schema: listQuery }, list);

  // CardPage: a page of cards, or the next one after `afterId` (null at the end).
  app.get(`${product}/fetch`, { schema: listQuery }, list);
  app.get(
    `${product}/fetchone`,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            afterId: { type: 'integer', minimum: 0 },
            countryId: { type: 'integer', minimum: 0 },
          },
        },
      },
    },
    async (req: FastifyRequest<{ Querystring: { afterId?: number; countryId?: number } }>) =>
      ok(hostLists.next(req.query.afterId ?? 0, req.query.countryId ?? 0, viewerOf(req))),
  );
  app.get(`${product}/conf`, async () => ok(hostLists.conf()));
  app.get(`${product}/globalconf`, async () => ok(hostLists.globalConf()));

  // Likes (login-only).
  const likeBody = {
    type: 'object',
    required: ['likeUserId'],
    additionalProperties: false,
    properties: { likeUserId: ID },
  };
  app.put(
    `${product}/like`,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { playWay: { type: 'integer', minimum: 0, maximum: 1000 } },
        },
        body: likeBody,
      },
    },
    async (
      req: FastifyRequest<{ Body: { likeUserId: number }; Querystring: { playWay?: number } }>,
    ) =>
      ok(
        hostLists.like(
          (req.auth as { userId: number }).userId,
          req.body.likeUserId,
          req.query.playWay ?? null,
        ),
      ),
  );
  app.post(
    '/matches/api/like',
    { schema: { body: likeBody } },
    async (req: FastifyRequest<{ Body: { likeUserId: number } }>) =>
      ok(hostLists.like((req.auth as { userId: number }).userId, req.body.likeUserId, null)),
  );
}
