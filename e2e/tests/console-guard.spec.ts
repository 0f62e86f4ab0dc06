import { test } from '../support/test';

// The suite's console guard (support/test.ts) itself: each of these must fail — a test marked
// test.fail() that passes is reported as a failure, so a guard that stopped watching fails here.
test('a console error nobody expected fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/about.html');
  await page.evaluate(() => console.error('an error nobody expected'));
});

test('an uncaught error in a page of a context the test made fails the test', async ({
  browser,
  baseURL,
}) => {
  test.fail();
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/about.html');
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('uncaught');
    }, 0),
  );
  await page.waitForTimeout(200);
  await context.close();
});

test('a react-i18next warning (a call without its instance) fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/about.html');
  await page.evaluate(() =>
    console.warn('react-i18next:: useTranslation: You will need to pass in an i18next instance'),
  );
});
