import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { test, expect } from '../support/test';
import { befriend, sendText } from '../support/chat-store';
import { PHONE } from '../support/chat';
import { credit } from '../support/friends';
import { tr, trPattern } from '../support/i18n';
import { ALWAYS_LIVE_HOSTS, expectFramesAdvance } from '../support/live';
import { createUser, signInAs } from '../support/session';

// The pictures of the root README's language section, with LANG_SCREENSHOTS=1: the landing, a
// chat, the shop and a live room in Arabic (right to left) and Japanese, on a phone.
const shots = !!process.env.LANG_SCREENSHOTS;
const shot = (name: string) =>
  fileURLToPath(new URL(`../../docs/screenshots/languages/${name}`, import.meta.url));
/** Lets fonts and a fading toast settle before a picture (never a wait for state). */
const SETTLE_MS = 800;
/** The task entry's passing tip (20 s, mfe-tasks) is gone, so it does not cover the page. */
const noTip = (page: import('@playwright/test').Page) =>
  expect(page.getByRole('banner').getByRole('status')).toHaveCount(0, { timeout: 30_000 });

test.skip(!shots, 'pictures only with LANG_SCREENSHOTS=1');

async function phoneIn(browser: Browser, baseURL: string, lng: string) {
  const context = await browser.newContext({ locale: lng, viewport: PHONE, baseURL });
  return { context, page: await context.newPage() };
}

for (const lng of ['ar', 'ja'] as const) {
  test(`the landing, a chat, the shop and a live room in ${lng}`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const t = (key: string, values?: Record<string, string | number>) => tr(lng, key, values);

    const visitor = await phoneIn(browser, baseURL!, lng);
    await visitor.page.goto('/');
    await expect(visitor.page.getByText(t('callChat:landing.lead'))).toBeVisible();
    await visitor.page.waitForTimeout(SETTLE_MS);
    await visitor.page.screenshot({ path: shot(`${lng}-landing-390.png`) });
    await visitor.context.close();

    const names = lng === 'ar' ? ['ليلى', 'عمر'] : ['さくら', 'はると'];
    const { userId: me } = await createUser({ userName: names[0] });
    const { userId: friend } = await createUser({ userName: names[1] });
    await credit(me, 300);
    await befriend(me, friend);
    const friendSession = await (async () => {
      const c = await browser.newContext({ baseURL });
      const s = await signInAs(c, baseURL!, friend);
      await c.close();
      return s;
    })();
    const { context, page } = await phoneIn(browser, baseURL!, lng);
    const mine = await signInAs(context, baseURL!, me);
    await sendText(mine, friend, lng === 'ar' ? 'مرحبا! كيف حالك؟' : 'こんにちは！元気？');
    await sendText(friendSession, me, lng === 'ar' ? 'بخير، شكرا 😊' : '元気だよ、ありがとう 😊');

    await page.goto(`/message/session/${friend}`);
    await expect(page.getByRole('textbox', { name: t('callChat:chat.message') })).toBeVisible();
    await noTip(page);
    await page.waitForTimeout(SETTLE_MS);
    await page.screenshot({ path: shot(`${lng}-chat-390.png`) });

    await page.goto('/shop');
    await page.waitForLoadState('networkidle');
    await noTip(page);
    await page.waitForTimeout(SETTLE_MS);
    await page.screenshot({ path: shot(`${lng}-shop-390.png`) });

    // A live room: an always-live host, entered with the badge in the chat with them.
    const host = ALWAYS_LIVE_HOSTS[0]!;
    await befriend(me, host);
    await page.goto(`/message/session/${host}`);
    const watch = page.getByRole('button', { name: trPattern(lng, 'callChat:liveFriends.watch') });
    await watch.click();
    await expect(
      page.getByRole('dialog', { name: trPattern(lng, 'live:liveRoom.room.label') }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expectFramesAdvance(page);
    await page.waitForTimeout(SETTLE_MS);
    await page.screenshot({ path: shot(`${lng}-live-390.png`) });
    await context.close();
  });
}
