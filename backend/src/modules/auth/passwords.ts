import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { DB } from '../../db';
import { Codes } from '../../codes';
import {
  PASSWORD_FAILURE_WINDOW_MS,
  PASSWORD_LOCK_MS,
  PASSWORD_MAX_FAILURES,
} from '../../constants';
import { BizError } from '../../http/envelope';
import { EMAIL_PASSWORD_MAX, EMAIL_PASSWORD_MIN, PASSWORD_SPECIAL_CHARS } from '../../sdk';

/**
 * Password storage (docs/CONTRACTS.md "Passwords"): scrypt from node:crypto with a random
 * 16-byte salt per password, stored as `scrypt$N$r$p$salt$hash` (base64), compared in constant
 * time. What is hashed: the phone password as the client sends it (SHA-256, upper-case hex,
 * spec 1 §5) and the e-mail password in clear (it arrives inside an encrypted body).
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LEN = 32;

function derive(secret: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret.normalize('NFC'), salt, KEY_LEN, opts, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

// Compared against when the account has no password, so "no password" and "wrong password"
// take the same time.
const DUMMY = `scrypt$${N}$${R}$${P}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LEN).toString('base64')}`;

/** true when `secret` matches the stored scrypt string (false when there is none). */
export async function verifyPassword(secret: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? DUMMY).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, keyB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyB64, 'base64');
  const key = await derive(secret, Buffer.from(saltB64, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return stored !== null && key.length === expected.length && timingSafeEqual(key, expected);
}

/** The phone password as sent by the client: SHA-256 hex (normalised to upper case), or null. */
export function normalizePhonePasswordHash(v: unknown): string | null {
  return typeof v === 'string' && /^[0-9a-fA-F]{64}$/.test(v) ? v.toUpperCase() : null;
}

const ALLOWED = new RegExp(`^[A-Za-z0-9${PASSWORD_SPECIAL_CHARS.replace(/[\\\]^-]/g, '\\$&')}]+$`);

/** Why an e-mail password is refused (spec 1 §5: 6 to 16, letters, digits, the special set), or null. */
export function emailPasswordProblem(pw: unknown): string | null {
  if (typeof pw !== 'string' || pw.length === 0) return 'Password is required';
  if (pw.length < EMAIL_PASSWORD_MIN || pw.length > EMAIL_PASSWORD_MAX)
    return `Password is invalid: use ${EMAIL_PASSWORD_MIN} to ${EMAIL_PASSWORD_MAX} characters`;
  if (!ALLOWED.test(pw))
    return `Password is invalid: use letters, digits and ${PASSWORD_SPECIAL_CHARS}`;
  return null;
}

/** One password try in progress: counted before the password is compared. */
export interface PasswordAttempt {
  scope: string;
  id: number;
}

/**
 * Wrong-password guard (contract: 5 wrong in 15 minutes → 35505 for 15 minutes). One scope per
 * sign-in target (`phone:+447700900123`, `email:a@b.c`). The wrong try that reaches
 * the limit already answers 35505; during the lock even the right password answers 35505.
 *
 * Race-proof: a try is recorded *before* its password is compared, in the same
 * IMMEDIATE transaction that checks the lock and counts the tries in the window (finished or in
 * flight), so a burst of parallel tries (or tries from several processes) gets at most 5
 * comparisons; the rest answer 35505 at once. A wrong one is settled, and the 5th settled
 * failure sets the lock. A right one removes its own row and the tries before it, unless a lock
 * was set meanwhile (another try of the same burst reached the limit): then it answers 35505.
 */
export function createPasswordGuard(db: DB, now: () => number) {
  const st = {
    lock: db.prepare('SELECT until FROM auth_locks WHERE scope = ?'),
    setLock: db.prepare(
      'INSERT INTO auth_locks (scope, until) VALUES (?, ?) ON CONFLICT (scope) DO UPDATE SET until = excluded.until',
    ),
    reserve: db.prepare('INSERT INTO auth_failures (scope, at, settled) VALUES (?, ?, 0)'),
    settle: db.prepare('UPDATE auth_failures SET settled = 1 WHERE id = ?'),
    count: db.prepare('SELECT COUNT(*) AS n FROM auth_failures WHERE scope = ? AND at > ?'),
    settled: db.prepare(
      'SELECT COUNT(*) AS n FROM auth_failures WHERE scope = ? AND at > ? AND settled = 1',
    ),
    clear: db.prepare('DELETE FROM auth_failures WHERE scope = ?'),
    clearUpTo: db.prepare('DELETE FROM auth_failures WHERE scope = ? AND id <= ?'),
  };

  const locked = (scope: string, t: number) => {
    const row = st.lock.get(scope) as { until: number } | undefined;
    return !!row && row.until > t;
  };
  /** Tries in the window: all of them (`tries`), or only those found wrong (`wrongs`). */
  const tries = (scope: string, t: number) =>
    (st.count.get(scope, t - PASSWORD_FAILURE_WINDOW_MS) as { n: number }).n;
  const wrongs = (scope: string, t: number) =>
    (st.settled.get(scope, t - PASSWORD_FAILURE_WINDOW_MS) as { n: number }).n;

  /** Locked, or as many tries counted (finished or in flight) as the limit → null. */
  const begin = db.transaction((scope: string): number | null => {
    const t = now();
    if (locked(scope, t) || tries(scope, t) >= PASSWORD_MAX_FAILURES) return null;
    return Number(st.reserve.run(scope, t).lastInsertRowid);
  });

  /** The try was wrong (its row stays, settled): true when the scope is now locked. */
  const wrong = db.transaction((a: PasswordAttempt): boolean => {
    const t = now();
    st.settle.run(a.id);
    if (locked(a.scope, t)) return true;
    if (wrongs(a.scope, t) < PASSWORD_MAX_FAILURES) return false;
    st.setLock.run(a.scope, t + PASSWORD_LOCK_MS);
    st.clear.run(a.scope);
    return true;
  });

  /** The try was right: false when a lock was set while it was being compared. */
  const right = db.transaction((a: PasswordAttempt): boolean => {
    if (locked(a.scope, now())) return false;
    st.clearUpTo.run(a.scope, a.id);
    return true;
  });

  return {
    /** Counts a try before the comparison; throws 35505 while locked or at the limit. */
    begin(scope: string): PasswordAttempt {
      const id = begin.immediate(scope);
      if (id === null) throw new BizError(Codes.PASSWORD_LOCKED);
      return { scope, id };
    },
    /** Wrong password: throws 35505 if this locks the scope (or it is locked), else `wrongErr`. */
    fail(a: PasswordAttempt, wrongErr: BizError): never {
      if (wrong.immediate(a)) throw new BizError(Codes.PASSWORD_LOCKED);
      throw wrongErr;
    },
    /** Right password: throws 35505 when the scope got locked meanwhile. */
    succeed(a: PasswordAttempt): void {
      if (!right.immediate(a)) throw new BizError(Codes.PASSWORD_LOCKED);
    },
    /** A new password was set: earlier failures no longer count. */
    reset(scope: string): void {
      st.clear.run(scope);
    },
    /** Test API: forget failures and locks (all, or those of one phone / e-mail target). */
    clear(target?: string): number {
      const where = target ? 'WHERE scope IN (?, ?)' : '';
      const args = target ? [`phone:${target}`, `email:${target}`] : [];
      return (
        db.prepare(`DELETE FROM auth_failures ${where}`).run(...args).changes +
        db.prepare(`DELETE FROM auth_locks ${where}`).run(...args).changes
      );
    },
  };
}
export type PasswordGuard = ReturnType<typeof createPasswordGuard>;
