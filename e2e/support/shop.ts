import { expect, type Page } from '@playwright/test';
import { BACKEND, devApi } from './session';

/**
 * Coin shop helpers for any e2e that needs coins (the gift and call specs call
 * `buyPackWithTestProvider` when a user with too few coins lands on CoinPage). Everything goes
 * through the app's pages and the backend's test payment provider page, as a person would;
 * only set-up (offers, late callbacks, captcha codes) uses the backend's test API.
 */

export const TEST_CARD = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvv: '123',
};

export type ProviderChoice =
  'Pay' | 'Decline' | 'Leave pending' | 'Pay, call back late' | 'Pay, call back 5 times';

/** Opens CoinPage from the shell's balance (desktop sidebar). */
export async function openShopFromBalance(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Coin balance: \d+$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coin shop' })).toBeVisible();
}

/** On the test provider's page: makes the choice and waits until the app's result page is back. */
export async function payOnProviderPage(
  page: Page,
  choice: ProviderChoice = 'Pay',
): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Test payment provider' })).toBeVisible();
  await page.getByRole('button', { name: choice, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment result' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId');
  if (!orderId) throw new Error(`no orderId in ${page.url()}`);
  return orderId;
}

/** Fills the card form (paymentInfoAdd) and presses Pay. */
export async function payWithCard(
  page: Page,
  card = TEST_CARD,
  o: { save?: boolean } = {},
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  await page.getByLabel('Name on card').fill(card.name);
  await page.getByLabel('Billing e-mail').fill(card.email);
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry (MM/YY)').fill(card.expiry);
  await page.getByLabel('Security code (CVV)').fill(card.cvv);
  if (o.save) await page.getByLabel('Save this card for next time').check();
  await page.getByRole('button', { name: /^Pay / }).click();
}

/**
 * From CoinPage: buys the pack of `coins` coins (the first pack if not given) by card through the
 * test provider, with the provider page's `choice`. Returns the order id (on the result page).
 */
export async function buyPackWithTestProvider(
  page: Page,
  o: { coins?: number; choice?: ProviderChoice; card?: typeof TEST_CARD; save?: boolean } = {},
): Promise<string> {
  await payPackByCard(page, o);
  return payOnProviderPage(page, o.choice ?? 'Pay');
}

/**
 * From CoinPage: chooses the pack of `coins` coins (the first if not given), the card method,
 * fills the card form and presses Pay; the browser is then on its way to the provider's page.
 */
export async function payPackByCard(
  page: Page,
  o: { coins?: number; card?: typeof TEST_CARD; save?: boolean } = {},
): Promise<void> {
  const buy = o.coins
    ? page.getByRole('button', { name: new RegExp(`^Buy ${o.coins} coins for `) })
    : page.getByRole('button', { name: /^Buy \d+ coins for / }).first();
  await buy.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose how to pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await page.getByRole('button', { name: /Credit \/ debit card/ }).click();
  await payWithCard(page, o.card ?? TEST_CARD, { save: o.save });
}

/** The provider settles or re-sends a payment's callback (`times` times; 0 = the callback is lost). */
export function providerNotify(
  orderId: string,
  o: { outcome?: 'captured' | 'failed' | 'pending'; times?: number; delayMs?: number } = {},
) {
  return devApi<{ status: string }>('/dev/api/shop/notify', { orderId, ...o });
}

/** The digits in the user's newest live refund captcha picture (waits until the page has one). */
export async function captchaCode(userId: number | string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await fetch(`${BACKEND}/dev/api/shop/captcha?userId=${userId}`);
      const body = (await res.json()) as { code: number; data: { code: string } | null };
      code = body.code === 200 && body.data ? body.data.code : '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** Grants a user the limited offer now (country), or moves its end time. */
export function setOffer(
  userId: number | string,
  o: { grant?: string; endTime?: number; remove?: boolean },
) {
  return devApi<{ seal: { id: number; end_time: number } | null }>('/dev/api/shop/offer', {
    userId: Number(userId),
    ...o,
  });
}
