/**
 * A live asked for with `requestLive` (by its channel, its host or a shared link's shareId) as the
 * room's LiveInfo. A host is looked up with hostIsLivingBatch, a shareId with the room stats; the
 * live itself in the living lives' pages (the swipe order; a visitor's are the tourist lives),
 * which carry everything the room shows (host, cover, counts, relation).
 */
import type {
  ApiResult,
  HostLiving,
  LiveInfo as ApiLiveInfo,
  LiveRequest,
  LiveRoomStats,
  PageResult,
} from 'shared-sdk';
import { CODE_NETWORK, CODE_OK, LIVE_PAGE_SIZE_MAX, liveChannelId } from 'shared-sdk/constants';
import type { liveApi } from 'shared-sdk/live';
import type { LiveInfo } from '../../live-room/engine';
import { toRoomLive } from '../ports/liveMapping';

/** Pages of living lives looked through for one channel (project: 10 × 100 lives). */
export const RESOLVE_MAX_PAGES = 10;

export interface ResolveCalls {
  hostIsLivingBatch(hostIds: ReadonlyArray<number>): Promise<ApiResult<Record<string, HostLiving>>>;
  pageQuery(q: { pageNo: number; pageSize: number }): Promise<ApiResult<PageResult<ApiLiveInfo>>>;
  /** A shared link's live (GET /tourists/liveStudioInfo by shareId: public, for users too). */
  shareStats?(shareId: string): Promise<ApiResult<LiveRoomStats>>;
}

/** The live calls a visitor may make (the tourist variants), as ResolveCalls. */
export function visitorResolveCalls(
  live: Pick<typeof liveApi, 'touristLives' | 'touristRoomStats'>,
  audienceId: () => string,
): ResolveCalls {
  return {
    // Living friends are a signed-in user's: a visitor never asks by host.
    hostIsLivingBatch: async () => ({ ok: true, code: CODE_OK, msg: '', data: {} }),
    pageQuery: (q) => live.touristLives(audienceId(), q),
    shareStats: (shareId) => live.touristRoomStats(audienceId(), { shareId }),
  };
}

/** The shared link's live channel, or why there is none (ended, unknown, no answer). */
async function channelOfShare(
  calls: ResolveCalls,
  shareId: string,
): Promise<string | null | 'failed'> {
  if (!calls.shareStats) return null;
  const res = await calls.shareStats(shareId);
  if (!res.ok) return res.code === CODE_NETWORK ? 'failed' : null;
  return res.data.living ? liveChannelId(res.data.id) : null;
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
  if (!channelId && (req.hostId || req.shareId)) {
    const found = req.hostId
      ? await channelOfHost(calls, req.hostId)
      : await channelOfShare(calls, req.shareId ?? '');
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
