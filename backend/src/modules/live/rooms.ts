/**
 * A live's lifecycle and the room clock (spec 3 §4 "Live room lifecycle"): start and end (the
 * schedule, the test API), what the host does to a viewer (mute, kick, silent removal), the
 * viewer limit, and the four steps of the room clock — the schedule, stale viewers, simulated
 * audiences, liveInfo messages. README.md "Lifecycle", "Room clock".
 */
import { randomBytes } from 'node:crypto';
import {
  LEFT_TYPE_LEFT,
  LEFT_TYPE_REMOVED,
  LEFT_TYPE_TIMEOUT,
  LIVE_END_TYPE,
  LIVE_HEARTBEAT_GUEST_MS,
  LIVE_HEARTBEAT_USER_MS,
  liveChannelId,
} from '../../sdk';
import { liveById, liveMessage, mustBeLiving, tellRoom, type LiveContext } from './context';
import { LIVE_VIEWER_STALE_BEATS } from './constants';
import { plannedWindow } from './schedule';
import { touristOf, viewerKey, type LiveRow, type ViewerRow } from './store';
import { absolute } from './view';

export interface StartOptions {
  source: LiveRow['source'];
  windowStart?: number | null;
  plannedEndAt?: number | null;
  viewerLimit?: number | null;
}

export function createRooms(ctx: LiveContext) {
  const { deps, store, audiences, views } = ctx;
  const { db, now } = deps;
  const coverOf = db.prepare('SELECT url FROM user_photos WHERE user_id = ? ORDER BY sort LIMIT 1');

  /** The channel opens to the host (publishes) and the viewers it admits (read); fake viewers arrive. */
  function open(live: LiveRow): void {
    deps.channels.openLive(liveChannelId(live.id), live.host_id, { audience: 'granted' });
    audiences.open(live.id, now());
  }

  /** The host goes live (or already is: that live). */
  function start(hostId: number, o: StartOptions): LiveRow {
    const current = store.livingOf(hostId);
    if (current) return current;
    const host = deps.getUser(hostId);
    if (!host) throw new Error(`live: no user ${hostId}`);
    const cover = (coverOf.get(hostId) as { url: string } | undefined)?.url ?? host.head_img;
    const id = Number(
      store.st.insert.run({
        host_id: hostId,
        share_id: randomBytes(9).toString('base64url'),
        cover_url: cover,
        source: o.source,
        window_start: o.windowStart ?? null,
        planned_end_at: o.plannedEndAt ?? null,
        viewer_limit: o.viewerLimit ?? null,
        started_at: now(),
      }).lastInsertRowid,
    );
    const live = store.live(id) as LiveRow;
    open(live);
    ctx.emit({ type: 'started', live });
    return live;
  }

  /**
   * The live ends (on its schedule, by the test API, for a violation): endLive on its channel,
   * then the channel closes (every viewer unsubscribed) and its simulated viewers go.
   */
  function end(liveId: number, endType: number): boolean {
    const at = now();
    const changed = db.transaction(() => {
      if (store.st.end.run(at, endType, liveId).changes !== 1) return false;
      store.st.endViewers.run(at, liveId);
      return true;
    })();
    if (!changed) return false;
    const live = store.live(liveId) as LiveRow;
    tellRoom(ctx, live, { action: 'endLive', endType });
    deps.channels.closeLive(liveChannelId(liveId));
    audiences.close(liveId);
    ctx.dirty.delete(liveId);
    ctx.emit({ type: 'ended', live });
    return true;
  }

  /** A viewer is out of the room (left, timed out): others see `left`; their channel access ends. */
  function viewerGone(live: LiveRow, v: ViewerRow, leftType: number): void {
    if (v.user_id !== null) {
      deps.channels.releaseViewer(liveChannelId(live.id), v.user_id);
      tellRoom(ctx, live, { action: 'left', userId: v.user_id, leftType });
    }
    const touristId = touristOf(v);
    if (touristId !== null)
      deps.channels.releaseViewer(liveChannelId(live.id), deps.visitors.principalOf(touristId));
    ctx.dirty.add(live.id);
  }

  /**
   * The host removes a viewer (spec 3 §4, §6): leftType 11 (kick: toast) or 12 (silently). The room
   * hears `left` with the leftType (the viewer too, on the channel); the viewer also gets it point
   * to point (`kick` with kickedAudienceId for 11, `left` for 12), then loses the channel, and
   * joining this live again answers 1403 / 1407 until it ends.
   */
  function remove(liveId: number, userId: number, leftType: number): void {
    const live = mustBeLiving(liveById(ctx, liveId));
    const key = viewerKey({ kind: 'user', userId });
    const wasIn = store.viewer(liveId, key)?.left_at === null;
    store.st.remove.run({
      live_id: liveId,
      viewer_key: key,
      user_id: userId,
      at: now(),
      type: leftType,
    });
    if (wasIn) tellRoom(ctx, live, { action: 'left', userId, leftType });
    deps.push.toUser(
      userId,
      leftType === LEFT_TYPE_REMOVED
        ? liveMessage(ctx, live, { action: 'kick', kickedAudienceId: userId, leftType })
        : liveMessage(ctx, live, { action: 'left', userId, leftType }),
    );
    deps.channels.revokeViewer(liveChannelId(liveId), userId);
    ctx.dirty.add(liveId);
  }

  /** spec 3 §4 "Mute: set by a point-to-point push with action mute". */
  function mute(liveId: number, userId: number, muted: boolean): void {
    const live = mustBeLiving(liveById(ctx, liveId));
    if (muted) store.st.mute.run(liveId, userId, now());
    else store.st.unmute.run(liveId, userId);
    deps.push.toUser(userId, liveMessage(ctx, live, { action: 'mute', muted }));
  }

  // ---- the room clock ----

  /** The seeded hosts' plan (schedule.ts): ends lives past their window, starts the ones due. */
  function applySchedule(at = now()): void {
    for (const live of store.living())
      if (live.planned_end_at !== null && live.planned_end_at <= at)
        end(live.id, LIVE_END_TYPE.ended);
    for (const entry of deps.plan) {
      const w = plannedWindow(entry, at);
      if (!w || store.livingOf(entry.hostId) || !deps.getUser(entry.hostId)) continue;
      if (store.st.windowTaken.get(entry.hostId, w.start)) continue;
      start(entry.hostId, { source: 'schedule', windowStart: w.start, plannedEndAt: w.end });
    }
  }

  /** Viewers whose heartbeats stopped (LIVE_VIEWER_STALE_BEATS missed) leave the room. */
  function dropStaleViewers(at = now()): void {
    const stale = store.st.stale.all({
      user: at - LIVE_VIEWER_STALE_BEATS * LIVE_HEARTBEAT_USER_MS,
      tourist: at - LIVE_VIEWER_STALE_BEATS * LIVE_HEARTBEAT_GUEST_MS,
    }) as ViewerRow[];
    for (const v of stale) {
      if (store.st.leave.run(at, LEFT_TYPE_TIMEOUT, v.live_id, v.viewer_key).changes !== 1)
        continue;
      viewerGone(store.live(v.live_id) as LiveRow, v, LEFT_TYPE_TIMEOUT);
    }
  }

  /** Simulated viewers come and go (audience.ts); the room hears it like any viewer's. */
  function stepSimulatedAudiences(at = now()): void {
    const origin = deps.publicOrigin();
    for (const liveId of audiences.rooms()) {
      const live = store.live(liveId);
      if (!live) continue;
      const { joined, left } = audiences.step(liveId, at);
      for (const m of left)
        tellRoom(ctx, live, {
          action: 'left',
          userId: m.viewer.id,
          leftType: LEFT_TYPE_LEFT,
          simulated: true,
        });
      for (const m of joined)
        tellRoom(ctx, live, {
          action: 'joined',
          userId: m.viewer.id,
          userName: m.viewer.user_name,
          userIconUrl: absolute(origin, m.viewer.headImg),
          simulated: true,
        });
      if (joined.length || left.length) ctx.dirty.add(liveId);
    }
  }

  /** spec 3 §4 "Live info update": one liveInfo message per changed live per clock step. */
  function flushLiveInfo(): void {
    const origin = deps.publicOrigin();
    for (const liveId of [...ctx.dirty]) {
      ctx.dirty.delete(liveId);
      const live = store.live(liveId);
      if (live && live.ended_at === null)
        tellRoom(ctx, live, { action: 'liveInfo', ...views.numbers(live, origin) });
    }
  }

  /** After a restart: the living lives' channels open again, their viewers keep their access. */
  function restore(): void {
    for (const live of store.living()) {
      open(live);
      for (const v of store.inViewers(live.id)) {
        const touristId = touristOf(v);
        const who = touristId !== null ? deps.visitors.principalOf(touristId) : v.user_id;
        if (who !== null) deps.channels.grantViewer(liveChannelId(live.id), who);
      }
    }
  }

  return {
    start,
    end,
    remove,
    mute,
    viewerGone,
    setViewerLimit: (liveId: number, limit: number | null) =>
      store.st.limit.run(limit, mustBeLiving(liveById(ctx, liveId)).id),
    applySchedule,
    dropStaleViewers,
    stepSimulatedAudiences,
    flushLiveInfo,
    restore,
  };
}
export type Rooms = ReturnType<typeof createRooms>;
