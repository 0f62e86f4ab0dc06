/**
 * Tourists and guests (spec 3 §1, §4 "Tourists", §6): visitors with no login, known by the stored
 * tourist id they send as `audienceId`. README.md "Tourists", "Guests and visitor access".
 *
 * - A tourist id belongs to the device that first used it (every signed request carries a
 *   deviceId): from another device every tourist path answers 1414.
 * - A tourist joins by channel and watches up to their viewing time per UTC day; past it, join and
 *   heartbeat answer 1413 and their access to the live ends at once (the gateway unsubscribes them,
 *   so the video stops).
 * - A guest joins by a shared link's shareId: that live while it is on, with no viewing-time limit
 *   (the link's owner shared it).
 * - Both get a realtime token for their visitor id (`LiveJoinResult.realtime`): they read the live's
 *   channel and its media's `rtc:` channel while they are in the room, nothing else.
 */
import type { LiveJoinResult, LiveRoomStats, TouristHeartbeatResult } from 'shared-sdk/node';
import { LEFT_TYPE_LEFT, LIVE_CODE, LIVE_HEARTBEAT_GUEST_MS, liveChannelId } from '../../sdk';
import { liveError, SHARE_LINK_UNKNOWN } from './codes';
import { LIVE_VIEWER_STALE_BEATS } from './constants';
import { liveOfChannel, mustBeLiving, type LiveContext } from './context';
import type { Rooms } from './rooms';
import { viewerKey, type LiveRow } from './store';
import type { Viewing } from './viewing';

const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * How a visitor names the live: its channel (a tourist) or a shared link (a guest). A valid link
 * sent with the channel of another live (a guest who moved on) is a tourist's join of that live:
 * the guest's privilege is for the shared live only.
 */
export type VisitorJoin = { channel: string } | { shareId: string; channel?: string };

export function createTourists(ctx: LiveContext, rooms: Rooms, viewing: Viewing) {
  const { deps, store, views } = ctx;
  const { now } = deps;
  /** Per-tourist limits set by the test API (an e2e test shortens one tourist's day). */
  const limits = new Map<string, number>();
  const limitOf = (touristId: string) => limits.get(touristId) ?? deps.touristViewLimitMs;

  /** Binds the tourist id to `deviceId` on first use; 1414 when it belongs to another device. */
  function bindDevice(touristId: string, deviceId: string): void {
    if (store.bindTourist(touristId, deviceId, now()) !== deviceId)
      throw liveError(LIVE_CODE.touristIdTaken);
  }

  /** The live of a shared link, while it is on: 1004 unknown link, 1002 / 1003 over. */
  function liveOfShare(shareId: string): LiveRow {
    const live = store.liveByShare(shareId);
    if (!live) throw liveError(LIVE_CODE.notLive, SHARE_LINK_UNKNOWN);
    return mustBeLiving(live);
  }

  /** The tourist is out of `live` now (viewer row and gateway access), if they were in. */
  function endAccess(live: LiveRow, touristId: string): void {
    const key = viewerKey({ kind: 'tourist', touristId });
    const row = store.viewer(live.id, key);
    if (row && store.st.leave.run(now(), LEFT_TYPE_LEFT, live.id, key).changes === 1)
      rooms.viewerGone(live, row, LEFT_TYPE_LEFT);
    deps.channels.releaseViewer(liveChannelId(live.id), deps.visitors.principalOf(touristId));
  }

  /** 1413 (and out of the room) when the tourist's viewing time today is used up. */
  function refuseOverLimit(live: LiveRow, touristId: string, at: number): void {
    if (store.touristTime(touristId, utcDay(at)) < limitOf(touristId)) return;
    endAccess(live, touristId);
    throw liveError(LIVE_CODE.touristViewLimit);
  }

  function join(touristId: string, by: VisitorJoin, origin: string): LiveJoinResult {
    const shared = 'shareId' in by ? liveOfShare(by.shareId) : null;
    const sameLive =
      shared && (by.channel ?? liveChannelId(shared.id)) === liveChannelId(shared.id);
    const live = sameLive ? shared : mustBeLiving(liveOfChannel(ctx, by.channel ?? ''));
    const guest = live === shared;
    if (!guest) refuseOverLimit(live, touristId, now());
    const channel = liveChannelId(live.id);
    const answer = viewing.join({ kind: 'tourist', touristId, guest }, channel, origin);
    return { ...answer, realtime: deps.visitors.genToken(touristId, channel) };
  }

  /**
   * A tourist's beat (every LIVE_HEARTBEAT_GUEST_MS) also counts their viewing time today. The beat
   * that reaches the limit is the last one answered (`viewLimitReached: true`): the tourist is out
   * of the room at once; later beats and joins answer 1413 until the next UTC day. A guest's time
   * is not counted.
   */
  function heartbeat(touristId: string, channel: string): TouristHeartbeatResult {
    const live = mustBeLiving(liveOfChannel(ctx, channel));
    const before = store.viewer(live.id, viewerKey({ kind: 'tourist', touristId }));
    const guest = before?.guest === 1;
    const at = now();
    const day = utcDay(at);
    if (!guest) refuseOverLimit(live, touristId, at);
    const answer = viewing.heartbeat({ kind: 'tourist', touristId, guest }, channel);
    if (!guest && answer.stillIn && before) {
      const since = Math.max(0, at - before.last_beat_at);
      const counted = Math.min(since, LIVE_VIEWER_STALE_BEATS * LIVE_HEARTBEAT_GUEST_MS);
      if (counted > 0) store.st.addTouristTime.run(touristId, day, counted);
    }
    const viewedMs = store.touristTime(touristId, day);
    const viewLimitMs = limitOf(touristId);
    const viewLimitReached = !guest && viewedMs >= viewLimitMs;
    if (viewLimitReached) endAccess(live, touristId);
    return { ...answer, viewedMs, viewLimitMs, viewLimitReached };
  }

  /** Room stats by a shared link (the shared page): 1004 unknown link, 1002 / 1003 over. */
  const shareStats = (shareId: string, origin: string): LiveRoomStats =>
    views.stats(liveOfShare(shareId), origin);

  return {
    bindTourist: bindDevice,
    touristJoin: join,
    touristHeartbeat: heartbeat,
    shareStats,
    /** Test API: this tourist's viewing limit per day (ms), instead of the configured one. */
    setTouristLimit: (touristId: string, limitMs: number) => void limits.set(touristId, limitMs),
  };
}
export type Tourists = ReturnType<typeof createTourists>;
