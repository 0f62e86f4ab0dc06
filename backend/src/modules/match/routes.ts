/**
 * Matching paths (spec 2 §7 "Matches"); shapes in shared-sdk/src/api/modules/match.ts. Login-only.
 * The rules are the matching service's (service.ts, README.md M1–M9).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { requestOrigin } from '../../http/origins';
import type { Services } from '../../services';
import { ROOM_NUM } from '../call/routes';
import { MATCHES_PRODUCT } from '../../sdk';

const me = (req: FastifyRequest) => (req.auth as { userId: number }).userId;
const ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

export function registerMatchRoutes(app: FastifyInstance, s: Services): void {
  const { matches } = s;
  app.post(
    '/matches/api/V1/matching',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { playWay: { type: 'integer', minimum: 0, maximum: 1000 } },
        },
      },
    },
    async (req) => ok(matches.start(me(req), requestOrigin(req))),
  );
  app.post('/matches/api/V1/exitMatch', async (req) =>
    ok(matches.exit(me(req), requestOrigin(req))),
  );
  app.get(`/matches/api/${MATCHES_PRODUCT}/matches/matching/fetch`, async (req) =>
    ok(matches.fetch(me(req), requestOrigin(req))),
  );

  app.post(
    '/matches/api/subtractGoldMatchCall',
    {
      schema: {
        body: {
          type: 'object',
          required: ['roomNum'],
          additionalProperties: false,
          properties: {
            roomNum: ROOM_NUM,
            minute: { type: 'integer', minimum: 1, maximum: 100_000 },
          },
        },
      },
    },
    async (req: FastifyRequest<{ Body: { roomNum: string; minute?: number } }>) =>
      ok(matches.charge(me(req), req.body.roomNum, req.body.minute, requestOrigin(req))),
  );

  app.post(
    '/matches/api/matches/friend/addFriend',
    {
      schema: {
        body: {
          type: 'object',
          required: ['friendUserId', 'matchId'],
          additionalProperties: false,
          properties: {
            friendUserId: ID,
            matchId: { type: 'string', minLength: 1, maxLength: 64 },
            addReally: { type: 'integer', enum: [0, 1] },
          },
        },
      },
    },
    async (
      req: FastifyRequest<{ Body: { friendUserId: number; matchId: string; addReally?: number } }>,
    ) => {
      const { friendUserId, matchId, addReally } = req.body;
      return ok(matches.addFriend(me(req), friendUserId, matchId, addReally));
    },
  );
}
