import net from 'node:net';
import { test, expect } from '../support/test';
import { serveDir, type Closable } from '../../scripts/lib/servers.mjs';
import { appConfigFor, distOf, e2ePort } from '../../scripts/lib/apps.mjs';
import { signInAs } from '../support/session';

// Failure isolation: a remote that is down or hung shows a retry card in its own
// region; the shell and the other remotes keep working; retry recovers once it is back.
// Each test runs its own host server with its own deploy-time remote list.

// The drills below make the browser fail to reach a remote on purpose. Once the app's service
// worker controls the page (host-shell README "Web app"), the page sees the worker's failed
// fetch of the manifest as net::ERR_FAILED: the same refusal, one step removed.
test.use({ consoleErrors: /net::ERR_CONNECTION_REFUSED|net::ERR_FAILED/ });

const DEAD_PORT = e2ePort(1);
const HUNG_PORT = e2ePort(2);

function hostWith(port: number, overrides: Record<string, unknown>): Promise<Closable> {
  return serveDir(distOf('host-shell'), port, {
    spa: true,
    appConfig: appConfigFor('e2e', overrides),
  });
}

test('a remote on a dead port shows the retry card, the rest works, retry recovers', async ({
  page,
  context,
}) => {
  const host = await hostWith(e2ePort(3), {
    remotes: { mfe_shop: `http://127.0.0.1:${DEAD_PORT}/mf-manifest.json` },
  });
  let shop: Closable | null = null;
  try {
    await signInAs(context, host.url);
    await page.goto(`${host.url}/shop`);
    const card = page.getByRole('alert');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The part in words, not its federation name.
    await expect(card).toContainText('The shop could not load.');
    await expect(card).not.toContainText('mfe_shop');
    // The shell and the session still work, and so do the other remotes.
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
    await page.goto(`${host.url}/wall`);
    await expect(page.getByRole('heading', { name: 'Discover wall' })).toBeVisible();
    await page.goto(`${host.url}/shop`);
    await expect(page.getByRole('alert')).toBeVisible({ timeout: 30_000 });
    // The shop team redeploys: the same URL answers again, and Retry brings the page in.
    shop = await serveDir(distOf('mfe-shop'), DEAD_PORT);
    await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Coin shop' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await shop?.close();
    await host.close();
  }
});

test('a hung manifest times out into the retry card', async ({ page, context }) => {
  // A server that accepts connections and never answers.
  const sockets = new Set<net.Socket>();
  const hung = net.createServer((s) => {
    sockets.add(s);
    s.on('error', () => {});
  });
  await new Promise<void>((r) => hung.listen(HUNG_PORT, '127.0.0.1', () => r()));
  const host = await hostWith(e2ePort(4), {
    manifestTimeoutMs: 2000,
    remotes: { mfe_tasks: `http://127.0.0.1:${HUNG_PORT}/mf-manifest.json` },
  });
  try {
    await signInAs(context, host.url);
    await page.goto(`${host.url}/`);
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
    await page.goto(`${host.url}/task`);
    await expect(page.getByRole('alert')).toBeVisible({ timeout: 40_000 });
    await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
  } finally {
    for (const s of sockets) s.destroy();
    hung.close();
    await host.close();
  }
});
