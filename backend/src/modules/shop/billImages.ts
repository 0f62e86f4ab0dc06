/**
 * Receipts for refund requests (spec 3 §7 POST uploadBillImg; §8 "photo not approved", "upload
 * failed"; §9 image limit 5M). The picture must really be a JPEG, PNG or WebP (its first bytes,
 * not only the declared type) and at most 5M.
 */
import type { DB } from '../../db';
import { IMAGE_MAX_BYTES } from '../../sdk';

const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) =>
    b.length > 8 &&
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) =>
    b.length > 12 &&
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
};
/** Uploads per user per day (project's limit). */
export const BILL_IMAGES_PER_DAY = 20;

export function createBillImages(db: DB, now: () => number) {
  const st = {
    insert: db.prepare(
      'INSERT INTO shop_bill_images (user_id, mime, size, bytes, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    count: db.prepare(
      'SELECT COUNT(*) AS n FROM shop_bill_images WHERE user_id = ? AND created_at > ?',
    ),
    owned: db.prepare('SELECT id FROM shop_bill_images WHERE user_id = ? AND id = ?'),
  };
  return {
    /** 'photo' = not an accepted picture; 'limit' = too many today. */
    save(
      userId: number,
      mime: string,
      base64: string,
    ): { id: number } | { error: 'photo' | 'limit' } {
      const check = SIGNATURES[mime];
      if (!check) return { error: 'photo' };
      const bytes = Buffer.from(base64, 'base64');
      if (bytes.length === 0 || bytes.length > IMAGE_MAX_BYTES || !check(bytes))
        return { error: 'photo' };
      if ((st.count.get(userId, now() - 24 * 3600_000) as { n: number }).n >= BILL_IMAGES_PER_DAY)
        return { error: 'limit' };
      const r = st.insert.run(userId, mime, bytes.length, bytes, now());
      return { id: Number(r.lastInsertRowid) };
    },
    owns: (userId: number, id: number) => !!st.owned.get(userId, id),
  };
}
export type BillImages = ReturnType<typeof createBillImages>;
