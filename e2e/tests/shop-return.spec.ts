import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { callFromSearch, closeAll, openUser, ringBell } from '../support/call';
import { chatLog, twoFriends } from '../support/chat';
import { signedApi } from '../support/chat-store';
import { signInAs } from '../support/session';
import { buyPackWithTestProvider, openShopFromBalance, setOffer } from '../support/shop';

// Buying coins from a not-enough-coins prompt, then straight back to what the coins were for:
// the call (started again with the same person) or the chat (where the gift now goes). And the
// limited offer's "shown only once" popup does not meet someone who has just paid.

const tag = () => Math.random().toString(36).slice(2, 6);

/** In an open chat, with too few coins: the quick bar's first gift → "Not enough coins" → Get coins. */
async function giftWithoutCoins(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Gifts', exact: true }).click();
  await firstQuickGift(page).click();
  await page.getByRole('button', { name: 'Send gift' }).click();
  await page
    .getByRole('dialog', { name: 'Not enough coins' })
    .getByRole('button', { name: 'Get coins' })
    .click();
}

const firstQuickGift = (page: Page) =>
  page
    .getByRole('group', { name: 'Quick gifts' })
    .getByRole('button', { name: /\d+ coins$/ })
    .first();

test('the call layer\'s not-enough-coins dialog → buy coins → "Back to your call with …" → the call starts again', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const t = tag();
  const b = await openUser(browser, baseURL!, { name: `Host B ${t}`, host: true, price: 60 });
  const a = await openUser(browser, baseURL!, { name: `Caller A ${t}`, coins: 59 });
  try {
    await callFromSearch(a, b);
    const dialog = a.page.getByRole('dialog', { name: 'Not enough coins' });
    await expect(dialog.getByText('You have 59 coins.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Get coins' }).click();
    await expect(a.page).toHaveURL(/\/shop\?from=call$/);
    await expect(a.page.getByRole('heading', { level: 1, name: 'Coin shop' })).toBeVisible();

    await buyPackWithTestProvider(a.page, { coins: 100 });
    await expect(a.page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(a.page.getByRole('link', { name: 'Coin balance: 209' })).toBeVisible();
    // The purchase made A a VIP, whom the server checks in (10 coins) with the day's first
    // check-in read: made here, so the price check on the way back comes after it.
    const read = await signedApi<{ vipCheckIn?: { coin: number } }>(
      a.session,
      'GET',
      '/wchat/activities/api/user/checkIn',
    );
    expect(read.data.vipCheckIn?.coin).toBe(10);
    await a.page.getByRole('button', { name: `Back to your call with Host B ${t}` }).click();

    // Back on the page the call came from, the call starts again: the price, then B's ring bell.
    await expect(a.page).toHaveURL(/\/search$/);
    const confirm = a.page.getByRole('dialog', { name: `Call Host B ${t}?` });
    await expect(confirm.getByText('You have 219 coins.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Call', exact: true }).click();
    await expect(ringBell(b.page)).toBeVisible();
  } finally {
    await closeAll(a, b);
  }
});

test('a chat gift prompt → buy coins → "Back to the chat with …" → the gift goes', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [ann, bob] = await twoFriends(browser, baseURL!);
  try {
    await ann.page.goto(`/message/session/${bob.id}`);
    await expect(ann.page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await giftWithoutCoins(ann.page);
    await expect(ann.page).toHaveURL(/\/shop\?from=chat$/);

    await buyPackWithTestProvider(ann.page, { coins: 100 });
    await expect(ann.page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await ann.page.getByRole('button', { name: `Back to the chat with ${bob.name}` }).click();
    await expect(ann.page).toHaveURL(new RegExp(`/message/session/${bob.id}$`));
    await expect(ann.page.getByRole('textbox', { name: 'Message' })).toBeVisible();

    await ann.page.getByRole('button', { name: 'Gifts', exact: true }).click();
    await firstQuickGift(ann.page).click();
    await ann.page.getByRole('button', { name: 'Send gift' }).click();
    await expect(ann.page.getByText(`Gift sent to ${bob.name}.`)).toBeVisible();
    await expect(chatLog(ann.page).getByText(/^You sent /)).toBeVisible();
  } finally {
    await ann.context.close();
    await bob.context.close();
  }
});

test('the shop opened from the balance offers no way back to an older prompt', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const [ann, bob] = await twoFriends(browser, baseURL!);
  try {
    await ann.page.goto(`/message/session/${bob.id}`);
    await giftWithoutCoins(ann.page);
    await expect(ann.page).toHaveURL(/\/shop\?from=chat$/);
    // The user leaves, and later comes to the shop from the sidebar's balance.
    await ann.page.goto('/friends');
    await openShopFromBalance(ann.page);
    await buyPackWithTestProvider(ann.page, { coins: 100 });
    await expect(ann.page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(ann.page.getByRole('button', { name: /^Back to / })).toHaveCount(0);
    await expect(ann.page.getByRole('button', { name: 'Coin shop' })).toBeVisible();
  } finally {
    await ann.context.close();
    await bob.context.close();
  }
});

test('phone: the "shown only once" offer popup does not appear right after a purchase', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const phone = { width: 390, height: 844 };
  // Someone who has not bought meets the popup on the landing…
  const other = await browser.newContext({ viewport: phone, baseURL });
  const o = await signInAs(other, baseURL!);
  await setOffer(o.userId, { grant: 'US' });
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await expect(otherPage.getByRole('dialog', { name: 'Limited coin offer' })).toBeVisible();
  await other.close();

  // …someone who has just bought a pack (the offer still running) does not.
  const context = await browser.newContext({ viewport: phone, baseURL });
  const s = await signInAs(context, baseURL!);
  await setOffer(s.userId, { grant: 'US' });
  const page = await context.newPage();
  await page.goto('/shop');
  await expect(page.getByRole('region', { name: 'Limited offer' })).toBeVisible();
  await buyPackWithTestProvider(page, { coins: 100 });
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: /Video chat with people/ }),
  ).toBeVisible();
  // The popup would show within a moment of the page's offer being read; it stays away.
  await page.waitForTimeout(2_500);
  await expect(page.getByRole('dialog', { name: 'Limited coin offer' })).toHaveCount(0);
  await page.goto('/message');
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('dialog', { name: 'Limited coin offer' })).toHaveCount(0);
  await context.close();
});
