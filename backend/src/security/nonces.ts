import type { DB } from '../db';

/**
 * Nonce replay guard. A nonce is remembered until its request's timestamp leaves the ±5 min
 * window (after that the timestamp check refuses it anyway). SQLite's primary key makes the
 * check-and-record one atomic statement, so two quick identical requests cannot both pass.
 */
export function createNonceStore(db: DB) {
  const insert = db.prepare('INSERT OR IGNORE INTO nonces (nonce, expires_at) VALUES (?, ?)');
  const purge = db.prepare('DELETE FROM nonces WHERE expires_at < ?');
  let lastPurge = 0;
  return {
    /** true when the nonce is new (and now recorded); false for a replay. */
    claim(nonce: string, expiresAt: number, now: number): boolean {
      if (now - lastPurge > 60_000) {
        purge.run(now);
        lastPurge = now;
      }
      return insert.run(nonce, expiresAt).changes === 1;
    },
    reset(): number {
      return db.prepare('DELETE FROM nonces').run().changes;
    },
  };
}
export type NonceStore = ReturnType<typeof createNonceStore>;
