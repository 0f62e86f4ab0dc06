import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { fileURLToPath } from 'node:url';
import { callFromSearch, closeAll, openUser } from '../support/call';
import { befriend } from '../support/chat-store';
import { chatLog, chatUser, openChat, typeAndSend } from '../support/chat';
import { devApi, signInAs } from '../support/session';
import { buyPackWithTestProvider, payPackByCard } from '../support/shop';

// The pictures of the shop's pages, at 390×844 and 1366×860, into
// docs/screenshots/. Runs only when asked (it rewrites them):
//   SHOP_UX_SCREENSHOTS=1 E2E_PORT_OFFSET=… npx playwright test tests/shop-ux-screenshots.spec.ts tests/shop-bubble.spec.ts
const docs = (name: string) =>
  fileURLToPath(new URL(`../../docs/screenshots/${name}`, import.meta.url));

test.skip(
  !process.env.SHOP_UX_SCREENSHOTS,
  'set SHOP_UX_SCREENSHOTS=1 to rewrite docs/screenshots',
);

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 860 },
] as const;

async function shot(page: Page, name: string) {
  await page.waitForTimeout(700); // toasts and the bubble's place settle
  await page.screenshot({ path: docs(`${name}-${page.viewportSize()!.width}.png`) });
}

for (const size of SIZES) {
  test(`${size.width}: the result page's way back to the call`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const t = Math.random().toString(36).slice(2, 6);
    const b = await openUser(browser, baseURL!, { name: `Mia ${t}`, host: true, price: 60 });
    const a = await openUser(browser, baseURL!, { name: `Leo ${t}`, coins: 20, viewport: size });
    try {
      await callFromSearch(a, b);
      await shot(a.page, 'call-not-enough-coins');
      await a.page
        .getByRole('dialog', { name: 'Not enough coins' })
        .getByRole('button', { name: 'Get coins' })
        .click();
      await buyPackWithTestProvider(a.page, { coins: 100 });
      await expect(
        a.page.getByRole('button', { name: `Back to your call with Mia ${t}` }),
      ).toBeVisible();
      await shot(a.page, 'result-back-to-call');
    } finally {
      await closeAll(a, b);
    }
  });

  test(`${size.width}: the way back to the chat, and an untranslated message`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = Math.random().toString(36).slice(2, 6);
    const aylin = await chatUser(browser, baseURL!, `Aylin ${t}`, size, 0, { locale: 'nl-NL' });
    const bram = await chatUser(browser, baseURL!, `Bram ${t}`, size);
    try {
      await befriend(aylin.id, bram.id);
      await openChat(aylin.page, bram.id);
      await typeAndSend(aylin.page, 'Good morning!');
      await typeAndSend(aylin.page, 'Nasılsın, bugün ne yapıyorsun?');
      await openChat(bram.page, aylin.id);
      await expect(chatLog(bram.page).getByText('Translation not available')).toBeVisible();
      await shot(bram.page, 'chat-translation-not-available');

      await bram.page.getByRole('button', { name: 'Gifts', exact: true }).click();
      await bram.page
        .getByRole('group', { name: 'Quick gifts' })
        .getByRole('button', { name: /\d+ coins$/ })
        .first()
        .click();
      await bram.page.getByRole('button', { name: 'Send gift' }).click();
      await bram.page
        .getByRole('dialog', { name: 'Not enough coins' })
        .getByRole('button', { name: 'Get coins' })
        .click();
      await buyPackWithTestProvider(bram.page, { coins: 100 });
      await expect(
        bram.page.getByRole('button', { name: `Back to the chat with Aylin ${t}` }),
      ).toBeVisible();
      await shot(bram.page, 'result-back-to-chat');
    } finally {
      await aylin.context.close();
      await bram.context.close();
    }
  });

  test(`${size.width}: orders, the refund page of a spent order, the card form after Back`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: size, baseURL });
    const s = await signInAs(context, baseURL!);
    const page = await context.newPage();
    await page.goto('/shop');
    const spent = await buyPackWithTestProvider(page, { coins: 100 });
    await devApi('/dev/api/ledger', { userId: Number(s.userId), amount: -100 });
    await page.goto('/shop');
    await buyPackWithTestProvider(page, { coins: 100, choice: 'Leave pending' });
    await page.goto('/shop');
    await buyPackWithTestProvider(page, { coins: 100, choice: 'Decline' });
    await page.goto('/payOrderList');
    await expect(page.getByRole('button', { name: 'Paid but no coins?' })).toHaveCount(1);
    await shot(page, 'orders');
    await page.goto(`/payRefund?orderId=${spent}`);
    await expect(page.getByText(/already used, so the money cannot be returned/)).toBeVisible();
    await shot(page, 'refund-coins-spent');

    await page.goto('/shop');
    await payPackByCard(page, { coins: 525 });
    await expect(page.getByRole('heading', { name: 'Test payment provider' })).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('Card number')).not.toHaveValue('');
    await shot(page, 'card-form-after-back');
    await context.close();
  });

  test(`${size.width}: the landing a visitor gets`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: size, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign in to start chatting' })).toBeVisible();
    await shot(page, 'landing');
    await page.screenshot({
      path: docs(`landing-full-${size.width}.png`),
      fullPage: true,
    });
    await context.close();
  });
}
