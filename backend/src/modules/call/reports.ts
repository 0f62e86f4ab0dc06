/**
 * What a call's parties report about it — the call record reports (spec 2 §5: friend video needs
 * matchUserId and roomId; user video also videoTime) and the client's own record of a call — and
 * the ring bell's status (spec 2 §4 rule 12). Part of the call service (`calls.reports`); paths in
 * routes.ts.
 */
import type { DB } from '../../db';
import { BizError } from '../../http/envelope';
import { CALL_CODE, USER_STATUS } from '../../sdk';
import { otherParty, roleOf, type CallStore, type RoomRow } from './store';

/** A video report's body (POST /api/call/friend/video, /api/call/users/videos). */
export interface VideoReport {
  matchUserId: number;
  roomId: string;
  videoTime?: number;
}

/** The ring bell's status: busy while the ring bell or the video window is open, else online. */
export type RingBellStatus = typeof USER_STATUS.busy | typeof USER_STATUS.online;

export function createCallReports(d: { db: DB; now: () => number; store: CallStore }) {
  const { db, now, store } = d;
  const st = {
    report: db.prepare(
      'INSERT INTO call_reports (room_num, user_id, kind, video_time, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    setStatus: db.prepare(
      'UPDATE users SET status = ?, status_at = ? WHERE id = ? AND simulated = 0',
    ),
  };

  /** The reporter must be a party of the room and matchUserId the other one. */
  function partyRoom(userId: number, roomNum: string, matchUserId: number): RoomRow {
    const room = store.get(roomNum);
    if (!room || !roleOf(room, userId) || otherParty(room, userId) !== matchUserId)
      throw new BizError(CALL_CODE.badRoomAction, 'No such call with this user');
    return room;
  }

  return {
    /**
     * A friend video (`kind` friend) or user video (`kind` user, with videoTime) report; `matchId`
     * (the user video's query) must name the same call. Answers the room.
     */
    video(userId: number, kind: 'friend' | 'user', body: VideoReport, matchId?: string): RoomRow {
      if (matchId !== undefined && matchId !== body.roomId)
        throw new BizError(CALL_CODE.badRoomAction, 'matchId and roomId name different calls');
      const room = partyRoom(userId, body.roomId, body.matchUserId);
      const videoTime = kind === 'user' ? (body.videoTime ?? null) : null;
      st.report.run(room.room_num, userId, kind, videoTime, JSON.stringify(body), now());
      return room;
    },

    /** POST /api/call/record: the client's own record of a call it was a party of. */
    record(userId: number, body: { roomNum: string; videoTime: number }): { id: number } {
      const room = store.get(body.roomNum);
      if (!room || !roleOf(room, userId))
        throw new BizError(CALL_CODE.badRoomAction, 'No such call room');
      const r = st.report.run(
        room.room_num,
        userId,
        'record',
        body.videoTime,
        JSON.stringify(body),
        now(),
      );
      return { id: Number(r.lastInsertRowid) };
    },

    /**
     * POST /api/call/ringBell/status, recorded like the status upload. With roomNum and busy from
     * the callee, the room notes that it really rang on the callee's device.
     */
    ringBell(userId: number, status: RingBellStatus, roomNum?: string): { status: RingBellStatus } {
      const t = now();
      st.setStatus.run(status, t, userId);
      if (roomNum && status === USER_STATUS.busy) {
        const room = store.get(roomNum);
        if (room && room.callee_id === userId && room.rang_at === null)
          store.update(room.room_num, { rang_at: t });
      }
      return { status };
    },
  };
}
export type CallReports = ReturnType<typeof createCallReports>;
