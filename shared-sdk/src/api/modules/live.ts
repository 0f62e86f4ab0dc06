// The live audience API (spec 3 §7 "Live audience API", path prefix /live/live): request and
// response types (the backend types its handlers with them) and `liveApi`, one function per path.
// Rules, codes and the channel messages: backend/src/modules/live/README.md.
import type { LiveEndType } from '../../constants/live';
import { readSession } from '../../storage/cookies';
import { apiRequest } from '../client';
import type { QueryParams } from '../types';
import type { CallMedia } from './call';
import type { AddFriendResult } from './friend';
import type { Gift } from './gift';
import type { BalanceFields, PageResult } from './page';

/** spec 3 §3 LiveInfo topAudiences: the header's audience avatars. */
export interface LiveTopAudience {
  userId: number;
  userIconUrl: string;
  userName: string;
  /** A simulated viewer (spec 3 §4): no profile to open. */
  simulated?: boolean;
}

/** spec 3 §3 LiveInfo hostDetail. */
export interface LiveHostDetail {
  countryId: number;
  /** 1 male, 2 female. */
  gender: number;
  /**
   * Always '' here: another user's profile shows the age, never the date (backend README
   * "Security model", what a profile shows); `age` carries it.
   */
  birthday: string;
  age: number | null;
  languageNames: string[];
  interestLabels: string[];
  /** spec 3 §3 host relation: 1 followed, 2 friends, 3 or 4 not yet followed (follow button). */
  relation: number;
}

/** spec 3 §3 LiveInfo, plus the project's `headImg`, `living`, `endType`, `startedAt`. */
export interface LiveInfo {
  /** The live studio id (one broadcast of a host). */
  id: number;
  /** The live's channel (liveChannelId(id)): messaging, and media with the local provider. */
  channelId: string;
  hostId: number;
  /** The host's name. */
  name: string;
  coverUrl: string;
  /** Guest viewing without login (route live/{shareId}). */
  shareId: string;
  /** Coins gifted in this live; never decreases (spec 3 §4). */
  profit: number;
  /** Viewers now, simulated ones included. */
  audienceNum: number;
  /** Praise received; never decreases (spec 3 §4). */
  praiseNum: number;
  topAudiences: LiveTopAudience[];
  hostDetail: LiveHostDetail;
  /** The host's avatar (the room header). */
  headImg: string;
  living: boolean;
  endType: LiveEndType;
  startedAt: number;
}

/**
 * Where a viewer gets the live's media (project): with the local provider the channel to pass to
 * `media.join` (it signals on `rtc:<channel>`), with Agora also the RTC app id, token and uid.
 * The same shape as a call's media.
 */
export type LiveMedia = CallMedia;

/** POST /audience/joinLiveStudio — in the query and the same body (spec 3 §7). */
export interface LiveJoinParams {
  liveStudioChannelId: string;
}

/** POST /tourists/joinLiveStudio: a live by channel, or by a shared link's shareId. */
export interface TouristJoinParams {
  /** The stored tourist id (STORAGE_KEYS.touristId). */
  audienceId: string;
  liveStudioChannelId?: string;
  shareId?: string;
}

/** spec 3 §3 "Join response: rtcAppId, rtcToken", plus what the room needs to start. */
export interface LiveJoinResult {
  /** Agora's app id; '' with the local provider (the gateway's channel policy admits the viewer). */
  rtcAppId: string;
  /** Agora's RTC token for this channel and viewer; '' with the local provider. */
  rtcToken: string;
  liveStudioChannelId: string;
  media: LiveMedia;
  /** spec 3 §3, §4 — the audience's role level (LIVE_AUDIENCE_ROLE_LEVEL). */
  roleLevel: number;
  liveInfo: LiveInfo;
  /** The host muted this viewer in this live (spec 3 §4 "Mute"). */
  muted: boolean;
  /** How often to send heartBeat (LIVE_HEARTBEAT_USER_MS, or _GUEST_MS for tourists). */
  heartbeatMs: number;
}

/** PUT /audience/heartBeat. */
export interface LiveHeartbeatResult {
  /** False when this viewer was no longer in the room and the beat admitted them again: subscribe again. */
  stillIn: boolean;
  audienceNum: number;
  praiseNum: number;
  profit: number;
  muted: boolean;
}

/** PUT /tourists/heartBeat: also the tourist's viewing time today (spec 3 §4 "Tourists"). */
export interface TouristHeartbeatResult extends LiveHeartbeatResult {
  viewedMs: number;
  viewLimitMs: number;
  /** Prompt to register ('You have reached the viewing time limitation, …'). */
  viewLimitReached: boolean;
}

/** One entry of liveIsLivingBatch. */
export interface LiveLivingEntry {
  liveStudioId: number;
  living: boolean;
  endType: LiveEndType;
}

/** One value of hostIsLivingBatch's map (spec 2 §7 "Live status: response map by host id"). */
export interface HostLiving {
  living: boolean;
  liveStudioId: number | null;
  channelId: string | null;
}

/** spec 3 §3 "Room stats" (GET /audience/living/liveStudioInfo, /tourists/liveStudioInfo). */
export interface LiveRoomStats {
  id: number;
  name: string;
  coverUrl: string;
  nowAudienceUvCount: number;
  audiencePraiseSum: number;
  latestJoinAudiences: { id: number; headImg: string; name: string }[];
  totalIncomeCoins: number;
  living: boolean;
  endType: LiveEndType;
}

/** spec 3 §3 "Live message" chat, as published on the channel. */
export interface LiveChatMessage {
  senderId: number;
  senderName: string;
  senderIconUrl: string;
  message: string;
  timestamp: number;
}

/** PUT /audience/sendGift, plus `requestId` (project: the retry key, one per gift tap). */
export interface LiveGiftParams {
  liveStudioChannelId: string;
  giftId: number;
  /** Made once per gift by the client and sent again on a retry: the coins move once. 8–64 of A-Z a-z 0-9 _ -. */
  requestId: string;
}

/** spec 3 §7 "response coinBalance", and the ledger fields for applyBalance. */
export interface LiveGiftResult extends BalanceFields {
  coinBalance: number;
  giftId: number;
  /** Coins this gift cost. */
  gold: number;
  /** The live's profit after it. */
  profit: number;
  /** The same requestId was already sent: nothing moved again. */
  duplicate: boolean;
}

/** spec 3 §3 "Rank entry". */
export interface LiveRankEntry {
  no: number;
  userId: number;
  userHeadImg: string;
  userName: string;
  userCountryId: number;
  sendTotalCoins: number;
}

/** GET /audience/liveStudioAudienceMetaAfterEndLive — the end page (spec 3 §2 "live-ended page"). */
export interface LiveEndMeta {
  liveStudioId: number;
  hostId: number;
  endType: LiveEndType;
  endedAt: number | null;
  liveDurationMs: number;
  praiseNum: number;
  profit: number;
  /** The caller's gifts in this live, in coins. */
  sendTotalCoins: number;
  relation: number;
}

/** GET /audience/entrance: the live-enter widget (spec 3 §2 "live-enter popup"). */
export interface LiveEntrance {
  /** Live entry is enabled (site play way LIVE) and someone is living. */
  show: boolean;
  livingNum: number;
  /** The live the popup offers (the most watched), or null. */
  liveInfo: LiveInfo | null;
}

/** spec 3 §7 share: "response shortLinkUrl, shortLink". */
export interface LiveShareLink {
  /** Absolute URL of the shared page. */
  shortLinkUrl: string;
  /** Its path, `/live/<shareId>`. */
  shortLink: string;
}

export interface LivePageQuery {
  pageNo?: number;
  pageSize?: number;
}

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
