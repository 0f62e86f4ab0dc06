import { test, expect } from '../support/test';
import { seriousViolations } from '../support/axe';
import { ledgerOf } from '../support/live';
import { backendBalance, chatUser, DESKTOP, PHONE } from '../support/chat';
import { sessionOf } from '../support/chat-store';
import { createUser } from '../support/session';
import {
  checkInApi,
  DAY_MS,
  makePaying,
  shiftActivitiesClock,
  withActivitiesLock,
} from '../support/activities';

// The daily check-in (spec 3 §3 Check-in, §4 "Check-in", §8 errors): once per UTC day, its tip on
// the home, wall and search pages, nothing of it for a VIP.

const ALREADY_TODAY = 'You have already checked in today';
const OTHER_ACCOUNT = 'You have already checked in with another account on this device';

test('check in once a day: the tip opens it, the same day is refused, the next day works', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const me = await chatUser(browser, baseURL!, 'Cleo Check', DESKTOP);
  try {
    await withActivitiesLock(async () => {
      try {
        const page = me.page;
        await page.goto('/');
        const tip = page.getByRole('button', { name: 'Check in today for 10 coins' });
        await expect(tip).toBeVisible();
        // A second tab with the card open, from before the check-in.
        const other = await me.context.newPage();
        await other.goto('/task');
        const late = other.getByRole('button', { name: 'Check in for 10 coins' });
        await expect(late).toBeEnabled();

        expect(await seriousViolations(page), 'axe with the check-in tip').toEqual([]);
        await tip.click();
        const dialog = page.getByRole('dialog', { name: 'Daily check-in' });
        await expect(dialog.getByRole('button', { name: 'Check in for 10 coins' })).toBeVisible();
        expect(await seriousViolations(page), 'axe on the check-in popup').toEqual([]);
        await dialog.getByRole('button', { name: 'Check in for 10 coins' }).click();
        await expect(dialog.getByText('Checked in: +10 coins')).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Checked in today' })).toBeDisabled();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('link', { name: 'Coin balance: 10' })).toBeVisible();
        await expect(tip).toHaveCount(0);

        // The same day, from the other tab and through the API: refused with the spec's text.
        await late.click();
        await expect(other.getByRole('alert').filter({ hasText: ALREADY_TODAY })).toBeVisible();
        await expect(other.getByRole('button', { name: 'Checked in today' })).toBeDisabled();
        const again = await checkInApi(me.session);
        expect(again.msg).toBe(ALREADY_TODAY);
        await other.close();

        // The next UTC day: the second entry of the cycle.
        await shiftActivitiesClock(DAY_MS);
        await page.reload();
        await page.getByRole('button', { name: 'Check in today for 20 coins' }).click();
        await dialog.getByRole('button', { name: 'Check in for 20 coins' }).click();
        await expect(dialog.getByText('Checked in: +20 coins')).toBeVisible();
        await expect(dialog.getByRole('listitem').nth(0)).toContainText('Checked in');
        await expect(dialog.getByRole('listitem').nth(1)).toContainText('Checked in');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('link', { name: 'Coin balance: 30' })).toBeVisible();

        const credits = (await ledgerOf(me.id)).filter((e) => e.reason === 'checkin');
        expect(credits.map((e) => e.amount)).toEqual([20, 10]);
        expect(await backendBalance(me.session)).toBe(30);
      } finally {
        await shiftActivitiesClock(0);
      }
    });
  } finally {
    await me.context.close();
  }
});

test('a VIP sees no check-in tip or card; the reward comes by itself', async ({
  browser,
  baseURL,
}) => {
  const me = await chatUser(browser, baseURL!, 'Vic Vip', DESKTOP);
  try {
    await withActivitiesLock(async () => {
      await makePaying(me.id);
      const page = me.page;
      const info = page.waitForResponse((r) =>
        r.url().includes('/wchat/activities/api/user/checkIn?'),
      );
      await page.goto('/');
      await info;
      await expect(page.getByRole('button', { name: 'Tasks', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Check in today/ })).toHaveCount(0);
      // The read that checked them in says so, and the shell's balance takes the server's.
      await expect(page.getByText('VIP daily check-in: 10 coins added')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Coin balance: 10' })).toBeVisible();

      await page.getByRole('button', { name: 'Tasks', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Tasks' });
      await expect(dialog.getByRole('tab', { name: 'Long term' })).toBeVisible();
      await expect(dialog.getByText('Daily check-in')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: /^Check in/ })).toHaveCount(0);
      // Checked in by the server: the day's check-in task is complete.
      await expect(
        dialog.getByRole('button', { name: 'Claim 10 coins: Check in today' }),
      ).toBeVisible();
      expect((await ledgerOf(me.id)).filter((e) => e.reason === 'checkin')).toHaveLength(1);
    });
  } finally {
    await me.context.close();
  }
});

const SLACK_MS = 2_000;

test('the check-in tip hides after 5 s on the wall and 20 s on home', async ({
  browser,
  baseURL,
}) => {
  const me = await chatUser(browser, baseURL!, 'Tom Tip', DESKTOP);
  try {
    const page = me.page;
    // The page's clock runs on with real time too (a loaded machine adds a second or two): each
    // "still there" leaves that margin, each "gone" is asked within SLACK_MS of real time, far
    // less than the difference between the two tip times.
    await page.clock.install();
    const tip = page.getByRole('button', { name: 'Check in today for 10 coins' });
    await page.goto('/wall');
    await expect(tip).toBeVisible();
    await page.clock.fastForward(3_000);
    await expect(tip).toBeVisible();
    await page.clock.fastForward(2_500);
    await expect(tip).toHaveCount(0, { timeout: SLACK_MS });

    // Home (LivCam) shows it again, for 20 s.
    await page.getByRole('link', { name: '1v1Chat' }).click();
    await expect(tip).toBeVisible();
    await page.clock.fastForward(15_000);
    await expect(tip).toBeVisible();
    await page.clock.fastForward(5_500);
    await expect(tip).toHaveCount(0, { timeout: SLACK_MS });
  } finally {
    await me.context.close();
  }
});

test('a second account on the same device is refused with the spec text', async ({
  browser,
  baseURL,
}) => {
  const first = await chatUser(browser, baseURL!, 'Ada First', PHONE);
  const { userId } = await createUser({ userName: 'Bea Second' });
  try {
    await withActivitiesLock(async () => {
      expect((await checkInApi(first.session)).code).toBe(200);
      // The second account signs in on the same browser: the device id cookie stays.
      const second = await sessionOf(userId);
      const host = new URL(baseURL!).hostname;
      await first.context.addCookies(
        (['userId', 'loginToken'] as const).map((name) => ({
          name,
          value: String(second[name]),
          domain: host,
          path: '/',
        })),
      );
      const page = first.page;
      await page.goto('/task');
      await page.getByRole('button', { name: 'Check in for 10 coins' }).click();
      await expect(page.getByRole('alert').filter({ hasText: OTHER_ACCOUNT })).toBeVisible();
      expect((await ledgerOf(userId)).filter((e) => e.reason === 'checkin')).toHaveLength(0);
    });
  } finally {
    await first.context.close();
  }
});
