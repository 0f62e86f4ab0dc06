import { test, expect } from '../support/test';
import { mintCert, uniqueEmail } from '../support/auth';
import { createUser, devApi, signInAs } from '../support/session';

// Third-party sign-in through the backend's local stand-in, an auto-login link,
// logout, and a session revoked on the server.

// Clearing the cookies under a signed-in page (the auto-login test) leaves its next signed
// request without a user: the shop's offer says so in the console, as the spec asks.
test.use({ consoleErrors: /limited offer could not be loaded; cleared 40001/ });

test('third-party sign-in through the local stand-in: new account, profile, 120 coins', async ({
  page,
}) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'Local sign-in stand-in' })).toBeVisible();
  await popup.getByLabel('Name').fill('Google Greta');
  await popup.getByLabel('E-mail').fill(uniqueEmail('google'));
  // Start waiting before the click: the window may close before a later wait would begin.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
  await expect(dialog.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await dialog.getByLabel('Nickname').fill('Google Greta');
  await dialog.getByLabel('Year').selectOption('1992');
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Coin balance: 120' })).toBeVisible();
});

test('an auto-login link signs the user in; a bad one opens the login popup on home', async ({
  page,
}) => {
  const { userId } = await createUser({ userName: 'Link Lena' });
  const { cert } = await mintCert(userId);
  await page.goto(`/message?userId=${userId}&cert=${encodeURIComponent(cert)}`);
  // The account button, by its exact name: the welcome notices in the list greet Link Lena too.
  await expect(page.getByRole('button', { name: 'Link Lena', exact: true })).toBeVisible();
  expect(page.url()).not.toContain('cert=');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'userId')?.value).toBe(String(userId));

  // The same certificate again (single use) → home + the popup.
  await page.context().clearCookies();
  await page.goto(`/message?userId=${userId}&cert=${encodeURIComponent(cert)}`);
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  expect(page.url()).not.toContain('cert=');
  expect(new URL(page.url()).pathname).toMatch(/^\/(login)?$/); // home, with the popup
});

test('logout clears the session and returns to the root', async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!);
  await page.goto('/message');
  // Exact: the message list's welcome notice also names the user ("Welcome to LivCam, E2E Tester").
  await page.getByRole('button', { name: 'E2E Tester', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('loginToken');
});

test('a session revoked on the server (sign-in on another device) sends the user to root with the message', async ({
  page,
  context,
  baseURL,
}) => {
  const s = await signInAs(context, baseURL!);
  await page.goto('/message');
  await expect(page.getByRole('link', { name: /Coin balance/ })).toBeVisible();
  // Let the page's start-up calls (messaging token, the conversation list) finish first: one
  // still in flight after the revocation answers 10023 on this page, and the reload below would
  // wipe its message (seen in CI). The status heartbeat is an /exempt/ call and reveals nothing.
  await page.waitForLoadState('networkidle');
  await devApi('/dev/api/session', { userId: Number(s.userId), deviceId: 'another-device' });
  // No reload needed: the gateway closes the old session's socket (4001) at once;
  // the client's token renewal then answers 10023 and the page shows it without any user action.
  await expect(page.getByText(/active on another device|login has expired/i).first()).toBeVisible();
  // To the root, where a visitor gets the landing: not the login page of the login-only page
  // the user was on (spec 1 §8 "clear the session, go to root").
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { name: 'Video chat with people around the world' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('loginToken');
  expect(names).not.toContain('userId');
});

test('a blocked account signing in gets the ban screen (48-hour block), and stays a visitor', async ({
  page,
  context,
  baseURL,
}) => {
  const s = await signInAs(context, baseURL!);
  await devApi('/dev/api/ban', { userId: Number(s.userId), hours: 48 });
  await page.goto('/message'); // the start-up check answers 10115
  const screen = page.getByRole('dialog', { name: 'Account restricted' });
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('48 hours');
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('loginToken');
});

test('a banned device gets the device message on the ban screen', async ({
  page,
  context,
  baseURL,
}) => {
  const s = await signInAs(context, baseURL!);
  await devApi('/dev/api/ban', { deviceId: s.deviceId, hours: 48 });
  await page.goto('/message');
  const screen = page.getByRole('dialog', { name: 'Account restricted' });
  await expect(screen).toBeVisible();
  await expect(screen).toContainText(/device/i);
});
