import type { PushSubscriptionInput } from 'shared-sdk/node';
import { BizError } from '../../http/envelope';
import { PUSH_AUTH_BYTES, PUSH_ENDPOINT_MAX, PUSH_P256DH_BYTES, REWARD_CODE } from '../../sdk';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes of a base64url string, or null when it is not base64url. */
function base64urlBytes(s: unknown): Buffer | null {
  if (typeof s !== 'string' || s.length === 0 || s.length > 200 || !BASE64URL.test(s)) return null;
  return Buffer.from(s.replace(/=+$/, ''), 'base64url');
}

const refuse = (why: string) =>
  new BizError(REWARD_CODE.badSubscription, `Invalid push subscription: ${why}`);

/**
 * A browser's PushSubscription, checked before it is stored: an https endpoint of sane length
 * (a push service is always https; anything else would make the server call where a client
 * says), and keys that can encrypt a message (RFC 8291: a 65-byte uncompressed P-256 point
 * and a 16-byte secret). Each problem gets its own text.
 */
export function checkSubscription(input: PushSubscriptionInput): PushSubscriptionInput {
  const { endpoint, keys } = input;
  if (typeof endpoint !== 'string' || endpoint.length > PUSH_ENDPOINT_MAX)
    throw refuse(`endpoint must be a URL of at most ${PUSH_ENDPOINT_MAX} characters`);
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw refuse('endpoint is not a URL');
  }
  if (url.protocol !== 'https:') throw refuse('endpoint must use https');
  if (url.username || url.password) throw refuse('endpoint must not carry credentials');
  const p256dh = base64urlBytes(keys?.p256dh);
  if (!p256dh || p256dh.length !== PUSH_P256DH_BYTES || p256dh[0] !== 0x04)
    throw refuse(`keys.p256dh must be a base64url P-256 public key (${PUSH_P256DH_BYTES} bytes)`);
  const auth = base64urlBytes(keys?.auth);
  if (!auth || auth.length !== PUSH_AUTH_BYTES)
    throw refuse(`keys.auth must be a base64url secret of ${PUSH_AUTH_BYTES} bytes`);
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
