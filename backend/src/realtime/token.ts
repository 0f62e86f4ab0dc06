/**
 * Realtime tokens for the local provider: `v1.<userId b64url>.<expiresAt>.<hmac b64url>`, an
 * HMAC-SHA256 over "v1|userId|expiresAt" with a server secret. Stateless: the gateway only
 * checks the MAC and the expiry. (Agora tokens come from a configured issuer instead.)
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Token lifetime: project's choice (the spec does not show it). The SDK renews on reconnect. */
export const RTM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface RtmTokenIssuer {
  issue(userId: string | number, ttlMs?: number): { token: string; expiresAt: number };
  verify(token: string): { userId: string } | null;
}

export function createRtmTokenIssuer(
  secret: string | Buffer,
  now: () => number = Date.now,
): RtmTokenIssuer {
  if (!secret || secret.length < 16)
    throw new Error('createRtmTokenIssuer: secret must be at least 16 bytes');
  const mac = (userId: string, expiresAt: number) =>
    createHmac('sha256', secret).update(`v1|${userId}|${expiresAt}`).digest('base64url');

  return {
    issue(userId, ttlMs = RTM_TOKEN_TTL_MS) {
      const id = String(userId);
      const expiresAt = now() + ttlMs;
      return {
        token: `v1.${Buffer.from(id).toString('base64url')}.${expiresAt}.${mac(id, expiresAt)}`,
        expiresAt,
      };
    },
    verify(token) {
      const parts = typeof token === 'string' ? token.split('.') : [];
      if (parts.length !== 4 || parts[0] !== 'v1') return null;
      const [, idPart, expPart, sig] = parts as [string, string, string, string];
      if (!/^\d{1,16}$/.test(expPart)) return null;
      const expiresAt = Number(expPart);
      const userId = Buffer.from(idPart, 'base64url').toString();
      if (!userId || expiresAt <= now()) return null;
      const expected = Buffer.from(mac(userId, expiresAt));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId };
    },
  };
}
