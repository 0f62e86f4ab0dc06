import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { DB } from '../../db';
import { Codes } from '../../codes';
import {
  EMAIL_PASSWORD_MAX,
  EMAIL_PASSWORD_MIN,
  PASSWORD_FAILURE_WINDOW_MS,
  PASSWORD_LOCK_MS,
  PASSWORD_MAX_FAILURES,
  PASSWORD_SPECIAL_CHARS,
} from '../../constants';
import { BizError } from '../../http/envelope';

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

/**
 * Wrong-password guard (contract: 5 wrong in 15 minutes → 35505 for 15 minutes). One scope per
 * sign-in target (`phone:+447700900123`, `email:a@b.c`). The wrong try that reaches
 * the limit already answers 35505; during the lock even the right password answers 35505.
 */
export function createPasswordGuard(db: DB, now: () => number) {
  const st = {
    lock: db.prepare('SELECT until FROM auth_locks WHERE scope = ?'),
    setLock: db.prepare(
      'INSERT INTO auth_locks (scope, until) VALUES (?, ?) ON CONFLICT (scope) DO UPDATE SET until = excluded.until',
    ),
    fail: db.prepare('INSERT INTO auth_failures (scope, at) VALUES (?, ?)'),
    count: db.prepare('SELECT COUNT(*) AS n FROM auth_failures WHERE scope = ? AND at > ?'),
    clear: db.prepare('DELETE FROM auth_failures WHERE scope = ?'),
  };

  /** Throws 35505 while the scope is locked. */
  function assertOpen(scope: string): void {
    const row = st.lock.get(scope) as { until: number } | undefined;
    if (row && row.until > now()) throw new BizError(Codes.PASSWORD_LOCKED);
  }

  /** Records a wrong password; throws 35505 when it reaches the limit, else `wrong`. */
  const failed = db.transaction((scope: string): boolean => {
    const t = now();
    st.fail.run(scope, t);
    const { n } = st.count.get(scope, t - PASSWORD_FAILURE_WINDOW_MS) as { n: number };
    if (n < PASSWORD_MAX_FAILURES) return false;
    st.setLock.run(scope, t + PASSWORD_LOCK_MS);
    st.clear.run(scope);
    return true;
  });

  return {
    assertOpen,
    /** Wrong password: throws 35505 if this locks the scope, else the given error. */
    fail(scope: string, wrong: BizError): never {
      if (failed(scope)) throw new BizError(Codes.PASSWORD_LOCKED);
      throw wrong;
    },
    succeeded(scope: string): void {
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
