/**
 * Security review: the refund captcha was read by a script. Each digit was one fixed path (its `d`
 * the same in every picture, the position in a `transform`), so a table from `d` to digit read
 * every code without OCR.
 *
 * Rules (backend/README.md "Security model"): every glyph is drawn from randomly perturbed,
 * randomly split curve strokes in image coordinates, noise is drawn with paths of the same kind,
 * and all paths are shuffled; one answer per picture; at most CAPTCHA_MAX_FAILS wrong answers
 * and CAPTCHA_IMAGES_MAX pictures per user per CAPTCHA_LIMIT_WINDOW_MS (47009 with the wait).
 */
import type { FastifyInstance } from 'fastify';
import { renderCaptchaSvg } from '../../src/modules/shop/captcha';
import * as sdk from 'shared-sdk/node';
import { makeApp, testClock } from '../helpers';
import { buy, get, newUser, post, R } from '../shop/helpers';

// A whole app per file and many requests: the default 5 s is short on a busy machine.
jest.setTimeout(30_000);

const digits = (n: number) =>
  Array.from({ length: n }, () => String(Math.floor(Math.random() * 10))).join('');

/** The `d` of every path in document order. */
const pathsOf = (svg: string) =>
  [...svg.matchAll(/<path\b[^>]*\bd="([^"]+)"/g)].map((m) => m[1] as string);

/**
 * The simple attack: learn which path data stands for which digit from pictures whose codes are
 * known (a path seen again in pictures that all contain one digit is that digit), then read a new
 * picture by looking its paths up, in document order.
 */
function learnTable(training: Array<{ code: string; svg: string }>) {
  const seen = new Map<string, Set<string>>();
  const count = new Map<string, number>();
  for (const { code, svg } of training)
    for (const d of new Set(pathsOf(svg))) {
      const digitsIn = new Set(code);
      const before = seen.get(d);
      seen.set(d, before ? new Set([...before].filter((x) => digitsIn.has(x))) : digitsIn);
      count.set(d, (count.get(d) ?? 0) + 1);
    }
  const table = new Map<string, string>();
  for (const [d, set] of seen)
    if ((count.get(d) ?? 0) > 1 && set.size === 1) table.set(d, [...set][0] as string);
  return table;
}
const decode = (table: Map<string, string>, svg: string) =>
  pathsOf(svg)
    .map((d) => table.get(d) ?? '')
    .join('');

describe('the picture does not give its digits away', () => {
  test('the same digit drawn twice has different path data, and no transform carries a glyph', () => {
    const a = renderCaptchaSvg('7777');
    const b = renderCaptchaSvg('7777');
    const pa = pathsOf(a);
    const pb = pathsOf(b);
    // At least one path per glyph (4) and at least 4 noise strokes: 8 is the fewest a picture has.
    expect(pa.length).toBeGreaterThanOrEqual(8);
    expect(new Set(pa).size).toBe(pa.length); // the four 7s of one picture differ too
    expect(pa.filter((d) => pb.includes(d))).toEqual([]);
    expect(a).not.toMatch(/transform=|<text|<use|<g\b/);
  });

  test('a path-to-digit table learned from 300 pictures with known codes reads none of 50 new ones', () => {
    const training = Array.from({ length: 300 }, () => {
      const code = digits(sdk.CAPTCHA_LENGTH);
      return { code, svg: renderCaptchaSvg(code) };
    });
    const table = learnTable(training);
    let read = 0;
    let hits = 0;
    for (let i = 0; i < 50; i++) {
      const code = digits(sdk.CAPTCHA_LENGTH);
      const svg = renderCaptchaSvg(code);
      if (decode(table, svg) === code) read++;
      hits += pathsOf(svg).filter((d) => table.has(d)).length;
    }
    expect(read).toBe(0);
    expect(hits).toBe(0);
  });

  test('paths come in one shape: glyph strokes and noise cannot be told apart by their commands', () => {
    const svg = renderCaptchaSvg('0123');
    const shapes = new Set(
      pathsOf(svg).map((d) => d.replace(/[-\d.]+/g, '#').replace(/(Q# # # #)+/g, 'Q…')),
    );
    expect([...shapes]).toEqual(['M# #Q…']);
    // Every path has the same attributes, only their values differ.
    const attrs = new Set(
      [...svg.matchAll(/<path\b([^>]*)\/>/g)].map((m) => (m[1] as string).replace(/="[^"]*"/g, '')),
    );
    expect(attrs.size).toBe(1);
  });
});

describe('attempts are limited', () => {
  let app: FastifyInstance;
  const clock = testClock();
  beforeAll(async () => {
    app = await makeApp({ now: clock.now });
  });
  afterAll(() => app.close());

  const picture = async (s: Awaited<ReturnType<typeof newUser>>) =>
    get<{ captchaId: string; img: string }>(app, s, `${R}/getValidateImg`);
  const codeOf = async (captchaId: string) =>
    (
      (
        await app.inject({ method: 'GET', url: `/dev/api/shop/captcha?captchaId=${captchaId}` })
      ).json() as {
        data: { code: string };
      }
    ).data.code;
  const refund = (
    s: Awaited<ReturnType<typeof newUser>>,
    orderId: string,
    captchaId: string,
    captcha: string,
  ) =>
    post<{ status: string; waitSeconds?: number }>(app, s, `${R}/submitUserFeedback`, {
      orderId,
      reason: 3,
      captchaId,
      captcha,
    });
  const wrong = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));

  test('one answer per picture: after a wrong one even the right code is refused', async () => {
    const s = await newUser(app);
    const orderId = await buy(app, s, 1);
    const img = await picture(s);
    const code = await codeOf(img.data.captchaId);
    expect((await refund(s, orderId, img.data.captchaId, wrong(code))).code).toBe(
      sdk.SHOP_CODES.captchaWrong,
    );
    expect((await refund(s, orderId, img.data.captchaId, code)).code).toBe(
      sdk.SHOP_CODES.captchaWrong,
    );
  });

  test(`${sdk.CAPTCHA_MAX_FAILS} wrong answers lock the user's refund form for the window, with a clear text; then it opens again`, async () => {
    const s = await newUser(app);
    const orderId = await buy(app, s, 1);
    for (let i = 0; i < sdk.CAPTCHA_MAX_FAILS; i++) {
      const img = await picture(s);
      const r = await refund(
        s,
        orderId,
        img.data.captchaId,
        wrong(await codeOf(img.data.captchaId)),
      );
      expect(r.code).toBe(sdk.SHOP_CODES.captchaWrong);
    }
    const img = await picture(s);
    const locked = await refund(s, orderId, img.data.captchaId, await codeOf(img.data.captchaId));
    expect(locked.code).toBe(sdk.SHOP_CODES.captchaLocked);
    expect(locked.msg).toMatch(/Too many wrong answers.*try again in \d+ minutes?/i);
    expect(locked.data?.waitSeconds).toBeGreaterThan(0);
    // Another user is not affected.
    const t = await newUser(app);
    const tOrder = await buy(app, t, 1);
    const timg = await picture(t);
    expect(
      (await refund(t, tOrder, timg.data.captchaId, await codeOf(timg.data.captchaId))).code,
    ).toBe(200);

    clock.advance(sdk.CAPTCHA_LIMIT_WINDOW_MS + 1);
    const again = await picture(s);
    expect(
      (await refund(s, orderId, again.data.captchaId, await codeOf(again.data.captchaId))).code,
    ).toBe(200);
  });

  test(`at most ${sdk.CAPTCHA_IMAGES_MAX} pictures per user in the window`, async () => {
    const s = await newUser(app);
    for (let i = 0; i < sdk.CAPTCHA_IMAGES_MAX; i++) expect((await picture(s)).code).toBe(200);
    const refused = await picture(s);
    expect(refused.code).toBe(sdk.SHOP_CODES.captchaLocked);
    expect(refused.msg).toMatch(/Too many new pictures.*try again in \d+ minutes?/i);
    clock.advance(sdk.CAPTCHA_LIMIT_WINDOW_MS + 1);
    expect((await picture(s)).code).toBe(200);
  });
});
