import { fileURLToPath } from 'node:url';
import { test, expect } from '../support/test';
import { withActivitiesLock } from '../support/activities';
import { chatUser, DESKTOP, PHONE } from '../support/chat';

// The pictures of the mfe-tasks README ("Screenshots"), with TASK_SCREENSHOTS=1: the task list
// on a phone (the TaskList route) and on a desktop (the popup on LivCam), and the check-in card
// at both sizes.
const shots = !!process.env.TASK_SCREENSHOTS;
const shot = (name: string) =>
  fileURLToPath(new URL(`../../mfe-tasks/docs/screenshots/${name}`, import.meta.url));
const SETTLE_MS = 600;

test.skip(!shots, 'pictures only with TASK_SCREENSHOTS=1');

test('the task list and the check-in card on a phone', async ({ browser, baseURL }) => {
  const me = await chatUser(browser, baseURL!, 'Pia Phone', PHONE);
  try {
    await withActivitiesLock(async () => {
      const page = me.page;
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Check in today for 10 coins' })).toBeVisible();
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: shot('checkin-tip-390.png') });
      await page.getByRole('button', { name: 'Tasks', exact: true }).click();
      await expect(
        page.getByRole('button', { name: 'Claim 10 coins: Visit LivCam' }),
      ).toBeVisible();
      const card = page.getByRole('region', { name: 'Daily check-in' });
      await expect(card.getByRole('button', { name: 'Check in for 10 coins' })).toBeVisible();
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: shot('task-list-390.png') });
      await card.screenshot({ path: shot('checkin-card-390.png') });
      await card.getByRole('button', { name: 'Check in for 10 coins' }).click();
      await expect(card.getByRole('button', { name: 'Checked in today' })).toBeDisabled();
      await page.waitForTimeout(SETTLE_MS);
      await card.screenshot({ path: shot('checkin-card-done-390.png') });
    });
  } finally {
    await me.context.close();
  }
});

test('the task list popup and the check-in card on a desktop', async ({ browser, baseURL }) => {
  const me = await chatUser(browser, baseURL!, 'Tia Desk', DESKTOP);
  try {
    await withActivitiesLock(async () => {
      const page = me.page;
      await page.goto('/');
      await page.getByRole('button', { name: 'Tasks', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Tasks' });
      await expect(
        dialog.getByRole('button', { name: 'Claim 10 coins: Visit LivCam' }),
      ).toBeVisible();
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: shot('task-list-popup-1366.png') });
      await dialog.getByRole('region', { name: 'Daily check-in' }).screenshot({
        path: shot('checkin-card-1366.png'),
      });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Check in today for 10 coins' }).click();
      await expect(page.getByRole('dialog', { name: 'Daily check-in' })).toBeVisible();
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: shot('checkin-popup-1366.png') });
    });
  } finally {
    await me.context.close();
  }
});
