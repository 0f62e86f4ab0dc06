/**
 * What the parts of the live service share (service.ts builds it once): the dependencies it was
 * built from, its store and views, the simulated audiences, and the helpers every part uses to
 * find a live and to tell the room.
 */
import type { AddFriendResult, LiveBiz, LiveJoinResult, LiveMedia } from 'shared-sdk/node';
import type { DB } from '../../db';
import type { ChannelPolicy } from '../../realtime/channels';
import { BIZ_TYPE_LIVE, LIVE_CHANNEL_PREFIX, LIVE_CODE, liveChannelId } from '../../sdk';
import type { UserRow } from '../accounts/service';
import type { AddOptions } from '../chat/friendRequests';
import type { Ledger } from '../ledger';
import type { SimulatedAudiences } from './audience';
import type { ChatLimit } from './chatLimit';
import { liveError, liveOverError } from './codes';
import type { LivePlan } from './schedule';
import type { LiveRow, LiveStore } from './store';
import { absolute, isLiving, type LiveViews } from './view';

/** How the service reaches the room: the realtime gateway's pushes. */
export interface LivePush {
  /** Point to point, to every socket of the user (kept for replay). */
  toUser(userId: number, envelope: LiveBiz): void;
  /** To the live channel's subscribers. */
  toChannel(channel: string, envelope: LiveBiz): void;
}

/** The media a viewer joins with (the local provider, or Agora with its RTC token). */
export interface LiveMediaGrant {
  media: LiveMedia;
  rtcAppId: string;
  rtcToken: string;
}

export type LiveEvent = { type: 'started' | 'ended'; live: LiveRow };

/**
 * Tourists' and guests' way onto the realtime gateway (src/realtime/visitors.ts): their gateway id
 * (the channel policy grants it on join and releases it when they go) and the token of a join answer.
 */
export interface LiveVisitors {
  principalOf(touristId: string): string;
  genToken(touristId: string, channel: string): NonNullable<LiveJoinResult['realtime']>;
}

/** Everything the live service is built from (wired once at start-up: src/services.ts). */
export interface LiveServiceDeps {
  db: DB;
  ledger: Ledger;
  getUser(id: number): UserRow | undefined;
  /** Follow the host: the chat module's add friend (9 coins once; seeded hosts accept at once). */
  addFriend(owner: number, friendUserId: number, o: AddOptions): AddFriendResult;
  /** spec 2 §3 relation of `viewerId` to `targetId` (0 self, 2 friend, 3 pending, 4 not yet). */
  relation(viewerId: number, targetId: number): number;
  /** One of the two blocked the other (the chat blacklist). */
  isBlocked(a: number, b: number): boolean;
  push: LivePush;
  channels: Pick<
    ChannelPolicy,
    'openLive' | 'closeLive' | 'grantViewer' | 'releaseViewer' | 'revokeViewer'
  >;
  visitors: LiveVisitors;
  /**
   * A tourist's viewing time per UTC day (LIVE_TOURIST_VIEW_LIMIT_MS by default; env
   * LIVE_TOURIST_VIEW_LIMIT_MS). The test API may set it for one tourist (tourists.ts).
   */
  touristViewLimitMs: number;
  /**
   * What a viewer (`uid`: the user id, or a tourist's visitor id `v-…`: the tourist id itself is
   * never shown to the media's other members) joins the live's media with.
   */
  media(channel: string, uid: string): LiveMediaGrant;
  /** Whose media that is: 'local' (the seeded hosts broadcast from this backend) or 'agora'. */
  mediaProvider: LiveMedia['provider'];
  /**
   * The backend's public origin (PUBLIC_ORIGIN, default the listening address): absolute picture
   * URLs in pushes and channel messages, which no request carries. Answers use their request's.
   */
  publicOrigin(): string;
  now: () => number;
  /** [0, 1): the simulated audiences' draws. */
  random: () => number;
  plan: LivePlan;
  log(msg: string, err?: unknown): void;
}

export interface LiveContext {
  deps: LiveServiceDeps;
  store: LiveStore;
  views: LiveViews;
  audiences: SimulatedAudiences;
  chatLimit: ChatLimit;
  /** Lives whose numbers changed since the last liveInfo message. */
  dirty: Set<number>;
  emit(e: LiveEvent): void;
}

/** The live id a channel names (`live-<id>`), or null. */
export function liveIdOf(channel: string): number | null {
  if (!channel.startsWith(LIVE_CHANNEL_PREFIX)) return null;
  const id = channel.slice(LIVE_CHANNEL_PREFIX.length);
  return /^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : null;
}

/** The live of a channel, living or over; 1004 when there is none. */
export function liveOfChannel(ctx: LiveContext, channel: string): LiveRow {
  const id = liveIdOf(channel);
  const live = id === null ? undefined : ctx.store.live(id);
  if (!live) throw liveError(LIVE_CODE.notLive);
  return live;
}

/** The live by id, living or over; 1004 when there is none. */
export function liveById(ctx: LiveContext, liveId: number): LiveRow {
  const live = ctx.store.live(liveId);
  if (!live) throw liveError(LIVE_CODE.notLive);
  return live;
}

/** The live must still be on: 1002 / 1003 when it is over. */
export function mustBeLiving(live: LiveRow): LiveRow {
  if (!isLiving(live)) throw liveOverError(live.end_type);
  return live;
}

/**
 * What a 1052 message says, beyond the envelope. Chat and gift messages also carry `messageId`
 * (a gift's is its live_gifts row: unique across restarts).
 */
export type LiveMessageFields = Omit<
  LiveBiz,
  'bizType' | 'timestamp' | 'channelId' | 'liveStudioId'
>;

/** A 1052 message about `live` (spec 3 §3, §4). */
export function liveMessage(ctx: LiveContext, live: LiveRow, fields: LiveMessageFields): LiveBiz {
  return {
    bizType: BIZ_TYPE_LIVE,
    timestamp: ctx.deps.now(),
    channelId: liveChannelId(live.id),
    liveStudioId: live.id,
    ...fields,
  };
}

/** Publishes on the live's channel (the server speaks for the room; viewers only read). */
export function tellRoom(ctx: LiveContext, live: LiveRow, fields: LiveMessageFields) {
  ctx.deps.push.toChannel(liveChannelId(live.id), liveMessage(ctx, live, fields));
}

/** A signed-in user as the room shows them: name and avatar, absolute on `origin`. */
export function userCard(ctx: LiveContext, userId: number, origin: string) {
  const u = ctx.deps.getUser(userId);
  return { userName: u?.user_name ?? '', iconUrl: absolute(origin, u?.head_img ?? '') };
}
