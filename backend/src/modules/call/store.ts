/** The call tables (migration 008_calls.sql): rooms and their paid minutes. */
import type { CallRoomState, HangupReason } from 'shared-sdk/node';
import type { DB } from '../../db';
import type { CallRole } from './rules';

export interface RoomRow {
  room_num: string;
  caller_id: number;
  callee_id: number;
  call_location: number;
  goddess_location: number;
  price: number;
  free: number;
  server_call: number;
  earner_id: number | null;
  match_id: string | null;
  state: CallRoomState;
  created_at: number;
  answered_at: number | null;
  started_at: number | null;
  ended_at: number | null;
  hangup_reason: HangupReason | null;
  hangup_user_id: number | null;
  minutes_billed: number;
  coins_charged: number;
  caller_joined_at: number | null;
  callee_joined_at: number | null;
  rang_at: number | null;
  /** Each party's first-frame report (notifyStartCall); only the caller's starts a call between people. */
  caller_frame_at: number | null;
  callee_frame_at: number | null;
}

export type NewRoom = Pick<
  RoomRow,
  | 'room_num'
  | 'caller_id'
  | 'callee_id'
  | 'call_location'
  | 'goddess_location'
  | 'price'
  | 'free'
  | 'server_call'
  | 'earner_id'
  | 'match_id'
  | 'created_at'
>;

/** The side `userId` plays in the room, or null when they are not one of its two parties. */
export function roleOf(room: RoomRow, userId: number): CallRole | null {
  if (room.caller_id === userId) return 'caller';
  if (room.callee_id === userId) return 'callee';
  return null;
}

export const otherParty = (room: RoomRow, userId: number): number =>
  room.caller_id === userId ? room.callee_id : room.caller_id;

/** Whole seconds of connected call (server clock), 0 before the first frame. */
export function videoTimeOf(room: RoomRow, now: number): number {
  if (room.started_at === null) return 0;
  const end = room.ended_at ?? now;
  return Math.max(0, Math.floor((end - room.started_at) / 1000));
}

type Patch = Partial<Omit<RoomRow, 'room_num'>>;

export function createCallStore(db: DB) {
  const st = {
    get: db.prepare('SELECT * FROM call_rooms WHERE room_num = ?'),
    open: db.prepare("SELECT * FROM call_rooms WHERE state <> 'ended' ORDER BY created_at"),
    openOf: db.prepare(
      "SELECT * FROM call_rooms WHERE state <> 'ended' AND (caller_id = ? OR callee_id = ?)",
    ),
    insert: db.prepare(`INSERT INTO call_rooms (room_num, caller_id, callee_id, call_location,
        goddess_location, price, free, server_call, earner_id, match_id, state, created_at)
      VALUES (@room_num, @caller_id, @callee_id, @call_location, @goddess_location, @price, @free,
        @server_call, @earner_id, @match_id, 'ringing', @created_at)`),
    charge: db.prepare(`INSERT INTO call_charges (room_num, minute, payer_id, coins, ledger_id, created_at)
      VALUES (?, ?, ?, ?, ?, ?)`),
    hasCharge: db.prepare('SELECT 1 FROM call_charges WHERE room_num = ? AND minute = ?'),
  };
  return {
    get: (roomNum: string) => st.get.get(roomNum) as RoomRow | undefined,
    allOpen: () => st.open.all() as RoomRow[],
    openOf: (userId: number) => st.openOf.all(userId, userId) as RoomRow[],
    insert: (r: NewRoom) => st.insert.run(r),
    /** Updates the named columns only (the column names come from this module, never from input). */
    update(roomNum: string, patch: Patch): void {
      const keys = Object.keys(patch);
      if (keys.length === 0) return;
      const set = keys.map((k) => `${k} = @${k}`).join(', ');
      db.prepare(`UPDATE call_rooms SET ${set} WHERE room_num = @room_num`).run({
        ...patch,
        room_num: roomNum,
      });
    },
    insertCharge: (
      roomNum: string,
      minute: number,
      payerId: number,
      coins: number,
      ledgerId: number | null,
      at: number,
    ) => st.charge.run(roomNum, minute, payerId, coins, ledgerId, at),
    hasCharge: (roomNum: string, minute: number) => st.hasCharge.get(roomNum, minute) !== undefined,
  };
}
export type CallStore = ReturnType<typeof createCallStore>;
