import { test, expect } from '../support/test';
import { latestCode, setPhoneLoginConfig, uniqueUkMobile } from '../support/auth';
import { enterPhone, openPopup } from '../support/popup';

// Site-wide phone login config (spec 1 §3): runs in the serial site-config project.

test.afterAll(async () => {
  await setPhoneLoginConfig({ mobileRegisterEnable: 1, mobileRegisterSetPassword: 1 });
});

async function phoneCode(page: import('@playwright/test').Page, national: string) {
  const dialog = await openPopup(page);
  await enterPhone(page, national);
  return dialog;
}

test('a new phone user without password set-up goes from the code straight to the profile', async ({ page }) => {
  await setPhoneLoginConfig({ mobileRegisterSetPassword: 0 });
  const phone = uniqueUkMobile();
  const dialog = await phoneCode(page, phone.national);
  await dialog.getByLabel('Verification code').fill(await latestCode(phone.e164));
  await expect(dialog.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await dialog.getByLabel('Nickname').fill('No Password Needed');
  await dialog.getByRole('radio', { name: 'Male', exact: true }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Coin balance: 120' })).toBeVisible();
});

test('registration disabled: a new number shows "phone disabled" and returns to step 1', async ({ page }) => {
  await setPhoneLoginConfig({ mobileRegisterEnable: 0 });
  const dialog = await phoneCode(page, uniqueUkMobile().national);
  await expect(page.getByText('Sign-up with a phone number is not available right now.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with phone' })).toBeVisible();
});
