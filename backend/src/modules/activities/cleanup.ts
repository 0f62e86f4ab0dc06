import type { DB } from '../../db';

/**
 * Delete account: the claims and visits go; the check-ins stay under -userId (no name, no link to
 * the account), so the device's check-in of the day still counts (spec 3 §8 "another account").
 */
export function deleteActivityData(db: DB, userId: number): void {
  db.prepare('DELETE FROM activity_mission_claims WHERE user_id = ?').run(userId);
  db.prepare('DELETE FROM activity_visits WHERE user_id = ?').run(userId);
  db.prepare('UPDATE activity_checkins SET user_id = -user_id WHERE user_id = ?').run(userId);
}
