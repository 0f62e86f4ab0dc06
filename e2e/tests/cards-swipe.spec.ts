import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Locator, type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { BACKEND, signInAs } from '../support/session';

const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mfe-call-chat/docs');

// On a phone (390×844): the card follows
// a drag and, let go far enough, goes — left to the next host, right liked and on; a short drag
// springs back. A host with a story video plays it muted and looping, inline, poster first, from
// this backend. The deck is the seeded hosts by id: 10001 Emma Johnson (a story video),
// 10002 Olivia Carter, 10003 Ava Mitchell (backend/src/seed/data/hosts.ts, modules/hosts/stories.ts).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: false });

const card = (page: Page, name: string) => page.getByRole('article', { name });

/** A mouse drag across the card from its middle, `dx` px sideways, in small steps. */
async function drag(page: Page, target: Locator, dx: number, dy = 0): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('card not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

test('swiping cards with the mouse: left is next, right likes and goes on, a short drag springs back; a story video plays', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!);
  await page.goto('/card');
  const emma = card(page, 'Emma Johnson');
  await expect(emma).toBeVisible();

  // The story video: from this backend, poster first, muted, looping, inline, and it plays.
  const video = emma.locator('video');
  await expect(video).toHaveAttribute('poster', `${BACKEND}/assets/hosts/10001/story.jpg`);
  await expect(video).toHaveAttribute('src', `${BACKEND}/assets/hosts/10001/story.webm`);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline])).toEqual([
    true,
    true,
    true,
  ]);
  const t0 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(t0 + 0.5);
  // The 3 s clip loops: time goes round rather than stopping at the end.
  await expect
    .poll(
      () => video.evaluate((v: HTMLVideoElement) => !v.paused && !v.ended && v.readyState >= 2),
      { timeout: 10_000 },
    )
    .toBe(true);

  // A short drag (25 px) and a mostly vertical one: the card stays.
  await drag(page, emma, 25);
  await drag(page, emma, -60, 200);
  await expect(emma).toBeVisible();
  await expect(emma).toHaveCSS('transform', 'none');

  // Left: the next host.
  await drag(page, emma, -160);
  const olivia = card(page, 'Olivia Carter');
  await expect(olivia).toBeVisible();
  await expect(olivia.locator('video')).toHaveCount(0); // no story: the picture
  await expect(page.getByRole('button', { name: 'Like', pressed: false })).toBeVisible();

  // Right: liked, and on to the next.
  await drag(page, olivia, 160);
  await expect(card(page, 'Ava Mitchell')).toBeVisible();

  // The like was kept by the server: from the first card again, Next shows Olivia liked.
  await page.reload();
  await expect(emma).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(olivia).toBeVisible();
  await expect(page.getByRole('button', { name: 'Liked', pressed: true })).toBeVisible();

  // The buttons and the keyboard still work: ArrowLeft on the focused card is Next.
  await olivia.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(card(page, 'Ava Mitchell')).toBeVisible();
});

// README screenshots (CARDS_SCREENSHOTS=1, under the machine lock): a video card at both sizes,
// and a card mid-drag on the phone.
for (const size of [
  { name: '390', width: 390, height: 844 },
  { name: '1366', width: 1366, height: 860 },
]) {
  test(`screenshot: CardPage with a video card at ${size.name}`, async ({ browser, baseURL }) => {
    test.skip(!process.env.CARDS_SCREENSHOTS, 'CARDS_SCREENSHOTS=1 writes the README screenshots');
    const context = await browser.newContext({
      baseURL,
      viewport: { width: size.width, height: size.height },
    });
    const page = await context.newPage();
    try {
      await signInAs(context, baseURL!);
      await page.goto('/card');
      const emma = card(page, 'Emma Johnson');
      const video = emma.locator('video');
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
        .toBeGreaterThan(1);
      await page.screenshot({ path: path.join(DOCS, `card-video-${size.name}.png`) });
      if (size.name !== '390') return;
      // Mid-drag to the right: the card follows the mouse and shows the Like stamp.
      const box = (await emma.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 70, box.y + box.height / 3 + 6, { steps: 8 });
      await page.waitForTimeout(100);
      await page.screenshot({ path: path.join(DOCS, `card-swipe-${size.name}.png`) });
      await page.mouse.up();
    } finally {
      await context.close();
    }
  });
}
