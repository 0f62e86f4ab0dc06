import { test, expect } from '../support/test';
import {
  clearLimits,
  expireCodes,
  lastOutboxId,
  latestCode,
  uniqueEmail,
  uniqueUkMobile,
} from '../support/auth';
import {
  completeProfile,
  enterPhone,
  expectSignedIn,
  openPopup,
  pickCountry,
  registerPhoneUser,
} from '../support/popup';

// Sign-in as a new visitor does it. Codes are read from the backend's outbox (the
// local stand-in for SMS and e-mail). Phone numbers are GB mobiles; the country comes from the
// picker's search.

test('a new phone user signs up with a password, completes the profile and gets 120 coins', async ({
  page,
}) => {
  const phone = uniqueUkMobile();
  const dialog = await openPopup(page);
  await enterPhone(page, phone.national);
  await expect(dialog.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await expect(dialog.getByText(/You can ask for a new code in \d+ seconds?\./)).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await latestCode(phone.e164));
  await expect(dialog.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  await dialog.getByLabel('New password').fill('short');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/must be 8 to 30/);
  await dialog.getByLabel('New password').fill('Secret#123');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await completeProfile(page, 'Phone Newcomer');
  await expectSignedIn(page, 120);
});

test('a returning phone user signs in with the password; a wrong one is refused', async ({
  page,
  browser,
}) => {
  // Register first, in another browser, the way a person would.
  const phone = uniqueUkMobile();
  const first = await browser.newPage();
  await registerPhoneUser(first, phone, 'Returning Rita', 'Secret#123');
  await first.close();

  const dialog = await openPopup(page);
  await enterPhone(page, phone.national);
  await expect(dialog.getByRole('heading', { name: 'Enter your password' })).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong#1234');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong password.');
  await dialog.getByLabel('Password', { exact: true }).fill('Secret#123');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectSignedIn(page, 120);
});

test('wrong code, expired code and the resend wait', async ({ page }) => {
  const phone = uniqueUkMobile();
  const dialog = await openPopup(page);
  await enterPhone(page, phone.national);
  const code = await latestCode(phone.e164);
  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByLabel('Verification code').fill(wrong);
  await expect(dialog.getByRole('alert')).toHaveText('The verification code is wrong.');
  // The 60 s resend wait is on: no resend button yet.
  await expect(dialog.getByText(/You can ask for a new code in \d+ seconds?\./)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send a new code' })).toHaveCount(0);
  await expireCodes(phone.e164);
  await dialog.getByLabel('Verification code').fill(code);
  await expect(dialog.getByRole('alert')).toHaveText(
    'The verification code has expired. Please request a new one.',
  );
});

test('forgot password (phone): number, code, new password, signed in', async ({
  page,
  browser,
}) => {
  const phone = uniqueUkMobile();
  const first = await browser.newPage();
  await registerPhoneUser(first, phone, 'Forgetful Fay', 'Secret#123');
  await first.close();

  const dialog = await openPopup(page);
  await enterPhone(page, phone.national);
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await pickCountry(page, 'United Kingdom');
  await dialog.getByLabel('Phone number').fill(phone.national);
  const before = await lastOutboxId(phone.e164);
  await clearLimits(phone.e164); // the registration code was sent seconds ago: skip its 60 s wait
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await latestCode(phone.e164, before));
  await expect(dialog.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  await dialog.getByLabel('New password').fill('Another#456');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectSignedIn(page, 120);
});

test('a new e-mail user: verification, password, profile, into the app with 120 coins', async ({
  page,
}) => {
  const email = uniqueEmail('new');
  const dialog = await openPopup(page);
  await dialog.getByRole('button', { name: 'Continue with email' }).click();
  await expect(dialog.getByRole('heading', { name: 'Enter your email' })).toBeVisible();
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a correct email address.');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await latestCode(email));
  await expect(dialog.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  await dialog.getByLabel('New password').fill('Mail#12');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await completeProfile(page, 'Mail Newcomer');
  await expectSignedIn(page, 120);
});

test('a too-young birthday and a sensitive nickname are refused', async ({ page }) => {
  const email = uniqueEmail('young');
  const dialog = await openPopup(page);
  await dialog.getByRole('button', { name: 'Continue with email' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Verification code').fill(await latestCode(email));
  await dialog.getByLabel('New password').fill('Mail#12');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  // The latest year offered is this year minus 18: pick it with a date later in the year.
  const latest = String(new Date().getFullYear() - 18);
  await dialog.getByLabel('Nickname').fill('Young One');
  await dialog.getByLabel('Year').selectOption(latest);
  await dialog.getByLabel('Month').selectOption('12');
  await dialog.getByLabel('Day').selectOption('31');
  await dialog.getByRole('radio', { name: 'Male', exact: true }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const today = new Date();
  if (!(today.getMonth() === 11 && today.getDate() === 31))
    await expect(dialog.getByRole('alert')).toHaveText(
      'You must be 18 or older to use this service.',
    );
  await dialog.getByLabel('Year').selectOption('1990');
  await dialog.getByLabel('Nickname').fill('admin');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This nickname is not allowed. Please choose another one.',
  );
  await dialog.getByLabel('Nickname').fill('Grown Up');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expectSignedIn(page, 120);
});
