/**
 * What a shared link (spec 3 §1 live/{shareId}) leads to, from the public room stats by shareId
 * (GET /tourists/liveStudioInfo): a live to watch, an ended one, a link that names no live, or no
 * answer (offer a retry). Backend live README "Guests and visitor access" gives the codes.
 */
import type { ApiResult, LiveRoomStats } from 'shared-sdk';
import { CODE_NETWORK, LIVE_CODE } from 'shared-sdk/constants';

export type SharedLive =
  | { kind: 'living'; stats: LiveRoomStats }
  | { kind: 'ended'; stats: LiveRoomStats | null }
  | { kind: 'unknown' }
  | { kind: 'failed' };

/** A shareId as the backend takes it (1–64 characters); anything else names no live. */
const SHARE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const isShareId = (s: string) => SHARE_ID.test(s);

export function sharedLiveOf(res: ApiResult<LiveRoomStats>): SharedLive {
  if (res.ok)
    return res.data.living
      ? { kind: 'living', stats: res.data }
      : { kind: 'ended', stats: res.data };
  if (res.code === LIVE_CODE.ended || res.code === LIVE_CODE.closedForViolation)
    return { kind: 'ended', stats: null };
  // No answer, or the server failed (HTTP 5xx comes back as its status): worth a retry.
  if (res.code === CODE_NETWORK || (res.code >= 500 && res.code < 600)) return { kind: 'failed' };
  return { kind: 'unknown' };
}
