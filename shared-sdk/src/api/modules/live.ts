// The live audience API (spec 3 §7 "Live audience API", path prefix /live/live): request and
// response types (the backend types its handlers with them). The calls, `liveApi`, are in the
// entry shared-sdk/live (src/live/api.ts), loaded with the live room.
// Rules, codes and the channel messages: backend/src/modules/live/README.md.
import type { LiveEndType } from '../../constants/live';
import type { CallMedia } from './call';
import type { BalanceFields } from './page';
import type { GenTokenResult } from '../../realtime/types';

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
  /**
   * Tourists and guests only: a gateway token for this visitor and this live (they have no
   * session, so no genToken); absent for signed-in viewers.
   */
  realtime?: GenTokenResult;
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
  /** The server's id of this message (the same as the channel's 1052 chat message's). */
  messageId: string;
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
