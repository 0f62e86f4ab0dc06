import { test, expect } from '../support/test';
import { signInAs } from '../support/session';
import { payOnProviderPage, payWithCard, setOffer } from '../support/shop';

// The limited coin offer — the sidebar countdown (gone at the end time, clock shifted),
// the bubble, and the mobile coin popup that stays closed once closed.

test('the sidebar countdown ticks and hides at the end time (clock shifted); the shop card goes too', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.clock.install();
  await signInAs(context, baseURL!);
  // Visiting the shop starts the campaign's offer for a user who never paid (60 minutes).
  await page.goto('/shop');
  await expect(page.getByRole('region', { name: 'Limited offer' })).toContainText('40% OFF');
  await expect(page.getByRole('region', { name: 'Limited offer' })).toContainText('299 coins');
  const countdown = page.getByTestId('offer-countdown');
  await expect(countdown).toHaveText(/^(1:00:00|59:\d\d)$/);
  const before = await countdown.textContent();
  await page.clock.runFor(2_000);
  await expect(countdown).not.toHaveText(before!);
  await expect(page.getByRole('link', { name: /^Coin balance: 0$/ })).toBeVisible();
  await page.clock.fastForward('01:00:30');
  await expect(countdown).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Limited offer' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Coin balance: 0$/ })).toBeVisible();
});

test('mobile: the bubble and the coin popup; once closed the popup stays closed; the deal is bought once', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const s = await signInAs(context, baseURL!);
  await setOffer(s.userId, { grant: 'US' });
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Limited coin offer' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('40% off 299 coins');
  await popup.getByRole('button', { name: 'Not now' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('link', { name: /Limited offer: 40% off, ends in/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: /Limited offer: 40% off/ })).toBeVisible();
  await expect(popup).toHaveCount(0);
  await page.goto('/message');
  await expect(page.getByRole('link', { name: /Limited offer: 40% off/ })).toBeVisible();
  await expect(popup).toHaveCount(0);

  // Buying the deal from the bubble: 299 coins at the offer price, then the offer is gone.
  await page.getByRole('link', { name: /Limited offer: 40% off/ }).click();
  await page.getByRole('button', { name: 'Get the deal' }).click();
  await expect(page.getByText('Limited offer', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Choose how to pay' }).click();
  await page.getByRole('button', { name: /Credit \/ debit card/ }).click();
  await payWithCard(page);
  await payOnProviderPage(page, 'Pay');
  await expect(page.getByText('+299 coins added to your balance')).toBeVisible();
  await page.goto('/message');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Limited offer/ })).toHaveCount(0);
  await expect(popup).toHaveCount(0);
});
