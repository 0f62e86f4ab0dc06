import { Codes, Messages } from '../codes';

/** The uniform response envelope (docs/CONTRACTS.md "API envelope"). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: Codes.OK, msg, data };
}

export function fail(code: number, msg?: string, data: unknown = null): Envelope<unknown> {
  return { code, msg: msg ?? Messages[code] ?? 'error', data };
}

/**
 * A business error: handlers throw it, the error handler turns it into an envelope.
 * `httpStatus` stays 200 for business codes; only 401/404 use a matching HTTP status.
 */
export class BizError extends Error {
  constructor(
    readonly code: number,
    msg?: string,
    readonly httpStatus = 200,
    readonly data: unknown = null,
  ) {
    super(msg ?? Messages[code] ?? 'error');
    this.name = 'BizError';
  }
}
