/**
 * Upload and album paths (spec 2 §7 "Image upload", "Album"; spec 3 §7 "Media"). Pictures are
 * read from the signed multipart form here (readImagePart: checked from their bytes); the rest is
 * the album service's (../albums.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope';
import { requestOrigin } from '../../../http/origins';
import type { Services } from '../../../services';
import { readImagePart } from '../uploads';
import { me } from './common';

export function registerMediaRoutes(app: FastifyInstance, s: Services): void {
  const { albums } = s.chat;

  app.post('/facade/api/upload/images', async (req) => {
    const owner = me(req);
    const { buffer } = await readImagePart(req, 'image');
    return ok(albums.uploadImage(owner, buffer, requestOrigin(req)));
  });

  async function uploadAlbumImage(req: FastifyRequest) {
    const owner = me(req);
    const { buffer } = await readImagePart(req, 'image');
    return ok(albums.addPhoto(owner, buffer, requestOrigin(req)));
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
    async (req) => ok(albums.photos(req.query.searchUserId ?? me(req), requestOrigin(req))),
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
      return ok(albums.stories(req.body.searchUserId ?? viewer, req.body, requestOrigin(req)));
    },
  );

  app.post<{ Body: { id: number } }>(
    '/facade/api/album/deleteAlbumPic',
    {
      schema: {
        body: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
      },
    },
    async (req) => ok(albums.removePhoto(me(req), req.body.id)),
  );
}
