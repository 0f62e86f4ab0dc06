/**
 * HTTP paths of the call service (spec 2 §7 "Call service" and the "other call calls", paths
 * chosen in docs/CONTRACTS.md "Calls, matching and host lists"). All login-only; every room
 * action answers CallRoomView, its pictures on the origin of the request. The rules are the call
 * service's (service.ts, rules.ts, reports.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { requestOrigin } from '../../http/origins';
import type { Services } from '../../services';
import { readImagePart } from '../chat/uploads';
import type { RingBellStatus, VideoReport } from './reports';
import type { CallAction } from './rules';
import type { SnapshotQuery } from './snapshots';
import { USER_STATUS } from '../../sdk';

/** Room numbers are digits (service.newRoomNum); anything else cannot be a room. */
export const ROOM_NUM = { type: 'string', pattern: '^[0-9]{1,24}$' } as const;
const ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const LOCATION = { type: 'integer', minimum: 0, maximum: 100_000 } as const;
const SECONDS = { type: 'integer', minimum: 0, maximum: 7 * 24 * 3600 } as const;
const SMALL = { type: 'integer', minimum: 0, maximum: 100_000 } as const;

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

export function registerCallRoutes(app: FastifyInstance, s: Services): void {
  const { calls, ledger } = s;

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
      ok(
        calls.priceInfo(
          me(req),
          req.query.calleeUserId,
          req.query.callLocation ?? 0,
          requestOrigin(req),
        ),
      ),
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
      ok(calls.launch(me(req), req.body, requestOrigin(req))),
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
      ok(calls.act(me(req), req.body.roomNum, action, requestOrigin(req))),
    );
  }

  // The room as the server has it (project path): a device in a call checks it, so an end it
  // missed (a lost push) still ends the call on its screen.
  app.post('/api/call/room', { schema: roomBody() }, async (req: Req<{ roomNum: string }>) =>
    ok(calls.room(me(req), req.body.roomNum, requestOrigin(req))),
  );

  app.post(
    '/api/call/refuse',
    { schema: roomBody({ busy: { type: 'boolean' } }) },
    async (req: Req<{ roomNum: string; busy?: boolean }>) =>
      ok(
        calls.act(me(req), req.body.roomNum, req.body.busy ? 'busy' : 'refuse', requestOrigin(req)),
      ),
  );

  // notifyEndCall carries the client's view of the duration; the server keeps its own clock.
  app.post(
    '/api/call/notifyEndCall',
    { schema: roomBody({ videoTime: SECONDS }) },
    async (req: Req<{ roomNum: string; videoTime?: number }>) =>
      ok(calls.act(me(req), req.body.roomNum, 'notifyEnd', requestOrigin(req))),
  );

  // Call record reports (spec 2 §5): the reporter is a party and matchUserId the other one.
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
    async (req: Req<VideoReport>) => {
      const room = calls.reports.video(me(req), 'friend', req.body);
      return ok(calls.view(room, me(req), requestOrigin(req)));
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
    async (req: Req<VideoReport, { matchId?: string }>) => {
      const room = calls.reports.video(me(req), 'user', req.body, req.query.matchId);
      return ok(calls.view(room, me(req), requestOrigin(req)));
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
    async (req: Req<{ roomNum: string; videoTime: number }>) =>
      ok(calls.reports.record(me(req), req.body)),
  );

  // Ring-bell status (spec 2 §4 rule 12): busy while the ring bell or the video window is open,
  // online when closed.
  app.post(
    '/api/call/ringBell/status',
    {
      schema: {
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: {
            status: { type: 'integer', enum: [USER_STATUS.busy, USER_STATUS.online] },
            roomNum: ROOM_NUM,
          },
        },
      },
    },
    async (req: Req<{ status: RingBellStatus; roomNum?: string }>) =>
      ok(calls.reports.ringBell(me(req), req.body.status, req.body.roomNum)),
  );

  // A snapshot of the caller's own camera (spec 2 §4, §7; spec 3 §7 /upload/1/videos/snapshots):
  // the call is checked before the form is read.
  app.post(
    '/upload/1/videos/snapshots',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['id', 'matchUserId'],
          properties: {
            id: ROOM_NUM,
            matchUserId: ID,
            remoteUserId: ID,
            gender: SMALL,
            location: SMALL,
            videoType: SMALL,
            page: SMALL,
            model: { type: 'string', maxLength: 128 },
          },
        },
      },
    },
    async (req: Req<unknown, SnapshotQuery>) => {
      const room = calls.snapshots.roomFor(me(req), req.query);
      const { buffer } = await readImagePart(req, 'snapshot');
      return ok(calls.snapshots.save(me(req), room, req.query, buffer));
    },
  );

  // Balance refresh at the end of a call (spec 2 §4 rule 11).
  app.get('/api/call/balance', async (req) =>
    ok(ledger.snapshot(me(req)) ?? { goldNum: 0, balanceSeq: 0 }),
  );
}
