/**
 * Schema pieces and request readers of the live paths (routes.ts, touristRoutes.ts): every input
 * bounded; a bad one answers 40006 naming it.
 */
import type { FastifyRequest } from 'fastify';
import { Codes } from '../../codes';
import { BizError } from '../../http/envelope';
import { isLocalOrigin, requestOrigin } from '../../http/origins';
import { LIVE_PAGE_SIZE_MAX, LIVE_PRAISE_NUM_MAX, MESSAGE_UUID_PATTERN } from '../../sdk';

/** A channel id (`live-<id>`; anything else is no live: 1004). */
export const CHANNEL = { type: 'string', minLength: 1, maxLength: 64 } as const;
export const LIVE_ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
export const PAGE_NO = { type: 'integer', minimum: 1, maximum: 100_000 } as const;
export const PAGE_SIZE = { type: 'integer', minimum: 1, maximum: LIVE_PAGE_SIZE_MAX } as const;
export const PRAISE_NUM = { type: 'integer', minimum: 1, maximum: LIVE_PRAISE_NUM_MAX } as const;
/** A client-made id (gift requestId, tourist id): 8–64 of A-Z a-z 0-9 _ -. */
export const CLIENT_ID = { type: 'string', pattern: MESSAGE_UUID_PATTERN } as const;
/** spec 3 §7 "audienceId is added to every call": on audience paths, the signed-in user. */
export const AUDIENCE_ID = { type: 'integer', minimum: 1 } as const;

/** A query with only these fields (plus the common parameters the verify plugin checked). */
export const query = (properties: Record<string, unknown>, required: string[] = []) => ({
  querystring: { type: 'object', required, properties },
});
export const body = (properties: Record<string, unknown>, required: string[] = []) => ({
  body: { type: 'object', required, additionalProperties: false, properties },
});

const invalid = (msg: string) => new BizError(Codes.INVALID_INPUT, `Invalid parameter: ${msg}`);

/** liveStudioChannelId from the query and/or the body (spec 3 §7 join: "params in query and same body"). */
export function channelParam(...values: Array<string | undefined>): string {
  const given = values.filter((v): v is string => typeof v === 'string' && v !== '');
  const [first] = given;
  if (first === undefined) throw invalid('liveStudioChannelId is required');
  if (given.some((v) => v !== first))
    throw invalid('liveStudioChannelId differs between the query and the body');
  return first;
}

/** shareId from the query and/or the body (a guest's join): the same one if both. */
export function shareParam(given: string[]): string {
  const [first] = given;
  if (first === undefined) throw invalid('shareId is required');
  if (given.some((v) => v !== first))
    throw invalid('shareId differs between the query and the body');
  return first;
}

/** Where a share link points: the web app's own origin when the request came from it, else ours. */
export function webOriginFor(req: FastifyRequest): string {
  const o = req.headers.origin;
  return typeof o === 'string' && isLocalOrigin(o) ? o.replace(/\/$/, '') : requestOrigin(req);
}

/** spec 2 §7 / spec 3 §7 hostIds: a comma list; a value that is not a number counts as 0. */
export function hostIdsParam(raw: string, max: number): number[] {
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => (/^\d{1,10}$/.test(s) ? Number(s) : 0));
  if (ids.length > max) throw invalid(`hostIds must list at most ${max} ids`);
  return ids;
}
