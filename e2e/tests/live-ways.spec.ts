import { fileURLToPath } from 'node:url';
import { test, expect } from '../support/test';
import { seriousViolations } from '../support/axe';
import { typeAndSend } from '../support/chat';
import { befriend } from '../support/chat-store';
import { openFriends } from '../support/friends';
import { signInAs } from '../support/session';

// The ways into a live: mfe_live's row on LivCam (a page slot the host fills), the wall's row and
// living friends in mfe_call_chat's friends list. Seeded hosts 10001–10004 are always live
// (backend live README "Lifecycle and schedule"). With LIVE_SCREENSHOTS=1 it also rewrites the
// mfe-live README's screenshots (docs/screenshots/row-*.png).
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 860 };
const shots = !!process.env.LIVE_SCREENSHOTS;
const shot = (name: string) =>
  fileURLToPath(new URL(`../../mfe-live/docs/screenshots/${name}`, import.meta.url));

test('a visitor sees the living lives on LivCam; a tap opens the live for them as a tourist', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Popular live' });
  const cards = row.getByRole('button', { name: /^Watch .+'s live\. \d+ watching$/ });
  await expect(cards.first()).toBeVisible();
  // The Popular variant: 4 lives and More (the seeded hosts alone are 4).
  await expect(cards).toHaveCount(4);
  await expect(row.getByRole('button', { name: 'More' })).toBeVisible();
  // The row sits between the hero and "Online now", in the box kept from the first paint.
  const heroBox = await page.locator('#root').getByRole('heading', { level: 1 }).boundingBox();
  const rowBox = await row.boundingBox();
  const onlineBox = await page.getByRole('heading', { name: 'Online now' }).boundingBox();
  expect(heroBox!.y).toBeLessThan(rowBox!.y);
  expect(rowBox!.y + rowBox!.height).toBeLessThanOrEqual(onlineBox!.y);
  expect(Math.round(rowBox!.height)).toBe(206);
  // A stored tourist id asked for the public list.
  const tourist = await page.evaluate(() => localStorage.getItem('lc.touristId'));
  expect(tourist).toMatch(/^"[A-Za-z0-9_-]{8,64}"$/);
  if (shots) {
    await page.waitForTimeout(800); // covers decoded
    await page.screenshot({ path: shot('row-livcam-visitor-390.png') });
  }
  const host = /^Watch (.+)'s live/.exec((await cards.first().getAttribute('aria-label'))!)![1]!;
  await cards.first().click();
  await expect(page.getByRole('dialog', { name: `Live of ${host}` })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
});

test('signed in: LivCam row, More to the wall, and the wall has its own row of 5', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!);
  for (const [size, viewport] of [
    ['1366', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const row = page.getByRole('region', { name: 'Popular live' });
    await expect(row.getByRole('button', { name: /^Watch / })).toHaveCount(4);
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) {
      await page.waitForTimeout(800);
      await page.screenshot({ path: shot(`row-livcam-${size}.png`) });
    }
  }
  await page
    .getByRole('region', { name: 'Popular live' })
    .getByRole('button', { name: 'More' })
    .click();
  await expect(page).toHaveURL(/\/wall$/);
  const wallRow = page.getByRole('region', { name: 'Live now' });
  await expect(wallRow.getByRole('button', { name: /^Watch / }).first()).toBeVisible();
  expect(await wallRow.getByRole('button', { name: /^Watch / }).count()).toBeLessThanOrEqual(5);
});

test('friends list: a living friend has a LIVE badge beside the chat link', async ({
  page,
  context,
  baseURL,
}) => {
  const s = await signInAs(context, baseURL!);
  // 10001 is always live; 10005–10012 come and go.
  await befriend(Number(s.userId), 10001);
  for (const [size, viewport] of [
    ['390', PHONE],
    ['1366', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await openFriends(page);
    const list = page.getByRole('list', { name: 'Your friends' });
    const badge = list.getByRole('button', { name: /^Watch .+'s live$/ });
    await expect(badge).toHaveCount(1);
    const row = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Watch .+'s live$/ }) });
    await expect(row.getByRole('link', { name: /^Chat with / })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) {
      await page.waitForTimeout(800);
      await page.screenshot({ path: shot(`row-friends-${size}.png`) });
    }
  }
  // The chat with them: the badge in its header too, beside the call button.
  await page.goto('/message/session/10001');
  const header = page.getByRole('region', { name: /^Chat with / });
  await expect(header.getByRole('button', { name: /^Watch .+'s live$/ })).toBeVisible();
  // And in the chat list, once they have a conversation.
  await typeAndSend(page, 'Hi! Going to watch your live.');
  await page.goto('/message');
  const chats = page.getByRole('list', { name: 'Conversations' });
  await expect(chats.getByRole('button', { name: /^Watch .+'s live$/ })).toHaveCount(1);
  if (shots) {
    await page.waitForTimeout(500);
    await page.screenshot({ path: shot('row-chats-1366.png') });
  }
});

test('signed in: the live-enter card offers a live on LivCam once, and closes', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  // 8 s after the page (LIVE_ENTER_DELAY_MS), a card, not a modal: the page stays usable.
  const card = page.getByRole('complementary', { name: / is live now$/ });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('button', { name: 'Enter' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Popular live' })).toBeVisible();
  if (shots) await page.screenshot({ path: shot('row-enter-popup-390.png') });
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toHaveCount(0);
  // Once a day: back on LivCam, it does not come again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Popular live' })).toBeVisible();
  await page.waitForTimeout(9_000);
  await expect(card).toHaveCount(0);
});
