/**
 * Uploads and albums (spec 2 §7 "Image upload", "Album"; spec 3 §7 "Media"): pictures (checked
 * from their bytes by the route's readImagePart) stored on disk and served under /uploads/; album
 * photos of any user, the owner's own album managed here; story videos (the seeded hosts' clips:
 * users cannot upload videos, so a user's list is empty). Routes: routes/media.ts.
 */
import type { AlbumPic, PageResult, StoryVideo, UploadResult } from 'shared-sdk/node';
import type { DB } from '../../db';
import { absolute } from '../../http/origins';
import { STORY_SECONDS, hostStory } from '../hosts/stories';
import { UPLOAD_CODE, chatError } from './codes';
import { pageOf, paging } from './pages';
import { ALBUM_MAX_PHOTOS } from '../../sdk';
import { uploadPath, type Uploads } from './uploads';

/** Story videos per page unless the client asks (project's choice). */
const STORY_PAGE_SIZE = 10;

export function createAlbums(d: { db: DB; uploads: Uploads }) {
  const { db, uploads } = d;
  const st = {
    photos: db.prepare(
      `SELECT p.id, p.url, u.width, u.height FROM user_photos p LEFT JOIN uploads u ON u.id = p.upload_id
       WHERE p.user_id = ? ORDER BY p.sort, p.id`,
    ),
    count: db.prepare('SELECT COUNT(*) AS n FROM user_photos WHERE user_id = ?'),
    add: db.prepare(
      `INSERT INTO user_photos (user_id, url, sort, upload_id)
       VALUES (?, ?, COALESCE((SELECT MAX(sort) FROM user_photos WHERE user_id = ?), 0) + 1, ?)`,
    ),
    photo: db.prepare('SELECT * FROM user_photos WHERE id = ? AND user_id = ?'),
    isHost: db.prepare('SELECT 1 FROM users WHERE id = ? AND is_host = 1'),
    remove: db.prepare('DELETE FROM user_photos WHERE id = ?'),
  };

  /** POST /facade/api/upload/images: a picture for a chat message (or a profile). */
  function uploadImage(owner: number, picture: Buffer, origin: string): UploadResult {
    const row = uploads.save(owner, picture, 'image');
    return {
      url: absolute(origin, uploadPath(row)),
      width: row.width,
      height: row.height,
      size: row.size,
      contentType: row.content_type,
    };
  }

  /** POST …/uploadAlbumImage: a photo added to the owner's album (at most ALBUM_MAX_PHOTOS). */
  function addPhoto(owner: number, picture: Buffer, origin: string): AlbumPic {
    if ((st.count.get(owner) as { n: number }).n >= ALBUM_MAX_PHOTOS)
      throw chatError(UPLOAD_CODE.albumFull);
    const row = uploads.save(owner, picture, 'album');
    const id = Number(st.add.run(owner, uploadPath(row), owner, row.id).lastInsertRowid);
    return { id, url: absolute(origin, uploadPath(row)), width: row.width, height: row.height };
  }

  /** GET /facade/api/album/getAlbumPics: a user's album, in its order. */
  function photos(owner: number, origin: string): { list: AlbumPic[] } {
    const rows = st.photos.all(owner) as Array<{
      id: number;
      url: string;
      width: number | null;
      height: number | null;
    }>;
    return {
      list: rows.map((r) => ({
        id: r.id,
        url: absolute(origin, r.url) ?? '',
        ...(r.width ? { width: r.width, height: r.height ?? 0 } : {}),
      })),
    };
  }

  /** POST /facade/api/album/getStoryVideos: a seeded host has at most one story (its clip). */
  function stories(
    owner: number,
    q: { page?: number; size?: number },
    origin: string,
  ): PageResult<StoryVideo> {
    const { pageNo, pageSize, offset } = paging(q.page, q.size, STORY_PAGE_SIZE, 100);
    const story = st.isHost.get(owner) ? hostStory(owner) : null;
    const all: StoryVideo[] = story
      ? [
          {
            id: owner,
            videoUrl: absolute(origin, story.video) ?? '',
            coverUrl: absolute(origin, story.cover) ?? '',
            duration: STORY_SECONDS,
          },
        ]
      : [];
    return pageOf(all.slice(offset, offset + pageSize), all.length, pageNo, pageSize);
  }

  /** POST /facade/api/album/deleteAlbumPic: one of the owner's photos, with its file. */
  function removePhoto(owner: number, id: number): { deleted: boolean } {
    const photo = st.photo.get(id, owner) as { id: number; upload_id: number | null } | undefined;
    if (!photo) return { deleted: false };
    db.transaction(() => {
      st.remove.run(photo.id);
      const up = photo.upload_id ? uploads.byId(photo.upload_id) : undefined;
      if (up) uploads.remove(up);
    })();
    return { deleted: true };
  }

  return { uploadImage, addPhoto, photos, stories, removePhoto };
}
export type Albums = ReturnType<typeof createAlbums>;
