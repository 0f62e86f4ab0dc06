/**
 * Result types of the API client (spec 1 §7: "Login and token calls reject their errors to the
 * caller; most other calls swallow errors silently").
 */

/**
 * What a non-rejecting call resolves with. Never throws. A refusal whose envelope carried `data`
 * (e.g. a rebind refusal's `{ reason, availableAt }`) has it as `details`, unchecked: read it
 * with the call's own type.
 */
export type ApiResult<T> =
  | { ok: true; code: number; msg: string; data: T }
  | { ok: false; code: number; msg: string; data: null; details?: unknown };

/** What a rejecting call (`reject: true`) throws. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly httpStatus?: number;
  /** The envelope's `data` of a refused call, when it carried any (e.g. 100004's callPrice). */
  readonly data?: unknown;
  constructor(code: number, msg: string, httpStatus?: number, data?: unknown) {
    super(msg || `API error ${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    if (httpStatus !== undefined) this.httpStatus = httpStatus;
    if (data !== undefined && data !== null) this.data = data;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return (
    e instanceof ApiError ||
    (!!e && typeof e === 'object' && (e as { name?: unknown }).name === 'ApiError')
  );
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;
/** Arrays become repeated parameters (spec 3 §7 "repeated array params"). */
export type QueryParams = Record<string, QueryValue | ReadonlyArray<string | number>>;

export interface RequestOptions {
  method?: HttpMethod;
  /** Query parameters; undefined, null and '' are dropped (spec 1 §5). */
  query?: QueryParams;
  /** JSON body. */
  body?: unknown;
  /**
   * Form body instead of JSON: FormData (multipart, signed through the digest of its parts,
   * signing.ts formDigest) or fields (url-encoded, signed as text).
   */
  form?: FormData | Record<string, string | number | boolean>;
  /** Encrypt the JSON body (spec 1 §7); the response is decrypted with the same key. */
  encrypt?: boolean;
  /** Sign the request (default true). Public calls may skip it (spec 1 §7). */
  sign?: boolean;
  /** Add the common parameters (default true). */
  commonParams?: boolean;
  /** Success codes; default [200]. Some calls also treat 0 (spec 1 §7). */
  okCodes?: readonly number[];
  /** Throw ApiError instead of resolving ApiResult (login and token calls, spec 1 §7). */
  reject?: boolean;
  /** Default REQUEST_TIMEOUT_MS (50 s). */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Another origin than apiBase (e.g. the status host of spec 3 §7). */
  baseUrl?: string;
  signal?: AbortSignal;
}

/** The server's envelope (CONTRACTS.md "API envelope"). */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}
