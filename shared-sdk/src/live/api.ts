// The live audience and tourist calls (spec 3 §7 "Live audience API", path prefix /live/live):
// in the entry shared-sdk/live, loaded with the live room and its ways in, never by the landing
// alone. Their types stay in the main entry (api/modules/live.ts) for the backend.
import { apiRequest, readSession, type QueryParams } from 'shared-sdk';
import type { AddFriendResult } from '../api/modules/friend';
import type { Gift } from '../api/modules/gift';
import type {
  HostLiving,
  LiveChatMessage,
  LiveEndMeta,
  LiveEntrance,
  LiveGiftParams,
  LiveGiftResult,
  LiveHeartbeatResult,
  LiveInfo,
  LiveJoinParams,
  LiveJoinResult,
  LiveLivingEntry,
  LivePageQuery,
  LiveRankEntry,
  LiveRoomStats,
  LiveShareLink,
  TouristHeartbeatResult,
  TouristJoinParams,
} from '../api/modules/live';
import type { PageResult } from '../api/modules/page';

const A = '/live/live/audience';
const T = '/live/live/tourists';

/** spec 3 §7 "audienceId is added to every call": the signed-in user's id on audience calls. */
const audience = (q: QueryParams = {}): QueryParams => ({
  ...q,
  audienceId: readSession()?.userId,
});
const byChannel = (liveStudioChannelId: string) => audience({ liveStudioChannelId });

/**
 * The live audience and tourist calls (spec 3 §7). Errors are swallowed (spec 3 "most calls
 * swallow errors"): each resolves an ApiResult whose code the room acts on (spec 3 §8).
 */
export const liveApi = {
  /** GET /audience/listRecommendLiveStudios — the most watched lives (end page: END_PAGE_OTHER_LIVES). */
  listRecommend: (q: { pageSize?: number; excludeLiveStudioId?: number } = {}) =>
    apiRequest<{ list: LiveInfo[] }>(`${A}/listRecommendLiveStudios`, { query: audience(q) }),
  /** GET /audience/pageQueryLiveStudios — every live, in the swipe order. */
  pageQuery: (q: LivePageQuery = {}) =>
    apiRequest<PageResult<LiveInfo>>(`${A}/pageQueryLiveStudios`, { query: audience({ ...q }) }),
  /** GET /audience/liveIsLivingBatch — repeated liveStudioIds. */
  liveIsLivingBatch: (liveStudioIds: ReadonlyArray<number>) =>
    apiRequest<LiveLivingEntry[]>(`${A}/liveIsLivingBatch`, {
      query: audience({ liveStudioIds }),
    }),
  /** GET /audience/hostIsLivingBatch — hostIds comma list; a map by host id (spec 2 §7). */
  hostIsLivingBatch: (hostIds: ReadonlyArray<number>) =>
    apiRequest<Record<string, HostLiving>>(`${A}/hostIsLivingBatch`, {
      query: audience({ hostIds: hostIds.join(',') }),
    }),
  /** POST /audience/joinLiveStudio — liveStudioChannelId in the query and the same body. */
  join: (p: LiveJoinParams) =>
    apiRequest<LiveJoinResult>(`${A}/joinLiveStudio`, {
      method: 'POST',
      query: byChannel(p.liveStudioChannelId),
      body: { liveStudioChannelId: p.liveStudioChannelId },
    }),
  /** GET /audience/nextLiveStudioInfo — the live after this one (swipe up); null at the end. */
  next: (liveStudioId: number) =>
    apiRequest<LiveInfo | null>(`${A}/nextLiveStudioInfo`, { query: audience({ liveStudioId }) }),
  /** GET /audience/preLiveStudioInfo — the live before this one (swipe down); null at the start. */
  previous: (liveStudioId: number) =>
    apiRequest<LiveInfo | null>(`${A}/preLiveStudioInfo`, { query: audience({ liveStudioId }) }),
  /** PUT /audience/leaveLiveStudio. */
  leave: (liveStudioChannelId: string) =>
    apiRequest<{ left: boolean }>(`${A}/leaveLiveStudio`, {
      method: 'PUT',
      query: audience(),
      body: { liveStudioChannelId },
    }),
  /** PUT /audience/praise — num taps batched by the client (PRAISE_BATCH_MS). */
  praise: (p: { liveStudioChannelId: string; num: number }) =>
    apiRequest<{ praiseNum: number }>(`${A}/praise`, { method: 'PUT', query: audience(), body: p }),
  /** POST /audience/sendChannelMsg — content ≤ LIVE_CHAT_MAX_CHARS. */
  sendChannelMsg: (p: { liveStudioChannelId: string; content: string }) =>
    apiRequest<{ message: LiveChatMessage }>(`${A}/sendChannelMsg`, {
      method: 'POST',
      query: audience(),
      body: p,
    }),
  /** GET /audience/getOutShowGifts — the quick-gift row. */
  quickGifts: () => apiRequest<{ list: Gift[] }>(`${A}/getOutShowGifts`, { query: audience() }),
  /** PUT /audience/sendGift → coinBalance; 1602 not enough gold, 1002/1003 the live is over. */
  sendGift: (p: LiveGiftParams) =>
    apiRequest<LiveGiftResult>(`${A}/sendGift`, { method: 'PUT', query: audience(), body: p }),
  /** GET /audience/addFriend — follow the live's host (9 gold once; 20001 when short). */
  follow: (liveStudioChannelId: string) =>
    apiRequest<AddFriendResult>(`${A}/addFriend`, { query: byChannel(liveStudioChannelId) }),
  /** GET /audience/muted — the mute check. */
  muted: (liveStudioChannelId: string) =>
    apiRequest<{ muted: boolean }>(`${A}/muted`, { query: byChannel(liveStudioChannelId) }),
  /** PUT /audience/heartBeat — every LIVE_HEARTBEAT_USER_MS. */
  heartbeat: (liveStudioChannelId: string) =>
    apiRequest<LiveHeartbeatResult>(`${A}/heartBeat`, {
      method: 'PUT',
      query: audience(),
      body: { liveStudioChannelId },
    }),
  /** GET /audience/living/liveStudioInfo — room stats. */
  roomStats: (liveStudioChannelId: string) =>
    apiRequest<LiveRoomStats>(`${A}/living/liveStudioInfo`, {
      query: byChannel(liveStudioChannelId),
    }),
  /** GET /audience/gift/rank — pageNo 1, pageSize RANKING_SIZE. */
  giftRank: (q: { liveStudioId: number } & LivePageQuery) =>
    apiRequest<PageResult<LiveRankEntry>>(`${A}/gift/rank`, { query: audience({ ...q }) }),
  /** GET /audience/sumSendedGiftsCoins — the caller's gifts in this live. */
  sumSentGiftsCoins: (liveStudioId: number) =>
    apiRequest<{ liveStudioId: number; sendTotalCoins: number }>(`${A}/sumSendedGiftsCoins`, {
      query: audience({ liveStudioId }),
    }),
  /** GET /audience/liveStudioAudienceMetaAfterEndLive — how the live ended (end page). */
  endMeta: (liveStudioId: number) =>
    apiRequest<LiveEndMeta>(`${A}/liveStudioAudienceMetaAfterEndLive`, {
      query: audience({ liveStudioId }),
    }),
  /** GET /audience/entrance — the live-enter widget. */
  entrance: () => apiRequest<LiveEntrance>(`${A}/entrance`, { query: audience() }),
  /** POST /audience/share — the live's share link. */
  share: (liveStudioId: number) =>
    apiRequest<LiveShareLink>(`${A}/share`, {
      method: 'POST',
      query: audience(),
      body: { liveStudioId },
    }),

  // ---- tourists (no login; audienceId is the stored tourist id) ----
  /** GET /tourists/liveStudios — the lives a tourist may watch. */
  touristLives: (audienceId: string, q: LivePageQuery = {}) =>
    apiRequest<PageResult<LiveInfo>>(`${T}/liveStudios`, { query: { ...q, audienceId } }),
  /** POST /tourists/joinLiveStudio — by channel or by a shared link's shareId. */
  touristJoin: (p: TouristJoinParams) => {
    const q = { audienceId: p.audienceId, liveStudioChannelId: p.liveStudioChannelId };
    return apiRequest<LiveJoinResult>(`${T}/joinLiveStudio`, {
      method: 'POST',
      query: { ...q, shareId: p.shareId },
      body: { liveStudioChannelId: p.liveStudioChannelId, shareId: p.shareId },
    });
  },
  /** PUT /tourists/heartBeat — every LIVE_HEARTBEAT_GUEST_MS. */
  touristHeartbeat: (audienceId: string, liveStudioChannelId: string) =>
    apiRequest<TouristHeartbeatResult>(`${T}/heartBeat`, {
      method: 'PUT',
      query: { audienceId },
      body: { liveStudioChannelId },
    }),
  /** PUT /tourists/praise. */
  touristPraise: (audienceId: string, p: { liveStudioChannelId: string; num: number }) =>
    apiRequest<{ praiseNum: number }>(`${T}/praise`, {
      method: 'PUT',
      query: { audienceId },
      body: p,
    }),
  /** GET /tourists/getOutShowGifts — the quick-gift row (tourist variant). */
  touristQuickGifts: (audienceId: string) =>
    apiRequest<{ list: Gift[] }>(`${T}/getOutShowGifts`, { query: { audienceId } }),
  /** GET /tourists/getAllGifts — every gift (guests keep it locally, spec 3 §6). */
  touristAllGifts: (audienceId: string) =>
    apiRequest<{ list: Gift[] }>(`${T}/getAllGifts`, { query: { audienceId } }),
  /** GET /tourists/liveStudioInfo — room stats, by channel or shareId. */
  touristRoomStats: (audienceId: string, q: { liveStudioChannelId?: string; shareId?: string }) =>
    apiRequest<LiveRoomStats>(`${T}/liveStudioInfo`, { query: { ...q, audienceId } }),
  /** POST /tourists/share/{id} — the share link of live `id`. */
  touristShare: (audienceId: string, liveStudioId: number) =>
    apiRequest<LiveShareLink>(`${T}/share/${liveStudioId}`, {
      method: 'POST',
      query: { audienceId },
      body: {},
    }),
};
