/**
 * The refund captcha (spec 3 §5 "Captcha required for refund reporting"; GET …/getValidateImg).
 *
 * The picture must not give its digits away to a script reading the markup (backend/README.md
 * "Security model"): each digit's skeleton is perturbed point by point, turned, scaled and moved
 * at random, drawn as curved strokes split at random into several paths, in image coordinates
 * (no transform, no grouping); noise is drawn with paths of the very same kind and style; and all
 * paths are shuffled. The same digit never gives the same path data twice.
 *
 * Attempts: one answer per picture (any answer uses it up); per user CAPTCHA_MAX_FAILS wrong
 * answers and CAPTCHA_IMAGES_MAX pictures in CAPTCHA_LIMIT_WINDOW_MS, then 47009 with the wait.
 * The code's hash is kept, single use, CAPTCHA_TTL_MS.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { DB } from '../../db';
import { BizError } from '../../http/envelope';
import { ShopCodes } from './codes';
import {
  CAPTCHA_IMAGES_MAX,
  CAPTCHA_LENGTH,
  CAPTCHA_LIMIT_WINDOW_MS,
  CAPTCHA_MAX_FAILS,
  CAPTCHA_TTL_MS,
} from '../../sdk';

type Pt = readonly [number, number];

/** Digit skeletons on a 10×16 box: strokes as point lists (turned into curves when drawn). */
const SKELETONS: Record<string, readonly (readonly Pt[])[]> = {
  '0': [
    [
      [5, 0],
      [9, 3],
      [9, 13],
      [5, 16],
      [1, 13],
      [1, 3],
      [5, 0],
    ],
  ],
  '1': [
    [
      [2, 4],
      [5, 0],
      [5, 16],
    ],
    [
      [2, 16],
      [8, 16],
    ],
  ],
  '2': [
    [
      [1, 3],
      [4, 0],
      [8, 1],
      [9, 5],
      [1, 16],
      [9, 16],
    ],
  ],
  '3': [
    [
      [1, 1],
      [8, 0],
      [9, 4],
      [4, 8],
      [9, 11],
      [8, 16],
      [1, 15],
    ],
  ],
  '4': [
    [
      [7, 16],
      [7, 0],
      [0, 11],
      [10, 11],
    ],
  ],
  '5': [
    [
      [9, 0],
      [1, 0],
      [1, 7],
      [7, 6],
      [9, 10],
      [7, 16],
      [1, 15],
    ],
  ],
  '6': [
    [
      [8, 0],
      [3, 3],
      [1, 10],
      [3, 16],
      [8, 15],
      [9, 10],
      [5, 8],
      [1, 10],
    ],
  ],
  '7': [
    [
      [0, 0],
      [10, 0],
      [4, 16],
    ],
  ],
  '8': [
    [
      [5, 8],
      [1, 4],
      [5, 0],
      [9, 4],
      [5, 8],
      [1, 12],
      [5, 16],
      [9, 12],
      [5, 8],
    ],
  ],
  '9': [
    [
      [9, 6],
      [5, 8],
      [1, 5],
      [5, 0],
      [9, 4],
      [8, 11],
      [2, 16],
    ],
  ],
};

const SLOT = 28;
const H = 48;
const MINUTE = 60_000;

const hash = (id: string, code: string) =>
  createHash('sha256').update(`${id}|${code}`).digest('hex');

/** Draws the picture; `rnd(max)` is a uniform integer in [0, max) (crypto by default). */
export function renderCaptchaSvg(
  code: string,
  rnd: (max: number) => number = (m) => randomInt(m),
): string {
  const W = 40 + code.length * SLOT;
  const uni = (a: number, b: number) => a + ((b - a) * rnd(10_001)) / 10_000;
  const f = (n: number) => n.toFixed(1);
  const paths: string[] = [];
  // A few dark hues per picture, each path picks one: glyphs read as lines, and a colour says
  // nothing about which digit (or noise) a path belongs to.
  const hues = Array.from({ length: 3 }, () => rnd(360));

  /** One path of 1–3 quadratic segments through `pts` (each bent sideways at random). */
  const draw = (pts: Pt[]) => {
    let d = `M${f(pts[0]![0])} ${f(pts[0]![1])}`;
    for (let i = 1; i < pts.length; i++) {
      const [x0, y0] = pts[i - 1]!;
      const [x1, y1] = pts[i]!;
      const len = Math.hypot(x1 - x0, y1 - y0) || 1;
      const bend = uni(-0.12, 0.12) * len;
      const cx = (x0 + x1) / 2 - ((y1 - y0) / len) * bend;
      const cy = (y0 + y1) / 2 + ((x1 - x0) / len) * bend;
      d += `Q${f(cx)} ${f(cy)} ${f(x1)} ${f(y1)}`;
    }
    const hue = hues[rnd(hues.length)]!;
    const style = `stroke="hsl(${hue + rnd(15)},${45 + rnd(16)}%,${22 + rnd(12)}%)" stroke-width="${f(uni(2.3, 2.9))}"`;
    paths.push(`<path d="${d}" fill="none" ${style} stroke-linecap="round"/>`);
  };

  /** Cuts a polyline into runs of 1–3 segments, each run a path of its own. */
  const drawSplit = (pts: Pt[]) => {
    let i = 0;
    while (i < pts.length - 1) {
      const n = Math.min(1 + rnd(3), pts.length - 1 - i);
      // The start of each run moves a little, so the pieces do not join exactly.
      const [sx, sy] = pts[i]!;
      draw([[sx + uni(-0.6, 0.6), sy + uni(-0.6, 0.6)], ...pts.slice(i + 1, i + 1 + n)]);
      i += n;
    }
  };

  [...code].forEach((ch, slot) => {
    const scale = uni(1.45, 1.7);
    const angle = uni(-0.22, 0.22);
    const ox = 20 + slot * SLOT + uni(-2, 3);
    const oy = 4 + uni(0, Math.max(0, H - 8 - 16 * scale));
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    for (const stroke of SKELETONS[ch] ?? []) {
      const pts = stroke.map(([x, y]): Pt => {
        const px = x + uni(-0.6, 0.6) - 5;
        const py = y + uni(-0.6, 0.6) - 8;
        return [
          ox + 5 * scale + (px * cos - py * sin) * scale,
          oy + 8 * scale + (px * sin + py * cos) * scale,
        ];
      });
      drawSplit(pts);
    }
  });

  // Noise of the same kind: short stroke runs of glyph-like length anywhere in the picture.
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  const noise = 4 + rnd(3);
  for (let k = 0; k < noise; k++) {
    const pts: Pt[] = [[uni(4, W - 4), uni(4, H - 4)]];
    const segs = 1 + rnd(3);
    for (let s = 0; s < segs; s++) {
      const [x, y] = pts[pts.length - 1]!;
      pts.push([clamp(x + uni(-10, 10), 2, W - 2), clamp(y + uni(-9, 9), 2, H - 2)]);
    }
    draw(pts);
  }

  for (let i = paths.length - 1; i > 0; i--) {
    const j = rnd(i + 1);
    [paths[i], paths[j]] = [paths[j]!, paths[i]!];
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" rx="8" fill="#f3f0ea"/>${paths.join('')}</svg>`;
}

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));
const locked = (what: string, waitMs: number) =>
  new BizError(
    ShopCodes.CAPTCHA_LOCKED,
    `${what}. Please try again in ${minutesOf(waitMs)} minute${minutesOf(waitMs) === 1 ? '' : 's'}`,
    200,
    { waitSeconds: Math.ceil(waitMs / 1000) },
  );

export function createCaptchas(db: DB, now: () => number) {
  const WINDOW = CAPTCHA_LIMIT_WINDOW_MS;
  const TTL = CAPTCHA_TTL_MS;
  const st = {
    insert: db.prepare(
      'INSERT INTO shop_captchas (id, user_id, code_hash, expires_at) VALUES (?, ?, ?, ?)',
    ),
    get: db.prepare('SELECT * FROM shop_captchas WHERE id = ? AND user_id = ?'),
    use: db.prepare('UPDATE shop_captchas SET used_at = ? WHERE id = ? AND used_at IS NULL'),
    // Pictures are kept for the window (it is longer than their life) so they can be counted.
    purge: db.prepare('DELETE FROM shop_captchas WHERE expires_at < ?'),
    purgeFails: db.prepare('DELETE FROM shop_captcha_fails WHERE created_at < ?'),
    images: db.prepare(
      'SELECT COUNT(*) AS n, MIN(expires_at) AS first FROM shop_captchas WHERE user_id = ? AND expires_at > ?',
    ),
    fails: db.prepare(
      'SELECT COUNT(*) AS n, MIN(created_at) AS first FROM shop_captcha_fails WHERE user_id = ? AND created_at > ?',
    ),
    fail: db.prepare('INSERT INTO shop_captcha_fails (user_id, created_at) VALUES (?, ?)'),
  };
  type Count = { n: number; first: number | null };
  /** Test API only: the code of a live captcha (the e2e reads it like the SMS outbox). */
  const codes = new Map<string, string>();
  const lastOfUser = new Map<number, string>();

  const createTx = db.transaction((userId: number) => {
    const t = now();
    st.purge.run(t - WINDOW);
    st.purgeFails.run(t - WINDOW);
    // A picture made at `created` expires at created + TTL: those made inside the window.
    const made = st.images.get(userId, t - WINDOW + TTL) as Count;
    if (made.n >= CAPTCHA_IMAGES_MAX)
      throw locked('Too many new pictures', (made.first ?? t) - TTL + WINDOW - t);
    const id = randomBytes(12).toString('hex');
    const code = Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(10))).join('');
    st.insert.run(id, userId, hash(id, code), t + TTL);
    return { id, code, expiresAt: t + TTL };
  });

  const checkTx = db.transaction((userId: number, id: string, code: string): 'ok' | 'wrong' => {
    const t = now();
    const fails = st.fails.get(userId, t - WINDOW) as Count;
    if (fails.n >= CAPTCHA_MAX_FAILS)
      throw locked('Too many wrong answers to the picture', (fails.first ?? t) + WINDOW - t);
    const row = st.get.get(id, userId) as
      { code_hash: string; expires_at: number; used_at: number | null } | undefined;
    const live = !!row && row.used_at === null && row.expires_at > t;
    const used = live && st.use.run(t, id).changes === 1;
    codes.delete(id);
    if (used && row.code_hash === hash(id, code)) return 'ok';
    st.fail.run(userId, t);
    return 'wrong';
  });

  return {
    /** A new picture; 47009 when the user asked for too many in the window. */
    create(userId: number) {
      const { id, code, expiresAt } = createTx.immediate(userId);
      codes.set(id, code);
      lastOfUser.set(userId, id);
      if (codes.size > 1000) codes.delete(codes.keys().next().value as string);
      const img = `data:image/svg+xml;base64,${Buffer.from(renderCaptchaSvg(code)).toString('base64')}`;
      return { captchaId: id, img, expiresAt };
    },
    /**
     * 'ok', or why not. Any answer uses the picture up (the page then shows a new one); a wrong
     * or stale one counts against the user; 47009 (thrown) while the user is locked out.
     */
    check(
      userId: number,
      id: string | undefined,
      code: string | undefined,
    ): 'ok' | 'missing' | 'wrong' {
      if (!id || !code || !code.trim()) return 'missing';
      return checkTx.immediate(userId, id, code.trim());
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
