/**
 * HTTP paths of the call service (spec 2 §7 "Call service" and the "other call calls", paths
 * chosen in docs/CONTRACTS.md "Calls, matching and host lists"). All login-only; every room
 * action answers CallRoomView.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { BizError } from '../../http/envelope';
import type { Services } from '../../services';
import type { CallAction } from './rules';
import type { CallService } from './service';
import { CALL_CODE, USER_STATUS } from '../../sdk';
import { otherParty, roleOf } from './store';

/** Room numbers are digits (service.newRoomNum); anything else cannot be a room. */
export const ROOM_NUM = { type: 'string', pattern: '^[0-9]{1,24}$' } as const;
const ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const LOCATION = { type: 'integer', minimum: 0, maximum: 100_000 } as const;
const SECONDS = { type: 'integer', minimum: 0, maximum: 7 * 24 * 3600 } as const;

const roomBody = (extra: Record<string, unknown> = {}, required: string[] = []) => ({
  body: {
    type: 'object',
    required: ['roomNum', ...required],
    additionalProperties: false,
    properties: { roomNum: ROOM_NUM, ...extra },
  },
});

type Req<B = unknown, Q = unknown> = FastifyRequest<{ Body: B; Querystring: Q }>;
const me = (req: FastifyRequest) => (req.auth as { userId: number }).userId;

export function registerCallRoutes(app: FastifyInstance, s: Services, calls: CallService): void {
  const { db, now, ledger } = s;
  // Absolute picture URLs in pushes use the origin clients reach this backend on.
  app.addHook('onRequest', async (req) => {
    if (req.url.startsWith('/api/call/') || req.url.startsWith('/matches/'))
      calls.setOrigin(`${req.protocol}://${req.host}`);
  });

  app.get(
    '/api/call/getPriceAndCurrentCoinAndUserInfo',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['calleeUserId'],
          properties: { calleeUserId: ID, callLocation: LOCATION },
        },
      },
    },
    async (req: Req<unknown, { calleeUserId: number; callLocation?: number }>) =>
      ok(calls.priceInfo(me(req), req.query.calleeUserId, req.query.callLocation ?? 0)),
  );

  app.post(
    '/api/call/launch',
    {
      schema: {
        body: {
          type: 'object',
          required: ['calleeUserId', 'callLocation'],
          additionalProperties: false,
          properties: {
            calleeUserId: ID,
            callLocation: LOCATION,
            matchId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
          },
        },
      },
    },
    async (req: Req<{ calleeUserId: number; callLocation: number; matchId?: string }>) =>
      ok(calls.launch(me(req), req.body)),
  );

  const actions: Array<[string, CallAction]> = [
    ['/api/call/cancel', 'cancel'],
    ['/api/call/answer', 'answer'],
    ['/api/call/timeout', 'timeout'],
    ['/api/call/hangup', 'hangup'],
    ['/api/call/notifyStartCall', 'notifyStart'],
    ['/api/call/notifyJoinCall', 'notifyJoin'],
    ['/api/call/abnormal/clean', 'clean'],
  ];
  for (const [path, action] of actions) {
    app.post(path, { schema: roomBody() }, async (req: Req<{ roomNum: string }>) =>
      ok(calls.act(me(req), req.body.roomNum, action)),
    );
  }

  // The room as the server has it (project path): a device in a call checks it, so an end it
  // missed (a lost push) still ends the call on its screen.
  app.post('/api/call/room', { schema: roomBody() }, async (req: Req<{ roomNum: string }>) =>
    ok(calls.room(me(req), req.body.roomNum)),
  );

  app.post(
    '/api/call/refuse',
    { schema: roomBody({ busy: { type: 'boolean' } }) },
    async (req: Req<{ roomNum: string; busy?: boolean }>) =>
      ok(calls.act(me(req), req.body.roomNum, req.body.busy ? 'busy' : 'refuse')),
  );

  // notifyEndCall carries the client's view of the duration; the server keeps its own clock.
  app.post(
    '/api/call/notifyEndCall',
    { schema: roomBody({ videoTime: SECONDS }) },
    async (req: Req<{ roomNum: string; videoTime?: number }>) =>
      ok(calls.act(me(req), req.body.roomNum, 'notifyEnd')),
  );

  // Call record reports (spec 2 §5: friend video needs matchUserId and roomId; user video also
  // videoTime). The reporter must be a party and matchUserId the other one.
  const report = db.prepare(
    'INSERT INTO call_reports (room_num, user_id, kind, video_time, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const checkReport = (userId: number, roomNum: string, matchUserId: number) => {
    const room = calls.store.get(roomNum);
    if (!room || !roleOf(room, userId) || otherParty(room, userId) !== matchUserId)
      throw new BizError(CALL_CODE.badRoomAction, 'No such call with this user');
    return room;
  };
  app.post(
    '/api/call/friend/video',
    {
      schema: {
        body: {
          type: 'object',
          required: ['matchUserId', 'roomId'],
          additionalProperties: false,
          properties: { matchUserId: ID, roomId: ROOM_NUM },
        },
      },
    },
    async (req: Req<{ matchUserId: number; roomId: string }>) => {
      const room = checkReport(me(req), req.body.roomId, req.body.matchUserId);
      report.run(room.room_num, me(req), 'friend', null, JSON.stringify(req.body), now());
      return ok(calls.view(room, me(req)));
    },
  );
  app.post(
    '/api/call/users/videos',
    {
      schema: {
        querystring: { type: 'object', properties: { matchId: ROOM_NUM } },
        body: {
          type: 'object',
          required: ['matchUserId', 'roomId', 'videoTime'],
          additionalProperties: false,
          properties: { matchUserId: ID, roomId: ROOM_NUM, videoTime: SECONDS },
        },
      },
    },
    async (
      req: Req<{ matchUserId: number; roomId: string; videoTime: number }, { matchId?: string }>,
    ) => {
      if (req.query.matchId !== undefined && req.query.matchId !== req.body.roomId)
        throw new BizError(CALL_CODE.badRoomAction, 'matchId and roomId name different calls');
      const room = checkReport(me(req), req.body.roomId, req.body.matchUserId);
      report.run(room.room_num, me(req), 'user', req.body.videoTime, JSON.stringify(req.body), now());
      return ok(calls.view(room, me(req)));
    },
  );

  app.post(
    '/api/call/record',
    {
      schema: {
        body: {
          type: 'object',
          required: ['roomNum', 'videoTime'],
          additionalProperties: false,
          properties: {
            roomNum: ROOM_NUM,
            videoTime: SECONDS,
            hangupReason: { type: 'integer', minimum: 0, maximum: 100 },
            callLocation: LOCATION,
            firstFrameMs: { type: 'integer', minimum: 0, maximum: 600_000 },
            reconnects: { type: 'integer', minimum: 0, maximum: 10_000 },
            provider: { type: 'string', enum: ['local', 'agora'] },
            note: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (req: Req<{ roomNum: string; videoTime: number }>) => {
      const room = calls.store.get(req.body.roomNum);
      if (!room || !roleOf(room, me(req)))
        throw new BizError(CALL_CODE.badRoomAction, 'No such call room');
      const r = report.run(room.room_num, me(req), 'record', req.body.videoTime, JSON.stringify(req.body), now());
      return ok({ id: Number(r.lastInsertRowid) });
    },
  );

  // Ring-bell status (spec 2 §4 rule 12): 1 while the ring bell or the video window is open
  // (busy), 2 when closed (online); recorded like the status upload. With roomNum and 1 from the
  // callee, the room notes that it really rang on the callee's device.
  const setStatus = db.prepare(
    'UPDATE users SET status = ?, status_at = ? WHERE id = ? AND simulated = 0',
  );
  app.post(
    '/api/call/ringBell/status',
    {
      schema: {
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: { status: { type: 'integer', enum: [1, 2] }, roomNum: ROOM_NUM },
        },
      },
    },
    async (req: Req<{ status: 1 | 2; roomNum?: string }>) => {
      const t = now();
      setStatus.run(req.body.status, t, me(req));
      if (req.body.roomNum && req.body.status === USER_STATUS.busy) {
        const room = calls.store.get(req.body.roomNum);
        if (room && room.callee_id === me(req) && room.rang_at === null)
          calls.store.update(room.room_num, { rang_at: t });
      }
      return ok({ status: req.body.status });
    },
  );

  // Balance refresh at the end of a call (spec 2 §4 rule 11).
  app.get('/api/call/balance', async (req) => ok(ledger.snapshot(me(req)) ?? { goldNum: 0, balanceSeq: 0 }));
}
