/**
 * A VIP's free minutes on liked-user calls (spec 2 §6 "VIP may call liked users free"; the cap and
 * who pays are the project's rule, backend/README.md "Security model"):
 *
 * - VIP_FREE_CALL_MINUTES_PER_DAY free minutes per caller and UTC day, over all their location-108
 *   calls. A minute belongs to the UTC day it starts in.
 * - The platform pays the host for a free minute: the host's price in points, as if the caller
 *   had paid it; the caller is not charged.
 * - A minute after the day's free ones costs the room's price from the caller's coins, like any
 *   call (billing.ts); one that cannot be paid ends the call.
 *
 * Claimed inside billing's IMMEDIATE transaction, one row per room-minute: however many settles
 * race for a minute, it is claimed (and the host credited) once, and a day never exceeds the cap.
 */
import type { DB } from '../../db';
import { VIP_FREE_CALL_MINUTES_PER_DAY } from '../../sdk';

const DAY_MS = 24 * 60 * 60 * 1000;
export const utcDayOf = (at: number) => Math.floor(at / DAY_MS);

export function createFreeMinutes(db: DB) {
  const st = {
    used: db.prepare(
      'SELECT COUNT(*) AS n FROM call_free_minutes WHERE user_id = ? AND utc_day = ?',
    ),
    has: db.prepare('SELECT 1 FROM call_free_minutes WHERE room_num = ? AND minute = ?'),
    claim: db.prepare(`INSERT OR IGNORE INTO call_free_minutes (room_num, minute, user_id, utc_day,
        host_id, points, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`),
  };
  const used = (userId: number, day: number) => (st.used.get(userId, day) as { n: number }).n;

  return {
    /** Free minutes the user has left on the UTC day of `at`. */
    left: (userId: number, at: number): number =>
      Math.max(0, VIP_FREE_CALL_MINUTES_PER_DAY - used(userId, utcDayOf(at))),

    /**
     * Inside the billing transaction: takes one of the caller's free minutes of the day
     * `minuteStart` falls in for this room-minute. False when the day's minutes are used.
     */
    claim(c: {
      userId: number;
      roomNum: string;
      minute: number;
      minuteStart: number;
      hostId: number | null;
      points: number;
      at: number;
    }): boolean {
      if (st.has.get(c.roomNum, c.minute)) return true;
      const day = utcDayOf(c.minuteStart);
      if (used(c.userId, day) >= VIP_FREE_CALL_MINUTES_PER_DAY) return false;
      st.claim.run(c.roomNum, c.minute, c.userId, day, c.hostId, c.points, c.at);
      return true;
    },
  };
}
export type FreeMinutes = ReturnType<typeof createFreeMinutes>;
