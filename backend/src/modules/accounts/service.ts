import type { InterfaceLanguage } from 'shared-sdk/node';
import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../../db';
import { Codes } from '../../codes';
import { ACCOUNT_BAN_HOURS, TOKEN_TTL_MS } from '../../constants';

export interface UserRow {
  id: number;
  user_name: string;
  head_img: string;
  /** The 112×150 avatar (migration 010), NULL until the user uploads one. */
  head_img_small?: string | null;
  gender: number;
  birthday: string | null;
  country_id: number | null;
  gold_num: number;
  pay_status: number;
  is_host: number;
  call_price: number | null;
  status: number;
  status_at: number | null;
  simulated: number;
  languages: string;
  interests: string;
  /** The interface language the user chose (migration 018), NULL until they choose. */
  interface_language?: InterfaceLanguage | null;
  created_at: number;
}

export interface TokenRow {
  token: string;
  user_id: number;
  device_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  revoke_reason: string | null;
}

export type TokenRevokeReason = 'other_device' | 'relogin' | 'logout' | 'admin';

export interface NewUser {
  userName: string;
  gender?: 1 | 2;
  birthday?: string | null;
  countryId?: number | null;
  headImg?: string;
  isHost?: boolean;
  callPrice?: number | null;
  status?: number;
  simulated?: boolean;
  languages?: number[];
  interests?: number[];
  id?: number;
}

/** A short, stable name for a login session (its token's SHA-256, hex): what realtime tokens
 *  carry instead of the login token itself. */
export function sessionId(loginToken: string): string {
  return createHash('sha256').update(loginToken).digest('hex').slice(0, 32);
}

/** Told after a user's sessions changed (login, logout, expiry, ban): re-check what they hold. */
export type SessionListener = (userId: number) => void;

/**
 * Users, devices, login tokens and bans (spec 1 §3, §4.3, §8). One active token per user:
 * a new login revokes the others, and the revoked token then answers 10023 (another device)
 * or 412 (same device logged in again, logout, expiry).
 */
export function createAccounts(db: DB, now: () => number) {
  const st = {
    user: db.prepare('SELECT * FROM users WHERE id = ?'),
    token: db.prepare('SELECT * FROM login_tokens WHERE token = ?'),
    activeTokens: db.prepare('SELECT * FROM login_tokens WHERE user_id = ? AND revoked_at IS NULL'),
    revoke: db.prepare(
      'UPDATE login_tokens SET revoked_at = ?, revoke_reason = ? WHERE token = ? AND revoked_at IS NULL',
    ),
    insertToken: db.prepare(
      'INSERT INTO login_tokens (token, user_id, device_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    ),
    device:
      db.prepare(`INSERT INTO devices (device_id, user_id, first_seen, last_seen) VALUES (?, ?, ?, ?)
      ON CONFLICT (device_id) DO UPDATE SET user_id = excluded.user_id, last_seen = excluded.last_seen`),
    accountBan: db.prepare(
      "SELECT 1 FROM bans WHERE kind = 'account' AND user_id = ? AND (until IS NULL OR until > ?) LIMIT 1",
    ),
    deviceBan: db.prepare(
      "SELECT 1 FROM bans WHERE kind = 'device' AND device_id = ? AND (until IS NULL OR until > ?) LIMIT 1",
    ),
  };

  const listeners = new Set<SessionListener>();
  const changed = (userId: number) => {
    for (const fn of listeners) {
      try {
        fn(userId);
      } catch {
        /* a listener's failure must not undo the session change */
      }
    }
  };

  function createUser(u: NewUser): number {
    const res = db
      .prepare(
        `INSERT INTO users (id, user_name, head_img, gender, birthday, country_id, is_host, call_price,
           status, simulated, languages, interests, created_at)
         VALUES (@id, @userName, @headImg, @gender, @birthday, @countryId, @isHost, @callPrice,
           @status, @simulated, @languages, @interests, @createdAt)`,
      )
      .run({
        id: u.id ?? null,
        userName: u.userName,
        headImg: u.headImg ?? '',
        gender: u.gender ?? 1,
        birthday: u.birthday ?? null,
        countryId: u.countryId ?? null,
        isHost: u.isHost ? 1 : 0,
        callPrice: u.callPrice ?? null,
        status: u.status ?? 0,
        simulated: u.simulated ? 1 : 0,
        languages: JSON.stringify(u.languages ?? []),
        interests: JSON.stringify(u.interests ?? []),
        createdAt: now(),
      });
    return Number(res.lastInsertRowid);
  }

  function getUser(id: number): UserRow | undefined {
    return st.user.get(id) as UserRow | undefined;
  }

  /** Issues a new login token and revokes the user's other active tokens (spec 1 §8 10023). */
  const issueToken = db.transaction((userId: number, deviceId: string): string => {
    const t = now();
    for (const old of st.activeTokens.all(userId) as TokenRow[]) {
      st.revoke.run(t, old.device_id === deviceId ? 'relogin' : 'other_device', old.token);
    }
    const token = randomBytes(32).toString('hex');
    st.insertToken.run(token, userId, deviceId, t, t + TOKEN_TTL_MS);
    st.device.run(deviceId, userId, t, t);
    return token;
  });

  function getToken(token: string): TokenRow | undefined {
    return st.token.get(token) as TokenRow | undefined;
  }

  function revokeToken(token: string, reason: TokenRevokeReason): boolean {
    const done = st.revoke.run(now(), reason, token).changes === 1;
    const row = done ? getToken(token) : undefined;
    if (row) changed(row.user_id);
    return done;
  }

  /** Test helper: moves a token's expiry into the past. */
  function expireToken(token: string): boolean {
    const done =
      db.prepare('UPDATE login_tokens SET expires_at = ? WHERE token = ?').run(now() - 1, token)
        .changes === 1;
    const row = done ? getToken(token) : undefined;
    if (row) changed(row.user_id);
    return done;
  }

  /** The user's live session named `sid` (sessionId of its token): its device, or null. */
  function activeSession(userId: number, sid: string): { deviceId: string } | null {
    if (!sid) return null;
    const t = now();
    for (const row of st.activeTokens.all(userId) as TokenRow[]) {
      if (row.expires_at > t && sessionId(row.token) === sid) return { deviceId: row.device_id };
    }
    return null;
  }

  /**
   * The session code a token gives for a request by `userId`: 0 when usable, 401 when unknown
   * or not this user's, 10023 when another device took over, 412 when expired or logged out.
   */
  function tokenState(token: string, userId: number): number {
    const row = token ? getToken(token) : undefined;
    if (!row || row.user_id !== userId) return Codes.UNAUTHORIZED;
    if (row.revoked_at !== null) {
      return row.revoke_reason === 'other_device'
        ? Codes.ACTIVE_ON_OTHER_DEVICE
        : Codes.LOGIN_EXPIRED;
    }
    if (row.expires_at <= now()) return Codes.LOGIN_EXPIRED;
    return 0;
  }

  /** Account blocked for 48 h → 10115, device banned → 10116, both → 10117, else 0. */
  function banState(userId: number | null, deviceId: string): number {
    const t = now();
    const account = userId !== null && st.accountBan.get(userId, t) !== undefined;
    const device = deviceId !== '' && st.deviceBan.get(deviceId, t) !== undefined;
    if (account && device) return Codes.ACCOUNT_AND_DEVICE_BANNED;
    if (account) return Codes.ACCOUNT_BANNED;
    if (device) return Codes.DEVICE_BANNED;
    return 0;
  }

  function banAccount(userId: number, reason = '', hours = ACCOUNT_BAN_HOURS): void {
    const t = now();
    db.prepare(
      "INSERT INTO bans (kind, user_id, reason, created_at, until) VALUES ('account', ?, ?, ?, ?)",
    ).run(userId, reason, t, t + hours * 3_600_000);
    changed(userId);
  }

  /** Device bans have no end unless `hours` is given. */
  function banDevice(deviceId: string, reason = '', hours?: number): void {
    const t = now();
    db.prepare(
      "INSERT INTO bans (kind, device_id, reason, created_at, until) VALUES ('device', ?, ?, ?, ?)",
    ).run(deviceId, reason, t, hours === undefined ? null : t + hours * 3_600_000);
    const onDevice = db
      .prepare(
        'SELECT DISTINCT user_id FROM login_tokens WHERE device_id = ? AND revoked_at IS NULL',
      )
      .all(deviceId) as { user_id: number }[];
    for (const { user_id } of onDevice) changed(user_id);
  }

  function liftBans(userId?: number, deviceId?: string): number {
    return db
      .prepare('DELETE FROM bans WHERE user_id = ? OR device_id = ?')
      .run(userId ?? null, deviceId ?? null).changes;
  }

  return {
    createUser,
    getUser,
    /** A new login: the user's other sessions end (their realtime sockets close, 10023/412). */
    issueToken: (userId: number, deviceId: string) => {
      const token = issueToken(userId, deviceId);
      changed(userId);
      return token;
    },
    getToken,
    revokeToken,
    expireToken,
    activeSession,
    /** Listen for session changes of any user (the realtime gateway re-checks their sockets). */
    onSessionsChanged(fn: SessionListener): () => void {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    tokenState,
    banState,
    banAccount,
    banDevice,
    liftBans,
  };
}
export type Accounts = ReturnType<typeof createAccounts>;
