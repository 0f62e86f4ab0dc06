import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { signedApi } from '../support/chat-store';
import { devApi, signInAs } from '../support/session';
import {
  TEST_CARD,
  buyPackWithTestProvider,
  captchaCode,
  payOnProviderPage,
  payPackByCard,
} from '../support/shop';

// Which orders offer a refund, decided by the server: none on an order whose coins are spent
// (and the API refuses it with the reason); "Paid but no coins?" only where a payment reached the
// provider; a refusal shown alone on the refund page; Back from the provider keeps the card form.

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 860 });
});

const orderCard = (page: Page, orderId: string) =>
  page.getByTestId('order').filter({ hasText: orderId });

test('coins spent: no "Request a refund", the reason said; the API refuses such a refund too', async ({
  page,
  context,
  baseURL,
}) => {
  const s = await signInAs(context, baseURL!);
  await page.goto('/shop');
  const orderId = await buyPackWithTestProvider(page, { coins: 100 }); // 150 coins
  await page.getByRole('button', { name: 'My orders' }).click();
  await expect(
    orderCard(page, orderId).getByRole('button', { name: 'Request a refund' }),
  ).toBeVisible();

  // 100 of the 150 coins are spent (a call, gifts: here through the test API's ledger).
  await devApi('/dev/api/ledger', { userId: Number(s.userId), amount: -100 });
  await page.reload();
  const card = orderCard(page, orderId);
  await expect(card).toContainText('Paid');
  await expect(card.getByRole('button', { name: 'Request a refund' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Paid but no coins?' })).toHaveCount(0);
  await expect(card).toContainText(
    'The coins from this order were already used, so the money cannot be returned.',
  );
  await page.goto(`/payRefund?orderId=${orderId}`);
  await expect(
    page.getByText('The coins from this order were already used, so the money cannot be returned.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send request' })).toHaveCount(0);

  // Forced through the API (with a right captcha): refused, with the reason; nothing moves.
  const img = await signedApi<{ captchaId: string }>(
    s,
    'GET',
    '/thirdPaymentRecon/1/getValidateImg',
  );
  const refused = await signedApi(s, 'POST', '/thirdPaymentRecon/1/submitUserFeedback', {
    orderId,
    reason: 3,
    captchaId: img.data.captchaId,
    captcha: await captchaCode(s.userId),
  });
  expect(refused).toMatchObject({
    code: 47005,
    msg: 'The coins from this order were already used, so the money cannot be returned',
  });
  await page.goto('/payOrderList');
  await expect(orderCard(page, orderId)).toContainText('Paid');
  await expect(page.getByRole('link', { name: 'Coin balance: 50' })).toBeVisible();
});

test("the refund page shows the server's reason alone, without a stale captcha message", async ({
  page,
  context,
  baseURL,
}) => {
  const s = await signInAs(context, baseURL!);
  await page.goto('/shop');
  const orderId = await buyPackWithTestProvider(page, { coins: 100 });
  await page.goto(`/payRefund?orderId=${orderId}`);
  await page.getByRole('radio', { name: 'I bought it by mistake' }).check();
  // Meanwhile the coins are spent in another tab.
  await devApi('/dev/api/ledger', { userId: Number(s.userId), amount: -100 });
  await page.getByLabel(/Type the 4 digits/).fill(await captchaCode(s.userId));
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(
    page.getByText('The coins from this order were already used, so the money cannot be returned'),
  ).toBeVisible();
  await expect(page.getByText('Enter the digits shown in the picture')).toHaveCount(0);
  await expect(page.getByText(/do not match the picture/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send request' })).toHaveCount(0);
});

test('"Paid but no coins?" only on an order the provider saw paid: not on one left at the provider nor on a declined one', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!);
  // Left on the provider's page: the user comes back without paying.
  await page.goto('/shop');
  await payPackByCard(page, { coins: 100 });
  await expect(page.getByRole('heading', { name: 'Test payment provider' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  // Declined.
  await page.goto('/shop');
  const declined = await buyPackWithTestProvider(page, { coins: 100, choice: 'Decline' });
  // The provider says "pending": a payment is on its way.
  await page.goto('/shop');
  const pending = await buyPackWithTestProvider(page, { coins: 100, choice: 'Leave pending' });

  await page.goto('/payOrderList');
  await expect(page.getByTestId('order')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Paid but no coins?' })).toHaveCount(1);
  await expect(
    orderCard(page, pending).getByRole('button', { name: 'Paid but no coins?' }),
  ).toBeVisible();
  await expect(orderCard(page, declined)).toContainText('Failed');
  await expect(
    orderCard(page, declined).getByRole('button', { name: /refund|coins\?/ }),
  ).toHaveCount(0);
  const left = page.getByTestId('order').filter({ hasText: 'Waiting for payment' });
  await expect(left).toHaveCount(1);
  await expect(left.getByRole('button', { name: /refund|coins\?/ })).toHaveCount(0);
});

test('Back from the provider page keeps the card form, except the security code', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!);
  await page.goto('/shop');
  await payPackByCard(page, { coins: 100, save: true });
  await expect(page.getByRole('heading', { name: 'Test payment provider' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  await expect(page.getByLabel('Name on card')).toHaveValue(TEST_CARD.name);
  await expect(page.getByLabel('Billing e-mail')).toHaveValue(TEST_CARD.email);
  await expect(page.getByLabel('Card number')).toHaveValue(TEST_CARD.number);
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue(TEST_CARD.expiry);
  await expect(page.getByLabel('Save this card for next time')).toBeChecked();
  await expect(page.getByLabel('Security code (CVV)')).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).not.toContain(`"cvv"`);
  expect(stored).not.toContain(`"${TEST_CARD.cvv}"`);

  // Only the security code to type again; then it pays, and the draft is gone.
  await page.getByLabel('Security code (CVV)').fill(TEST_CARD.cvv);
  await page.getByRole('button', { name: /^Pay / }).click();
  await payOnProviderPage(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('livcam.shop.cardDraft'))).toBeNull();
});
