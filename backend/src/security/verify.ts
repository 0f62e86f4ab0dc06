import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Codes } from '../codes';
import { TIMESTAMP_WINDOW_MS } from '../constants';
import { BizError } from '../http/envelope';
import type { Accounts } from '../modules/accounts/service';
import type { NonceStore } from './nonces';
import { JsonBoundError, parseBoundedJson } from './json';
import { isPublicPath, isUnverifiedPath } from './paths';
import {
  BODY_DIGEST_HEADER,
  PLATFORM_TYPE,
  decryptRequestEnvelope,
  encryptResponseBody,
  formSignatureBody,
  signRequest,
  signaturesEqual,
} from '../sdk';

export interface AuthContext {
  userId: number;
  loginToken: string;
  deviceId: string;
}

/** The common parameters every request carries (spec 1 §7, docs/CONTRACTS.md). */
export interface CommonParams {
  appId: string;
  version: string;
  platformType: string;
  languageId: number;
  deviceId: string;
  userId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Body text exactly as received (what the signature covers). */
    rawBody?: string;
    common?: CommonParams;
    /** Set when the caller's userId + login token are valid (always set on login-only paths). */
    auth: AuthContext | null;
    /** AES key of an encrypted request; the response is encrypted with it. */
    aesKey?: Uint8Array;
    /** A multipart request's signed X-Body-Digest; the form's reader checks its parts against it (form.ts). */
    formDigest?: string;
  }
}

export interface VerifyOptions {
  accounts: Accounts;
  nonces: NonceStore;
  privateKeyPem: string;
  now: () => number;
}

const MAX_PARAM = 128;

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function requireParam(
  q: Record<string, unknown>,
  name: string,
  ok: (v: string) => boolean,
): string {
  const v = str(q[name]);
  if (!v || v.length > MAX_PARAM || !ok(v)) {
    throw new BizError(Codes.MISSING_COMMON_PARAMS, `Missing or invalid common parameter: ${name}`);
  }
  return v;
}

const isInt = (v: string) => /^\d{1,15}$/.test(v);
const any = () => true;

/**
 * Request verification, in one place: common parameters, timestamp window, signature
 * with the SDK's signRequest over exactly what was received, nonce replay, body decryption,
 * then the login token and bans. Registered without encapsulation so it covers every route.
 */
const verifyPlugin: FastifyPluginAsync<VerifyOptions> = async (app: FastifyInstance, opts) => {
  const { accounts, nonces, privateKeyPem, now } = opts;
  app.decorateRequest('auth', null);

  app.addHook('preValidation', async (req: FastifyRequest) => {
    if (req.method === 'OPTIONS') return;
    // Decide on the route the router matched (its pattern), never on the raw URL: the router
    // decodes `%69` to `i`, so `/user/email/b%69nd` must get the checks `/user/email/bind` gets.
    const path = req.routeOptions.url;
    if (!path) return; // unknown path: the 404 handler answers
    if (isUnverifiedPath(path)) return;
    const isPublic = isPublicPath(path);
    const q = (req.query ?? {}) as Record<string, unknown>;

    // 1. Common parameters (40001).
    const common: CommonParams = {
      appId: requireParam(q, 'appId', any),
      version: requireParam(q, 'version', any),
      platformType: requireParam(q, 'platformType', (v) => v === String(PLATFORM_TYPE)),
      languageId: Number(requireParam(q, 'languageId', isInt)),
      deviceId: requireParam(q, 'deviceId', any),
      userId: null,
    };
    const userIdRaw = str(q.userId);
    if (userIdRaw !== '' || !isPublic)
      common.userId = Number(requireParam(q, 'userId', (v) => isInt(v) && v !== '0'));
    const timestamp = requireParam(q, 'timestamp', isInt);
    const nonce = requireParam(q, 'nonce', any);
    const sign = str(req.headers['x-sign']);
    if (!sign)
      throw new BizError(
        Codes.MISSING_COMMON_PARAMS,
        'Missing or invalid common parameter: X-Sign',
      );
    req.common = common;

    // 2. Timestamp within ±5 minutes (40003).
    const t = now();
    if (Math.abs(t - Number(timestamp)) > TIMESTAMP_WINDOW_MS)
      throw new BizError(Codes.STALE_TIMESTAMP);

    // A multipart form is signed through the digest of its parts (X-Body-Digest, SDK formDigest):
    // the signature covers the header here, the form's reader recomputes it (form.ts).
    let signedBody = req.rawBody ?? '';
    if (/^multipart\//i.test(str(req.headers['content-type']))) {
      const digest = str(req.headers[BODY_DIGEST_HEADER.toLowerCase()]).toLowerCase();
      if (!/^[0-9a-f]{64}$/.test(digest))
        throw new BizError(
          Codes.MISSING_COMMON_PARAMS,
          `Missing or invalid common parameter: ${BODY_DIGEST_HEADER} (a form is signed through the digest of its parts)`,
        );
      signedBody = formSignatureBody(digest);
      req.formDigest = digest;
    }

    // 3. Signature over the exact path+query and body text received (40002).
    const loginToken = str(req.headers['x-login-token']);
    const expected = await signRequest({
      url: req.url,
      loginToken,
      deviceId: common.deviceId,
      nonce,
      timestamp,
      userId: userIdRaw,
      body: signedBody,
    });
    if (!signaturesEqual(expected, sign.toLowerCase())) throw new BizError(Codes.BAD_SIGNATURE);

    // 4. Nonce not seen inside the window (40004). Recorded only for correctly signed requests.
    if (!nonces.claim(nonce, Number(timestamp) + TIMESTAMP_WINDOW_MS, t))
      throw new BizError(Codes.REPLAYED_NONCE);

    // 5. Encrypted body → plain JSON before schema validation (40005).
    if (str(req.headers['x-encrypt']) === '1' && req.rawBody) {
      const env = req.body as { key?: unknown; data?: unknown } | null;
      if (
        !env ||
        typeof env !== 'object' ||
        typeof env.key !== 'string' ||
        typeof env.data !== 'string'
      ) {
        throw new BizError(Codes.BAD_ENCRYPTION, 'Encrypted body must be a {key, data} envelope');
      }
      try {
        const { json, aesKeyRaw } = await decryptRequestEnvelope(
          { key: env.key, data: env.data },
          privateKeyPem,
        );
        req.body = json === '' ? {} : parseBoundedJson(json);
        req.aesKey = aesKeyRaw;
      } catch (e) {
        if (e instanceof JsonBoundError) throw new BizError(Codes.INVALID_INPUT, e.message);
        throw new BizError(Codes.BAD_ENCRYPTION);
      }
    }

    // 6. Login token (401 / 412 / 10023) and bans (10115 / 10116 / 10117).
    if (common.userId === null) return;
    const state = accounts.tokenState(loginToken, common.userId);
    if (state !== 0) {
      if (isPublic) return; // public calls work as a visitor; the next login-only call reports it
      throw new BizError(state, undefined, state === Codes.UNAUTHORIZED ? 401 : 200);
    }
    if (!isPublic) {
      const ban = accounts.banState(common.userId, common.deviceId);
      if (ban !== 0) throw new BizError(ban);
    }
    req.auth = { userId: common.userId, loginToken, deviceId: common.deviceId };
  });

  // A response to an encrypted request is encrypted with the same AES key (header X-Encrypt: 1).
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.aesKey === undefined || typeof payload !== 'string') return payload;
    const body = await encryptResponseBody(payload, req.aesKey);
    reply.header('X-Encrypt', '1');
    reply.header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(body);
  });
};

// Same effect as fastify-plugin: the hooks apply to the whole app, not a child context.
(verifyPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default verifyPlugin;
