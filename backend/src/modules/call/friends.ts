/**
 * Friends inside a call (spec 2 §3 "Add-friend state", §4 "Prompts during a call", §7 "Add
 * friend: addWay 101 from a call" and "auto add friend (hostId, flag)").
 *
 * - A request made from a call (POST /facade/api/friend/addFriend with addWay 101 and flag = the
 *   room number; the friends module charges the 9 coins once) reaches the other party of that
 *   open room as the add-friend state `{ friendId, type: 'friend', times: 1 }` (1050 action 102):
 *   their accept prompt.
 * - Accepting from the prompt is POST /api/call/autoAddFriend { hostId, flag: roomNum } (free, as
 *   accepting any request is); accepting by adding back (addFriend) counts the same. Both parties
 *   then get `times: 2` (the success note), each with the other's id as friendId.
 * - Test API: a seeded host in a call asks its caller to be friends (the host's side of the flow);
 *   GET /dev/api/calls/records: a user's reports, gifts and call snapshots (e2e checks).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallBiz } from 'shared-sdk/node';
import { BizError, ok } from '../../http/envelope';
import type { Services } from '../../services';
import type { ChatService } from '../chat/service';
import { ROOM_NUM } from './routes';
import {
  ADD_FRIEND_STATE,
  ADD_WAY,
  CALL_CODE,
  CALL_IN_CALL_EVENT,
  FRIEND_ADD_TYPE,
} from '../../sdk';
import { MEDIA_STATES, type CallService } from './service';
import type { RoomRow } from './store';
import { callEnvelope } from './view';

const ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const me = (req: FastifyRequest) => (req.auth as { userId: number }).userId;

/**
 * The add-friend prompts of a call: a request made or accepted in an open room reaches its parties
 * as the add-friend state (1050 action 102). Wired at start-up (src/services.ts); returns the
 * unsubscribe.
 */
export function pushCallFriendPrompts(d: {
  calls: CallService;
  chat: ChatService;
  now: () => number;
}): () => void {
  const { calls, chat } = d;
  const pushState = (room: RoomRow, to: number, friendId: number, times: number) =>
    chat.push(
      to,
      callEnvelope(room, CALL_IN_CALL_EVENT.addFriend as CallBiz['action'], d.now(), {
        friendId,
        type: ADD_FRIEND_STATE.typeFriend,
        times,
      }),
    );
  return chat.onFriendChange((c) => {
    if (c.addWay !== ADD_WAY.call) return;
    const room = calls.mediaRoomOf(c.flag, c.from, c.to);
    if (!room) return;
    if (c.kind === 'requested') pushState(room, c.to, c.from, ADD_FRIEND_STATE.asked);
    else {
      pushState(room, c.from, c.to, ADD_FRIEND_STATE.accepted);
      pushState(room, c.to, c.from, ADD_FRIEND_STATE.accepted);
    }
  });
}

export function registerCallFriends(
  app: FastifyInstance,
  s: Services,
  opts: { allowTestApi?: boolean } = {},
): void {
  const { chat, calls, db, now } = s;

  // Accept the other party's request made in this call (the accept prompt's button).
  app.post(
    '/api/call/autoAddFriend',
    {
      schema: {
        body: {
          type: 'object',
          required: ['hostId', 'flag'],
          additionalProperties: false,
          properties: { hostId: ID, flag: ROOM_NUM },
        },
      },
    },
    async (req: FastifyRequest<{ Body: { hostId: number; flag: string } }>) => {
      const owner = me(req);
      const { hostId, flag } = req.body;
      if (!calls.mediaRoomOf(flag, owner, hostId))
        throw new BizError(CALL_CODE.badRoomAction, 'No call in progress with this user');
      // A retried accept (already friends) answers accepted: false.
      const answer = chat.friends.accept(owner, hostId, { addWay: ADD_WAY.call, flag });
      if (!answer)
        throw new BizError(CALL_CODE.badRoomAction, 'This user has not asked to be your friend');
      return ok(answer);
    },
  );

  if (!opts.allowTestApi) return;
  // Test API: what a user left from inside calls (e2e checks of report, gifts and snapshots).
  const records = {
    reports: db.prepare(
      'SELECT reported_id, kind, reason, sub_reason, image_file, report_page FROM reports WHERE reporter_id = ? ORDER BY id',
    ),
    gifts: db.prepare(
      'SELECT receiver_id, gift_id, gold, room_id, source FROM gift_sends WHERE sender_id = ? ORDER BY id',
    ),
    snapshots: db.prepare(
      'SELECT room_num, remote_user_id, path, meta FROM call_snapshots WHERE user_id = ? ORDER BY id',
    ),
  };
  app.get(
    '/dev/api/calls/records',
    {
      schema: { querystring: { type: 'object', required: ['userId'], properties: { userId: ID } } },
    },
    async (req: FastifyRequest<{ Querystring: { userId: number } }>) => {
      const id = req.query.userId;
      return ok({
        reports: records.reports.all(id),
        gifts: records.gifts.all(id),
        snapshots: records.snapshots.all(id),
      });
    },
  );
  // Test API: the seeded host of an open room asks the other party to be friends (free for a
  // host: seeded hosts hold no coins; a person's request from a call pays through addFriend).
  const newRequest = db.prepare(
    `INSERT INTO friend_requests (from_id, to_id, add_way, flag, fee, created_at)
     VALUES (?, ?, ?, ?, 0, ?) ON CONFLICT DO NOTHING`,
  );
  app.post(
    '/dev/api/calls/host-add-friend',
    {
      schema: {
        body: { type: 'object', required: ['roomNum'], properties: { roomNum: ROOM_NUM } },
      },
    },
    async (req: FastifyRequest<{ Body: { roomNum: string } }>) => {
      const room = calls.store.get(req.body.roomNum);
      if (!room || !MEDIA_STATES.has(room.state) || room.server_call !== 1)
        throw new BizError(CALL_CODE.badRoomAction, 'No connected call with a seeded host');
      const host = room.callee_id;
      const user = room.caller_id;
      if (chat.relations.link(host, user)) return ok({ requested: false });
      newRequest.run(host, user, ADD_WAY.call, room.room_num, now());
      chat.friendMessage(host, user, FRIEND_ADD_TYPE.request, 0);
      chat.friendChanged({
        kind: 'requested',
        from: host,
        to: user,
        addWay: ADD_WAY.call,
        flag: room.room_num,
      });
      return ok({ requested: true });
    },
  );
}
