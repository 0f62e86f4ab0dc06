import type { Browser } from '@playwright/test';
import { test, expect } from '../support/test';
import { seriousViolations } from '../support/axe';
import { ledgerOf } from '../support/live';
import {
  backendBalance,
  chatUser,
  type ChatUser,
  DESKTOP,
  openChat,
  PHONE,
  twoFriends,
  typeAndSend,
} from '../support/chat';
import {
  claimMission,
  DAY_MS,
  makePaying,
  missionsOf,
  shiftActivitiesClock,
  withActivitiesLock,
} from '../support/activities';

// The task list (spec 3 §2 "Tasks", §4 "Tasks", §5): a popup on the desktop pages, the TaskList
// route on phones; Go leads to where a task is done, the server counts it, Claim credits the
// reward once through the ledger, whatever is retried or raced.

const CLAIM_REFUSED = 'You have already claimed this reward';

/**
 * A new phone user, the activities lock held, who opens the tasks from the top bar's entry: the
 * TaskList route, no popup.
 */
async function onPhoneTaskList(
  browser: Browser,
  baseURL: string,
  name: string,
  run: (me: ChatUser) => Promise<void>,
): Promise<void> {
  const me = await chatUser(browser, baseURL, name, PHONE);
  try {
    await withActivitiesLock(async () => {
      await me.page.goto('/');
      await me.page.getByRole('button', { name: 'Tasks', exact: true }).click();
      await expect(me.page).toHaveURL(/\/task$/);
      await run(me);
    });
  } finally {
    await me.context.close();
  }
}

test('a new user does the message task from the list and claims its coins once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [ann, bob] = await twoFriends(browser, baseURL!);
  try {
    await withActivitiesLock(async () => {
      const page = ann.page;
      await page.goto('/message');
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await page.getByRole('button', { name: 'Tasks', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Tasks' });
      await expect(dialog).toBeVisible();
      const go = dialog.getByRole('button', { name: 'Go: Send 3 messages' });
      await expect(
        dialog.getByRole('listitem').filter({ hasText: 'Send 3 messages' }),
      ).toContainText('0/3');

      // Go leads to the messages; the user writes to a friend in the chat.
      await go.click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/message$/);
      await openChat(page, bob.id);
      for (const text of ['Hi Bob', 'How are you?', 'Talk soon']) await typeAndSend(page, text);

      // Back on the messages page: the task is complete and waits to be claimed.
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await page.getByRole('button', { name: 'Tasks', exact: true }).click();
      const claim = dialog.getByRole('button', { name: 'Claim 20 coins: Send 3 messages' });
      await expect(claim).toBeVisible();
      await claim.click();
      await expect(page.getByText('You got 20 coins')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Done: Send 3 messages' })).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('link', { name: 'Coin balance: 20' })).toBeVisible();

      // Once more, and 20 at once, through the signed API: nothing more is credited.
      const task = (await missionsOf(ann.session)).find((m) => m.title === 'Send 3 messages')!;
      expect(task).toMatchObject({ completed: 3, done: true });
      const again = await claimMission(ann.session, task.id);
      expect(again.code).not.toBe(200);
      expect(again.msg).toBe(CLAIM_REFUSED);
      const raced = await Promise.all(
        Array.from({ length: 20 }, () => claimMission(ann.session, task.id)),
      );
      expect(raced.filter((r) => r.code === 200)).toHaveLength(0);

      const credits = (await ledgerOf(ann.id)).filter((e) => e.reason === 'mission');
      expect(credits.map((e) => e.amount)).toEqual([20]);
      expect(await backendBalance(ann.session)).toBe(20);
      await page.reload();
      await expect(page.getByRole('link', { name: 'Coin balance: 20' })).toBeVisible();
    });
  } finally {
    await ann.context.close();
    await bob.context.close();
  }
});

test('desktop: the list is a 356 px popup on LivCam (Escape closes, focus stays in); elsewhere the route', async ({
  browser,
  baseURL,
}) => {
  const me = await chatUser(browser, baseURL!, 'Tia Desk', DESKTOP);
  try {
    const page = me.page;
    await page.goto('/');
    const entry = page.getByRole('button', { name: 'Tasks', exact: true });
    await entry.click();
    const dialog = page.getByRole('dialog', { name: 'Tasks' });
    await expect(dialog.getByRole('tab', { name: 'Daily tasks' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('tab', { name: 'Long term' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Check in for 10 coins' })).toBeVisible();
    expect(await seriousViolations(page), 'axe on the task popup').toEqual([]);
    const list = dialog.getByRole('region', { name: 'Check-in and tasks' });
    expect((await list.boundingBox())!.height).toBe(356);
    await expect(dialog.getByRole('button', { name: 'Go: Get 3 matches' })).toBeVisible();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(entry).toBeFocused();

    // FriendsPage is not one of the popup pages: the route.
    await page.goto('/friends');
    await entry.click();
    await expect(page).toHaveURL(/\/task$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  } finally {
    await me.context.close();
  }
});

test('phone: the entry opens the TaskList route; rules; Long term for a paying user', async ({
  browser,
  baseURL,
}) => {
  await onPhoneTaskList(browser, baseURL!, 'Pia Phone', async (me) => {
    const page = me.page;
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Daily tasks' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Long term' })).toHaveCount(0);
    // Visiting LivCam signed in counted: that task can be claimed.
    await expect(page.getByRole('button', { name: 'Claim 10 coins: Visit LivCam' })).toBeVisible();
    expect(await seriousViolations(page), 'axe on the TaskList route').toEqual([]);

    await page.getByRole('button', { name: 'Rules' }).click();
    const rules = page.getByRole('dialog', { name: 'Task rules' });
    await expect(rules).toContainText('renewed every day at 0:00 UTC');
    await expect(rules).toContainText('can be claimed once');
    await page.keyboard.press('Escape');
    await expect(rules).toHaveCount(0);

    await makePaying(me.id);
    await page.reload();
    await page.getByRole('tab', { name: 'Long term' }).click();
    await expect(page.getByRole('tab', { name: 'Long term' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Go: Buy coins 3 times' })).toBeVisible();
    await expect(page.getByText('Send 3 messages')).toHaveCount(0);
  });
});

test('claiming the check-in task shows the check-in popup, or a toast once Visit LivCam is claimed', async ({
  browser,
  baseURL,
}) => {
  await onPhoneTaskList(browser, baseURL!, 'Lou Login', async (me) => {
    const page = me.page;
    // Go on the check-in task leads to the check-in button.
    await page.getByRole('button', { name: 'Go: Check in today' }).click();
    const checkIn = page.getByRole('button', { name: 'Check in for 10 coins' });
    await expect(checkIn).toBeFocused();
    await checkIn.click();
    await page.getByRole('button', { name: 'Claim 10 coins: Check in today' }).click();
    const popup = page.getByRole('dialog', { name: 'Daily check-in' });
    await expect(popup.getByText('You got 10 coins')).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Checked in today' })).toBeDisabled();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
    // The next UTC day, Visit LivCam claimed first: claiming the check-in task shows a toast only.
    try {
      await shiftActivitiesClock(DAY_MS);
      await page.goto('/');
      await page.getByRole('button', { name: 'Tasks', exact: true }).click();
      await page.getByRole('button', { name: 'Claim 10 coins: Visit LivCam' }).click();
      await expect(page.getByRole('button', { name: 'Done: Visit LivCam' })).toBeDisabled();
      await page.getByRole('button', { name: 'Check in for 20 coins' }).click();
      await page.getByRole('button', { name: 'Claim 10 coins: Check in today' }).click();
      await expect(page.getByRole('button', { name: 'Done: Check in today' })).toBeDisabled();
      // A toast (Visit LivCam's may still show beside it), no popup.
      await expect(page.getByText('You got 10 coins').last()).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      await shiftActivitiesClock(0);
    }
    const credits = (await ledgerOf(me.id)).filter((e) => e.reason === 'mission');
    expect(credits.map((e) => e.amount)).toEqual([10, 10, 10]);
  });
});

test.describe('a failed task list', () => {
  test.use({ consoleErrors: /net::ERR_FAILED/ });

  test('keeps the loading state with a message and Retry, which loads it', async ({
    browser,
    baseURL,
  }) => {
    const me = await chatUser(browser, baseURL!, 'Rita Retry', PHONE);
    try {
      const page = me.page;
      let down = true;
      await page.route('**/wchat/activities/api/mission/reward?**', (route) =>
        down ? route.abort('failed') : route.continue(),
      );
      await page.goto('/task');
      await expect(
        page.getByText('Tasks could not be loaded. Check your connection and try again.'),
      ).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Daily tasks' })).toHaveCount(0);
      down = false;
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('tab', { name: 'Daily tasks' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Go: Send 3 messages' })).toBeVisible();
    } finally {
      await me.context.close();
    }
  });
});
