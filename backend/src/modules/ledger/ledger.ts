import type { DB } from '../../db';

/**
 * The coins ledger (ARCHITECTURE.md "Coins move only through a ledger"). Every balance change
 * is one coin_ledger row written in the same IMMEDIATE transaction as the users.gold_num
 * update, so a balance never goes negative (conditional update + CHECK constraint) and a
 * payment or reward retried with the same idempotency key is applied once.
 * Other modules call credit/debit; nothing else writes users.gold_num.
 */
export interface LedgerEntry {
  id: number;
  userId: number;
  amount: number;
  balanceAfter: number;
  reason: string;
  idempotencyKey: string;
  createdAt: number;
}

export type LedgerResult =
  | { ok: true; entry: LedgerEntry; balance: number; duplicate: boolean }
  | {
      ok: false;
      error: 'insufficient_funds' | 'no_such_user' | 'invalid_amount' | 'key_reused';
      balance: number;
    };

interface Row {
  id: number;
  user_id: number;
  amount: number;
  balance_after: number;
  reason: string;
  idempotency_key: string;
  created_at: number;
}

const toEntry = (r: Row): LedgerEntry => ({
  id: r.id,
  userId: r.user_id,
  amount: r.amount,
  balanceAfter: r.balance_after,
  reason: r.reason,
  idempotencyKey: r.idempotency_key,
  createdAt: r.created_at,
});

export interface BalanceSnapshot {
  goldNum: number;
  balanceSeq: number;
}

/** A user's balance and its ledger sequence, read in one statement (one consistent snapshot). */
export function readBalanceSnapshot(db: DB, userId: number): BalanceSnapshot | null {
  const row = db
    .prepare(
      `SELECT u.gold_num AS goldNum,
        COALESCE((SELECT MAX(id) FROM coin_ledger WHERE user_id = u.id), 0) AS balanceSeq
       FROM users u WHERE u.id = ?`,
    )
    .get(userId) as BalanceSnapshot | undefined;
  return row ?? null;
}

export function createLedger(db: DB, now: () => number) {
  const st = {
    byKey: db.prepare('SELECT * FROM coin_ledger WHERE idempotency_key = ?'),
    balance: db.prepare('SELECT gold_num FROM users WHERE id = ?'),
    // The WHERE clause is the overdraft guard: it only matches while the result stays >= 0.
    apply: db.prepare(
      'UPDATE users SET gold_num = gold_num + @amount WHERE id = @userId AND gold_num + @amount >= 0',
    ),
    insert:
      db.prepare(`INSERT INTO coin_ledger (user_id, amount, balance_after, reason, idempotency_key, created_at)
      VALUES (?, ?, ?, ?, ?, ?)`),
    history: db.prepare('SELECT * FROM coin_ledger WHERE user_id = ? ORDER BY id DESC LIMIT ?'),
  };

  function balance(userId: number): number | null {
    const r = st.balance.get(userId) as { gold_num: number } | undefined;
    return r ? r.gold_num : null;
  }

  const move = db.transaction(
    (userId: number, amount: number, reason: string, key: string): LedgerResult => {
      const prior = st.byKey.get(key) as Row | undefined;
      if (prior) {
        // Same key again: nothing changes; answer the first result. A key reused for another
        // user or amount is a caller bug and is refused rather than silently matched.
        if (prior.user_id !== userId || prior.amount !== amount) {
          return { ok: false, error: 'key_reused', balance: balance(userId) ?? 0 };
        }
        return { ok: true, entry: toEntry(prior), balance: balance(userId) ?? 0, duplicate: true };
      }
      const before = balance(userId);
      if (before === null) return { ok: false, error: 'no_such_user', balance: 0 };
      if (st.apply.run({ amount, userId }).changes !== 1) {
        return { ok: false, error: 'insufficient_funds', balance: before };
      }
      const after = before + amount;
      st.insert.run(userId, amount, after, reason, key, now());
      const entry = st.byKey.get(key) as Row;
      return { ok: true, entry: toEntry(entry), balance: after, duplicate: false };
    },
  );

  function change(userId: number, amount: number, reason: string, key: string): LedgerResult {
    if (!Number.isSafeInteger(amount) || amount === 0 || !reason || !key) {
      return { ok: false, error: 'invalid_amount', balance: balance(userId) ?? 0 };
    }
    // IMMEDIATE takes the write lock up front, so another process cannot interleave between
    // the read of the key and the write.
    return move.immediate(userId, amount, reason, key);
  }

  return {
    balance,
    /**
     * The balance with its ledger sequence (the id of the user's last ledger entry, 0 if none).
     * Answers that carry a balance send both: the SDK's one balance writer (`applyBalance`)
     * drops a value whose sequence is older than the one on screen.
     */
    snapshot: (userId: number) => readBalanceSnapshot(db, userId),
    /** Adds `amount` (> 0) coins. */
    credit: (userId: number, amount: number, reason: string, idempotencyKey: string) =>
      amount > 0 ? change(userId, amount, reason, idempotencyKey) : invalid(userId),
    /** Removes `amount` (> 0) coins; fails with insufficient_funds rather than going negative. */
    debit: (userId: number, amount: number, reason: string, idempotencyKey: string) =>
      amount > 0 ? change(userId, -amount, reason, idempotencyKey) : invalid(userId),
    history: (userId: number, limit = 50): LedgerEntry[] =>
      (st.history.all(userId, limit) as Row[]).map(toEntry),
  };

  function invalid(userId: number): LedgerResult {
    return { ok: false, error: 'invalid_amount', balance: balance(userId) ?? 0 };
  }
}
export type Ledger = ReturnType<typeof createLedger>;
