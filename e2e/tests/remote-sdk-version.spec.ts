import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '../support/test';
import { serveDir, type Closable } from '../../scripts/lib/servers.mjs';
import { appConfigFor, distOf, e2ePort } from '../../scripts/lib/apps.mjs';
import { signInAs } from '../support/session';

// Independent releases (docs/CONTRACTS.md "SDK versions across releases"): the shop team ships
// a build made against a newer shared-sdk than the running host carries. With 'loaded-first'
// the host's SDK would be used and the new code would crash when it calls a function the old
// SDK lacks; instead the remote requires its SDK version strictly, is refused at load, and its
// region says that the app needs an update. The rest of the app keeps working.

/** The shop's real build, altered as if it had been built against a newer minor of the SDK. */
function shopBuiltAgainstNewerSdk(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'livcam-shop-newer-sdk-'));
  fs.cpSync(distOf('mfe-shop'), dir, { recursive: true });
  // The SDK version the real build was made against (shared-sdk/package.json).
  const sdkPackage = path.resolve(distOf('shared-sdk'), '..', 'package.json');
  const sdk = JSON.parse(fs.readFileSync(sdkPackage, 'utf8')).version as string;
  // Same major, a minor the host does not have yet: the case independent releases meet.
  const NEWER = `${sdk.split('.')[0]}.99.0`;
  const entry = path.join(dir, 'remoteEntry.js');
  const js = fs.readFileSync(entry, 'utf8');
  const altered = js
    .replaceAll(`c("shared-sdk","${sdk}"`, `c("shared-sdk","${NEWER}"`)
    .replaceAll(`"shared-sdk":[{version:"${sdk}"`, `"shared-sdk":[{version:"${NEWER}"`)
    .replaceAll(`requiredVersion:"^${sdk}"`, `requiredVersion:"^${NEWER}"`);
  expect(altered).not.toBe(js);
  fs.writeFileSync(entry, altered);
  const manifestPath = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  for (const s of manifest.shared) {
    if (s.name !== 'shared-sdk') continue;
    s.version = NEWER;
    s.requiredVersion = `^${NEWER}`;
  }
  fs.writeFileSync(manifestPath, JSON.stringify(manifest));
  // The build's precompressed copies (served first, docs/DELIVERY.md) would still be the old ones.
  for (const f of [entry, manifestPath]) for (const ext of ['.br', '.gz']) fs.rmSync(f + ext, { force: true });
  return dir;
}

test('a remote built against a newer SDK than the host is refused with an update message; the rest works', async ({
  page,
  context,
}) => {
  const dir = shopBuiltAgainstNewerSdk();
  const shop = await serveDir(dir, e2ePort(5));
  const host = await serveDir(distOf('host-shell'), e2ePort(6), {
    spa: true,
    appConfig: appConfigFor('e2e', { remotes: { mfe_shop: `${shop.url}/mf-manifest.json` } }),
  });
  try {
    await signInAs(context, host.url);
    await page.goto(`${host.url}/shop`);
    const card = page.getByRole('alert');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText('needs a newer version of the app');
    await expect(card.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coin shop' })).toHaveCount(0);
    await page.goto(`${host.url}/wall`);
    await expect(page.getByRole('heading', { name: 'Discover wall' })).toBeVisible();
  } finally {
    for (const c of [host, shop] as Closable[]) await c.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
