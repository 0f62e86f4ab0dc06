/**
 * Call snapshots (spec 2 §4 "Snapshot times in a call are random within configured second
 * ranges", §7 "call snapshot upload (multipart; query gender, location, matchUserId, videoType,
 * page, model, remoteUserId, id; field snapshot)"; spec 3 §7 path /upload/1/videos/snapshots).
 *
 * The client takes a frame of its own camera at random times within the ranges of
 * getSnapshotConfig and uploads it here. Checked: the uploader is a party of the started call
 * `id` and `matchUserId` the other one; the bytes are a JPEG of at most SNAPSHOT_MAX_BYTES; at
 * most SNAPSHOTS_PER_CALL_MAX per user and call. Stored under <data>/snapshots/ (call_snapshots
 * row; never served over HTTP: they are for moderation) and removed with the account.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SnapshotConfig, SnapshotResult } from 'shared-sdk/node';
import { BizError, ok } from '../../http/envelope';
import type { Services } from '../../services';
import { setConfig } from '../catalog/config';
import { DEFAULT_SNAPSHOT_CONFIG } from '../catalog/routes';
import { UPLOAD_CODE, chatError } from '../chat/codes';
import { inspectImage, readImagePart } from '../chat/uploads';
import { ROOM_NUM } from './routes';
import { CALL_CODE, SNAPSHOTS_PER_CALL_MAX, SNAPSHOT_MAX_BYTES } from '../../sdk';
import type { CallService } from './service';
import { otherParty, roleOf } from './store';

const ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const SMALL = { type: 'integer', minimum: 0, maximum: 100_000 } as const;

interface SnapshotQuery {
  id: string;
  matchUserId: number;
  remoteUserId?: number;
  gender?: number;
  location?: number;
  videoType?: number;
  page?: number;
  model?: string;
}

/** <data>/snapshots, next to app.db. */
export const snapshotsDirOf = (dbFile: string) => path.join(path.dirname(dbFile), 'snapshots');

export function registerCallSnapshots(
  app: FastifyInstance,
  s: Services,
  calls: CallService,
  opts: { allowTestApi?: boolean } = {},
): void {
  const { db, now } = s;
  const dir = snapshotsDirOf(db.name);
  const st = {
    count: db.prepare('SELECT COUNT(*) AS n FROM call_snapshots WHERE room_num = ? AND user_id = ?'),
    insert: db.prepare(
      'INSERT INTO call_snapshots (room_num, user_id, remote_user_id, path, meta, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
  };

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
    async (req: FastifyRequest<{ Querystring: SnapshotQuery }>) => {
      const userId = (req.auth as { userId: number }).userId;
      const q = req.query;
      const room = calls.store.get(q.id);
      if (!room || !roleOf(room, userId) || otherParty(room, userId) !== q.matchUserId)
        throw new BizError(CALL_CODE.badRoomAction, 'No such call with this user');
      if (room.started_at === null) throw new BizError(CALL_CODE.badRoomAction, 'The call has not started');
      const { buffer } = await readImagePart(req, 'snapshot');
      if (buffer.length > SNAPSHOT_MAX_BYTES)
        throw chatError(UPLOAD_CODE.tooLarge, `A snapshot can be at most ${SNAPSHOT_MAX_BYTES} bytes`);
      const info = inspectImage(buffer);
      if (info.type !== 'image/jpeg') throw chatError(UPLOAD_CODE.notImage, 'A snapshot must be a JPEG');
      if ((st.count.get(room.room_num, userId) as { n: number }).n >= SNAPSHOTS_PER_CALL_MAX)
        throw new BizError(CALL_CODE.badRoomAction, 'Enough snapshots of this call');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${randomBytes(16).toString('hex')}.jpg`);
      fs.writeFileSync(file, buffer, { flag: 'wx' });
      const meta = { ...q, width: info.width, height: info.height, size: buffer.length };
      const id = Number(
        st.insert.run(room.room_num, userId, q.matchUserId, file, JSON.stringify(meta), now()).lastInsertRowid,
      );
      // Kept for moderation only: no address to fetch it from.
      const answer: SnapshotResult = { id, url: '' };
      return ok(answer);
    },
  );

  if (!opts.allowTestApi) return;
  // Test API: the snapshot ranges (site config `snapshotConfig`; `reset` puts the default back).
  app.post(
    '/dev/api/calls/snapshot-config',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            reset: { type: 'boolean' },
            ranges: {
              type: 'array',
              maxItems: 10,
              items: {
                type: 'object',
                required: ['min', 'max'],
                properties: { min: { type: 'integer', minimum: 0 }, max: { type: 'integer', minimum: 0 } },
              },
            },
          },
        },
      },
    },
    async (req: FastifyRequest<{ Body: { reset?: boolean; ranges?: SnapshotConfig['ranges'] } }>) => {
      const cfg: SnapshotConfig = req.body.reset
        ? DEFAULT_SNAPSHOT_CONFIG
        : { ...DEFAULT_SNAPSHOT_CONFIG, ranges: req.body.ranges ?? DEFAULT_SNAPSHOT_CONFIG.ranges };
      setConfig(db, 'snapshotConfig', cfg);
      return ok(cfg);
    },
  );
}
