// Shop bench: the shop backend in its own process via tsx (bench/shop-run.mts):
// placeOrder latency and provider callbacks applied per second (and duplicates). Measures,
// never asserts. `node bench/shop.mjs` prints the result.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(HERE, '..');

export async function benchShopBackend() {
  const { stdout } = await promisify(execFile)(
    path.join(ROOT, 'backend/node_modules/.bin/tsx'),
    [path.join(HERE, 'shop-run.mts')],
    {
      cwd: path.join(ROOT, 'backend'),
      timeout: 300_000,
    },
  );
  return JSON.parse(stdout.trim().split('\n').pop());
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  console.log(JSON.stringify(await benchShopBackend(), null, 2));

/**
 * The shop remote's JS (gz) a signed-in user downloads: on /message (only the shell widgets:
 * sidebar balance, offer bubble, coin popup) and on /shop until the coin packs show.
 */
export async function shopRemoteBytes(app, chromium, gz, kb) {
  const { PROFILES } = await import('../scripts/lib/apps.mjs');
  const { CHROMIUM_BASE_ARGS, CHROMIUM_PATH } = await import('../scripts/lib/chromium.mjs');
  const shopPort = String(PROFILES.e2e.remotes.mfe_shop);
  const post = async (p, body) =>
    (
      await (
        await fetch(`${app.backendUrl}${p}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()
    ).data;
  const { userId } = await post('/dev/api/users', { userName: 'Bench Shop' });
  const s = await post('/dev/api/session', { userId });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_BASE_ARGS,
  });
  try {
    const measure = async (pathname, ready) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
      const { hostname } = new URL(app.hostUrl);
      await context.addCookies(
        ['userId', 'loginToken', 'deviceId'].map((n) => ({
          name: n,
          value: String(s[n]),
          domain: hostname,
          path: '/',
        })),
      );
      const page = await context.newPage();
      const bodies = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script' && new URL(res.url()).port === shopPort)
          bodies.push(res.body());
      });
      const t0 = Date.now();
      await page.goto(`${app.hostUrl}${pathname}`);
      await ready(page);
      const ms = Date.now() - t0;
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all(bodies.map((b) => b.then(gz).catch(() => 0)));
      await context.close();
      return { gzipKB: kb(sizes.reduce((a, b) => a + b, 0)), files: sizes.length, readyMs: ms };
    };
    const signedInPage = await measure('/message', (p) =>
      p.getByRole('link', { name: /^Coin balance: \d+$/ }).waitFor({ timeout: 60000 }),
    );
    const coinPage = await measure('/shop', (p) =>
      p
        .getByRole('button', { name: /^Buy \d+ coins for / })
        .first()
        .waitFor({ timeout: 60000 }),
    );
    return { widgetsOnSignedInPage: signedInPage, coinPage };
  } finally {
    await browser.close();
  }
}
