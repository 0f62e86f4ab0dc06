/**
 * The refund captcha (spec 3 §5 "Captcha required for refund reporting"; GET …/getValidateImg):
 * CAPTCHA_LENGTH digits drawn as strokes (no text in the picture), each turned and moved a little,
 * over noise lines. The code's hash is kept, single use, CAPTCHA_TTL_MS.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { DB } from '../../db';
import { shop as sdk } from './sdk';

/** Stroke glyphs on a 10×16 box. */
const GLYPHS: Record<string, string> = {
  '0': 'M0 0H10V16H0Z',
  '1': 'M2 3L5 0V16M2 16H8',
  '2': 'M0 0H10V8H0V16H10',
  '3': 'M0 0H10V16H0M2 8H10',
  '4': 'M0 0V8H10M10 0V16',
  '5': 'M10 0H0V8H10V16H0',
  '6': 'M10 0H0V16H10V8H0',
  '7': 'M0 0H10L4 16',
  '8': 'M0 0H10V16H0ZM0 8H10',
  '9': 'M10 8H0V0H10V16H0',
};

const hash = (id: string, code: string) =>
  createHash('sha256').update(`${id}|${code}`).digest('hex');

export function renderCaptchaSvg(
  code: string,
  rnd: (max: number) => number = (m) => randomInt(m),
): string {
  const W = 40 + code.length * 26;
  const H = 48;
  const hue = () => `hsl(${rnd(360)},55%,40%)`;
  const noise = Array.from(
    { length: 6 },
    () =>
      `<path d="M${rnd(W)} ${rnd(H)}L${rnd(W)} ${rnd(H)}" stroke="${hue()}" stroke-width="1.2" opacity=".6"/>`,
  ).join('');
  const glyphs = [...code]
    .map((ch, i) => {
      const x = 20 + i * 26 + rnd(5);
      const y = 14 + rnd(6);
      const angle = rnd(31) - 15;
      return `<path transform="translate(${x} ${y}) rotate(${angle} 5 8) scale(1.3)" d="${GLYPHS[ch]}" fill="none" stroke="${hue()}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" rx="8" fill="#f3f0ea"/>${noise}${glyphs}</svg>`;
}

export function createCaptchas(db: DB, now: () => number) {
  const st = {
    insert: db.prepare(
      'INSERT INTO shop_captchas (id, user_id, code_hash, expires_at) VALUES (?, ?, ?, ?)',
    ),
    get: db.prepare('SELECT * FROM shop_captchas WHERE id = ? AND user_id = ?'),
    use: db.prepare('UPDATE shop_captchas SET used_at = ? WHERE id = ? AND used_at IS NULL'),
    purge: db.prepare('DELETE FROM shop_captchas WHERE expires_at < ?'),
  };
  /** Test API only: the code of a live captcha (the e2e reads it like the SMS outbox). */
  const codes = new Map<string, string>();
  const lastOfUser = new Map<number, string>();
  return {
    create(userId: number) {
      st.purge.run(now() - sdk.CAPTCHA_TTL_MS);
      const id = randomBytes(12).toString('hex');
      const code = Array.from({ length: sdk.CAPTCHA_LENGTH }, () => String(randomInt(10))).join('');
      const expiresAt = now() + sdk.CAPTCHA_TTL_MS;
      st.insert.run(id, userId, hash(id, code), expiresAt);
      codes.set(id, code);
      lastOfUser.set(userId, id);
      if (codes.size > 1000) codes.delete(codes.keys().next().value as string);
      const img = `data:image/svg+xml;base64,${Buffer.from(renderCaptchaSvg(code)).toString('base64')}`;
      return { captchaId: id, img, expiresAt };
    },
    /** 'ok', or why not. Any attempt uses the captcha up (the page then shows a new one). */
    check(
      userId: number,
      id: string | undefined,
      code: string | undefined,
    ): 'ok' | 'missing' | 'wrong' {
      if (!id || !code || !code.trim()) return 'missing';
      const row = st.get.get(id, userId) as
        { code_hash: string; expires_at: number; used_at: number | null } | undefined;
      if (!row || row.used_at !== null || row.expires_at <= now()) return 'wrong';
      st.use.run(now(), id);
      codes.delete(id);
      return row.code_hash === hash(id, code.trim()) ? 'ok' : 'wrong';
    },
    peek: (id: string) => codes.get(id) ?? null,
    /** Test API only: the user's newest live captcha. */
    peekLatest(userId: number): { captchaId: string; code: string } | null {
      const id = lastOfUser.get(userId);
      const code = id ? codes.get(id) : undefined;
      return id && code ? { captchaId: id, code } : null;
    },
  };
}
export type Captchas = ReturnType<typeof createCaptchas>;
