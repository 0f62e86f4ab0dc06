/**
 * A live asked for with `requestLive` (by its channel, or by its host) as the room's LiveInfo.
 * A host is looked up with hostIsLivingBatch; the live itself in the living lives' pages (the
 * swipe order), which carry everything the room shows (host, cover, counts, relation).
 */
import type {
  ApiResult,
  HostLiving,
  LiveInfo as ApiLiveInfo,
  LiveRequest,
  PageResult,
} from 'shared-sdk';
import { LIVE_PAGE_SIZE_MAX } from 'shared-sdk/constants';
import type { LiveInfo } from '../../live-room/engine';
import { toRoomLive } from '../ports/liveMapping';

/** Pages of living lives looked through for one channel (project: 10 × 100 lives). */
export const RESOLVE_MAX_PAGES = 10;

export interface ResolveCalls {
  hostIsLivingBatch(hostIds: ReadonlyArray<number>): Promise<ApiResult<Record<string, HostLiving>>>;
  pageQuery(q: { pageNo: number; pageSize: number }): Promise<ApiResult<PageResult<ApiLiveInfo>>>;
}

export type Resolved =
  | { kind: 'live'; live: LiveInfo }
  /** The host is not live, or the channel is not among the living lives. */
  | { kind: 'notLiving' }
  /** The server could not be asked (the room offers nothing to retry: the caller toasts). */
  | { kind: 'failed' };

async function channelOfHost(
  calls: ResolveCalls,
  hostId: number,
): Promise<string | null | 'failed'> {
  const res = await calls.hostIsLivingBatch([hostId]);
  if (!res.ok) return 'failed';
  const entry = res.data?.[String(hostId)];
  return entry?.living && entry.channelId ? entry.channelId : null;
}

export async function resolveLive(req: LiveRequest, calls: ResolveCalls): Promise<Resolved> {
  let channelId = req.channelId ?? null;
  if (!channelId && req.hostId) {
    const found = await channelOfHost(calls, req.hostId);
    if (found === 'failed') return { kind: 'failed' };
    channelId = found;
  }
  if (!channelId) return { kind: 'notLiving' };
  for (let pageNo = 1; pageNo <= RESOLVE_MAX_PAGES; pageNo++) {
    const res = await calls.pageQuery({ pageNo, pageSize: LIVE_PAGE_SIZE_MAX });
    if (!res.ok) return { kind: 'failed' };
    const info = res.data.list.find((l) => l.channelId === channelId);
    if (info) return { kind: 'live', live: toRoomLive(info) };
    if (pageNo >= res.data.pages) break;
  }
  return { kind: 'notLiving' };
}
