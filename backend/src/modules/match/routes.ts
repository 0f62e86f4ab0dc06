/** Matching paths (spec 2 §7 "Matches"); shapes in shared-sdk/src/api/modules/match.ts. Login-only. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MatchCharge } from 'shared-sdk/node';
import { ok } from '../../http/envelope';
import { ROOM_NUM } from '../call/routes';
import { MATCHES_PRODUCT } from '../call/sdk';
import type { CallService } from '../call/service';
import type { MatchService } from './service';

const me = (req: FastifyRequest) => (req.auth as { userId: number }).userId;

export function registerMatchRoutes(app: FastifyInstance, matches: MatchService, calls: CallService): void {
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
    async (req) => ok(matches.start(me(req))),
  );
  app.post('/matches/api/V1/exitMatch', async (req) => ok(matches.exit(me(req))));
  app.get(`/matches/api/${MATCHES_PRODUCT}/matches/matching/fetch`, async (req) =>
    ok(matches.fetch(me(req))),
  );

  // The match call's coins: pays the started minutes now; one charge per room-minute however
  // often it is asked (the server's own clock pays them too).
  app.post(
    '/matches/api/subtractGoldMatchCall',
    {
      schema: {
        body: {
          type: 'object',
          required: ['roomNum'],
          additionalProperties: false,
          properties: { roomNum: ROOM_NUM, minute: { type: 'integer', minimum: 1, maximum: 100_000 } },
        },
      },
    },
    async (req: FastifyRequest<{ Body: { roomNum: string; minute?: number } }>) => {
      const { room, charged, view } = calls.settleFor(me(req), req.body.roomNum, req.body.minute);
      const answer: MatchCharge = {
        roomNum: room.room_num,
        minutesBilled: room.minutes_billed,
        charged,
        isGoldEnough: view.isGoldEnough ?? true,
        goldNum: view.goldNum ?? 0,
        balanceSeq: view.balanceSeq ?? 0,
        videoTime: view.videoTime,
      };
      return ok(answer);
    },
  );
}
