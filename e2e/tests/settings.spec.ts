import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { uniqueUkMobile } from '../support/auth';
import { enterPhone, openPopup, registerPhoneUser, signInDialog } from '../support/popup';
import { signInAs } from '../support/session';

// The shell's settings as a new user finds them: the settings popup (logout on
// phones, delete account), modal focus, the page behind inert.

const PHONE = { width: 390, height: 844 };

async function activeInside(page: Page, dialogName: string): Promise<boolean> {
  return page.evaluate((name) => {
    const d = [...document.querySelectorAll('[role="dialog"]')].find(
      (el) =>
        el.getAttribute('aria-label') === name ||
        document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent === name,
    );
    return !!d && d.contains(document.activeElement);
  }, dialogName);
}

test('a phone user signs out through the settings popup ("Me")', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize(PHONE);
  await signInAs(context, baseURL!);
  await page.goto('/message');
  const bar = page.getByRole('navigation', { name: 'Bottom bar' });
  await bar.getByRole('button', { name: 'Me' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('link', { name: 'Blacklist' })).toHaveAttribute(
    'href',
    '/friends?panel=blacklist',
  );
  await settings.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(bar.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain('loginToken');
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Bottom bar' }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();
});

test('focus stays in the login dialog when tabbing past its last control; Escape closes and the page behind is usable again', async ({
  page,
}) => {
  const dialog = await openPopup(page);
  await expect(dialog.getByRole('button', { name: 'Continue with phone' })).toBeVisible();
  // The page behind is inert while the dialog is open.
  expect(await page.locator('main').evaluate((m) => !!m.closest('[inert]'))).toBe(true);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await activeInside(page, 'Sign in'), `after ${i + 1} Tab presses`).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await activeInside(page, 'Sign in'), `after ${i + 1} Shift+Tab presses`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(signInDialog(page)).toBeHidden();
  expect(await page.locator('main').evaluate((m) => !!m.closest('[inert]'))).toBe(false);
});

test('the settings popup keeps focus, closes with Escape and gives focus back to the avatar button', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 860 });
  await signInAs(context, baseURL!);
  await page.goto('/message');
  // Exact: the message list's welcome notice also names the user ("Welcome to LivCam, E2E Tester").
  const avatar = page.getByRole('button', { name: 'E2E Tester', exact: true });
  await avatar.click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    expect(await activeInside(page, 'Settings')).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(avatar).toBeFocused();
});

test('delete account signs out, and that account can no longer sign in', async ({
  page,
  context,
}) => {
  const phone = uniqueUkMobile();
  await registerPhoneUser(page, phone, 'Leaving Lena', 'Secret#123');
  await page.setViewportSize(PHONE);
  const old = (await context.cookies()).filter((c) => ['userId', 'loginToken'].includes(c.name));
  expect(old).toHaveLength(2);

  await page
    .getByRole('navigation', { name: 'Bottom bar' })
    .getByRole('button', { name: 'Me' })
    .click();
  await page
    .getByRole('dialog', { name: 'Settings' })
    .getByRole('button', { name: 'Delete account' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete account?' });
  await expect(confirm).toContainText('cannot be signed in to again');
  await confirm.getByRole('button', { name: 'Delete account' }).click();

  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Bottom bar' }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain('loginToken');

  // The old session cookies no longer sign anyone in: the start-up check is refused, the app
  // drops them and shows the visitor's root.
  await context.addCookies(old);
  await page.goto('/message');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Bottom bar' }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).map((c) => c.name))
    .not.toContain('loginToken');

  // The phone and its password: the number is new again (a code to sign up), no password step.
  await page.goto('/');
  const dialog = await openPopup(page);
  await enterPhone(page, phone.national);
  await expect(dialog.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Enter your password' })).toHaveCount(0);
});
