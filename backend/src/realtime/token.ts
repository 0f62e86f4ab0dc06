/**
 * Realtime tokens for the local provider:
 * `v2.<userId b64url>.<sid>.<expiresAt>.<hmac b64url>`, an HMAC-SHA256 over
 * "v2|userId|sid|expiresAt" with a server secret. `sid` names the login session the token was
 * issued for (accounts `sessionId(loginToken)`, hex): the app's gateway accepts the token only
 * while that session is still the user's active one, so a logout, a login elsewhere or a ban
 * voids it at once. Tokens without a session (`sid` empty) are for standalone
 * gateways in tests and benches. (Agora tokens come from a configured issuer instead.)
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Token lifetime: project's choice (the spec does not show it). The SDK renews on reconnect. */
export const RTM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface RtmClaims {
  userId: string;
  /** The login session it was issued for ('' when none). */
  sid: string;
}

export interface RtmTokenIssuer {
  issue(
    userId: string | number,
    opts?: { ttlMs?: number; sid?: string },
  ): { token: string; expiresAt: number };
  verify(token: string): RtmClaims | null;
}

const SID = /^[0-9a-f]{0,64}$/;

export function createRtmTokenIssuer(
  secret: string | Buffer,
  now: () => number = Date.now,
): RtmTokenIssuer {
  if (!secret || secret.length < 16)
    throw new Error('createRtmTokenIssuer: secret must be at least 16 bytes');
  const mac = (userId: string, sid: string, expiresAt: number) =>
    createHmac('sha256', secret).update(`v2|${userId}|${sid}|${expiresAt}`).digest('base64url');

  return {
    issue(userId, { ttlMs = RTM_TOKEN_TTL_MS, sid = '' } = {}) {
      const id = String(userId);
      if (!SID.test(sid)) throw new Error('createRtmTokenIssuer: sid must be hex');
      const expiresAt = now() + ttlMs;
      const idPart = Buffer.from(id).toString('base64url');
      return { token: `v2.${idPart}.${sid}.${expiresAt}.${mac(id, sid, expiresAt)}`, expiresAt };
    },
    verify(token) {
      const parts = typeof token === 'string' ? token.split('.') : [];
      if (parts.length !== 5 || parts[0] !== 'v2') return null;
      const [, idPart, sid, expPart, sig] = parts as [string, string, string, string, string];
      if (!/^\d{1,16}$/.test(expPart) || !SID.test(sid)) return null;
      const expiresAt = Number(expPart);
      const userId = Buffer.from(idPart, 'base64url').toString();
      if (!userId || expiresAt <= now()) return null;
      const expected = Buffer.from(mac(userId, sid, expiresAt));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, sid };
    },
  };
}
