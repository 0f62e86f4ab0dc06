import { test, expect } from '../support/test';
import { setPlayWays, signInAs } from '../support/session';

// Root rule (spec 1 §2.1): SearchPage if LIVCAM is open and main, else CardPage if CARD is
// open and main, else the LivCam landing. Play ways come from the backend's site config.

const all = (main?: string) =>
  ['LIVCAM', 'CARD', 'WALL', 'MATCH', 'LIVE'].map((name, i) => ({ name, id: i + 1, main: name === main }));

test.afterAll(async () => {
  await setPlayWays(all());
});

test('root goes to SearchPage when LIVCAM is open and main', async ({ page, context, baseURL }) => {
  await setPlayWays(all('LIVCAM'));
  await signInAs(context, baseURL!);
  await page.goto('/');
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search', exact: true })).toBeVisible();
});

test('root goes to CardPage when CARD is open and main', async ({ page, context, baseURL }) => {
  await setPlayWays(all('CARD'));
  await signInAs(context, baseURL!);
  await page.goto('/');
  await expect(page).toHaveURL(/\/card$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cards', exact: true })).toBeVisible();
});

test('the wall menu item shows only when the wall is enabled', async ({ page }) => {
  await setPlayWays(all().filter((p) => p.name !== 'WALL'));
  await page.goto('/');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /wall/i })).toHaveCount(0);
  await setPlayWays(all());
  await page.reload();
  await expect(sidebar.getByRole('link', { name: /wall/i })).toBeVisible();
});
