import { test, expect } from '../support/test';
import { uniqueUkMobile, latestCode } from '../support/auth';
import { newPerson } from '../support/friends';
import { completeProfile, enterPhone, signInDialog } from '../support/popup';
import { devApi } from '../support/session';
import {
  PHONE,
  chatLines,
  enterAsFriend,
  expectFramesAdvance,
  liveRoom,
  liveTestApi,
} from '../support/live';

// Watching without an account (mfe-live README "Visitors: tourists and shared links"): a tourist
// from the landing's row, with the viewing-time limit shortened for that one tourist through the
// test API; and a guest opening a shared link in a browser with no cookies.

/** A rotating seeded host (10005–10012) whose live this spec starts and ends, no other spec's. */
const SHARED_HOST = 10010;

test('a tourist watches from the landing; at the limit the video stops, and signing up goes on with the same live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  try {
    await page.goto('/');
    const card = page
      .getByRole('region', { name: 'Popular live' })
      .getByRole('button', { name: /^Watch .+'s live/ })
      .first();
    await expect(card).toBeVisible({ timeout: 45_000 });
    const host = /^Watch (.+)'s live/.exec((await card.getAttribute('aria-label'))!)![1]!;
    await card.click();
    const room = liveRoom(page, host);
    await expect(room).toBeVisible({ timeout: 30_000 });
    await expectFramesAdvance(page);
    // No account: the header offers to log in, and no sign-in popup got in the way.
    await expect(room.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(signInDialog(page)).toBeHidden();
    // The tourist variants of the gifts show; sending one asks them to register.
    await room.getByRole('list', { name: 'Quick gifts' }).getByRole('button').first().click();
    await expect(signInDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signInDialog(page)).toBeHidden();
    await expect(room).toBeVisible();

    // The limit, shortened for this tourist only: the server refuses the next heartbeat.
    const touristId = await page.evaluate(
      () => JSON.parse(localStorage.getItem('lc.touristId') ?? 'null') as string,
    );
    expect(touristId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await devApi('/dev/api/live/tourists/limit', { audienceId: touristId, limitMs: 1_000 });
    const limitText =
      'You have reached the viewing time limitation, Continue to watch for free after register.';
    await expect(page.getByRole('alert').filter({ hasText: limitText })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('live-video')).toHaveCount(0);
    await page.getByRole('button', { name: 'Register for free' }).click();
    await expect(signInDialog(page)).toBeVisible();

    // Signing up from that prompt: the same live, now as the user (chat works).
    const phone = uniqueUkMobile();
    await enterPhone(page, phone.national);
    await page.getByLabel('Verification code').fill(await latestCode(phone.e164));
    await page.getByLabel('New password').fill('visitorpass1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await completeProfile(page, `Tia ${touristId.slice(0, 4)}`);
    await expect(signInDialog(page)).toBeHidden();
    await expect(liveRoom(page, host)).toBeVisible({ timeout: 30_000 });
    await expectFramesAdvance(page);
    const line = `Signed up and still here ${touristId.slice(0, 6)}`;
    const input = liveRoom(page, host).getByRole('textbox', { name: 'Say something…' });
    await input.fill(line);
    await input.press('Enter');
    await expect(chatLines(liveRoom(page, host)).filter({ hasText: line })).toHaveCount(1);
    await expect(liveRoom(page, host).getByRole('button', { name: 'Log in' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a shared link: a guest with no cookies watches with no shell, chat asks to log in, the ended link says so', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const sharer = await newPerson(
    browser,
    baseURL!,
    `Sam ${Math.random().toString(36).slice(2, 6)}`,
  );
  const guestContext = await browser.newContext({ baseURL, viewport: PHONE });
  try {
    // The signed-in user shares the live: the link is copied, and the spec's texts show.
    await sharer.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const live = await liveTestApi.start(SHARED_HOST);
    const host = await enterAsFriend(sharer.page, sharer.userId, SHARED_HOST);
    await liveRoom(sharer.page, host).getByRole('button', { name: 'Share' }).click();
    await expect(
      sharer.page.getByText('The link has been copied. Share it with your friends now!'),
    ).toBeVisible();
    const link = await sharer.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/live\/[A-Za-z0-9_-]+$/);

    // A second browser, no cookies: the live plays at once, with no shell around it.
    const guest = await guestContext.newPage();
    await guest.goto(new URL(link).pathname);
    const room = liveRoom(guest, host);
    await expect(room).toBeVisible({ timeout: 30_000 });
    await expectFramesAdvance(guest);
    await expect(guest.getByRole('navigation')).toHaveCount(0);
    expect((await guestContext.cookies()).find((c) => c.name === 'loginToken')).toBeUndefined();

    // Everything but watching asks them to log in (source login_btn).
    const input = room.getByRole('textbox', { name: 'Say something…' });
    await input.fill('hello');
    await input.press('Enter');
    await expect(signInDialog(guest)).toBeVisible();
    await guest.keyboard.press('Escape');
    await expect(signInDialog(guest)).toBeHidden();

    // The live ends: the link now says so, with a way to the landing.
    await liveTestApi.end(live.liveStudioId);
    await guest.goto(new URL(link).pathname);
    await expect(guest.getByText('This live has ended. Free register for more lives.')).toBeVisible(
      { timeout: 20_000 },
    );
    await guest.getByRole('button', { name: 'Open LivCam' }).click();
    await expect(guest).toHaveURL(/\/$/);

    // A forged link names no live.
    await guest.goto('/live/forged-share-id');
    await expect(guest.getByText(/This link does not lead to a live/)).toBeVisible();
  } finally {
    await Promise.all([sharer.context.close(), guestContext.close()]);
  }
});
