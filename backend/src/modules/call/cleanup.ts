/**
 * Account deletion (the account-deletion registry calls this): everything this module keeps
 * about a user. Coin movements stay in the ledger (the ledger's owner decides about those).
 * Call rooms with the user are removed with their paid minutes, for both parties' history.
 */
import fs from 'node:fs';
import type { DB } from '../../db';

export function deleteCallData(db: DB, userId: number): void {
  const files = db.transaction(() => {
    const files = db
      .prepare('SELECT path FROM call_snapshots WHERE user_id = ? OR remote_user_id = ?')
      .all(userId, userId) as { path: string }[];
    db.prepare('DELETE FROM call_snapshots WHERE user_id = ? OR remote_user_id = ?').run(
      userId,
      userId,
    );
    db.prepare('DELETE FROM call_reports WHERE user_id = ?').run(userId);
    const rooms = 'SELECT room_num FROM call_rooms WHERE caller_id = ? OR callee_id = ?';
    db.prepare(`DELETE FROM call_reports WHERE room_num IN (${rooms})`).run(userId, userId);
    db.prepare(`DELETE FROM call_charges WHERE room_num IN (${rooms})`).run(userId, userId);
    db.prepare('DELETE FROM call_rooms WHERE caller_id = ? OR callee_id = ?').run(userId, userId);
    db.prepare('DELETE FROM host_points WHERE host_id = ?').run(userId);
    db.prepare('DELETE FROM call_free_minutes WHERE user_id = ?').run(userId);
    db.prepare('DELETE FROM user_likes WHERE user_id = ? OR liked_user_id = ?').run(userId, userId);
    db.prepare('DELETE FROM match_pairs WHERE caller_id = ? OR callee_id = ?').run(userId, userId);
    return files;
  })();
  // Files after the commit: a file that cannot be removed does not bring the rows back.
  for (const f of files) fs.rmSync(f.path, { force: true });
}
