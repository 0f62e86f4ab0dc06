// Signed-in-only API calls of the chat, friends and gifts pages (spec 2 §7): gifts, backpack, album,
// blacklist, reports. In the entry shared-sdk/chat, off the landing's main entry; their
// request and response types stay in the main entry (src/api/modules/), for the backend too.
import { apiRequest, imageForm } from 'shared-sdk';
import { NO_ENCRYPTION_HEADERS } from '../constants/gifts';
import { REPORT_PAGE_VIDEO_CALL } from '../constants/reports';
import type { AlbumPic } from '../api/modules/upload';
import type { PageQuery, PageResult } from '../api/modules/page';
import type { Gift, GiftSendParams, GiftSendResult } from '../api/modules/gift';
import type { BackpackEntrance, BackpackGift } from '../api/modules/backpack';
import type { StoryVideo } from '../api/modules/album';
import type { BlockedUser, UnblockResult } from '../api/modules/blacklist';
import type {
  ReportDetailParams,
  ReportUserParams,
  VideoReportParams,
} from '../api/modules/report';

/** Gift calls (spec 2 §7 "Gifts"). Swallowing. */
export const giftApi = {
  /** GET /facade/api/gift/total — the gift catalogue (cache 5 days, GIFT_LIST_CACHE_MS). */
  total: () => apiRequest<{ list: Gift[] }>('/facade/api/gift/total'),
  /** POST /facade/api/gift/send — 10014 not enough coins (recharge dialog). */
  send: (p: GiftSendParams) =>
    apiRequest<GiftSendResult>('/facade/api/gift/send', { method: 'POST', body: p }),
};

const get = <T>(path: string) =>
  apiRequest<T>(`/wchat/facade/api/backpack/${path}`, { headers: { ...NO_ENCRYPTION_HEADERS } });

/** Backpack (spec 2 §7): GETs with the headers disabling encryption for request and response. */
export const backpackApi = {
  /** GET /wchat/facade/api/backpack/backpackGiftList — gifts held, soonest expiry first. */
  backpackGiftList: () => get<{ list: BackpackGift[] }>('backpackGiftList'),
  /** GET /wchat/facade/api/backpack/backpackExpireList — gifts expiring within 3 days. */
  backpackExpireList: () => get<{ list: BackpackGift[] }>('backpackExpireList'),
  /** GET /wchat/facade/api/backpack/backpackList — everything held (the Backpack page). */
  backpackList: () => get<{ list: BackpackGift[] }>('backpackList'),
  /** GET /wchat/facade/api/backpack/entrance */
  entrance: () => get<BackpackEntrance>('entrance'),
};

/** Album calls (spec 2 §7 "Album"; spec 3 §7 "Media"). Errors swallowed (spec 2 §8). */
export const albumApi = {
  /** GET /facade/api/album/getAlbumPics (searchUserId; default the caller). */
  getAlbumPics: (q: { searchUserId?: number } = {}) =>
    apiRequest<{ list: AlbumPic[] }>('/facade/api/album/getAlbumPics', { query: { ...q } }),
  /** POST /facade/api/album/getStoryVideos (searchUserId, page, size). */
  getStoryVideos: (p: { searchUserId: number } & PageQuery) =>
    apiRequest<PageResult<StoryVideo>>('/facade/api/album/getStoryVideos', {
      method: 'POST',
      body: p,
    }),
  /** POST /facade/api/album/uploadAlbumImage (field image) → the new photo (ALBUM_MAX_PHOTOS). */
  uploadAlbumImage: (file: Blob, fileName?: string) =>
    apiRequest<AlbumPic>('/facade/api/album/uploadAlbumImage', {
      method: 'POST',
      form: imageForm(file, 'image', fileName),
    }),
  /** POST /facade/api/album/deleteAlbumPic (id). */
  deleteAlbumPic: (p: { id: number }) =>
    apiRequest<{ deleted: boolean }>('/facade/api/album/deleteAlbumPic', {
      method: 'POST',
      body: p,
    }),
};

/** Blacklist calls (spec 2 §7 "Blacklist"). Errors swallowed (spec 2 §8). */
export const blacklistApi = {
  /** GET /facade/api/black/blacklists (page, size=20), newest first. */
  blacklists: (q: PageQuery = {}) =>
    apiRequest<PageResult<BlockedUser>>('/facade/api/black/blacklists', { query: { ...q } }),
  /**
   * POST /facade/api/black/addBlack (blacklistUserId, userId = the caller): they can no longer
   * message you or send you gifts; the friendship, requests and your conversation with them go.
   */
  addBlack: (p: { blacklistUserId: number; userId: number }) =>
    apiRequest<{ blacklisted: boolean }>('/facade/api/black/addBlack', { method: 'POST', body: p }),
  /**
   * POST /facade/api/black/removeBlack (friendUserId). A friendship the block ended comes back
   * (`restored`, relation 2) unless the other side blocks you now; nothing is charged.
   */
  removeBlack: (p: { friendUserId: number }) =>
    apiRequest<UnblockResult>('/facade/api/black/removeBlack', {
      method: 'POST',
      body: p,
    }),
};

/** Report calls (spec 2 §7 "Reports"). Errors swallowed (spec 2 §8, spec 3 §4: result ignored). */
export const reportApi = {
  /** POST /facade/api/report/users/report/profile → { reportId } (no reason: REPORT_CODE.noReason). */
  reportProfile: (p: ReportUserParams) =>
    apiRequest<{ reportId: number }>('/facade/api/report/users/report/profile', {
      method: 'POST',
      body: p,
    }),
  /** POST /facade/api/report/video/report/images — a video report with its screenshot (form data). */
  videoReportImages: (p: VideoReportParams) => {
    const form = new FormData();
    form.append('gender', String(p.gender));
    form.append('reportReason', String(p.reportReason));
    form.append('reportedUserId', String(p.reportedUserId));
    form.append('reportPage', String(p.reportPage ?? REPORT_PAGE_VIDEO_CALL));
    form.append('reportImg', p.reportImg, 'screenshot.jpg');
    return apiRequest<{ reportId: number; reportImg: string }>(
      '/facade/api/report/video/report/images',
      { method: 'POST', form },
    );
  },
  /** POST /facade/api/report/video/report/two — sub-reason, details and e-mail of a report. */
  videoReportTwo: (p: ReportDetailParams) =>
    apiRequest<{ reportId: number }>('/facade/api/report/video/report/two', {
      method: 'POST',
      body: p,
    }),
  /** GET /facade/api/report/check/email (email) → { valid } (≤ 100, one @, a dot in the domain). */
  checkEmail: (email: string) =>
    apiRequest<{ valid: boolean }>('/facade/api/report/check/email', { query: { email } }),
};
