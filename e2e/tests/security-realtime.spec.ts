import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { devApi, signInAs } from '../support/session';

// A session that ends on the server ends the realtime connection too. The page
// learns it from its socket being closed (4001) and its token renewal being refused — at once,
// without a reload or any click (a socket that outlived its session would keep working).

async function openOnline(page: Page): Promise<void> {
  await page.goto('/connection-check');
  await expect(page.getByRole('heading', { level: 1, name: 'Connection check' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Messaging connection' })).toHaveText('Online');
}

test('signed in on another device: the open page is sent to the root with the message, no reload', async ({
  page,
  context,
  baseURL,
}) => {
  const s = await signInAs(context, baseURL!);
  await openOnline(page);
  await page.waitForLoadState('networkidle');
  await devApi('/dev/api/session', { userId: Number(s.userId), deviceId: 'the-other-phone' });
  await expect(page.getByText(/active on another device|login has expired/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { name: 'Video chat with people around the world' }),
  ).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain('loginToken');
});

test('an account ban ends the realtime session and shows the ban screen at once', async ({
  page,
  context,
  baseURL,
}) => {
  const s = await signInAs(context, baseURL!);
  await openOnline(page);
  await page.waitForLoadState('networkidle');
  await devApi('/dev/api/ban', { userId: Number(s.userId), hours: 48 });
  const screen = page.getByRole('dialog', { name: 'Account restricted' });
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('48 hours');
});
