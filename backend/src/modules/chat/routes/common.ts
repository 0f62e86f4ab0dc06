import type { FastifyRequest } from 'fastify';
import { Codes } from '../../../codes';
import { BizError } from '../../../http/envelope';

/** The signed-in caller (every path here is login-only: the verify plugin set req.auth). */
export function me(req: FastifyRequest): number {
  if (!req.auth) throw new BizError(Codes.UNAUTHORIZED, undefined, 401);
  return req.auth.userId;
}

/** A body or query field that must be the caller when present (spec payloads carry userId). */
export function mustBeCaller(req: FastifyRequest, value: unknown, name: string): void {
  if (value !== undefined && value !== null && value !== '' && Number(value) !== me(req))
    throw new BizError(
      Codes.INVALID_INPUT,
      `Invalid parameter: ${name} must be the signed-in user`,
    );
}

/** The page query of the chat's lists. */
export const pageQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100_000 },
    size: { type: 'integer', minimum: 1, maximum: 100 },
    pageNo: { type: 'integer', minimum: 1, maximum: 100_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
} as const;
