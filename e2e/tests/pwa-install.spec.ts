import { test, expect } from '../support/test';
import { signedApi } from '../support/chat-store';
import { DESKTOP, backendBalance } from '../support/chat';
import { shiftClock } from '../support/clock';
import { ledgerOf } from '../support/live';
import {
  expectRewardPaidOnce,
  fireInstallPrompt,
  installPromptsShown,
  makePaying,
} from '../support/pwa';
import { createUser, signInAs } from '../support/session';

// The web-app install banner on LivCam (spec 3 §4 "Web-app install and push", §6, §9), as a
// paying user meets it over two days on a device whose clock is moved (support/clock.ts: the
// device's clock runs ahead, the server keeps the real time): at most 2 banners a day, 8 h
// apart, the first 3 s after LivCam opens; accepting the browser's install prompt credits the
// coins once. Chromium fires `beforeinstallprompt` only when it decides to: the page gets one
// built like it (support/pwa.ts fireInstallPrompt).

test.use({ timezoneId: 'UTC', viewport: DESKTOP });

const H = 60 * 60 * 1000;
/** Tomorrow, 00:30 UTC: three 8 h steps fit in the day, so the 2-a-day cap is what stops the third. */
const day1 = (() => {
  const d = new Date();
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1, 0, 30);
})();

test('a paying user gets the banner at most twice a day, 8 h apart; accepting pays the coins once', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { userId } = await createUser({ userName: 'Ina Installer' });
  await makePaying(userId);
  const session = await signInAs(context, baseURL!, userId);
  await shiftClock(context, day1 - Date.now());
  const banner = page.getByRole('region', { name: 'Install the app' });
  const mini = page.getByRole('button', { name: 'Install app' });

  /** Opens LivCam at the device time `at`, with the browser's install prompt available. */
  const openLivCam = async (at: number) => {
    await page.clock.setSystemTime(at);
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^Coin balance: / })).toBeVisible({
      timeout: 30_000,
    });
    await fireInstallPrompt(page, 'accepted');
  };
  /** No banner (the wait for its 3 s has passed), only the mini button. */
  const expectNoBanner = async () => {
    await expect(mini).toBeVisible();
    await page.waitForTimeout(4_000);
    await expect(banner).toHaveCount(0);
    await expect(mini).toBeVisible();
  };

  // Day 1, 00:30: the first banner, after its 3 s.
  await openLivCam(day1);
  await expect(banner).toBeVisible({ timeout: 10_000 });
  await expect(banner).toContainText('Install LivCam');
  await expect(banner).toContainText('100 free coins');
  await banner.getByRole('button', { name: 'Not now' }).click();
  await expect(banner).toHaveCount(0);
  await expect(mini).toBeVisible();

  // 1 h later: too soon (8 h apart).
  await openLivCam(day1 + 1 * H);
  await expectNoBanner();

  // 8 h after the first: the second of the day.
  await openLivCam(day1 + 8 * H + 60_000);
  await expect(banner).toBeVisible({ timeout: 10_000 });
  await banner.getByRole('button', { name: 'Not now' }).click();

  // 16 h after the first, still day 1: two a day, no third.
  await openLivCam(day1 + 16 * H + 120_000);
  await expectNoBanner();

  // Day 2: the banner again; the person installs.
  await openLivCam(day1 + 24 * H + 180_000);
  await expect(banner).toBeVisible({ timeout: 10_000 });
  // A paying user is also checked in by the server each day (VIP): the install adds to that.
  const before = await backendBalance(session);
  await banner.getByRole('button', { name: 'Install' }).click();
  await expect(
    page.getByText('LivCam is installed: 100 coins added to your balance.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: `Coin balance: ${(before + 100).toLocaleString('en')}` })).toBeVisible();
  expect(await installPromptsShown(page)).toBe(1);
  await expect(banner).toHaveCount(0);
  await expect(mini).toHaveCount(0);

  // The server agrees: one credit on the ledger; a second claim is refused.
  await expectRewardPaidOnce(session, {
    coins: 100,
    reason: 'reward_webapp',
    claimPath: '/facade/api/user/ext/initWebappGiveCoin',
  });

  // Rewarded: never offered again, even on a new day with the browser's prompt.
  await page.clock.setSystemTime(day1 + 48 * H);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Coin balance: / })).toBeVisible({
    timeout: 30_000,
  });
  await fireInstallPrompt(page);
  await page.waitForTimeout(4_000);
  await expect(banner).toHaveCount(0);
  await expect(mini).toHaveCount(0);
});

test('a user who never paid is not offered the install; a dismissed browser prompt pays nothing', async ({
  page,
  context,
  baseURL,
}) => {
  const { userId } = await createUser({ userName: 'Nia Nonpayer' });
  const session = await signInAs(context, baseURL!, userId);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Coin balance: / })).toBeVisible({
    timeout: 30_000,
  });
  await fireInstallPrompt(page);
  await page.waitForTimeout(4_000);
  await expect(page.getByRole('region', { name: 'Install the app' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  const refused = await signedApi(session, 'POST', '/facade/api/user/ext/initWebappGiveCoin', {});
  expect(refused.code).toBe(29002);

  // Now a paying user, the person says no in the browser's dialog: nothing is paid.
  await makePaying(userId);
  await page.reload();
  await expect(page.getByRole('link', { name: /^Coin balance: / })).toBeVisible({
    timeout: 30_000,
  });
  await fireInstallPrompt(page, 'dismissed');
  await page.getByRole('button', { name: 'Install app' }).click();
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  expect(await installPromptsShown(page)).toBe(1);
  // A paying user is checked in by the server each day (VIP, spec 3 §4 "Check-in"): that is
  // the only coin that moves; the install pays nothing.
  const ledger = await ledgerOf(userId);
  expect(ledger.filter((e) => e.reason === 'reward_webapp')).toHaveLength(0);
  expect(ledger.every((e) => e.reason === 'checkin')).toBe(true);
  expect(await backendBalance(session)).toBe(ledger.reduce((sum, e) => sum + e.amount, 0));
});
