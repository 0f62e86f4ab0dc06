import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { openPopup } from '../support/popup';

// The country list of the sign-in popup stays on the screen and scrolls inside itself, on a
// phone-width screen (spec 1 §2.1 mobile layout ≤ 680 px) and on a desktop one. It once ran
// off the bottom of the screen on phones and was cut off by the popup on desktops.

async function openCountryList(page: Page) {
  const dialog = await openPopup(page);
  await dialog.getByRole('button', { name: 'Continue with phone' }).click();
  await dialog.getByRole('button', { name: 'Country code' }).click();
  const list = dialog.getByRole('list', { name: 'Countries' });
  await expect(list).toBeVisible();
  return { dialog, list };
}

async function expectOnScreen(page: Page, box: { x: number; y: number; width: number; height: number } | null) {
  const { width, height } = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

test.describe('phone width', () => {
  test.use({ viewport: { width: 420, height: 760 }, hasTouch: true });

  test('the country list stays on screen and a country far down the list can be tapped', async ({ page }) => {
    const { dialog, list } = await openCountryList(page);
    await expectOnScreen(page, await list.boundingBox());
    // Zimbabwe is near the end of the list: reached by scrolling inside the list, then tapped.
    const far = list.getByRole('button', { name: /^Zimbabwe/ });
    await far.scrollIntoViewIfNeeded();
    await expectOnScreen(page, await far.boundingBox());
    await far.tap();
    await expect(dialog.getByRole('button', { name: 'Country code' })).toContainText('ZW +263');
    await expect(list).toBeHidden();
  });
});

test('on a desktop screen the country list is not cut off by the popup', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { dialog, list } = await openCountryList(page);
  await expectOnScreen(page, await dialog.getByLabel('Search country').boundingBox());
  await expectOnScreen(page, await list.boundingBox());
  // The first rows are really visible, not hidden behind the popup's scroll.
  await expect(list.getByRole('button', { name: /^Afghanistan/ })).toBeInViewport();
  await list.getByRole('button', { name: /^Albania/ }).click();
  await expect(dialog.getByRole('button', { name: 'Country code' })).toContainText('AL +355');
});
