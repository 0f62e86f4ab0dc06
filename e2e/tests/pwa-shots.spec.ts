import { fileURLToPath } from 'node:url';
import { test, expect } from '../support/test';
import { DESKTOP, PHONE } from '../support/chat';
import { fireInstallPrompt, makePaying } from '../support/pwa';
import { createUser, signInAs } from '../support/session';

// The install banner, the mini install button, Safari's instructions and the push popup for the
// mfe-tasks README ("Install and push"), with PWA_SCREENSHOTS=1, on a phone and a desktop.
const shots = !!process.env.PWA_SCREENSHOTS;
const shot = (name: string) =>
  fileURLToPath(new URL(`../../mfe-tasks/docs/screenshots/${name}`, import.meta.url));
const SETTLE_MS = 500;
const SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test.skip(!shots, 'pictures only with PWA_SCREENSHOTS=1');
// Chromium's real subscribe in a test browser (an incognito-like context) fails, and says so.
test.use({ consoleErrors: /does not support the Push API in incognito mode/ });

/** Notifications blocked: the push popup stays away from the install pictures. */
const blockNotifications = () =>
  Object.defineProperty(Notification, 'permission', { get: () => 'denied' });

for (const [size, viewport] of [
  ['390', PHONE],
  ['1366', DESKTOP],
] as const) {
  test(`install banner, mini button and Safari instructions at ${size}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { userId } = await createUser({ userName: `Ina ${size}` });
    await makePaying(userId);
    const context = await browser.newContext({ baseURL, viewport });
    await context.addInitScript(blockNotifications);
    await signInAs(context, baseURL!, userId);
    const page = await context.newPage();
    try {
      await page.goto('/');
      await expect(page.getByRole('link', { name: /^Coin balance: / }).first()).toBeVisible({
        timeout: 30_000,
      });
      await fireInstallPrompt(page);
      const banner = page.getByRole('region', { name: 'Install the app' });
      await expect(banner).toBeVisible({ timeout: 10_000 });
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: shot(`install-banner-${size}.png`) });
      await banner.getByRole('button', { name: 'Not now' }).click();
      await expect(page.getByRole('button', { name: 'Install app' })).toBeVisible();
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: shot(`install-mini-${size}.png`) });
    } finally {
      await context.close();
    }

    // Safari after a one-to-one call today (the per-day flag at 2).
    const safari = await browser.newContext({ baseURL, viewport, userAgent: SAFARI_UA });
    await safari.addInitScript(blockNotifications);
    await signInAs(safari, baseURL!, userId);
    const sp = await safari.newPage();
    try {
      await sp.goto('/');
      await sp.evaluate((id) => {
        const d = new Date();
        const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        localStorage.setItem(`webappSafari:${id}`, JSON.stringify({ day, flag: 2 }));
      }, userId);
      await sp.reload();
      const dialog = sp.getByRole('dialog', { name: 'Add LivCam to your Home Screen' });
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      await sp.waitForTimeout(SETTLE_MS);
      await sp.screenshot({ path: shot(`install-safari-${size}.png`) });
    } finally {
      await safari.close();
    }
  });

  test(`push popup, and what it says when no push service answers, at ${size}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { userId } = await createUser({ userName: `Pia ${size}` });
    const context = await browser.newContext({ baseURL, viewport });
    await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin });
    await signInAs(context, baseURL!, userId);
    const page = await context.newPage();
    try {
      await page.goto('/friends');
      const popup = page.getByRole('region', { name: 'Notifications' });
      await expect(popup.getByText('Turn on notifications')).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: shot(`push-popup-${size}.png`) });
      // This machine reaches no push service: Chromium's real subscribe fails, as it would offline.
      await popup.getByRole('button', { name: 'Turn on' }).click();
      await expect(popup.getByRole('alert')).toContainText('could not reach its push service', {
        timeout: 30_000,
      });
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: shot(`push-error-${size}.png`) });
    } finally {
      await context.close();
    }
  });
}
