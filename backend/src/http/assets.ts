import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { absolute, requestOrigin } from './origins';

/** backend/assets: the generated demo images (scripts/generate-assets.ts), committed. */
export const ASSETS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../assets',
);

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.webm': 'video/webm',
};

/** Maps an `/assets/...` URL path to its file, or null when it escapes the folder. */
export function assetFile(urlPath: string): string | null {
  if (!urlPath.startsWith('/assets/')) return null;
  const rel = decodeURIComponent(urlPath.slice('/assets/'.length));
  const file = path.resolve(ASSETS_DIR, rel);
  return file.startsWith(ASSETS_DIR + path.sep) ? file : null;
}

const RASTER = /\.(png|jpe?g|webp|gif)$/i;

/**
 * An image URL a user may set (e.g. headImg), as the path to store, or null: only
 * images this backend serves, so viewers' browsers never load a picture from elsewhere.
 * `/assets/…` (an existing image file of the demo world) or `/uploads/…` (images users uploaded,
 * raster formats only: an SVG can carry script), relative or absolute on this backend's own
 * origin (the Host of the request). No `..`, no query, no fragment, no encoded characters.
 */
export function storedImagePath(req: FastifyRequest, raw: string): string | null {
  let p = raw.trim();
  const origin = `${req.protocol}://${req.host}`;
  if (/^https?:\/\//i.test(p)) {
    if (!p.toLowerCase().startsWith(`${origin.toLowerCase()}/`)) return null;
    p = p.slice(origin.length);
  }
  if (!/^\/(assets|uploads)\/[\w-]+(\/[\w-]+)*\.\w+$/.test(p) || p.includes('..')) return null;
  if (p.startsWith('/uploads/')) return RASTER.test(p) ? p : null;
  const file = assetFile(p);
  const type = file ? TYPES[path.extname(file).toLowerCase()] : undefined;
  return file && type && fs.existsSync(file) && fs.statSync(file).isFile() ? p : null;
}

/** Stored image paths are `/assets/...`; clients on other origins need an absolute URL. */
export const absoluteUrl = (req: FastifyRequest, p: string): string =>
  absolute(requestOrigin(req), p);

/** `Range: bytes=a-b` (one range, as <video> asks) within a file of `size`; null: the whole. */
export function byteRange(header: string | undefined, size: number): [number, number] | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const [start, end] =
    m[1] === ''
      ? [Math.max(0, size - Number(m[2])), size - 1]
      : [Number(m[1]), m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)];
  return start <= end && start < size ? [start, end] : null;
}

/**
 * GET /assets/* — static files, no signing (images and videos are loaded by <img>/<video>),
 * CORS via the cors plugin. Byte ranges are served (206) so a <video> can seek and loop.
 */
export function registerAssets(app: FastifyInstance): void {
  app.get('/assets/*', async (req, reply) => {
    const file = assetFile(req.url.split('?')[0] as string);
    const type = file ? TYPES[path.extname(file).toLowerCase()] : undefined;
    const stat = file && type && fs.existsSync(file) ? fs.statSync(file) : null;
    if (!file || !stat?.isFile()) {
      return reply.status(404).send({ code: 404, msg: 'Not Found', data: null });
    }
    reply.header('Cache-Control', 'public, max-age=86400');
    reply.header('Accept-Ranges', 'bytes');
    reply.type(type as string);
    const range = byteRange(req.headers.range, stat.size);
    if (!range) return reply.send(fs.createReadStream(file));
    const [start, end] = range;
    reply.status(206);
    reply.header('Content-Range', `bytes ${start}-${end}/${stat.size}`);
    reply.header('Content-Length', end - start + 1);
    return reply.send(fs.createReadStream(file, { start, end }));
  });
}
