import { createHash, randomBytes, sign, verify } from 'node:crypto';
import { STANDIN_TOKEN_TTL_MS } from '../../../constants';
import type { KeyPair } from '../../../security/keys';

/**
 * Access tokens of the local sign-in stand-in (docs/CONTRACTS.md "Third-party sign-in").
 * `standin.<payload>.<signature>`: base64url JSON claims signed by the backend's RSA key
 * (RSA-SHA256), valid 10 minutes, single use (the token id is recorded when redeemed).
 * The providers by loginType: 1 search company (google), 2 social network (facebook),
 * 3 device maker (apple).
 */
export const PROVIDERS = { google: 1, facebook: 2, apple: 3 } as const;
export type Provider = keyof typeof PROVIDERS;

export function providerOf(loginType: number): Provider | null {
  const hit = (Object.keys(PROVIDERS) as Provider[]).find((p) => PROVIDERS[p] === loginType);
  return hit ?? null;
}

export interface StandinClaims {
  /** Token id (single use). */
  jti: string;
  provider: Provider;
  /** Stable account id at the provider: derived from the e-mail. */
  sub: string;
  email: string;
  name: string;
  gender?: 1 | 2;
  birthday?: string;
  iat: number;
  exp: number;
}

const PREFIX = 'standin';

export function subjectFor(provider: Provider, email: string): string {
  return createHash('sha256').update(`${provider}:${email}`).digest('hex').slice(0, 32);
}

export function issueStandinToken(
  keys: KeyPair,
  now: number,
  c: Pick<StandinClaims, 'provider' | 'email' | 'name' | 'gender' | 'birthday'>,
): { token: string; claims: StandinClaims } {
  const claims: StandinClaims = {
    jti: randomBytes(16).toString('hex'),
    provider: c.provider,
    sub: subjectFor(c.provider, c.email),
    email: c.email,
    name: c.name,
    ...(c.gender ? { gender: c.gender } : {}),
    ...(c.birthday ? { birthday: c.birthday } : {}),
    iat: now,
    exp: now + STANDIN_TOKEN_TTL_MS,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const sig = sign('sha256', Buffer.from(`${PREFIX}.${payload}`), keys.privateKeyPem);
  return { token: `${PREFIX}.${payload}.${sig.toString('base64url')}`, claims };
}

/** The claims of a well-formed token with a good signature (expiry and reuse are the caller's). */
export function readStandinToken(keys: KeyPair, token: string): StandinClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const [, payload, sig] = parts as [string, string, string];
  try {
    const good = verify(
      'sha256',
      Buffer.from(`${PREFIX}.${payload}`),
      keys.publicKeyPem,
      Buffer.from(sig, 'base64url'),
    );
    if (!good) return null;
    const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as StandinClaims;
    if (typeof c.jti !== 'string' || typeof c.exp !== 'number' || !(c.provider in PROVIDERS))
      return null;
    return c;
  } catch {
    return null;
  }
}
