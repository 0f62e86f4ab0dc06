import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { clearLimits, lastOutboxId, latestCode, uniqueEmail } from '../support/auth';

// The e-mail statuses of spec 1 §4.2 — 1 (exists, unverified), 4 (has a password),
// 5 (exists without a password: made by a third-party sign-in).

async function emailStep(page: Page, email: string) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('button', { name: 'Continue with email' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  return dialog;
}

async function profile(page: Page, nickname: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await dialog.getByLabel('Nickname').fill(nickname);
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

test('status 1: an address that started sign-up but never verified gets a new code', async ({
  page,
}) => {
  const email = uniqueEmail('unverified');
  let dialog = await emailStep(page, email);
  await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click(); // walked away before the code

  await clearLimits(email); // as if the 60 s wait had passed
  dialog = await emailStep(page, email);
  await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await latestCode(email));
  await dialog.getByLabel('New password').fill('Mail#12');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await profile(page, 'Late Verifier');
  await expect(page.getByRole('link', { name: 'Coin balance: 120' })).toBeVisible();
});

test('status 4: a registered address asks for the password; forgot password resets it', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('returning');
  const first = await browser.newPage();
  const d1 = await emailStep(first, email);
  await d1.getByLabel('Verification code').fill(await latestCode(email));
  await d1.getByLabel('New password').fill('Mail#12');
  await d1.getByRole('button', { name: 'Continue' }).click();
  await profile(first, 'Returning Mail');
  await first.close();

  const dialog = await emailStep(page, email);
  await expect(dialog.getByRole('heading', { name: 'Enter your password' })).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong#12');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong password.');
  await clearLimits(email);
  const before = await lastOutboxId(email);
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await latestCode(email, before));
  await dialog.getByLabel('New password').fill('Fresh#34');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Coin balance: 120' })).toBeVisible();
});

test('status 5: an account without a password (third-party) sets one through a code', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('nopass');
  // The account comes from a third-party sign-in with this address.
  const first = await browser.newPage();
  await first.goto('/login');
  const popupPromise = first.waitForEvent('popup');
  await first
    .getByRole('dialog', { name: 'Sign in' })
    .getByRole('button', { name: 'Continue with Google' })
    .click();
  const popup = await popupPromise;
  await popup.getByLabel('Name').fill('No Password');
  await popup.getByLabel('E-mail').fill(email);
  // Start waiting before the click: the window may close before a later wait would begin.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
  await profile(first, 'No Password');
  await first.close();

  const dialog = await emailStep(page, email);
  await expect(dialog.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  await expect(dialog.getByText(/has no password yet/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send me a code' }).click();
  await dialog.getByLabel('Verification code').fill(await latestCode(email));
  await dialog.getByLabel('New password').fill('Now#123');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Coin balance: 120' })).toBeVisible();
});
