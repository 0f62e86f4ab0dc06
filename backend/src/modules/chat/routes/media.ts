/**
 * Uploads and albums (spec 2 §7 "Image upload", "Album"; spec 3 §7 "Media"): pictures checked
 * from their bytes, stored on disk, served under /uploads/; album photos of any user, the
 * caller's own album managed here; story videos (the seeded hosts' clips: users cannot upload
 * videos, so a user's list is empty).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AlbumPic, PageResult, StoryVideo, UploadResult } from 'shared-sdk/node';
import { ok } from '../../../http/envelope';
import type { Services } from '../../../services';
import { STORY_SECONDS, hostStory } from '../../hosts/stories';
import { UPLOAD_CODE, chatError } from '../codes';
import { ALBUM_MAX_PHOTOS } from '../../../sdk';
import { absolute } from '../store';
import { readImagePart, uploadPath, type UploadRow } from '../uploads';
import { me, originOf, pageOf, paging } from './common';

export function registerMediaRoutes(app: FastifyInstance, s: Services): void {
  const { db, chat } = s;
  const { uploads } = chat;
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

  const uploadView = (row: UploadRow, origin: string): UploadResult => ({
    url: absolute(origin, uploadPath(row)) ?? '',
    width: row.width,
    height: row.height,
    size: row.size,
    contentType: row.content_type,
  });

  app.post('/facade/api/upload/images', async (req) => {
    const owner = me(req);
    const { buffer } = await readImagePart(req, 'image');
    return ok(uploadView(uploads.save(owner, buffer, 'image'), originOf(req)));
  });

  async function uploadAlbumImage(req: FastifyRequest) {
    const owner = me(req);
    const { buffer } = await readImagePart(req, 'image');
    if ((st.count.get(owner) as { n: number }).n >= ALBUM_MAX_PHOTOS)
      throw chatError(UPLOAD_CODE.albumFull);
    const row = uploads.save(owner, buffer, 'album');
    const id = Number(st.add.run(owner, uploadPath(row), owner, row.id).lastInsertRowid);
    const pic: AlbumPic = {
      id,
      url: absolute(originOf(req), uploadPath(row)) ?? '',
      width: row.width,
      height: row.height,
    };
    return ok(pic);
  }
  app.post('/facade/api/album/uploadAlbumImage', uploadAlbumImage);
  app.post('/facade/api/upload/uploadAlbumImage', uploadAlbumImage);

  app.get<{ Querystring: { searchUserId?: number } }>(
    '/facade/api/album/getAlbumPics',
    {
      schema: {
        querystring: { type: 'object', properties: { searchUserId: { type: 'integer' } } },
      },
    },
    async (req) => {
      const owner = req.query.searchUserId ?? me(req);
      const origin = originOf(req);
      const rows = st.photos.all(owner) as Array<{
        id: number;
        url: string;
        width: number | null;
        height: number | null;
      }>;
      const list: AlbumPic[] = rows.map((r) => ({
        id: r.id,
        url: absolute(origin, r.url) ?? '',
        ...(r.width ? { width: r.width, height: r.height ?? 0 } : {}),
      }));
      return ok({ list });
    },
  );

  app.post<{ Body: { searchUserId?: number; page?: number; size?: number } }>(
    '/facade/api/album/getStoryVideos',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            searchUserId: { type: 'integer' },
            page: { type: 'integer', minimum: 1 },
            size: { type: 'integer', minimum: 1, maximum: 100 },
          },
        },
      },
    },
    async (req) => {
      const viewer = me(req);
      const owner = req.body.searchUserId ?? viewer;
      const { pageNo, pageSize, offset } = paging(req.body.page, req.body.size, 10, 100);
      // A seeded host has at most one story (its clip and first-frame poster; id = the host's).
      const story = st.isHost.get(owner) ? hostStory(owner) : null;
      const origin = originOf(req);
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
      const page: PageResult<StoryVideo> = pageOf(
        all.slice(offset, offset + pageSize),
        all.length,
        pageNo,
        pageSize,
      );
      return ok(page);
    },
  );

  app.post<{ Body: { id: number } }>(
    '/facade/api/album/deleteAlbumPic',
    {
      schema: {
        body: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
      },
    },
    async (req) => {
      const owner = me(req);
      const photo = st.photo.get(req.body.id, owner) as
        { id: number; upload_id: number | null } | undefined;
      if (!photo) return ok({ deleted: false });
      db.transaction(() => {
        st.remove.run(photo.id);
        const up = photo.upload_id ? uploads.byId(photo.upload_id) : undefined;
        if (up) uploads.remove(up);
      })();
      return ok({ deleted: true });
    },
  );
}
