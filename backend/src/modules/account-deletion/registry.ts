import type { DB } from '../../db';

/**
 * Account deletion (spec 3 §2 "Settings popup: delete account dialog"; docs/CONTRACTS.md
 * "Delete account"). Every module that keeps rows about a user registers what to delete:
 *
 *   services.accountDeletion.register('chat', (db, userId) => {
 *     db.prepare('DELETE FROM chat_messages WHERE sender_id = ? OR receiver_id = ?').run(userId, userId);
 *   });
 *
 * `deleteAccount(userId)` runs every registered step, in registration order, then the
 * account's own clean-up (sign-in identities, tokens, devices, bans, photos, consent, coins
 * ledger, the user row), all in ONE transaction: a step that throws rolls everything back and
 * the account stays as it was. Steps get the database only: no network, no realtime (the route
 * closes the user's sockets after the commit). A module's rows that reference users(id) must be
 * removed by its step, or the final DELETE of the user row fails on the foreign key.
 */
export type DeletionStep = (db: DB, userId: number) => void;

export interface AccountDeletion {
  /** Adds a step; a second registration under the same name replaces the first. */
  register(name: string, step: DeletionStep): void;
  /** Names of the registered steps, in the order they run. */
  steps(): string[];
  /** Deletes the account and its data. False when there is no such account. */
  deleteAccount(userId: number): boolean;
}

export function createAccountDeletion(db: DB, now: () => number): AccountDeletion {
  const steps = new Map<string, DeletionStep>();

  /** The account's own tables (migrations 001–004). */
  function ownCleanUp(userId: number): void {
    const auth = db.prepare('SELECT phone, email FROM user_auth WHERE user_id = ?').get(userId) as
      { phone: string | null; email: string | null } | undefined;
    // Codes and verification tickets still pending for its phone / e-mail: a new sign-up with
    // them starts from a fresh code. (The send-rate history stays: it guards the number.)
    for (const target of [auth?.phone, auth?.email]) {
      if (!target) continue;
      db.prepare('DELETE FROM auth_codes WHERE target = ?').run(target);
      db.prepare('DELETE FROM auth_tickets WHERE target = ?').run(target);
    }
    for (const sql of [
      'DELETE FROM auth_identities WHERE user_id = ?',
      'DELETE FROM login_certs WHERE user_id = ?',
      'DELETE FROM complement_keys WHERE user_id = ?',
      'DELETE FROM user_auth WHERE user_id = ?',
      'DELETE FROM login_tokens WHERE user_id = ?',
      'UPDATE devices SET user_id = NULL WHERE user_id = ?',
      "DELETE FROM bans WHERE kind = 'account' AND user_id = ?",
      'DELETE FROM user_protocols WHERE user_id = ?',
      'DELETE FROM user_photos WHERE user_id = ?',
      'DELETE FROM coin_ledger WHERE user_id = ?',
      'DELETE FROM users WHERE id = ?',
    ]) {
      db.prepare(sql).run(userId);
    }
    db.prepare('INSERT OR REPLACE INTO account_deletions (user_id, deleted_at) VALUES (?, ?)').run(
      userId,
      now(),
    );
  }

  const run = db.transaction((userId: number): boolean => {
    if (!db.prepare('SELECT 1 FROM users WHERE id = ?').get(userId)) return false;
    for (const step of steps.values()) step(db, userId);
    ownCleanUp(userId);
    return true;
  });

  return {
    register(name, step) {
      steps.set(name, step);
    },
    steps: () => [...steps.keys()],
    deleteAccount: (userId) => run.immediate(userId),
  };
}
