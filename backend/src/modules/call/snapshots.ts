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
 * Part of the call service (`calls.snapshots`); the path is in routes.ts.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SnapshotResult } from 'shared-sdk/node';
import type { DB } from '../../db';
import { BizError } from '../../http/envelope';
import { UPLOAD_CODE, chatError } from '../chat/codes';
import { inspectImage } from '../chat/uploads';
import { CALL_CODE, SNAPSHOTS_PER_CALL_MAX, SNAPSHOT_MAX_BYTES } from '../../sdk';
import { otherParty, roleOf, type CallStore, type RoomRow } from './store';

/** The query of a snapshot upload (spec 2 §7). */
export interface SnapshotQuery {
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

export function createCallSnapshots(d: { db: DB; now: () => number; store: CallStore }) {
  const { db, now, store } = d;
  const dir = snapshotsDirOf(db.name);
  const st = {
    count: db.prepare(
      'SELECT COUNT(*) AS n FROM call_snapshots WHERE room_num = ? AND user_id = ?',
    ),
    insert: db.prepare(
      'INSERT INTO call_snapshots (room_num, user_id, remote_user_id, path, meta, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
  };

  return {
    /** The started call `q.id` of `userId` with `q.matchUserId` (checked before the upload is read). */
    roomFor(userId: number, q: SnapshotQuery): RoomRow {
      const room = store.get(q.id);
      if (!room || !roleOf(room, userId) || otherParty(room, userId) !== q.matchUserId)
        throw new BizError(CALL_CODE.badRoomAction, 'No such call with this user');
      if (room.started_at === null)
        throw new BizError(CALL_CODE.badRoomAction, 'The call has not started');
      return room;
    },

    /** Keeps one snapshot of `room` by `userId`: a JPEG, at most SNAPSHOTS_PER_CALL_MAX a call. */
    save(userId: number, room: RoomRow, q: SnapshotQuery, jpeg: Buffer): SnapshotResult {
      if (jpeg.length > SNAPSHOT_MAX_BYTES)
        throw chatError(
          UPLOAD_CODE.tooLarge,
          `A snapshot can be at most ${SNAPSHOT_MAX_BYTES} bytes`,
        );
      const info = inspectImage(jpeg);
      if (info.type !== 'image/jpeg')
        throw chatError(UPLOAD_CODE.notImage, 'A snapshot must be a JPEG');
      if ((st.count.get(room.room_num, userId) as { n: number }).n >= SNAPSHOTS_PER_CALL_MAX)
        throw new BizError(CALL_CODE.badRoomAction, 'Enough snapshots of this call');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${randomBytes(16).toString('hex')}.jpg`);
      fs.writeFileSync(file, jpeg, { flag: 'wx' });
      const meta = { ...q, width: info.width, height: info.height, size: jpeg.length };
      const id = Number(
        st.insert.run(room.room_num, userId, q.matchUserId, file, JSON.stringify(meta), now())
          .lastInsertRowid,
      );
      // Kept for moderation only: no address to fetch it from.
      return { id, url: '' };
    },
  };
}
export type CallSnapshots = ReturnType<typeof createCallSnapshots>;
