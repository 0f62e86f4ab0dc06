/**
 * The live API's answers (shared-sdk's LiveInfo, LiveJoinResult, LiveRoomStats) as the room
 * engine's words. Pure: the API port (apiPort.ts) and the layer's way in (resolveLive.ts) use it.
 */
import type {
  ApiResult,
  LiveInfo as ApiLiveInfo,
  LiveJoinResult,
  LiveMedia,
  LiveRoomStats,
} from 'shared-sdk';
import { CODE_OK } from 'shared-sdk/constants';
import type { LiveInfo, LiveInfoPatch } from '../../live-room/engine';

const count = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;

/** The API's LiveInfo as the room's (what the header, the cover and the engine read). */
export function toRoomLive(info: ApiLiveInfo): LiveInfo {
  const d = info.hostDetail;
  return {
    id: info.id,
    channelId: info.channelId,
    hostId: info.hostId,
    name: info.name ?? '',
    coverUrl: info.coverUrl ?? '',
    ...(info.headImg && { headImg: info.headImg }),
    ...(info.shareId && { shareId: info.shareId }),
    profit: count(info.profit),
    audienceNum: count(info.audienceNum),
    praiseNum: count(info.praiseNum),
    topAudiences: (info.topAudiences ?? []).map((a) => ({
      userId: a.userId,
      userIconUrl: a.userIconUrl,
      userName: a.userName,
    })),
    ...(d && {
      hostDetail: {
        countryId: d.countryId,
        gender: d.gender,
        birthday: d.birthday,
        age: d.age,
        languageNames: d.languageNames,
        interestLabels: d.interestLabels,
        relation: d.relation,
      },
    }),
  };
}

/** A join answer that can play: its media says where (local channel, or Agora's credentials). */
function playable(media: unknown): media is LiveMedia {
  const m = media as Partial<LiveMedia> | null;
  if (!m || typeof m.channel !== 'string' || !m.channel) return false;
  if (m.provider === 'local') return true;
  return (
    m.provider === 'agora' &&
    typeof m.appId === 'string' &&
    !!m.appId &&
    typeof m.token === 'string' &&
    !!m.token
  );
}

export interface JoinAnswer {
  code: number;
  /** spec 3 §3 "Join response": Agora's app id and token; '' with the local provider. */
  rtcAppId?: string;
  rtcToken?: string;
  /** Where the media plays (kept for the media port, by channel). */
  media?: LiveMedia;
}

/**
 * The join call's result for the engine: its code, and on success the credentials. A success
 * without playable media has none (the engine then offers a retry instead of a dead room).
 */
export function joinAnswerOf(res: ApiResult<LiveJoinResult>): JoinAnswer {
  if (!res.ok) return { code: res.code };
  const media = res.data?.media;
  if (res.code !== CODE_OK || !playable(media)) return { code: res.code };
  return media.provider === 'agora'
    ? { code: res.code, rtcAppId: media.appId, rtcToken: media.token, media }
    : {
        code: res.code,
        rtcAppId: res.data.rtcAppId ?? '',
        rtcToken: res.data.rtcToken ?? '',
        media,
      };
}

/**
 * spec 3 §3 "Room stats" as the room's counts (never decreasing is the engine's rule). The
 * latest joiners are not the top audience: the header's avatars come from liveInfo messages.
 */
export function roomPatchOf(stats: LiveRoomStats): LiveInfoPatch {
  return {
    audienceNum: count(stats.nowAudienceUvCount),
    praiseNum: count(stats.audiencePraiseSum),
    profit: count(stats.totalIncomeCoins),
  };
}

/** How the media provider joins: the channel, and Agora's options (the audience: role level 1). */
export function mediaJoinOf(media: LiveMedia): {
  provider: 'local' | 'agora';
  channel: string;
  options: { appId?: string; token?: string; uid?: string };
} {
  return media.provider === 'agora'
    ? {
        provider: 'agora',
        channel: media.channel,
        options: { appId: media.appId, token: media.token, uid: media.uid },
      }
    : { provider: 'local', channel: media.channel, options: {} };
}
