import { fileURLToPath } from 'node:url';
import { test, expect } from '../support/test';
import { newPerson } from '../support/friends';
import {
  DESKTOP,
  PHONE,
  enterAsFriend,
  enterFromRow,
  expectFramesAdvance,
  liveRoom,
  liveTestApi,
  pickGift,
} from '../support/live';

// The live room's pictures for the mfe-live README ("Pictures"), with LIVE_SCREENSHOTS=1: the
// room, the gift panel, the ranking, the end page and the mini player over Messages, on a phone
// and a desktop, in the built app with a seeded host's real broadcast.
const shots = !!process.env.LIVE_SCREENSHOTS;
const shot = (name: string) =>
  fileURLToPath(new URL(`../../mfe-live/docs/screenshots/${name}`, import.meta.url));
/** A rotating seeded host (10005–10012), not the one live-room-end.spec.ts ends. */
const ENDING_HOST = 10011;
/** Lets an opening sheet or a fading toast settle before a picture (never a wait for state). */
const SETTLE_MS = 700;

test.skip(!shots, 'pictures only with LIVE_SCREENSHOTS=1');

for (const [size, viewport, name] of [
  ['390', PHONE, 'Sofia Martins'],
  ['1366', DESKTOP, 'Lucas Meyer'],
] as const) {
  test(`pictures of the live room at ${size}`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const a = await newPerson(browser, baseURL!, name, 500, viewport);
    const page = a.page;
    try {
      const host = await enterFromRow(a);
      const room = liveRoom(page, host);
      await expectFramesAdvance(page);
      const input = room.getByRole('textbox', { name: 'Say something…' });
      await input.fill('Hi! Greetings from Lisbon');
      await input.press('Enter');
      await expect(room.getByRole('list', { name: 'Live chat' })).toContainText('Lisbon');
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: shot(`room-${size}.png`) });

      await room.getByRole('button', { name: `Follow ${host}` }).click();
      await expect(page.getByRole('dialog', { name: `Follow ${host}?` })).toBeVisible();
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: shot(`follow-${size}.png`) });
      await page
        .getByRole('dialog', { name: `Follow ${host}?` })
        .getByRole('button', { name: 'Cancel' })
        .first()
        .click();

      const gift = await pickGift(page, room, 1);
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: shot(`gifts-${size}.png`) });
      await gift.send.click();
      await expect(gift.panel.getByText(`${500 - gift.price} coins`)).toBeVisible();
      await gift.panel.getByRole('button', { name: 'Close' }).click();

      await room.getByRole('button', { name: /^Gift ranking, / }).click();
      const ranking = page.getByRole('dialog', { name: 'Gift ranking' });
      await expect(ranking.getByRole('listitem').filter({ hasText: a.name })).toBeVisible();
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: shot(`ranking-${size}.png`) });
      await ranking.getByRole('button', { name: 'Close the ranking' }).click();

      await room.getByRole('button', { name: 'Minimise' }).click();
      await page.getByRole('link', { name: 'Messages' }).first().click();
      await expect(page).toHaveURL(/\/message$/);
      await expect(page.getByRole('region', { name: `Live of ${host}, minimised` })).toBeVisible();
      await expectFramesAdvance(page);
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: shot(`mini-${size}.png`) });
      await page.getByRole('button', { name: 'Close the live' }).click();

      // The end page: a live this viewer watches ends.
      const live = await liveTestApi.start(ENDING_HOST);
      const ending = await enterAsFriend(page, a.userId, ENDING_HOST);
      await liveTestApi.end(live.liveStudioId);
      const end = liveRoom(page, ending).getByRole('article', { name: ending });
      await expect(end.getByRole('button', { name: / watching$/ }).first()).toBeVisible();
      await page.waitForTimeout(SETTLE_MS * 2);
      await page.screenshot({ path: shot(`end-${size}.png`) });
    } finally {
      await a.context.close();
    }
  });
}
