/**
 * Uploads and albums (spec 2 §7; spec 3 §5 "Images over 5M are refused"): real picture bytes
 * only (a renamed text file, an SVG, an empty part refused with their codes), stored on disk and
 * served under /uploads/ with the stored type, nosniff and a sandbox CSP; album upload, list,
 * delete and the 9-photo cap.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as sdk from 'shared-sdk/node';
import { uploadsDirOf } from '../../src/modules/chat/uploads';
import { makeApp, type Session } from '../helpers';
import { gif, multipart, png } from './images';
import { api, newUser, upload } from './helpers';

const { UPLOAD_CODE, IMAGE_MAX_BYTES, ALBUM_MAX_PHOTOS } = sdk;
let app: FastifyInstance;
let a: Session;

beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  a = await newUser(app, 'Ann');
});

const image = (data: Buffer, name = 'p.png', type = 'image/png', field = 'image') =>
  multipart({ platformType: '4' }, { field, name, type, data });
const up = (data: Buffer, name?: string, type?: string) =>
  upload(app, a, '/facade/api/upload/images', image(data, name, type));

test('a PNG is stored on disk and served back, byte for byte, with safe headers', async () => {
  const bytes = png(40, 30);
  const r = await up(bytes);
  expect(r.data).toMatchObject({
    width: 40,
    height: 30,
    size: bytes.length,
    contentType: 'image/png',
  });
  const url = new URL(r.data.url);
  expect(url.pathname).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  const file = path.join(uploadsDirOf(app.services.db), path.basename(url.pathname));
  expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  // Served unsigned (an <img> loads it).
  const res = await app.inject({ method: 'GET', url: url.pathname });
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.equals(bytes)).toBe(true);
  expect(res.headers).toMatchObject({
    'content-type': 'image/png',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  });
  expect((await up(gif(), 'a.gif', 'image/gif')).data).toMatchObject({
    contentType: 'image/gif',
    width: 1,
    height: 1,
  });
});

test('a text file renamed .png is refused (26003), and so is an SVG; nothing is stored', async () => {
  const before = fs.existsSync(uploadsDirOf(app.services.db))
    ? fs.readdirSync(uploadsDirOf(app.services.db)).length
    : 0;
  const fake = await up(
    Buffer.from('<html><script>alert(1)</script></html>'),
    'cat.png',
    'image/png',
  );
  expect(fake).toMatchObject({
    code: UPLOAD_CODE.notImage,
    msg: expect.stringMatching(/not a picture/),
  });
  const svg = await up(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    ),
    'x.svg',
    'image/svg+xml',
  );
  expect(svg.code).toBe(UPLOAD_CODE.notImage);
  const after = fs.existsSync(uploadsDirOf(app.services.db))
    ? fs.readdirSync(uploadsDirOf(app.services.db)).length
    : 0;
  expect(after).toBe(before);
});

test('over 5M: 26002; exactly 5M of picture goes', async () => {
  const big = png(2, 2, IMAGE_MAX_BYTES); // a real PNG with a 5M text chunk: over the limit
  expect((await up(big)).code).toBe(UPLOAD_CODE.tooLarge);
  const base = png(2, 2).length;
  const exact = png(2, 2, IMAGE_MAX_BYTES - base - 12);
  expect(exact.length).toBe(IMAGE_MAX_BYTES);
  expect((await up(exact)).code).toBe(200);
});

test('no file, or the wrong field: 26001', async () => {
  expect(
    (await upload(app, a, '/facade/api/upload/images', multipart({ platformType: '4' }))).code,
  ).toBe(UPLOAD_CODE.noFile);
  expect(
    (await upload(app, a, '/facade/api/upload/images', image(png(), 'p.png', 'image/png', 'file')))
      .code,
  ).toBe(UPLOAD_CODE.noFile);
});

test('/uploads/ serves only stored files: unknown or traversal paths are 404', async () => {
  for (const p of [
    '/uploads/0123456789abcdef0123456789abcdef.png',
    '/uploads/..%2Fapp.db',
    '/uploads/app.db',
  ])
    expect((await app.inject({ method: 'GET', url: p })).statusCode).toBe(404);
});

test('uploads need a signed-in caller', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/facade/api/upload/images',
    payload: image(png()).body,
    headers: { 'content-type': image(png()).contentType },
  });
  expect(res.json().code).toBe(40001);
});

test('album: upload, list (any user can look), delete removes the file; at most 9 photos', async () => {
  const r = await upload(app, a, '/facade/api/album/uploadAlbumImage', image(png(8, 8)));
  expect(r.data).toMatchObject({
    id: expect.any(Number),
    width: 8,
    height: 8,
    url: expect.stringMatching(/\/uploads\//),
  });
  const other = await newUser(app, 'Viewer');
  const seen = await api(app, other, '/facade/api/album/getAlbumPics', undefined, 'GET', {
    searchUserId: a.userId,
  });
  expect(seen.data.list).toEqual([expect.objectContaining({ id: r.data.id, url: r.data.url })]);
  expect(
    (await api(app, other, '/facade/api/album/deleteAlbumPic', { id: r.data.id })).data,
  ).toEqual({ deleted: false });
  expect((await api(app, a, '/facade/api/album/deleteAlbumPic', { id: r.data.id })).data).toEqual({
    deleted: true,
  });
  expect((await app.inject({ method: 'GET', url: new URL(r.data.url).pathname })).statusCode).toBe(
    404,
  );
  for (let i = 0; i < ALBUM_MAX_PHOTOS; i++)
    expect((await upload(app, a, '/facade/api/upload/uploadAlbumImage', image(png()))).code).toBe(
      200,
    );
  expect((await upload(app, a, '/facade/api/album/uploadAlbumImage', image(png()))).code).toBe(
    UPLOAD_CODE.albumFull,
  );
  // Seeded hosts have photos.
  expect(
    (await api(app, a, '/facade/api/album/getAlbumPics', undefined, 'GET', { searchUserId: 10001 }))
      .data.list.length,
  ).toBeGreaterThan(0);
});

/** The Duration of a WebM (Segment Info 0x4489, an 8-byte float in TimecodeScale units of 1 ms). */
function webmSeconds(b: Buffer): number {
  const i = b.indexOf(Buffer.from([0x44, 0x89, 0x88]));
  return i < 0 ? NaN : b.readDoubleBE(i + 3) / 1000;
}

test('getStoryVideos: a seeded host with a clip has its story (its card video); others none', async () => {
  const stories = async (body: Record<string, unknown>) =>
    (await api(app, a, '/facade/api/album/getStoryVideos', body)).data;
  // 10001 has a clip (every fifth host): a page of one, the same clip and poster as its card.
  const card = (
    await api(app, a, '/matches/api/livcam/matches/fetchone', undefined, 'GET', { afterId: 10000 })
  ).data;
  expect(card).toMatchObject({ id: 10001, videoUrl: expect.stringMatching(/\.webm$/) });
  const page = await stories({ searchUserId: 10001, page: 1, size: 10 });
  expect(page).toEqual({
    pageNo: 1,
    pages: 1,
    total: 1,
    list: [{ id: 10001, videoUrl: card.videoUrl, coverUrl: card.videoCoverUrl, duration: 3 }],
  });
  expect(await stories({ searchUserId: 10001, page: 2, size: 10 })).toEqual({
    pageNo: 2,
    pages: 1,
    total: 1,
    list: [],
  });
  // Both are served; the duration is the clip's own.
  const video = await app.inject({ method: 'GET', url: new URL(page.list[0].videoUrl).pathname });
  expect(video.statusCode).toBe(200);
  expect(webmSeconds(video.rawPayload)).toBe(page.list[0].duration);
  const poster = await app.inject({ method: 'GET', url: new URL(page.list[0].coverUrl).pathname });
  expect(poster.headers['content-type']).toBe('image/jpeg');
  // A host without a clip, a user (the caller by default) and an unknown id: an empty page.
  for (const body of [
    { searchUserId: 10002 },
    {},
    { searchUserId: a.userId },
    { searchUserId: 999_999 },
  ])
    expect(await stories(body)).toEqual({ pageNo: 1, pages: 0, total: 0, list: [] });
});
