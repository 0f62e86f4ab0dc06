import { CODE_DATA_INVALID } from '../constants/app';

/**
 * Body encryption shared by the client and the backend (spec 1 §7 "bodies may be encrypted
 * and encrypted responses carry a key and data"; spec 3 "API client behaviour"). Node-safe:
 * WebCrypto + jsencrypt only (node:crypto cannot do RSA PKCS#1 v1.5 decryption on Node 20).
 *
 * Request  (client → server), header `X-Encrypt: 1`, body `{ key, data }`:
 *   aesKey = 32 random bytes (AES-256-GCM, new for every request)
 *   key    = RSA-PKCS#1-v1.5(publicKey, base64(aesKey))   — jsencrypt, base64 output
 *   data   = base64(iv(12 random bytes) ‖ AES-GCM(aesKey, iv, JSON text))   (ciphertext ‖ 16-byte tag)
 * Response (server → client), header `X-Encrypt: 1`, body `{ key, data }`, same AES key:
 *   key    = base64(iv(12 random bytes))
 *   data   = base64(AES-GCM(aesKey, iv, JSON text of the whole `{code, msg, data}` envelope))
 * A missing key or data is "data invalid" (code 6666, spec 1 §8).
 */

export interface EncryptedEnvelope {
  key: string;
  data: string;
}

/** Raised for an envelope without key/data or one that does not decrypt (code 6666). */
export class EnvelopeError extends Error {
  readonly code = CODE_DATA_INVALID;
  constructor(message = 'data invalid') {
    super(message);
    this.name = 'EnvelopeError';
  }
}

const IV_BYTES = 12;
const AES_KEY_BYTES = 32;

function subtle(): SubtleCrypto {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (!c?.subtle) throw new Error('WebCrypto is not available in this environment');
  return c.subtle;
}

function randomBytes(n: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(n);
  (globalThis as { crypto: Crypto }).crypto.getRandomValues(out);
  return out;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(bin);
}

export function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function toJsonText(json: unknown): string {
  return typeof json === 'string' ? json : JSON.stringify(json);
}

function importAes(raw: Uint8Array): Promise<CryptoKey> {
  return subtle().importKey('raw', new Uint8Array(raw), 'AES-GCM', false, ['encrypt', 'decrypt']);
}

async function aesEncrypt(
  raw: Uint8Array,
  iv: Uint8Array<ArrayBuffer>,
  text: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const ct = await subtle().encrypt(
    { name: 'AES-GCM', iv },
    await importAes(raw),
    new TextEncoder().encode(text),
  );
  return new Uint8Array(ct);
}

async function aesDecrypt(
  raw: Uint8Array,
  iv: Uint8Array<ArrayBuffer>,
  ct: Uint8Array<ArrayBuffer>,
): Promise<string> {
  try {
    const pt = await subtle().decrypt({ name: 'AES-GCM', iv }, await importAes(raw), ct);
    return new TextDecoder().decode(pt);
  } catch {
    throw new EnvelopeError('data invalid: decryption failed');
  }
}

/** True for a value shaped like an envelope (both fields strings). */
export function isEncryptedEnvelope(v: unknown): v is EncryptedEnvelope {
  const o = v as Partial<EncryptedEnvelope> | null;
  return !!o && typeof o === 'object' && typeof o.key === 'string' && typeof o.data === 'string';
}

function requireEnvelope(v: unknown): EncryptedEnvelope {
  if (!isEncryptedEnvelope(v) || v.key === '' || v.data === '') throw new EnvelopeError();
  return v;
}

/**
 * jsencrypt is ~18 KB gz and only the few encrypted calls need it (login passwords), so it is
 * loaded on first use instead of sitting in the landing page's first-render scripts.
 */
let jsencrypt: Promise<typeof import('jsencrypt').default> | null = null;
function loadJSEncrypt(): Promise<typeof import('jsencrypt').default> {
  jsencrypt ??= import('jsencrypt').then((m) => m.default);
  return jsencrypt;
}

/** RSA PKCS#1 v1.5 with a PEM public key (spki); base64 output. Also used for single fields. */
export async function rsaEncrypt(plain: string, publicKeyPem: string): Promise<string> {
  const JSEncrypt = await loadJSEncrypt();
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const out = rsa.encrypt(plain);
  if (out === false) throw new Error('RSA encryption failed (bad public key or input too long)');
  return out;
}

/** RSA PKCS#1 v1.5 decryption with a PEM private key; null when it does not decrypt. */
export async function rsaDecrypt(cipherB64: string, privateKeyPem: string): Promise<string | null> {
  const JSEncrypt = await loadJSEncrypt();
  const rsa = new JSEncrypt();
  rsa.setPrivateKey(privateKeyPem);
  const out = rsa.decrypt(cipherB64);
  return out === false || out === null ? null : out;
}

// ---- client side ----

/** Encrypts a request body (a value, or JSON text). Keep `aesKey` to decrypt the response. */
export async function encryptRequestBody(
  json: unknown,
  publicKeyPem: string,
): Promise<{ envelope: EncryptedEnvelope; aesKey: Uint8Array<ArrayBuffer> }> {
  const aesKey = randomBytes(AES_KEY_BYTES);
  const iv = randomBytes(IV_BYTES);
  const ct = await aesEncrypt(aesKey, iv, toJsonText(json));
  const packed = new Uint8Array(iv.length + ct.length);
  packed.set(iv, 0);
  packed.set(ct, iv.length);
  return {
    envelope: {
      key: await rsaEncrypt(bytesToBase64(aesKey), publicKeyPem),
      data: bytesToBase64(packed),
    },
    aesKey,
  };
}

/** Decrypts a response envelope with the request's AES key; returns the JSON text. */
export async function decryptResponseBody(envelope: unknown, aesKey: Uint8Array): Promise<string> {
  const env = requireEnvelope(envelope);
  let iv: Uint8Array<ArrayBuffer>;
  let ct: Uint8Array<ArrayBuffer>;
  try {
    iv = base64ToBytes(env.key);
    ct = base64ToBytes(env.data);
  } catch {
    throw new EnvelopeError('data invalid: not base64');
  }
  if (iv.length !== IV_BYTES) throw new EnvelopeError('data invalid: bad iv');
  return aesDecrypt(aesKey, iv, ct);
}

// ---- server side ----

/** Decrypts a request envelope with the RSA private key (PEM, pkcs1 or pkcs8). */
export async function decryptRequestEnvelope(
  envelope: unknown,
  privateKeyPem: string,
): Promise<{ json: string; aesKeyRaw: Uint8Array<ArrayBuffer> }> {
  const env = requireEnvelope(envelope);
  const keyB64 = await rsaDecrypt(env.key, privateKeyPem);
  if (!keyB64) throw new EnvelopeError('data invalid: key does not decrypt');
  let aesKeyRaw: Uint8Array<ArrayBuffer>;
  let packed: Uint8Array<ArrayBuffer>;
  try {
    aesKeyRaw = base64ToBytes(keyB64);
    packed = base64ToBytes(env.data);
  } catch {
    throw new EnvelopeError('data invalid: not base64');
  }
  if (aesKeyRaw.length !== AES_KEY_BYTES || packed.length <= IV_BYTES) throw new EnvelopeError();
  const json = await aesDecrypt(aesKeyRaw, packed.slice(0, IV_BYTES), packed.slice(IV_BYTES));
  return { json, aesKeyRaw };
}

/** Encrypts a response (a value, or JSON text) with the request's AES key. */
export async function encryptResponseBody(
  json: unknown,
  aesKeyRaw: Uint8Array,
): Promise<EncryptedEnvelope> {
  const iv = randomBytes(IV_BYTES);
  const ct = await aesEncrypt(aesKeyRaw, iv, toJsonText(json));
  return { key: bytesToBase64(iv), data: bytesToBase64(ct) };
}
