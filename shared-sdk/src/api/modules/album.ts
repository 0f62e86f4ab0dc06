import { apiRequest } from '../client';
import type { PageQuery, PageResult } from './page';
import { imageForm, type AlbumPic } from './upload';

/** A story video (spec 2 §7 getStoryVideos; the seeded hosts' clips: id = the host's id, duration in s). */
export interface StoryVideo {
  id: number;
  videoUrl: string;
  coverUrl: string;
  duration: number;
}

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
