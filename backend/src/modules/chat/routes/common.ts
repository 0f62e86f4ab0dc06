import type { FastifyRequest } from 'fastify';
import { Codes } from '../../../codes';
import { absoluteUrl } from '../../../http/assets';
import { BizError } from '../../../http/envelope';
import type { PageResult } from 'shared-sdk/node';

/** The signed-in caller (every path here is login-only: the verify plugin set req.auth). */
export function me(req: FastifyRequest): number {
  if (!req.auth) throw new BizError(Codes.UNAUTHORIZED, undefined, 401);
  return req.auth.userId;
}

/** The backend's origin as the client reached it (absolute URLs of stored paths). */
export const originOf = (req: FastifyRequest) => absoluteUrl(req, '/').replace(/\/$/, '');

/** A body or query field that must be the caller when present (spec payloads carry userId). */
export function mustBeCaller(req: FastifyRequest, value: unknown, name: string): void {
  if (value !== undefined && value !== null && value !== '' && Number(value) !== me(req))
    throw new BizError(
      Codes.INVALID_INPUT,
      `Invalid parameter: ${name} must be the signed-in user`,
    );
}

/** Page numbers: 1-based, size capped. */
export function paging(pageNo: unknown, size: unknown, def: number, max: number) {
  const p = Math.max(1, Math.floor(Number(pageNo) || 1));
  const s = Math.min(max, Math.max(1, Math.floor(Number(size) || def)));
  return { pageNo: p, pageSize: s, offset: (p - 1) * s };
}

export function pageOf<T>(
  list: T[],
  total: number,
  pageNo: number,
  pageSize: number,
): PageResult<T> {
  return { pageNo, pages: Math.ceil(total / pageSize), total, list };
}

/** Characters as a person counts them (code points: an emoji is one). */
export const charCount = (s: string) => Array.from(s).length;

/** Schema pieces. */
export const int = { type: 'integer' } as const;
export const userIdSchema = {
  type: 'integer',
  minimum: 1,
  maximum: 9_007_199_254_740_991,
} as const;
export const pageQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100_000 },
    size: { type: 'integer', minimum: 1, maximum: 100 },
    pageNo: { type: 'integer', minimum: 1, maximum: 100_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
} as const;
