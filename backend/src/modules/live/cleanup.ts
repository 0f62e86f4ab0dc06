/**
 * Account deletion (src/modules/account-deletion): what the live module keeps about a user. Their
 * lives (a host's) go with their viewers, mutes and gifts; as a viewer, their presence, mutes and
 * the gifts they sent (the ranking forgets them; a live's profit stays, it is the host's). Coin
 * movements are the ledger's (the account's own clean-up removes its ledger rows).
 */
import type { DB } from '../../db';

export function deleteLiveData(db: DB, userId: number): void {
  const own = 'SELECT id FROM live_studios WHERE host_id = ?';
  for (const table of ['live_viewers', 'live_mutes', 'live_gifts'])
    db.prepare(`DELETE FROM ${table} WHERE live_id IN (${own})`).run(userId);
  db.prepare('DELETE FROM live_studios WHERE host_id = ?').run(userId);
  db.prepare('DELETE FROM live_viewers WHERE user_id = ?').run(userId);
  db.prepare('DELETE FROM live_mutes WHERE user_id = ?').run(userId);
  db.prepare('DELETE FROM live_gifts WHERE sender_id = ?').run(userId);
}
