import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { PROFILES, HOSTNAME } from '../../scripts/lib/apps.mjs';
import { signInAs } from '../support/session';

// A landing that paints at once from HTML and never jumps, delivered compressed, with
// one manifest fetch per remote. Speed itself is measured by `pnpm bench` (lighthouse), never
// asserted here; these check the mechanisms.

const HERO = 'Video chat with people around the world';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 860 };
const CALL_CHAT = `http://${HOSTNAME}:${PROFILES.e2e.remotes.mfe_call_chat}`;
const AUTH = `http://${HOSTNAME}:${PROFILES.e2e.remotes.mfe_auth}`;

test.describe('before any script runs (JavaScript disabled)', () => {
  test.use({ javaScriptEnabled: false });

  test('the phone gets the hero and the phone layout from the HTML itself', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Bottom bar' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Online now' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Cookie policy' }),
    ).toBeVisible();
    // The hero's button is a link that works without the app.
    await expect(page.getByRole('link', { name: 'Sign in to start chatting' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page).toHaveTitle('LivCam – Random Video Chat with New People Online');
  });

  test('a desktop width gets the sidebar instead, from the same HTML (CSS decides)', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Bottom bar' })).toBeHidden();
  });

  test('the language roots carry their own title, meta and language', async ({ page }) => {
    await page.goto('/tr/');
    await expect(page).toHaveTitle('LivCam – Yeni İnsanlarla Rastgele Görüntülü Sohbet');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Rastgele birebir/,
    );
    await expect(page.getByRole('link', { name: 'Sign in to start chatting' })).toHaveAttribute(
      'href',
      '/tr/login',
    );
    await page.goto('/nl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  });

  test('other routes are not served the snapshot', async ({ page }) => {
    for (const path of ['/login', '/wall', '/tr/message', '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: HERO }), path).toHaveCount(0);
      expect(await page.locator('#prerender').count(), path).toBe(0);
    }
  });
});

/** Sums layout-shift entries (without recent input) from the very start of the page. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: unknown[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      }[]) {
        if (e.hadRecentInput) continue;
        w.__cls += e.value;
        w.__shifts.push({
          value: e.value,
          nodes: (e.sources ?? []).map((s) =>
            (s.node as Element | undefined)?.outerHTML?.slice(0, 80),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`${name}: no layout shift from the first paint to the app having taken over`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await watchShifts(page);
    await page.goto('/');
    // The app took over: the snapshot is gone and the hero is the app's own, in #root.
    await expect(page.locator('#prerender')).toHaveCount(0);
    await expect(
      page.locator('#root').getByRole('heading', { level: 1, name: HERO }),
    ).toBeVisible();
    await expect(
      page.locator('#root').getByRole('link', { name: 'Sign in' }).first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const { cls, shifts } = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __shifts: unknown[] };
      return { cls: w.__cls, shifts: w.__shifts };
    });
    expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
    // The hero's link now opens the popup in place.
    await page.getByRole('link', { name: 'Sign in to start chatting' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });
}

test('a signed-in visitor never sees the visitor landing (the app renders as before)', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Coin balance/ })).toBeVisible();
  await expect(page.locator('#prerender')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in to start chatting' })).toHaveCount(0);
});

test('JavaScript is sent compressed (brotli, else gzip), hashed files cached for a year, the rest revalidated', async ({
  page,
  request,
  baseURL,
}) => {
  const scripts: { url: string; encoding?: string; size: Promise<number> }[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push({
        url: res.url(),
        encoding: res.headers()['content-encoding'],
        size: res.body().then(
          (b) => b.length,
          () => 0,
        ),
      });
  });
  await page.goto('/');
  await expect(page.locator('#root').getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  const big = [];
  for (const s of scripts) if ((await s.size) >= 512) big.push(s);
  expect(big.length).toBeGreaterThan(3);
  // Files under 512 bytes have no compressed copy (it would save nothing: tools/precompress.cjs).
  for (const s of big) expect([s.url, s.encoding]).toEqual([s.url, 'br']);

  const main = scripts.find((s) => /\/main\.[0-9a-f]{8}\.js$/.test(s.url))!.url;
  const br = await request.get(main, { headers: { 'Accept-Encoding': 'br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['vary']).toMatch(/Accept-Encoding/i);
  expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const gz = await request.get(main, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(main, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(Number(plain.headers()['content-length'])).toBeGreaterThan(
    3 * Number(br.headers()['content-length']),
  );

  for (const url of [
    `${baseURL}/`,
    `${baseURL}/wall`,
    `${baseURL}/app-config.json`,
    `${CALL_CHAT}/mf-manifest.json`,
    `${CALL_CHAT}/remoteEntry.js`,
  ]) {
    const res = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect([url, res.headers()['cache-control']]).toEqual([url, 'no-cache']);
  }
  const page1 = await request.get(`${baseURL}/`, { headers: { 'Accept-Encoding': 'br' } });
  expect(page1.headers()['content-encoding']).toBe('br');
});

test('each remote manifest is fetched once', async ({ page }) => {
  const manifests: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/mf-manifest.json')) manifests.push(new URL(req.url()).origin);
  });
  await page.goto('/');
  await expect(page.locator('#root').getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  // The login popup (mfe_auth) too.
  await page.getByRole('link', { name: 'Sign in to start chatting' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(manifests.filter((o) => o === CALL_CHAT)).toHaveLength(1);
  expect(manifests.filter((o) => o === AUTH)).toHaveLength(1);
  expect(new Set(manifests).size).toBe(manifests.length);
});

// The first tap on the pre-rendered landing, before the app has taken over: it is answered on
// the spot (the link shows it is on its way) and opens the sign-in popup on this page once the app
// runs — not a new page load of /login. The app's scripts are held back here so the tap surely
// comes first.
test('a tap on Sign in before the app has taken over opens the sign-in popup on this page', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
  const cta = page.locator('#prerender').getByRole('link', { name: 'Sign in to start chatting' });
  await cta.click();
  await expect(cta).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  await expect(page.locator('#prerender')).toHaveCount(0);
});
