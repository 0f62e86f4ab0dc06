import { CODE_DATA_INVALID, CODE_NETWORK, CODE_OK } from '../constants/app';
import { PLATFORM_TYPE } from '../constants/app';
import { getLanguageId, getSiteLanguage } from '../i18n/languages';
import { getOrCreateDeviceId, readSession } from '../storage/cookies';
import { dropEmptyParams } from '../storage/params';
import { getApiConfig, publicKeyCache } from './config';
import { track } from './inflight';
import { decryptResponseBody, encryptRequestBody } from './crypto';
import { applySessionReaction, sessionReaction } from './session-codes';
import {
  BODY_DIGEST_HEADER,
  createNonce,
  formDigest,
  formSignatureBody,
  signRequest,
  type FormPart,
} from './signing';
import { ApiError, type ApiResult, type QueryParams, type RequestOptions } from './types';

/**
 * The one API client (spec 1 §7; spec 3 "API client behaviour"; CONTRACTS.md "API envelope
 * and signing"):
 * - common query parameters appId, version, platformType 4, languageId, deviceId, userId
 *   (empty values dropped, spec 1 §5);
 * - signed: query `timestamp` + `nonce`, header `X-Sign` (signing.ts); the login token goes in
 *   the `X-Login-Token` header, never in the URL;
 * - optional body encryption (`X-Encrypt: 1`, crypto.ts); encrypted responses are decrypted;
 * - 50 s timeout (AbortController); network failure or timeout = code -1;
 * - every response runs through the session-code reactions (session-codes.ts);
 * - success = okCodes (default [200]); `reject: true` throws ApiError, otherwise ApiResult.
 */

export const PUBLIC_KEY_PATH = '/facade/api/function/exempt/publicKey';

/** What the wire produced, before success/failure is decided. */
interface Outcome {
  code: number;
  msg: string;
  data?: unknown;
  httpStatus?: number;
}

function joinUrl(base: string, path: string): URL {
  if (/^https?:\/\//i.test(path)) return new URL(path);
  const origin = (globalThis as { location?: Location }).location?.href ?? 'http://localhost/';
  const p = path.startsWith('/') ? path : `/${path}`;
  return new URL(base ? `${base.replace(/\/+$/, '')}${p}` : p, origin);
}

function appendQuery(url: URL, query: QueryParams): void {
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) {
      for (const item of v)
        if (item !== '' && item !== null && item !== undefined)
          url.searchParams.append(k, String(item));
    } else if (v !== undefined && v !== null && v !== '') {
      url.searchParams.set(k, String(v));
    }
  }
}

/** The public key for body encryption: configured, provided, or fetched once and cached. */
export function resolvePublicKey(): Promise<string> {
  if (!publicKeyCache.promise) {
    const src = getApiConfig().publicKey;
    const p = typeof src === 'string' ? Promise.resolve(src) : src ? src() : fetchPublicKey();
    publicKeyCache.promise = p.catch((e: unknown) => {
      publicKeyCache.promise = null; // try again on the next encrypted call
      throw e;
    });
  }
  return publicKeyCache.promise;
}

async function fetchPublicKey(): Promise<string> {
  const res = await apiRequest<{ publicKey: string }>(PUBLIC_KEY_PATH, { reject: true });
  if (!res?.publicKey) throw new ApiError(CODE_DATA_INVALID, 'public key missing');
  return res.publicKey;
}

async function send(path: string, opts: RequestOptions): Promise<Outcome> {
  const cfg = getApiConfig();
  const method = opts.method ?? (opts.body !== undefined || opts.form ? 'POST' : 'GET');
  const session = readSession();
  const loginToken = session?.loginToken ?? '';
  const url = joinUrl(opts.baseUrl ?? cfg.apiBase, path);
  const common =
    opts.commonParams === false
      ? {}
      : {
          appId: cfg.appId,
          version: cfg.version,
          platformType: PLATFORM_TYPE,
          languageId: getLanguageId(getSiteLanguage()),
          deviceId: getOrCreateDeviceId(),
          userId: session?.userId,
        };
  appendQuery(url, dropEmptyParams({ ...common, ...(opts.query ?? {}) }) as QueryParams);

  const headers: Record<string, string> = { Accept: 'application/json', ...(opts.headers ?? {}) };
  let body: string | FormData | undefined;
  let aesKey: Uint8Array | undefined;
  if (opts.form !== undefined) {
    if (typeof FormData !== 'undefined' && opts.form instanceof FormData) body = opts.form;
    else {
      const fields = dropEmptyParams(opts.form as Record<string, string | number | boolean>);
      body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    }
  } else if (opts.body !== undefined) {
    const json = JSON.stringify(opts.body);
    if (opts.encrypt) {
      let publicKey: string;
      try {
        publicKey = await resolvePublicKey();
      } catch {
        return { code: CODE_NETWORK, msg: 'public key unavailable' };
      }
      const enc = await encryptRequestBody(json, publicKey);
      aesKey = enc.aesKey;
      body = JSON.stringify(enc.envelope);
      headers['X-Encrypt'] = '1';
    } else body = json;
    headers['Content-Type'] = 'application/json';
  }

  if (loginToken) headers['X-Login-Token'] = loginToken;
  // A multipart form is signed through the digest of its parts (signing.ts).
  let signedBody = typeof body === 'string' ? body : undefined;
  if (typeof FormData !== 'undefined' && body instanceof FormData && opts.sign !== false) {
    const digest = await formDigest(await formParts(body));
    headers[BODY_DIGEST_HEADER] = digest;
    signedBody = formSignatureBody(digest);
  }
  if (opts.sign !== false) {
    const timestamp = String(cfg.now());
    const nonce = createNonce();
    url.searchParams.set('timestamp', timestamp);
    url.searchParams.set('nonce', nonce);
    // Sign what the server sees: the query's deviceId/userId and the body text on the wire.
    headers['X-Sign'] = await signRequest({
      url: url.pathname + url.search,
      loginToken,
      deviceId: url.searchParams.get('deviceId') ?? '',
      nonce,
      timestamp,
      userId: url.searchParams.get('userId') ?? '',
      ...(signedBody !== undefined ? { body: signedBody } : {}),
    });
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? cfg.timeoutMs);
  const onOuterAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onOuterAbort);
  let res: Response;
  let text: string;
  try {
    res = await fetch(url.toString(), { method, headers, body, signal: controller.signal });
    text = await res.text();
  } catch {
    return { code: CODE_NETWORK, msg: timedOut ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onOuterAbort);
  }
  return readResponse(res, text, aesKey);
}

/** A form's parts in the order the browser sends them: text values, file bytes. */
async function formParts(form: FormData): Promise<FormPart[]> {
  const parts: FormPart[] = [];
  for (const [name, v] of form.entries())
    parts.push(
      typeof v === 'string'
        ? { name, value: v }
        : { name, bytes: new Uint8Array(await v.arrayBuffer()) },
    );
  return parts;
}

async function readResponse(
  res: Response,
  text: string,
  aesKey: Uint8Array | undefined,
): Promise<Outcome> {
  const httpStatus = res.status;
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const obj = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  const headerEncrypted = res.headers.get('X-Encrypt') === '1';
  const looksEncrypted = !!aesKey && !!obj && !('code' in obj) && ('key' in obj || 'data' in obj);
  if (headerEncrypted || looksEncrypted) {
    // spec 1 §8: a response without key or data (or that does not decrypt) is 6666.
    if (!aesKey || !obj)
      return { code: CODE_DATA_INVALID, msg: 'data invalid', data: null, httpStatus };
    try {
      const envelope = JSON.parse(await decryptResponseBody(obj, aesKey)) as Record<
        string,
        unknown
      >;
      return toOutcome(envelope, httpStatus, res.statusText);
    } catch {
      return { code: CODE_DATA_INVALID, msg: 'data invalid', data: null, httpStatus };
    }
  }
  if (!obj) {
    if (!res.ok)
      return { code: httpStatus, msg: res.statusText || 'http error', data: null, httpStatus };
    return { code: CODE_DATA_INVALID, msg: 'data invalid', data: null, httpStatus };
  }
  return toOutcome(obj, httpStatus, res.statusText);
}

function toOutcome(
  obj: Record<string, unknown> | null,
  httpStatus: number,
  statusText: string,
): Outcome {
  const code = Number(obj?.code);
  if (!obj || !Number.isFinite(code)) {
    if (httpStatus >= 400)
      return { code: httpStatus, msg: statusText || 'http error', data: null, httpStatus };
    return { code: CODE_DATA_INVALID, msg: 'data invalid', data: null, httpStatus };
  }
  return {
    code,
    msg: typeof obj.msg === 'string' ? obj.msg : String(obj.msg ?? ''),
    data: obj.data ?? null,
    httpStatus,
  };
}

const warned = new Set<string>();
function warnOnce(method: string, path: string, o: Outcome): void {
  const key = `${method} ${path} ${o.code}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`[api] ${key}: ${o.msg}`);
}

/** Rejecting call: resolves with `data`, throws ApiError (spec 1 §7 login and token calls). */
export function apiRequest<T>(path: string, options: RequestOptions & { reject: true }): Promise<T>;
/** Swallowing call: resolves ApiResult, never throws. */
export function apiRequest<T>(
  path: string,
  options?: RequestOptions & { reject?: false },
): Promise<ApiResult<T>>;
export function apiRequest<T>(path: string, options?: RequestOptions): Promise<T | ApiResult<T>>;
export function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<T | ApiResult<T>> {
  return track(request<T>(path, options));
}

async function request<T>(path: string, options: RequestOptions): Promise<T | ApiResult<T>> {
  let outcome: Outcome;
  try {
    outcome = await send(path, options);
  } catch (e) {
    // Anything unexpected (e.g. WebCrypto missing) is a failure like the network's.
    outcome = { code: CODE_NETWORK, msg: e instanceof Error ? e.message : 'network' };
  }
  if (outcome.code !== CODE_NETWORK) {
    applySessionReaction(
      sessionReaction(outcome.code, outcome.httpStatus, outcome.msg, { onLivePage: safeIsLive() }),
    );
  }
  const ok =
    (options.okCodes ?? [CODE_OK]).includes(outcome.code) && (outcome.httpStatus ?? 200) < 400;
  if (options.reject) {
    if (ok) return outcome.data as T;
    throw new ApiError(outcome.code, outcome.msg, outcome.httpStatus, outcome.data);
  }
  if (ok) return { ok: true, code: outcome.code, msg: outcome.msg, data: outcome.data as T };
  warnOnce(options.method ?? 'GET', path, outcome);
  const refused = { ok: false as const, code: outcome.code, msg: outcome.msg, data: null };
  return outcome.data !== undefined && outcome.data !== null
    ? { ...refused, details: outcome.data }
    : refused;
}

function safeIsLive(): boolean {
  try {
    return getApiConfig().isLivePage();
  } catch {
    return false;
  }
}

/** Shorthands. */
export const api = {
  get: <T>(path: string, query?: QueryParams, opts: RequestOptions = {}) =>
    apiRequest<T>(path, { ...opts, method: 'GET', query, reject: false }),
  post: <T>(path: string, body?: unknown, opts: RequestOptions = {}) =>
    apiRequest<T>(path, { ...opts, method: 'POST', body, reject: false }),
  put: <T>(path: string, body?: unknown, opts: RequestOptions = {}) =>
    apiRequest<T>(path, { ...opts, method: 'PUT', body, reject: false }),
};
