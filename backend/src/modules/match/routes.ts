/** Matching paths (spec 2 §7 "Matches"); shapes in shared-sdk/src/api/modules/match.ts. Login-only. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AddFriendResult, MatchCharge } from 'shared-sdk/node';
import { BizError, ok } from '../../http/envelope';
import type { FriendRequests } from '../chat/friendRequests';
import { ROOM_NUM } from '../call/routes';
import { ADD_WAY, CALL_CODE, MATCHES_PRODUCT } from '../../sdk';
import type { CallService } from '../call/service';
import type { MatchService } from './service';

const me = (req: FastifyRequest) => (req.auth as { userId: number }).userId;
const ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
/** A match call's room where the two see each other (or are about to): add friend works there. */
const CALL_STATES = new Set(['connecting', 'connected']);

export function registerMatchRoutes(
  app: FastifyInstance,
  deps: { matches: MatchService; calls: CallService; friends: FriendRequests },
): void {
  const { matches, calls, friends } = deps;
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

  // Add friend from a match call (spec 2 §7; rule M8): the friend request's own rules and coins
  // (addWay 101 with the room as flag, so the other party gets the in-call prompt), only between
  // the two parties of the match's open call.
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
    async (req: FastifyRequest<{ Body: { friendUserId: number; matchId: string; addReally?: number } }>) => {
      const owner = me(req);
      const { friendUserId, matchId, addReally } = req.body;
      const pair = matches.pairOf(matchId);
      const parties = pair ? [pair.callerId, pair.calleeId] : [];
      const room = pair?.roomNum ? calls.store.get(pair.roomNum) : undefined;
      if (
        !pair ||
        !room ||
        !CALL_STATES.has(room.state) ||
        !parties.includes(owner) ||
        !parties.includes(friendUserId) ||
        owner === friendUserId
      )
        throw new BizError(CALL_CODE.badRoomAction, 'No match call with this user');
      const answer: AddFriendResult = friends.add(owner, friendUserId, {
        addWay: ADD_WAY.call,
        flag: room.room_num,
        ...(addReally !== undefined ? { addReally } : {}),
      });
      return ok(answer);
    },
  );
}
