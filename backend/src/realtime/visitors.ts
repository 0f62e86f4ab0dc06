/**
 * Visitors on the gateway: tourists and guests of a live (no login, spec 3 §1, §4 "Tourists",
 * §6). A visitor's gateway id is a principal derived from their tourist id (`v-<22 chars>`: never
 * a number, so never a user; the tourist id itself is not shown to the room's other members). Its
 * token names the live channel it was issued for:
 * `vt1.<principal b64url>.<channel b64url>.<expiresAt>.<HMAC-SHA256 b64url>` over
 * "vt1|principal|channel|expiresAt", with a secret of its own — a form the user verifier
 * (`v2.`, token.ts) refuses, and this one refuses theirs. The app's gateway accepts it only while
 * the channel policy admits that principal to that live (the live service grants and releases it),
 * so a visitor whose access ended is refused on re-auth. README.md "Visitors".
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LiveJoinResult } from 'shared-sdk/node';
import { RTM_TOKEN_TTL_MS } from './token';

/** shared-sdk realtime GenTokenResult (what `LiveJoinResult.realtime` carries). */
type GenTokenResult = NonNullable<LiveJoinResult['realtime']>;

export const VISITOR_TOKEN_PREFIX = 'vt1.';
/** A visitor principal: `v-` and 22 base64url characters (see `principalOf`). */
export const VISITOR_ID = /^v-[A-Za-z0-9_-]{22}$/;
export const isVisitorId = (userId: string): boolean => VISITOR_ID.test(userId);

export interface VisitorClaims {
  userId: string;
  /** The live channel (`live-<id>`) the token was issued for. */
  channel: string;
}

export interface VisitorTokens {
  /** The gateway id of a tourist id (the same one every time, unguessable without the secret). */
  principalOf(touristId: string): string;
  issue(principal: string, channel: string): { token: string; expiresAt: number };
  verify(token: string): VisitorClaims | null;
  /** What the tourist join answer carries (`LiveJoinResult.realtime`, the local provider). */
  genToken(touristId: string, channel: string, url: string): GenTokenResult;
}

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString();

export function createVisitorTokens(
  secret: string | Buffer,
  now: () => number = Date.now,
  ttlMs = RTM_TOKEN_TTL_MS,
): VisitorTokens {
  if (!secret || secret.length < 16)
    throw new Error('createVisitorTokens: secret must be at least 16 bytes');
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const mac = (principal: string, channel: string, expiresAt: number) =>
    hmac(`vt1|${principal}|${channel}|${expiresAt}`);

  const tokens: VisitorTokens = {
    principalOf: (touristId) => `v-${hmac(`visitor|${touristId}`).slice(0, 22)}`,
    issue(principal, channel) {
      if (!isVisitorId(principal)) throw new Error('createVisitorTokens: not a visitor principal');
      const expiresAt = now() + ttlMs;
      const sig = mac(principal, channel, expiresAt);
      return {
        token: `${VISITOR_TOKEN_PREFIX}${b64(principal)}.${b64(channel)}.${expiresAt}.${sig}`,
        expiresAt,
      };
    },
    verify(token) {
      const parts = typeof token === 'string' ? token.split('.') : [];
      if (parts.length !== 5 || `${parts[0]}.` !== VISITOR_TOKEN_PREFIX) return null;
      const [, idPart, channelPart, expPart, sig] = parts as [
        string,
        string,
        string,
        string,
        string,
      ];
      if (!/^\d{1,16}$/.test(expPart)) return null;
      const expiresAt = Number(expPart);
      const userId = unb64(idPart);
      const channel = unb64(channelPart);
      // One spelling per token: base64url with stray bits or characters is not the one issued.
      if (b64(userId) !== idPart || b64(channel) !== channelPart) return null;
      if (!isVisitorId(userId) || !channel || expiresAt <= now()) return null;
      const expected = Buffer.from(mac(userId, channel, expiresAt));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, channel };
    },
    genToken(touristId, channel, url) {
      const userId = tokens.principalOf(touristId);
      const { token, expiresAt } = tokens.issue(userId, channel);
      return { provider: 'local', token, url, expiresAt, userId };
    },
  };
  return tokens;
}
