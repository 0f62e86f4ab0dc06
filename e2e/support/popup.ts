import { expect, type Page } from '@playwright/test';
import { latestCode } from './auth';

// The sign-in popup as a person drives it: shared by the auth specs.

export const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in' });

export async function openPopup(page: Page) {
  await page.goto('/login');
  const dialog = signInDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks a country in the picker by searching its English name. */
export async function pickCountry(page: Page, name: string) {
  const dialog = signInDialog(page);
  await dialog.getByRole('button', { name: 'Country code' }).click();
  await dialog.getByLabel('Search country').fill(name);
  await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click();
}

/** From the choice step: phone, the United Kingdom, the national number, Continue. */
export async function enterPhone(page: Page, national: string) {
  const dialog = signInDialog(page);
  await dialog.getByRole('button', { name: 'Continue with phone' }).click();
  await expect(dialog.getByRole('heading', { name: 'Enter your phone number' })).toBeVisible();
  await pickCountry(page, 'United Kingdom');
  await expect(dialog.getByRole('button', { name: 'Country code' })).toContainText('GB +44');
  await dialog.getByLabel('Phone number').fill(national);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

export async function completeProfile(page: Page, nickname: string, year = '1995') {
  const dialog = signInDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await dialog.getByLabel('Nickname').fill(nickname);
  await dialog.getByLabel('Year').selectOption(year);
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
}

/** Signed in: the popup is gone and the shell shows the coin balance. */
export async function expectSignedIn(page: Page, coins: number) {
  await expect(signInDialog(page)).toBeHidden();
  await expect(page.getByRole('link', { name: `Coin balance: ${coins}` })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'loginToken')?.value).toBeTruthy();
}

/**
 * A new phone user registered in a page of its own (code, password, profile), the way a
 * person would, so that a test can then come back as that user.
 */
export async function registerPhoneUser(
  page: Page,
  phone: { national: string; e164: string },
  nickname: string,
  password: string,
) {
  await openPopup(page);
  await enterPhone(page, phone.national);
  await page.getByLabel('Verification code').fill(await latestCode(phone.e164));
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await completeProfile(page, nickname);
  await expectSignedIn(page, 120);
}
