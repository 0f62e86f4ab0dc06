/**
 * Uploaded pictures (spec 2 §7 "Image upload"; spec 3 §5 "Images over 5M are refused"): read from
 * a multipart form (@fastify/multipart, 5M limit while streaming), checked from their bytes
 * (image-size reads the header: JPEG, PNG, GIF or WebP, else refused; a renamed text file or an
 * SVG is not a picture here), stored under <data>/uploads/<random>.<ext> and served at
 * /uploads/<file> with the stored type, nosniff and a sandboxing CSP.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageSize } from 'image-size';
import type { DB } from '../../db';
import { checkFormDigest, type FormPart } from '../../security/form';
import { UPLOAD_CODE, chatError } from './codes';
import { IMAGE_MAX_BYTES, UPLOADS_PATH_PREFIX } from '../../sdk';

/** image-size type → stored extension and content type (the only types accepted). */
const ACCEPTED: Record<string, { ext: string; type: string }> = {
  jpg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
  gif: { ext: 'gif', type: 'image/gif' },
  webp: { ext: 'webp', type: 'image/webp' },
};
/** project — larger sides are refused: a tiny file can claim a huge canvas (decompression bomb). */
export const MAX_IMAGE_SIDE_PX = 16_384;
const FILE_RE = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/;

export type UploadPurpose = 'image' | 'album' | 'report';

export interface UploadRow {
  id: number;
  user_id: number;
  file: string;
  content_type: string;
  size: number;
  width: number;
  height: number;
  purpose: UploadPurpose;
  created_at: number;
}

/** <data>/uploads, next to app.db. */
export const uploadsDirOf = (db: DB) => path.join(path.dirname(db.name), 'uploads');

/** What a picture is, from its bytes; throws the upload codes. */
export function inspectImage(buf: Buffer): {
  ext: string;
  type: string;
  width: number;
  height: number;
} {
  if (buf.length === 0) throw chatError(UPLOAD_CODE.noFile);
  if (buf.length > IMAGE_MAX_BYTES) throw chatError(UPLOAD_CODE.tooLarge);
  let info: { type?: string; width?: number; height?: number };
  try {
    info = imageSize(buf);
  } catch {
    throw chatError(UPLOAD_CODE.notImage);
  }
  const kind = info.type ? ACCEPTED[info.type] : undefined;
  const { width = 0, height = 0 } = info;
  if (!kind || width < 1 || height < 1) throw chatError(UPLOAD_CODE.notImage);
  if (width > MAX_IMAGE_SIDE_PX || height > MAX_IMAGE_SIDE_PX)
    throw chatError(
      UPLOAD_CODE.notImage,
      `The picture is too large (at most ${MAX_IMAGE_SIDE_PX} px a side)`,
    );
  return { ...kind, width, height };
}

export interface MultipartImage {
  buffer: Buffer;
  fields: Record<string, string>;
}

/**
 * Reads a signed multipart request (5M at most): every part, in order, checked against the
 * signed form digest (src/security/form.ts, 40002) before anything is used; answers the one file
 * part `field` and the text fields. No file → 26001; over 5M → 26002; not multipart → 40006 by
 * Fastify.
 */
export async function readImagePart(req: FastifyRequest, field: string): Promise<MultipartImage> {
  if (!req.isMultipart()) throw chatError(UPLOAD_CODE.noFile, 'Send the picture as form data');
  const parts: FormPart[] = [];
  const fields: Record<string, string> = {};
  let file: { name: string; buffer: Buffer } | undefined;
  try {
    for await (const part of req.parts({
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 1024 },
    })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        parts.push({ name: part.fieldname, bytes: buffer });
        file ??= { name: part.fieldname, buffer };
      } else {
        const value = String(part.value ?? '');
        parts.push({ name: part.fieldname, value });
        fields[part.fieldname] ??= value;
      }
    }
  } catch (e) {
    throw mapMultipartError(e);
  }
  await checkFormDigest(req, parts);
  if (!file || file.name !== field)
    throw chatError(UPLOAD_CODE.noFile, `No picture in the form field '${field}'`);
  return { buffer: file.buffer, fields };
}

function mapMultipartError(e: unknown) {
  const code = (e as { code?: string })?.code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return chatError(UPLOAD_CODE.tooLarge);
  if (code.startsWith('FST_'))
    return chatError(UPLOAD_CODE.noFile, `The form could not be read (${code})`);
  return e;
}

export function createUploads(db: DB, now: () => number) {
  const dir = uploadsDirOf(db);
  const st = {
    insert: db.prepare(
      `INSERT INTO uploads (user_id, file, content_type, size, width, height, purpose, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    byFile: db.prepare('SELECT * FROM uploads WHERE file = ?'),
    byId: db.prepare('SELECT * FROM uploads WHERE id = ?'),
    remove: db.prepare('DELETE FROM uploads WHERE id = ?'),
  };

  /** Checks and stores a picture; answers its row. */
  function save(userId: number, buf: Buffer, purpose: UploadPurpose): UploadRow {
    const info = inspectImage(buf);
    fs.mkdirSync(dir, { recursive: true });
    const file = `${randomBytes(16).toString('hex')}.${info.ext}`;
    fs.writeFileSync(path.join(dir, file), buf, { flag: 'wx' });
    const res = st.insert.run(
      userId,
      file,
      info.type,
      buf.length,
      info.width,
      info.height,
      purpose,
      now(),
    );
    return st.byId.get(Number(res.lastInsertRowid)) as UploadRow;
  }

  /** The upload behind a URL or path of this backend (`…/uploads/<file>`), or undefined. */
  function fromUrl(url: string): UploadRow | undefined {
    let p = url;
    try {
      if (/^https?:\/\//.test(url)) p = new URL(url).pathname;
    } catch {
      return undefined;
    }
    if (!p.startsWith(UPLOADS_PATH_PREFIX)) return undefined;
    const file = p.slice(UPLOADS_PATH_PREFIX.length);
    return FILE_RE.test(file) ? (st.byFile.get(file) as UploadRow | undefined) : undefined;
  }

  /** Removes an upload's row and file. */
  function remove(row: UploadRow): void {
    st.remove.run(row.id);
    fs.rmSync(path.join(dir, row.file), { force: true });
  }

  return {
    dir,
    save,
    fromUrl,
    remove,
    byId: (id: number) => st.byId.get(id) as UploadRow | undefined,
  };
}
export type Uploads = ReturnType<typeof createUploads>;

export const uploadPath = (row: Pick<UploadRow, 'file'>) => `${UPLOADS_PATH_PREFIX}${row.file}`;

/** GET /uploads/<file> — unsigned like /assets (an <img> loads it), only stored pictures. */
export function registerUploadServing(app: FastifyInstance, db: DB): void {
  const dir = uploadsDirOf(db);
  const byFile = db.prepare('SELECT content_type FROM uploads WHERE file = ?');
  app.get<{ Params: { file: string } }>(`${UPLOADS_PATH_PREFIX}:file`, async (req, reply) => {
    const { file } = req.params;
    const row = FILE_RE.test(file)
      ? (byFile.get(file) as { content_type: string } | undefined)
      : undefined;
    const full = path.join(dir, file);
    if (!row || !fs.existsSync(full)) {
      return reply.status(404).send({ code: 404, msg: 'Not Found', data: null });
    }
    // The stored type only (a picture), never sniffed, never run as a document.
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    reply.header('Content-Disposition', `inline; filename="${file}"`);
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    reply.type(row.content_type);
    return reply.send(fs.createReadStream(full));
  });
}
