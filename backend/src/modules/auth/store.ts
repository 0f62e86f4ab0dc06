import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../../db';
import { COMPLEMENT_KEY_TTL_MS, LOGIN_CERT_TTL_MS, defaultHeadImg } from '../../constants';
import type { Accounts } from '../accounts/service';

/** A user's sign-in identities and credentials (table user_auth). */
export interface AuthRow {
  user_id: number;
  phone: string | null;
  email: string | null;
  email_verified: number;
  phone_password: string | null;
  email_password: string | null;
  phone_changed_at: number | null;
  email_changed_at: number | null;
  created_at: number;
}

export interface NewAccount {
  userName?: string;
  gender?: 1 | 2;
  birthday?: string | null;
  countryId?: number | null;
  /** Profile (nickname, gender, birthday) supplied at registration. */
  complete: boolean;
  phone?: string;
  email?: string;
  emailVerified?: boolean;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Sign-in data in SQLite: identities and password hashes, complementInfo keys, auto-login
 * certificates, third-party links and redeemed third-party tokens. Users themselves are made
 * through the accounts service (the one place that creates users and tokens).
 */
export function createAuthStore(db: DB, accounts: Accounts, now: () => number) {
  const st = {
    byUser: db.prepare('SELECT * FROM user_auth WHERE user_id = ?'),
    byPhone: db.prepare('SELECT * FROM user_auth WHERE phone = ?'),
    byEmail: db.prepare('SELECT * FROM user_auth WHERE email = ?'),
    ensure: db.prepare('INSERT OR IGNORE INTO user_auth (user_id, created_at) VALUES (?, ?)'),
  };

  const byUser = (userId: number) => st.byUser.get(userId) as AuthRow | undefined;
  const byPhone = (phone: string) => st.byPhone.get(phone) as AuthRow | undefined;
  const byEmail = (email: string) => st.byEmail.get(email) as AuthRow | undefined;

  function update(userId: number, set: string, ...args: unknown[]): void {
    st.ensure.run(userId, now());
    db.prepare(`UPDATE user_auth SET ${set} WHERE user_id = ?`).run(...args, userId);
  }

  /** A new account (user row + identities) in one transaction. */
  const createAccount = db.transaction((a: NewAccount): number => {
    const userId = accounts.createUser({
      userName: a.userName ?? '',
      gender: a.gender ?? 1,
      birthday: a.birthday ?? null,
      countryId: a.countryId ?? null,
      headImg: defaultHeadImg(a.gender ?? 1),
    });
    if (!a.complete) db.prepare('UPDATE users SET profile_complete = 0 WHERE id = ?').run(userId);
    const t = now();
    db.prepare(
      `INSERT INTO user_auth (user_id, phone, email, email_verified, phone_changed_at, email_changed_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      userId,
      a.phone ?? null,
      a.email ?? null,
      a.emailVerified ? 1 : 0,
      a.phone ? t : null,
      a.email ? t : null,
      t,
    );
    return userId;
  });

  // ---- complementInfoKey (10042 → complementInfo) ----
  function newComplementKey(userId: number): string {
    const key = randomBytes(24).toString('hex');
    const t = now();
    db.prepare(
      'INSERT INTO complement_keys (key, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    ).run(key, userId, t, t + COMPLEMENT_KEY_TTL_MS);
    return key;
  }
  /** The user a live, unused key belongs to. */
  function complementKeyUser(key: string): number | null {
    const row = db
      .prepare(
        'SELECT user_id FROM complement_keys WHERE key = ? AND used_at IS NULL AND expires_at > ?',
      )
      .get(key, now()) as { user_id: number } | undefined;
    return row?.user_id ?? null;
  }
  /** Marks every key of the user used (the profile is complete). */
  function useComplementKeys(userId: number): void {
    db.prepare('UPDATE complement_keys SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(
      now(),
      userId,
    );
  }

  // ---- auto-login certificates: single use, 24 h; only a hash is stored ----
  function mintCert(userId: number): { cert: string; expiresAt: number } {
    const cert = randomBytes(24).toString('base64url');
    const t = now();
    const expiresAt = t + LOGIN_CERT_TTL_MS;
    db.prepare(
      'INSERT INTO login_certs (cert_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    ).run(sha256(cert), userId, t, expiresAt);
    return { cert, expiresAt };
  }
  /** Spends the certificate (one atomic update): true once, for the right user, before expiry. */
  function redeemCert(userId: number, cert: string): boolean {
    return (
      db
        .prepare(
          `UPDATE login_certs SET used_at = ? WHERE cert_hash = ? AND user_id = ? AND used_at IS NULL
           AND expires_at > ?`,
        )
        .run(now(), sha256(cert), userId, now()).changes === 1
    );
  }

  // ---- third-party identities ----
  function identityUser(provider: string, subject: string): number | null {
    const row = db
      .prepare('SELECT user_id FROM auth_identities WHERE provider = ? AND subject = ?')
      .get(provider, subject) as { user_id: number } | undefined;
    return row?.user_id ?? null;
  }
  function link(provider: string, subject: string, userId: number, email: string | null): void {
    db.prepare(
      `INSERT INTO auth_identities (provider, subject, user_id, email, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (provider, subject) DO NOTHING`,
    ).run(provider, subject, userId, email, now());
  }
  /** Records a third-party token id; false when it was already redeemed (single use). */
  function claimTokenId(jti: string, expiresAt: number): boolean {
    const t = now();
    db.prepare('DELETE FROM auth_used_tokens WHERE expires_at < ?').run(t);
    return (
      db
        .prepare(
          'INSERT OR IGNORE INTO auth_used_tokens (jti, used_at, expires_at) VALUES (?, ?, ?)',
        )
        .run(jti, t, expiresAt).changes === 1
    );
  }

  function isProfileComplete(userId: number): boolean {
    const row = db.prepare('SELECT profile_complete FROM users WHERE id = ?').get(userId) as
      { profile_complete: number } | undefined;
    return row?.profile_complete === 1;
  }

  return {
    byUser,
    byPhone,
    byEmail,
    createAccount: (a: NewAccount) => createAccount(a),
    setPhone: (userId: number, phone: string) =>
      update(userId, 'phone = ?, phone_changed_at = ?', phone, now()),
    setEmail: (userId: number, email: string, verified: boolean) =>
      update(
        userId,
        'email = ?, email_verified = ?, email_changed_at = ?',
        email,
        verified ? 1 : 0,
        now(),
      ),
    markEmailVerified: (userId: number) => update(userId, 'email_verified = 1'),
    setPhonePassword: (userId: number, hash: string) => update(userId, 'phone_password = ?', hash),
    setEmailPassword: (userId: number, hash: string) => update(userId, 'email_password = ?', hash),
    newComplementKey,
    complementKeyUser,
    useComplementKeys,
    mintCert,
    redeemCert,
    identityUser,
    link,
    claimTokenId,
    isProfileComplete,
  };
}
export type AuthStore = ReturnType<typeof createAuthStore>;
