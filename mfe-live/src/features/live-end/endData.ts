/**
 * What the live-ended page loads (spec 3 §2 "Live-ended page", §7): how the live ended, the
 * host's videos (page 1 of HOST_VIDEO_PAGE_SIZE) or else their photos, and up to
 * END_PAGE_OTHER_LIVES other lives.
 */
import {
  appStore,
  isLoggedInAtom,
  type LiveEndMeta,
  type LiveInfo as ApiLiveInfo,
} from 'shared-sdk';
import { albumApi } from 'shared-sdk/chat';
import { END_PAGE_OTHER_LIVES, HOST_VIDEO_PAGE_SIZE } from 'shared-sdk/constants';
import { liveApi } from 'shared-sdk/live';
import { asTourist } from '../live-hosts/state/touristId';

/**
 * A tourist or guest makes only the public calls (a signed-in call would answer 401, which the
 * SDK takes for an expired session): other lives from the tourist list, no album, no end meta.
 */
const visitor = () => !appStore.get(isLoggedInAtom);

/** spec 3 §3 "Host video or photo item": video, videoPic, pic, type. */
export type HostMediaItem =
  | { type: 'video'; key: string; video: string; videoPic: string }
  | { type: 'image'; key: string; pic: string };

/** The host's videos, else their photos; null when neither could be read. */
export async function loadHostMedia(hostId: number): Promise<HostMediaItem[] | null> {
  if (visitor()) return [];
  const videos = await albumApi.getStoryVideos({
    searchUserId: hostId,
    page: 1,
    size: HOST_VIDEO_PAGE_SIZE,
  });
  const clips = videos.ok ? (videos.data?.list ?? []).filter((v) => !!v.videoUrl) : [];
  if (clips.length)
    return clips.map((v) => ({
      type: 'video',
      key: `v${v.id}:${v.videoUrl}`,
      video: v.videoUrl,
      videoPic: v.coverUrl,
    }));
  const photos = await albumApi.getAlbumPics({ searchUserId: hostId });
  if (!photos.ok) return videos.ok ? [] : null;
  return (photos.data?.list ?? []).map((p) => ({ type: 'image', key: `p${p.id}`, pic: p.url }));
}

/** Other lives to watch now, this one left out, at most END_PAGE_OTHER_LIVES. */
export async function loadOtherLives(liveId: number): Promise<ApiLiveInfo[] | null> {
  const pageSize = END_PAGE_OTHER_LIVES + 1;
  const r = visitor()
    ? await asTourist((id) => liveApi.touristLives(id, { pageNo: 1, pageSize }))
    : await liveApi.listRecommend({ pageSize, excludeLiveStudioId: liveId });
  if (!r.ok || !r.data) return null;
  return r.data.list.filter((l) => l.id !== liveId).slice(0, END_PAGE_OTHER_LIVES);
}

/** How the live ended and whether the viewer follows the host. */
export async function loadEndMeta(liveId: number): Promise<LiveEndMeta | null> {
  if (visitor()) return null;
  const r = await liveApi.endMeta(liveId);
  return r.ok && r.data ? r.data : null;
}
