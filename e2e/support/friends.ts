import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signedApi, trySendText as trySend } from './chat-store';
import { createUser, devApi, signInAs, type TestSession } from './session';

/**
 * Friends e2e helpers: new users set up through the API, then driven as a person
 * would drive the friends page (role and visible text).
 */

export interface Person {
  userId: number;
  name: string;
  session: TestSession;
  context: BrowserContext;
  page: Page;
}

/** A new user (0 coins) signed in in a browser context of their own, on a phone-sized screen by default. */
export async function newPerson(
  browser: Browser,
  baseURL: string,
  name: string,
  coins = 0,
  viewport = { width: 390, height: 844 },
): Promise<Person> {
  const { userId } = await createUser({ userName: name });
  if (coins > 0) await credit(userId, coins);
  const context = await browser.newContext({ viewport });
  const session = await signInAs(context, baseURL, userId);
  const page = await context.newPage();
  return { userId, name, session, context, page };
}

/** Coins through the ledger (backend test API). */
export const credit = (userId: number, coins: number) =>
  devApi('/dev/api/ledger', { userId, amount: coins });

/** The balance the server holds (the ledger's snapshot), read through the signed API. */
export async function serverBalance(s: TestSession): Promise<number> {
  const r = await signedApi<{ goldNum: number }>(s, 'GET', '/facade/api/user/getUserInfo');
  expect(r.code).toBe(200);
  return r.data.goldNum;
}

/** The friends page, loaded, on the given tab. */
export async function openFriends(
  page: Page,
  tab: 'Friends' | 'Requests' | 'Blocked' | 'Online reminders' = 'Friends',
) {
  await page.goto('/friends');
  await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
  if (tab !== 'Friends') await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
}

/** The id the page shows as "Your ID: n" (how a person tells someone else their ID). */
export async function shownId(page: Page): Promise<string> {
  const text = await page.getByText(/^Your ID: \d+$/).innerText({ timeout: 15_000 });
  return text.replace(/\D/g, '');
}

/** Types into the search box (the page waits 500 ms before searching). */
export async function search(page: Page, q: string) {
  await page.getByRole('searchbox', { name: /Search your friends/ }).fill(q);
}

/** A friend's row in the list. */
export const friendRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Your friends' }).getByRole('listitem').filter({ hasText: name });

/** The More actions sheet of a friend, then one of its buttons. */
export async function friendAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('dialog', { name }).getByRole('button', { name: action }).click();
}

/** `from` sends a text to `to` through the real signed API; answers the server's code. */
export async function trySendText(from: TestSession, to: number, text: string): Promise<number> {
  return (await trySend(from, to, text)).code;
}
