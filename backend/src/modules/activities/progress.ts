/**
 * A mission's progress, counted from what the server already recorded (never from the client):
 * each task type is one COUNT over its table for a time range (a UTC day, or all time for a
 * long-term mission). Counting rows instead of listening to events means no event can be lost
 * (a restart, a failed listener) and a retried request never counts twice.
 *
 * | type       | counted rows                                                                    |
 * | ---------- | ------------------------------------------------------------------------------- |
 * | pay        | shop_orders of the user with status success, by paid_at (refunded ones drop out) |
 * | call       | call_rooms the user called and paid for (minutes_billed > 0), ended, by ended_at |
 * | wall_call  | call_rooms the user started from the wall (callLocation 104) that connected      |
 * | match      | match_pairs launched (a match call placed) with the user on either side          |
 * | add_friend | friend_links the user gained (a friend added or an accepted request)             |
 * | send_msg   | im_messages the user sent as chat text or picture (not call records or notices)  |
 * | login_in   | the user's daily check-in (activity_checkins)                                   |
 * | liv_cam    | a signed-in LivCam list request that day (activity_visits 'liv_cam')             |
 */
import type { DB } from '../../db';
import type { TaskType } from 'shared-sdk/node';
import { CALL_LOCATION, MESSAGE_TYPE, MESSAGE_TYPE_VALUE } from '../../sdk';
import { dayKey, dayRange } from './day';

/** A time range in server ms, or null for all time (long-term missions). */
export type Range = { from: number; to: number } | null;

const ALL = { from: 0, to: Number.MAX_SAFE_INTEGER };

export function createProgress(db: DB) {
  const count = (sql: string) => {
    const st = db.prepare(sql);
    return (userId: number, r: { from: number; to: number }) =>
      (st.get({ userId, from: r.from, to: r.to }) as { n: number }).n;
  };
  const counters: Record<Exclude<TaskType, 'login_in' | 'liv_cam'>, ReturnType<typeof count>> = {
    pay: count(`SELECT COUNT(*) AS n FROM shop_orders WHERE user_id = @userId
      AND status = 'success' AND paid_at >= @from AND paid_at < @to`),
    call: count(`SELECT COUNT(*) AS n FROM call_rooms WHERE caller_id = @userId
      AND state = 'ended' AND minutes_billed > 0 AND ended_at >= @from AND ended_at < @to`),
    wall_call: count(`SELECT COUNT(*) AS n FROM call_rooms WHERE caller_id = @userId
      AND call_location = ${CALL_LOCATION.wall} AND started_at >= @from AND started_at < @to`),
    match:
      count(`SELECT COUNT(*) AS n FROM match_pairs WHERE (caller_id = @userId OR callee_id = @userId)
      AND state = 'launched' AND created_at >= @from AND created_at < @to`),
    add_friend: count(`SELECT COUNT(*) AS n FROM friend_links WHERE user_id = @userId
      AND created_at >= @from AND created_at < @to`),
    send_msg: count(`SELECT COUNT(*) AS n FROM im_messages WHERE sender_id = @userId
      AND message_type = ${MESSAGE_TYPE.TEXT} AND message_type_value <> ${MESSAGE_TYPE_VALUE.systemNotice}
      AND created_at >= @from AND created_at < @to`),
  };
  const st = {
    checkedIn: db.prepare(
      'SELECT COUNT(*) AS n FROM activity_checkins WHERE user_id = ? AND day = ?',
    ),
    checkIns: db.prepare('SELECT COUNT(*) AS n FROM activity_checkins WHERE user_id = ?'),
    visited: db.prepare(
      'SELECT COUNT(*) AS n FROM activity_visits WHERE user_id = ? AND place = ? AND day = ?',
    ),
    visits: db.prepare('SELECT COUNT(*) AS n FROM activity_visits WHERE user_id = ? AND place = ?'),
    visit: db.prepare(
      'INSERT OR IGNORE INTO activity_visits (user_id, day, place, created_at) VALUES (?, ?, ?, ?)',
    ),
  };
  const n = (row: unknown) => (row as { n: number }).n;

  return {
    /** How many times the user did `type` on `day` (a UTC day number), or ever (day null). */
    count(userId: number, type: TaskType, day: number | null): number {
      if (type === 'login_in')
        return n(day === null ? st.checkIns.get(userId) : st.checkedIn.get(userId, dayKey(day)));
      if (type === 'liv_cam')
        return n(
          day === null ? st.visits.get(userId, type) : st.visited.get(userId, type, dayKey(day)),
        );
      return counters[type](userId, day === null ? ALL : dayRange(day));
    },
    /** A visit the server saw (once per user, place and UTC day). */
    recordVisit(userId: number, place: 'liv_cam', day: number, at: number): void {
      st.visit.run(userId, dayKey(day), place, at);
    },
  };
}
export type Progress = ReturnType<typeof createProgress>;
