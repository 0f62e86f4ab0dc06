import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '../support/test';
import { serveDir } from '../../scripts/lib/servers.mjs';
import { appConfigFor, distOf, e2ePort } from '../../scripts/lib/apps.mjs';
import { signInAs } from '../support/session';
import { waitForServiceWorker } from '../support/pwa';

// The web app: its manifest and icons, the one service worker the host owns (host-shell
// README "Web app: manifest, icons, service worker"): it controls the page, never serves a
// remote's old build after a redeploy, and shows the offline page when a page cannot load.

/** A PNG's width and height from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test('the manifest is linked from every landing and served with its 192 and 512 px icons; the service worker controls the page', async ({
  page,
}) => {
  for (const landing of ['/', '/tr', '/gb', '/nl']) {
    const html = await (await page.request.get(landing)).text();
    expect(html, landing).toMatch(/<link rel="?manifest"? href="?\/manifest\.webmanifest/);
  }
  const res = await page.request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'LivCam', start_url: '/', display: 'standalone' });
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}`);
    expect(icon, `${size} px icon`).toBeTruthy();
    const png = await page.request.get(icon!.src);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(pngSize(await png.body())).toEqual([size, size]);
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await waitForServiceWorker(page);
});

/**
 * A copy of mfe-tasks' build, and a way to redeploy it as a new build would: every chunk holding
 * `from` gets the text `to` under a new content hash, and the remote's entry and manifest point at
 * the new files (the old ones stay, as on a CDN).
 */
function tasksCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'livcam-tasks-redeploy-'));
  fs.cpSync(distOf('mfe-tasks'), dir, { recursive: true });
  const redeploy = (from: string, to: string) => {
    const entryPath = path.join(dir, 'remoteEntry.js');
    const manifestPath = path.join(dir, 'mf-manifest.json');
    let entry = fs.readFileSync(entryPath, 'utf8');
    let manifest = fs.readFileSync(manifestPath, 'utf8');
    const hashOf = (f: string) => f.match(/\.([0-9a-f]{8})\.js$/)?.[1] ?? '';
    // The remote's chunks (the standalone dev page's own are not in its entry) holding the text.
    const chunks = fs
      .readdirSync(dir)
      .filter((f) => hashOf(f) && entry.includes(`"${hashOf(f)}"`))
      .filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes(from));
    expect(chunks.length).toBeGreaterThan(0);
    for (const file of chunks) {
      const hash = hashOf(file);
      const next = Math.floor(Math.random() * 0xffffffff)
        .toString(16)
        .padStart(8, '0');
      const js = fs.readFileSync(path.join(dir, file), 'utf8').replaceAll(from, to);
      fs.writeFileSync(path.join(dir, file.replace(hash, next)), js);
      entry = entry.replaceAll(`"${hash}"`, `"${next}"`);
      manifest = manifest.replaceAll(file, file.replace(hash, next));
    }
    fs.writeFileSync(entryPath, entry);
    fs.writeFileSync(manifestPath, manifest);
    // The build's precompressed copies (served first, docs/DELIVERY.md) would be the old ones.
    for (const f of [entryPath, manifestPath])
      for (const ext of ['.br', '.gz']) fs.rmSync(f + ext, { force: true });
  };
  return { dir, redeploy };
}

test('after a remote redeploys, the page gets its new build, not the one the service worker saw', async ({
  page,
  context,
}) => {
  const tasks = tasksCopy();
  let remote = await serveDir(tasks.dir, e2ePort(8));
  const host = await serveDir(distOf('host-shell'), e2ePort(7), {
    spa: true,
    appConfig: appConfigFor('e2e', { remotes: { mfe_tasks: `${remote.url}/mf-manifest.json` } }),
  });
  try {
    await signInAs(context, host.url);
    await page.goto(`${host.url}/download`);
    await expect(page.getByRole('heading', { level: 1, name: 'Get the app' })).toBeVisible({
      timeout: 30_000,
    });
    await waitForServiceWorker(page);
    // Loaded again under the service worker: it has now seen (and kept) the remote's manifest and entry.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Get the app' })).toBeVisible();
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const n of names) for (const r of await (await caches.open(n)).keys()) urls.push(r.url);
      return urls;
    });
    expect(kept).toContain(`${remote.url}/mf-manifest.json`);
    expect(kept).toContain(`${remote.url}/remoteEntry.js`);

    // The redeploy: new files, and the remote's server started again on them (a static server
    // reads its file list and ETags at start, as a CDN is invalidated after a release).
    await remote.close();
    tasks.redeploy('"Get the app"', '"Get the app, new build"');
    remote = await serveDir(tasks.dir, e2ePort(8));
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Get the app, new build' }),
    ).toBeVisible({
      timeout: 30_000,
    });
    // Every other remote still loads under the service worker.
    await page.goto(`${host.url}/shop`);
    await expect(page.getByRole('heading', { name: 'Coin shop' })).toBeVisible({ timeout: 30_000 });
    await page.goto(`${host.url}/wall`);
    await expect(page.getByRole('heading', { name: 'Discover wall' })).toBeVisible({
      timeout: 30_000,
    });
    await page.goto(`${host.url}/profile/edit`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  } finally {
    await host.close();
    await remote.close();
    fs.rmSync(tasks.dir, { recursive: true, force: true });
  }
});

test.describe('offline', () => {
  // The site cannot be reached on purpose: requests then fail as a browser reports them.
  test.use({
    consoleErrors: /net::ERR_CONNECTION_REFUSED|net::ERR_FAILED|net::ERR_INTERNET_DISCONNECTED/,
  });

  test('a page that cannot be reached shows the offline page; Retry loads the app once it can', async ({
    page,
    context,
  }) => {
    // A host of its own, so the test can take the site away (as a lost connection does) and
    // bring it back; the backend and the remotes stay up.
    const port = e2ePort(9);
    const serveHost = () =>
      serveDir(distOf('host-shell'), port, { spa: true, appConfig: appConfigFor('e2e') });
    let host = await serveHost();
    try {
      await signInAs(context, host.url);
      await page.goto(`${host.url}/wall`);
      await expect(page.getByRole('heading', { name: 'Discover wall' })).toBeVisible({
        timeout: 30_000,
      });
      await waitForServiceWorker(page);
      await host.close();
      await page.goto(`${host.url}/friends`);
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      await expect(page.getByText('LivCam needs an internet connection.')).toBeVisible();
      host = await serveHost();
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible({
        timeout: 30_000,
      });
    } finally {
      await host.close();
    }
  });
});
