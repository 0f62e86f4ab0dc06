import { fileURLToPath } from 'node:url';
import { test, expect } from '../support/test';
import { newPerson } from '../support/friends';
import { signInDialog } from '../support/popup';
import { devApi } from '../support/session';
import {
  DESKTOP,
  PHONE,
  enterAsFriend,
  expectFramesAdvance,
  liveRoom,
  liveTestApi,
} from '../support/live';

// The visitors' pictures for the mfe-live README ("Visitors: tourists and shared links"), with
// LIVE_SCREENSHOTS=1: a tourist in a live, the viewing-limit prompt, a guest watching a shared
// link, and the link once the live ended, on a phone and a desktop.
const shots = !!process.env.LIVE_SCREENSHOTS;
const shot = (name: string) =>
  fileURLToPath(new URL(`../../mfe-live/docs/screenshots/${name}`, import.meta.url));
/** A rotating seeded host (10005–10012) no other spec ends. */
const SHARED_HOST = 10009;
const SETTLE_MS = 700;

test.skip(!shots, 'pictures only with LIVE_SCREENSHOTS=1');

for (const [size, viewport] of [
  ['390', PHONE],
  ['1366', DESKTOP],
] as const) {
  test(`pictures of a tourist and a guest at ${size}`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const visitor = await browser.newContext({ baseURL, viewport });
    const sharer = await newPerson(browser, baseURL!, `Rui ${size}`, 0, viewport);
    try {
      // A tourist from the landing's row, then the limit.
      const page = await visitor.newPage();
      await page.goto('/');
      const card = page
        .getByRole('region', { name: 'Popular live' })
        .getByRole('button', { name: /^Watch .+'s live/ })
        .first();
      await card.click();
      await expect(liveRoom(page)).toBeVisible({ timeout: 30_000 });
      await expectFramesAdvance(page);
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: shot(`tourist-${size}.png`) });
      const touristId = await page.evaluate(
        () => JSON.parse(localStorage.getItem('lc.touristId') ?? 'null') as string,
      );
      await devApi('/dev/api/live/tourists/limit', { audienceId: touristId, limitMs: 1_000 });
      await expect(page.getByRole('button', { name: 'Register for free' })).toBeVisible({
        timeout: 20_000,
      });
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: shot(`tourist-limit-${size}.png`) });
      await page.getByRole('button', { name: 'Register for free' }).click();
      await expect(signInDialog(page)).toBeVisible();
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: shot(`tourist-limit-popup-${size}.png`) });

      // A shared link: the guest's room, then the ended link.
      const live = await liveTestApi.start(SHARED_HOST);
      const host = await enterAsFriend(sharer.page, sharer.userId, SHARED_HOST);
      await sharer.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await liveRoom(sharer.page, host).getByRole('button', { name: 'Share' }).click();
      await expect(sharer.page.getByText(/The link has been copied/)).toBeVisible();
      const link = new URL(await sharer.page.evaluate(() => navigator.clipboard.readText()));
      const guest = await browser.newContext({ baseURL, viewport });
      const gp = await guest.newPage();
      await gp.goto(link.pathname);
      await expect(liveRoom(gp, host)).toBeVisible({ timeout: 30_000 });
      await expectFramesAdvance(gp);
      await gp.waitForTimeout(SETTLE_MS);
      await gp.screenshot({ path: shot(`shared-${size}.png`) });
      await liveTestApi.end(live.liveStudioId);
      await gp.goto(link.pathname);
      await expect(
        gp.getByText('This live has ended. Free register for more lives.'),
      ).toBeVisible();
      await gp.waitForTimeout(SETTLE_MS);
      await gp.screenshot({ path: shot(`shared-ended-${size}.png`) });
      await guest.close();
    } finally {
      await Promise.all([visitor.close(), sharer.context.close()]);
    }
  });
}
