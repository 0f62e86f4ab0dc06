/**
 * Request signature (spec 1 §7, spec 3 "API client behaviour"): a hash of the URL, the login
 * token, the device id, a nonce, a timestamp and the user id. This single implementation runs
 * in the browser and in Node (both have WebCrypto), and the backend verifies with it, so the
 * two sides cannot drift. Format decided by this project (the spec does not show one):
 *
 *   X-Sign = hex(SHA-256(url | loginToken | deviceId | nonce | timestamp | userId [| body]))
 *
 * `url` is the path followed by the query string sorted by key, without `timestamp`, `nonce`
 * and `sign` (they are signed as separate fields). The body text, when present, is appended so
 * a tampered body fails the check too.
 *
 * A multipart form (uploads) has no body text the client controls (the browser picks the
 * boundary), so its parts are signed instead: the client sends `X-Body-Digest` =
 * `formDigest(parts)` and signs the body field `form:<digest>` (`formSignatureBody`); the server
 * checks the signature over that header, then recomputes the digest from the parts it read.
 */
export interface SignInput {
  /** Path plus query, e.g. `/facade/api/user/getUserInfo?appId=x&userId=1`. */
  url: string;
  loginToken: string;
  deviceId: string;
  nonce: string;
  timestamp: string | number;
  userId: string;
  /** Raw request body text as sent on the wire (after any encryption). */
  body?: string;
}

/** Query keys that are part of the signature envelope, not of the signed URL. */
export const SIGNATURE_QUERY_KEYS = ['timestamp', 'nonce', 'sign'] as const;

/** Canonical URL: path + query sorted by key (stable for the same parameters in any order). */
export function canonicalUrl(pathWithQuery: string): string {
  const q = pathWithQuery.indexOf('?');
  const path = q < 0 ? pathWithQuery : pathWithQuery.slice(0, q);
  if (q < 0) return path;
  const params = new URLSearchParams(pathWithQuery.slice(q + 1));
  const entries = [...params.entries()]
    .filter(([k]) => !(SIGNATURE_QUERY_KEYS as readonly string[]).includes(k))
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries).toString()}`;
}

export function signingString(input: SignInput): string {
  const parts = [
    canonicalUrl(input.url),
    input.loginToken ?? '',
    input.deviceId ?? '',
    input.nonce,
    String(input.timestamp),
    input.userId ?? '',
  ];
  if (input.body !== undefined && input.body !== '') parts.push(input.body);
  return parts.join('|');
}

function subtle(): SubtleCrypto {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (!c?.subtle) throw new Error('WebCrypto is not available in this environment');
  return c.subtle;
}

function toHex(buf: ArrayBuffer): string {
  return Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', new TextEncoder().encode(text)));
}

async function sha256Bytes(bytes: Uint8Array): Promise<string> {
  return toHex(await subtle().digest('SHA-256', new Uint8Array(bytes)));
}

/** The header carrying a multipart form's digest (covered by the signature). */
export const BODY_DIGEST_HEADER = 'X-Body-Digest';

/** One part of a multipart form, as sent: a text field or a file's bytes. */
export type FormPart = { name: string; value: string } | { name: string; bytes: Uint8Array };

/**
 * Digest of a multipart form: hex SHA-256 over one line per part, in the order sent —
 * `t:<sha256 hex of the name>:<sha256 hex of the text>` for a field, `f:…:<sha256 hex of the
 * bytes>` for a file. Any changed, added, removed or reordered part changes it.
 */
export async function formDigest(parts: readonly FormPart[]): Promise<string> {
  const lines: string[] = [];
  for (const p of parts) {
    const name = await sha256Hex(p.name);
    lines.push(
      'bytes' in p
        ? `f:${name}:${await sha256Bytes(p.bytes)}`
        : `t:${name}:${await sha256Hex(p.value)}`,
    );
  }
  return sha256Hex(lines.join('\n'));
}

/** What stands for a multipart body in the signing string. */
export const formSignatureBody = (digest: string): string => `form:${digest}`;

/** The signature sent as the `X-Sign` header. */
export async function signRequest(input: SignInput): Promise<string> {
  return sha256Hex(signingString(input));
}

/** Constant-time comparison of two hex signatures (server side). */
export function signaturesEqual(a: string, b: string): boolean {
  if (typeof a !== 'string' || typeof b !== 'string' || a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** A random nonce: 16 random bytes as hex. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  (globalThis as { crypto: Crypto }).crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
