import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { DESKTOP, chatLog, chatUser, realtimeSignedIn } from '../support/chat';
import { signedApi } from '../support/chat-store';

// The system conversations' notices (spec 2 §3: −1 Notifications, −3 Income Notices) are made by
// the server in English with a key and values (noticeKey): an Arabic reader sees them in Arabic,
// in the message list's preview and in the chat, names kept as they are in <bdi>. (The client
// takes the system chats' notices from pushes only, so the welcome notices made before the first
// connection show in the list, not in the chats.)

// The Arabic packs, read here (this e2e package is an ES module: no __dirname).
const packOf = (file: string) =>
  JSON.parse(
    fs.readFileSync(new URL(`../../mfe-call-chat/src/locales/${file}`, import.meta.url), 'utf8'),
  );
const PACKS: Record<string, unknown> = {
  chat: packOf('chat/ar.json'),
  callChat: packOf('ar.json'),
};
/** The Arabic text of `ns:key` with its values, <bdi> tags left out (as the page's text reads). */
const ar = (nsKey: string, values: Record<string, string> = {}) => {
  const [ns, key] = nsKey.split(':') as [string, string];
  const text = key
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], PACKS[ns]);
  if (typeof text !== 'string') throw new Error(`ar has no text for ${nsKey}`);
  return text
    .replace(/<\/?bdi>/g, '')
    .replace(/\{\{(\w+)\}\}/g, (all, n: string) => values[n] ?? all);
};
const row = (page: Page, name: string) =>
  page.getByRole('list', { name: ar('callChat:messages.listLabel') }).getByRole('button', {
    name: new RegExp(`^${name}`),
  });

test('an Arabic reader sees the welcome and income notices in Arabic, in the list and the chats', async ({
  browser,
  baseURL,
}) => {
  const tag = Math.random().toString(36).slice(2, 6);
  const ann = await chatUser(browser, baseURL!, `Ann ${tag}`, DESKTOP);
  const bob = await chatUser(browser, baseURL!, `Bob ${tag}`, DESKTOP, 1000);
  const { page } = ann;
  // Ann's world (the welcome notices) is made when she first opens her messages; she stays
  // online, so the Income Notice reaches her chat store as a live push.
  const live = realtimeSignedIn(page);
  await page.goto('/message');
  await live;
  await page.getByRole('button', { name: ann.name, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.keyboard.press('Escape');

  // Bob sends Ann a Rose: her Income Notices gets a line (server English + key and values).
  const sent = await signedApi(bob.session, 'POST', '/facade/api/gift/send', {
    giftPage: 1,
    giftId: 1,
    receiveUserId: ann.id,
    userId: bob.id,
    messageUuid: randomUUID(),
  });
  expect(sent.code).toBe(200);
  await bob.context.close();

  const welcome = ar('chat:notice.welcome.notifications', { name: ann.name });
  const notifications = row(page, ar('chat:system.notifications'));
  await expect(notifications).toContainText(welcome);
  await expect(notifications).not.toContainText('Welcome to LivCam');
  const income = row(page, ar('chat:system.income_notices'));
  await expect(income).toContainText(`${bob.name} أرسل إليك`);
  await expect(income).not.toContainText('sent you');

  // The −3 chat: the pushed Income Notice, Bob's name and the gift's name kept as data.
  await income.click();
  const line = chatLog(page).getByText(`${bob.name} أرسل إليك Rose`);
  await expect(line).toBeVisible();
  await expect(line.locator('bdi')).toHaveText([bob.name, 'Rose']);
  await expect(chatLog(page).getByText('sent you')).toHaveCount(0);
  await ann.context.close();
});
