/**
 * What the live paths and the channel messages show of a live (spec 3 §3 LiveInfo, "Room stats",
 * "Rank entry"), with the SDK's types. Pictures are stored as `/assets/...` paths and shown as
 * absolute URLs on the origin the client reached the backend at.
 */
import type {
  Gift,
  LiveEndType,
  LiveInfo,
  LiveRankEntry,
  LiveRoomStats,
  LiveTopAudience,
} from 'shared-sdk/node';
import type { DB } from '../../db';
import type { UserRow } from '../accounts/service';
import { ageFrom } from '../accounts/view';
import { absolute as absoluteOn } from '../../http/origins';
import { giftView } from '../chat/gifts';
import {
  LIVE_END_TYPE,
  LIVE_LATEST_JOIN_MAX,
  LIVE_TOP_AUDIENCES_MAX,
  liveChannelId,
} from '../../sdk';
import type { SimulatedAudiences } from './audience';
import type { GiftRow, LiveRow, LiveStore, RankRow } from './store';

/** An absolute picture URL on `origin` ('' for none). */
export const absolute = (origin: string, p: string): string => absoluteOn(origin, p) ?? '';

/** The numbers a `liveInfo` channel message carries (spec 3 §4 "Live info update"). */
export type LiveNumbers = Pick<LiveInfo, 'profit' | 'praiseNum' | 'audienceNum' | 'topAudiences'>;

export function createLiveViews(deps: {
  db: DB;
  store: LiveStore;
  audiences: SimulatedAudiences;
  getUser(id: number): UserRow | undefined;
  /** spec 3 §3 host relation of the viewer to the host (4 for tourists). */
  relation(viewerId: number | null, hostId: number): number;
  now: () => number;
}) {
  const { db, store, audiences } = deps;
  const names = (table: 'languages' | 'interests') =>
    new Map(
      (db.prepare(`SELECT id, name FROM ${table}`).all() as { id: number; name: string }[]).map(
        (r) => [r.id, r.name],
      ),
    );
  let catalog: { languages: Map<number, string>; interests: Map<number, string> } | null = null;
  const labels = (json: string, kind: 'languages' | 'interests'): string[] => {
    catalog ??= { languages: names('languages'), interests: names('interests') };
    const ids = JSON.parse(json || '[]') as number[];
    return ids.map((id) => catalog?.[kind].get(id)).filter((n): n is string => !!n);
  };

  function topAudiences(liveId: number, origin: string): LiveTopAudience[] {
    const real = store.audience(liveId, LIVE_TOP_AUDIENCES_MAX).map((a) => ({
      userId: a.user_id,
      userIconUrl: absolute(origin, a.head_img),
      userName: a.user_name,
    }));
    const simulated = audiences.members(liveId).map((m) => ({
      userId: m.viewer.id,
      userIconUrl: absolute(origin, m.viewer.headImg),
      userName: m.viewer.user_name,
      simulated: true,
    }));
    return [...real, ...simulated].slice(0, LIVE_TOP_AUDIENCES_MAX);
  }

  /** Viewers now: signed-in and tourists in the room, and the simulated ones. */
  const audienceNum = (liveId: number) => store.inCount(liveId) + audiences.members(liveId).length;

  const numbers = (live: LiveRow, origin: string): LiveNumbers => ({
    profit: live.profit,
    praiseNum: live.praise_num,
    audienceNum: audienceNum(live.id),
    topAudiences: topAudiences(live.id, origin),
  });

  function info(live: LiveRow, viewerId: number | null, origin: string): LiveInfo {
    const host = deps.getUser(live.host_id);
    return {
      id: live.id,
      channelId: liveChannelId(live.id),
      hostId: live.host_id,
      name: host?.user_name ?? '',
      coverUrl: absolute(origin, live.cover_url),
      shareId: live.share_id,
      ...numbers(live, origin),
      hostDetail: {
        countryId: host?.country_id ?? 0,
        gender: host?.gender ?? 2,
        birthday: '',
        age: ageFrom(host?.birthday ?? null, deps.now()),
        languageNames: labels(host?.languages ?? '[]', 'languages'),
        interestLabels: labels(host?.interests ?? '[]', 'interests'),
        relation: deps.relation(viewerId, live.host_id),
      },
      headImg: absolute(origin, host?.head_img ?? ''),
      living: live.ended_at === null,
      endType: live.end_type as LiveEndType,
      startedAt: live.started_at,
    };
  }

  function stats(live: LiveRow, origin: string): LiveRoomStats {
    const host = deps.getUser(live.host_id);
    const real = store.latest(live.id, LIVE_LATEST_JOIN_MAX).map((a) => ({
      at: a.joined_at,
      id: a.user_id,
      headImg: absolute(origin, a.head_img),
      name: a.user_name,
    }));
    const simulated = audiences.members(live.id).map((m) => ({
      at: m.joinedAt,
      id: m.viewer.id,
      headImg: absolute(origin, m.viewer.headImg),
      name: m.viewer.user_name,
    }));
    const latest = [...real, ...simulated]
      .sort((a, b) => b.at - a.at)
      .slice(0, LIVE_LATEST_JOIN_MAX)
      .map(({ id, headImg, name }) => ({ id, headImg, name }));
    return {
      id: live.id,
      name: host?.user_name ?? '',
      coverUrl: absolute(origin, live.cover_url),
      nowAudienceUvCount: audienceNum(live.id),
      audiencePraiseSum: live.praise_num,
      latestJoinAudiences: latest,
      totalIncomeCoins: live.profit,
      living: live.ended_at === null,
      endType: live.end_type as LiveEndType,
    };
  }

  const rankEntry = (r: RankRow, no: number, origin: string): LiveRankEntry => ({
    no,
    userId: r.user_id,
    userHeadImg: absolute(origin, r.head_img),
    userName: r.user_name,
    userCountryId: r.country_id ?? 0,
    sendTotalCoins: r.coins,
  });

  const gift = (g: GiftRow, origin: string): Gift => giftView(g, origin);

  return { info, stats, numbers, audienceNum, topAudiences, rankEntry, gift };
}
export type LiveViews = ReturnType<typeof createLiveViews>;

export const isLiving = (live: LiveRow) => live.end_type === LIVE_END_TYPE.living;
