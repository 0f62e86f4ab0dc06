import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { latestCode, uniqueUkMobile } from '../support/auth';
import { DESKTOP, PHONE, chatLog, chatUser, openChat } from '../support/chat';
import { befriend, sendText } from '../support/chat-store';
import { exactly, latinTextOnScreen, tr } from '../support/i18n';
import { signInAs } from '../support/session';

// The interface in the reader's language (spec 1 §9; spec 3 "Localisation"): detected from the
// browser on the first visit, chosen in settings, right to left for Arabic, remembered on the
// device and for the account, and sent as the language id on every request.

const html = (page: Page) => page.locator('html');

test('a visitor whose browser speaks Turkish gets the landing, the login popup and, after sign-up, the messages page in Turkish', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'tr-TR', viewport: PHONE, baseURL });
  const page = await context.newPage();
  const t = (key: string, values?: Record<string, string | number>) => tr('tr', key, values);
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('lang', 'tr');
  await expect(page.getByText(t('callChat:landing.lead'))).toBeVisible();

  // Sign up with a phone number, every control named in Turkish.
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: t('auth:login.title') });
  await dialog.getByRole('button', { name: t('auth:login.phone.label') }).click();
  await expect(dialog.getByRole('heading', { name: t('auth:login.phone.enter') })).toBeVisible();
  await dialog.getByRole('button', { name: t('auth:country.label') }).click();
  await dialog.getByLabel(t('auth:country.search')).fill('+44');
  await dialog.getByRole('button', { name: /\+44$/ }).first().click();
  const phone = uniqueUkMobile();
  await dialog.getByLabel(t('auth:login.phone.number')).fill(phone.national);
  await dialog.getByRole('button', { name: exactly(t('auth:login.continue')) }).click();
  await dialog.getByLabel(t('auth:login.code.label')).fill(await latestCode(phone.e164));
  await dialog.getByLabel(t('auth:login.password.new')).fill('secret123');
  await dialog.getByRole('button', { name: exactly(t('auth:login.continue')) }).click();
  await expect(dialog.getByRole('heading', { name: t('auth:profile.title') })).toBeVisible();
  await dialog.getByLabel(t('auth:profile.nickname')).fill('Deniz');
  await dialog.getByLabel(t('auth:profile.year')).selectOption('1995');
  await dialog.getByRole('radio', { name: t('auth:profile.female') }).check();
  await dialog.getByRole('button', { name: t('auth:profile.done') }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/message');
  await expect(page.getByRole('heading', { name: t('callChat:messages.title') })).toBeVisible();
  await expect(page.getByRole('list', { name: t('callChat:messages.listLabel') })).toBeVisible();
  await context.close();
});

test('choosing Arabic in settings turns the page right to left at once, with no English left; it survives a reload and a new sign-in, and requests carry language id 8', async ({
  browser,
  baseURL,
}) => {
  const tag = Math.random().toString(36).slice(2, 6);
  const me = await chatUser(browser, baseURL!, `Ann ${tag}`, DESKTOP);
  const friend = await chatUser(browser, baseURL!, `Bob ${tag}`, DESKTOP);
  await befriend(me.id, friend.id);
  await sendText(me.session, friend.id, 'Hello Bob');
  await sendText(friend.session, me.id, 'Hi Ann');
  const { page, context } = me;
  const ar = (key: string, values?: Record<string, string | number>) => tr('ar', key, values);

  await openChat(page, friend.id);
  await page.getByRole('button', { name: me.name, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const arabicRequest = page.waitForRequest(
    (r) => new URL(r.url()).searchParams.get('languageId') === '8',
  );
  await settings.getByLabel('Language').selectOption('ar');
  await arabicRequest;

  // At once, without a reload.
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const sidebar = page.getByRole('navigation', { name: ar('shell:nav.sidebar') });
  await expect(sidebar).toBeVisible();
  const side = (await sidebar.boundingBox())!;
  expect(side.x + side.width / 2).toBeGreaterThan(DESKTOP.width / 2);
  const log = (await chatLog(page).boundingBox())!;
  const own = (await chatLog(page).getByText('Hello Bob').boundingBox())!;
  const theirs = (await chatLog(page).getByText('Hi Ann').boundingBox())!;
  expect(own.x + own.width / 2).toBeLessThan(log.x + log.width / 2);
  expect(theirs.x + theirs.width / 2).toBeGreaterThan(log.x + log.width / 2);
  await expect(page.getByRole('textbox', { name: ar('callChat:chat.message') })).toBeVisible();
  expect(
    await latinTextOnScreen(page, [me.name, friend.name, 'Hello Bob', 'Hi Ann', 'LivCam']),
  ).toEqual([]);

  await page.reload();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('textbox', { name: ar('callChat:chat.message') })).toBeVisible();

  // A new device: nothing stored; the account's choice comes with the sign-in.
  await context.close();
  const device = await browser.newContext({ viewport: DESKTOP, baseURL });
  const fresh = await device.newPage();
  await signInAs(device, baseURL!, me.id);
  await fresh.goto('/message');
  await expect(html(fresh)).toHaveAttribute('dir', 'rtl');
  await expect(fresh.getByRole('heading', { name: ar('callChat:messages.title') })).toBeVisible();
  await device.close();
  await friend.context.close();
});
