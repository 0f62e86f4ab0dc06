/**
 * Finding lives (spec 3 §7): recommended and paged lists, next / previous for the swipe, the
 * living batches, the entrance widget, room stats, the end page's meta and share links.
 *
 * Orders (project's; README.md "Lists"): the swipe order (pageQuery, tourists' list, next,
 * previous) is the start order, so a swipe never skips or repeats a live as audiences change;
 * the recommended list and the entrance are by viewers now (simulated ones included), most
 * first. Lives the viewer was removed from are left out of the swipe.
 */
import type {
  Gift,
  HostLiving,
  LiveEndMeta,
  LiveEndType,
  LiveEntrance,
  LiveInfo,
  LiveLivingEntry,
  LiveRoomStats,
  LiveShareLink,
  PageResult,
} from 'shared-sdk/node';
import { LIVE_CODE, liveChannelId, liveSharePath } from '../../sdk';
import { DEFAULT_PLAY_WAYS } from '../../seed/data/catalog';
import { getConfig } from '../catalog/config';
import { liveError } from './codes';
import { liveById, liveOfChannel, mustBeLiving, type LiveContext } from './context';
import type { LiveRow } from './store';

export function createLists(ctx: LiveContext) {
  const { deps, store, views } = ctx;
  /** Live entry is on: the site's openedPlayWays (spec 3 §3 "Site function list") include LIVE. */
  const liveEntryOpen = () =>
    getConfig<{ name: string }[]>(deps.db, 'playWays', DEFAULT_PLAY_WAYS).some(
      (p) => p.name === 'LIVE',
    );
  const info = (live: LiveRow, viewerId: number | null, origin: string) =>
    views.info(live, viewerId, origin);
  const byViewers = () =>
    store
      .living()
      .map((live) => ({ live, n: views.audienceNum(live.id) }))
      .sort((a, b) => b.n - a.n || a.live.id - b.live.id)
      .map((x) => x.live);

  function recommend(
    viewerId: number,
    o: { pageSize: number; exclude?: number },
    origin: string,
  ): { list: LiveInfo[] } {
    const list = byViewers()
      .filter((l) => l.id !== o.exclude && l.host_id !== viewerId)
      .slice(0, o.pageSize);
    return { list: list.map((l) => info(l, viewerId, origin)) };
  }

  function page(
    viewerId: number | null,
    pageNo: number,
    pageSize: number,
    origin: string,
  ): PageResult<LiveInfo> {
    const all = store.living();
    const list = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    return {
      pageNo,
      pages: Math.ceil(all.length / pageSize),
      total: all.length,
      list: list.map((l) => info(l, viewerId, origin)),
    };
  }

  /** The live after (next) or before `liveId` in the swipe order; null at either end. */
  function neighbour(
    dir: 'next' | 'previous',
    viewerId: number,
    liveId: number,
    origin: string,
  ): LiveInfo | null {
    const live = store.st[dir].get(liveId, `u:${viewerId}`) as LiveRow | undefined;
    return live ? info(live, viewerId, origin) : null;
  }

  /** Lives by id: living or not (unknown ids are left out). */
  const livingBatch = (ids: readonly number[]): LiveLivingEntry[] =>
    ids.flatMap((id) => {
      const live = store.live(id);
      return live
        ? [
            {
              liveStudioId: id,
              living: live.ended_at === null,
              endType: live.end_type as LiveEndType,
            },
          ]
        : [];
    });

  /** Hosts by id → whether they are live, and where (spec 2 §7 "response map by host id"). */
  function hostLivingBatch(hostIds: readonly number[]): Record<string, HostLiving> {
    if (!liveEntryOpen()) return {};
    const out: Record<string, HostLiving> = {};
    for (const id of hostIds) {
      const live = id > 0 ? store.livingOf(id) : undefined;
      out[String(id)] = live
        ? { living: true, liveStudioId: live.id, channelId: liveChannelId(live.id) }
        : { living: false, liveStudioId: null, channelId: null };
    }
    return out;
  }

  function entrance(viewerId: number, origin: string): LiveEntrance {
    const living = byViewers().filter((l) => l.host_id !== viewerId);
    const first = living[0];
    const show = liveEntryOpen() && !!first;
    return {
      show,
      livingNum: living.length,
      liveInfo: show && first ? info(first, viewerId, origin) : null,
    };
  }

  /** The end page (spec 3 §2 "live-ended page"): how and when it ended, the caller's part in it. */
  function endMeta(liveId: number, userId: number): LiveEndMeta {
    const live = liveById(ctx, liveId);
    const end = live.ended_at ?? deps.now();
    return {
      liveStudioId: live.id,
      hostId: live.host_id,
      endType: live.end_type as LiveEndType,
      endedAt: live.ended_at,
      liveDurationMs: Math.max(0, end - live.started_at),
      praiseNum: live.praise_num,
      profit: live.profit,
      sendTotalCoins: store.sentTotal(live.id, userId),
      relation: deps.relation(userId, live.host_id),
    };
  }

  /** spec 3 §7 share: the link opens route live/{shareId} on the web app's origin. */
  function share(liveId: number, webOrigin: string): LiveShareLink {
    const live = mustBeLiving(liveById(ctx, liveId));
    const shortLink = liveSharePath(live.share_id);
    return { shortLinkUrl: `${webOrigin}${shortLink}`, shortLink };
  }

  /** spec 3 §3 "Room stats" of the live a channel names, or a share link's (living or over). */
  function stats(by: { channel?: string; shareId?: string }, origin: string): LiveRoomStats {
    return views.stats(liveOf(by), origin);
  }
  /** The live a channel or a share link names; 1004 when none. */
  function liveOf(by: { channel?: string; shareId?: string }): LiveRow {
    if (by.channel !== undefined) return liveOfChannel(ctx, by.channel);
    const live = by.shareId === undefined ? undefined : store.liveByShare(by.shareId);
    if (!live) throw liveError(LIVE_CODE.notLive);
    return live;
  }

  /** The gift catalogue in panel order (quick gifts: the first LIVE_QUICK_GIFTS_MAX). */
  const gifts = (origin: string): Gift[] => store.gifts().map((g) => views.gift(g, origin));

  return {
    recommend,
    page,
    neighbour,
    livingBatch,
    hostLivingBatch,
    entrance,
    endMeta,
    share,
    stats,
    liveOf,
    gifts,
  };
}
export type Lists = ReturnType<typeof createLists>;
