import { MATCHES_PRODUCT } from '../../constants/call';
import type { UserStatus } from '../../constants/status';
import { apiRequest } from '../client';
import type { PageResult } from './page';

/**
 * A host in the lists (spec 3 §2 "Host list item fields: id, userId, name, headImg, pictureUrl,
 * videoUrl, countryId, onlineStatus, groupName", plus what the cards show). URLs are absolute.
 */
export interface HostCard {
  id: number;
  userId: number;
  name: string;
  /** The same as name (the field other lists use). */
  userName: string;
  headImg: string;
  /** A larger picture (first photo); falls back to headImg. */
  pictureUrl: string;
  /** The host's story video (WebM, looping, no sound needed); '' when the host has none. */
  videoUrl: string;
  /** The story video's first frame (its poster); '' when the host has no video. */
  videoCoverUrl: string;
  countryId: number;
  /** 0 offline, 1 busy, 2 online, 3 invisible (spec 1 §9). */
  onlineStatus: UserStatus | number;
  /** The same as onlineStatus. */
  status: UserStatus | number;
  /** Wall group (project: the host's country code). */
  groupName: string;
  /** The country's name in the asking device's language (project; made by the server). */
  countryName: string;
  /** Coins per minute a call costs (spec 3 §1 "a call price"). */
  callPrice: number;
  gender: number;
  birthday: string;
  languages: number[];
  interests: number[];
  photos: string[];
  /** The viewer liked this host (false for visitors). */
  liked: boolean;
  isHost: true;
}

export interface HostListQuery {
  page?: number;
  size?: number;
  /** Only hosts of this country. */
  countryId?: number;
  /** Part of a name, or an id (SearchPage). */
  searchQ?: string;
}

/** A country that has hosts (the country filter of SearchPage). */
export interface HostCountry {
  countryId: number;
  ab: string;
  name: string;
  /** Hosts of that country. */
  count: number;
}

export interface WallGroup {
  groupName: string;
  /**
   * The group's country named in the asking device's language, as its cards' `countryName`
   * (project; made by the server, so a group without hosts is named too); the code itself for
   * the country table's own codes (MYC, MYNC).
   */
  countryName: string;
  list: HostCard[];
}

/** GET …/matches/conf (project's shape). */
export interface CardConf {
  pageSize: number;
  /** spec 2 §5: like needs login. */
  likeNeedsLogin: boolean;
}

/** GET …/matches/globalconf (project's shape): the matching rules the client shows or follows. */
export interface MatchGlobalConf {
  matchOpen: boolean;
  /** A user waiting alone this long is paired with an online seeded host. */
  hostFallbackMs: number;
  /** The caller side must launch within this time. */
  launchTimeoutMs: number;
  /** How often MatchPage polls matching/fetch. */
  pollMs: number;
  /** A stranger's video starts blurred (the setting's default). */
  blurStrangersDefault: boolean;
}

export interface LikeResult {
  likeUserId: number;
  liked: true;
  /** When the like was first made (liking again changes nothing). */
  likedAt: number;
}

const m = (path: string) => `/matches/api/${MATCHES_PRODUCT}/matches/${path}`;

/**
 * Host lists, cards, the wall and likes (spec 3 §7 "Wall and host lists"; spec 2 §7 "Matches").
 * Errors are swallowed (spec 3 "most calls swallow errors"): each resolves an ApiResult.
 * The batch online status of the visible hosts is statusApi.getBatch.
 */
export const hostsApi = {
  /** GET /facade/api/homepage/userlist/exempt/list/part/users/guest — hosts for LivCam and SearchPage (visitors too). */
  listUsers: (q: HostListQuery = {}) =>
    apiRequest<PageResult<HostCard>>('/facade/api/homepage/userlist/exempt/list/part/users/guest', {
      query: { ...q },
    }),
  /** GET /facade/api/homepage/userlist/exempt/filter/part/countryids — the countries that have hosts. */
  countryFilter: () =>
    apiRequest<{ list: HostCountry[] }>(
      '/facade/api/homepage/userlist/exempt/filter/part/countryids',
    ),
  /** GET /matches/api/selectAllInWallGroup (countryId) — the wall's groups. */
  selectAllInWallGroup: (countryId?: number) =>
    apiRequest<{ list: WallGroup[] }>('/matches/api/selectAllInWallGroup', {
      query: { countryId },
    }),
  /** GET /matches/api/{product}/matches/wall — one page of the host wall. */
  wall: (q: HostListQuery & { groupName?: string } = {}) =>
    apiRequest<PageResult<HostCard>>(m('wall'), { query: { ...q } }),
  /** GET /matches/api/{product}/matches/fetch — a page of cards (CardPage). */
  fetch: (q: HostListQuery = {}) => apiRequest<PageResult<HostCard>>(m('fetch'), { query: { ...q } }),
  /** GET /matches/api/{product}/matches/fetchone — the next card after `afterId` (null at the end). */
  fetchOne: (q: { afterId?: number; countryId?: number } = {}) =>
    apiRequest<HostCard | null>(m('fetchone'), { query: { ...q } }),
  /** GET /matches/api/{product}/matches/conf */
  conf: () => apiRequest<CardConf>(m('conf')),
  /** GET /matches/api/{product}/matches/globalconf */
  globalConf: () => apiRequest<MatchGlobalConf>(m('globalconf')),
  /** PUT /matches/api/{product}/matches/like?playWay={playWay} (likeUserId) — like a card. */
  likeCard: (likeUserId: number, playWay: number) =>
    apiRequest<LikeResult>(m('like'), { method: 'PUT', query: { playWay }, body: { likeUserId } }),
  /** POST /matches/api/like (likeUserId) — like a host (wall, host viewer). */
  like: (likeUserId: number) =>
    apiRequest<LikeResult>('/matches/api/like', { method: 'POST', body: { likeUserId } }),
};
