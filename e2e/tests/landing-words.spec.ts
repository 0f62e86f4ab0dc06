import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';

// The landing promises only what works today: calls, random matches, chat, friends and coins.
// Live studios, tasks and translation in chat are not promised: not in the hero, the SEO block,
// the title or the meta description, in English, Turkish or Dutch; not in the pre-rendered HTML
// (before any script) nor once the app has taken over.

const LEAD =
  'Meet new people face to face in one tap: one-to-one video calls, random matches, chat with the friends you make, and coins for calls and gifts.';
const NOT_PROMISED = [
  /live studio/i,
  /live ?stream/i,
  /translat/i,
  /\btasks?\b/i,
  /canlı yayın/i,
  /çeviri/i,
  /livestudio/i,
  /vertaling/i,
];

async function promises(page: Page): Promise<string> {
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  return `${await page.title()}\n${description}\n${await page.locator('body').innerText()}`;
}

function expectOnlyWhatWorks(text: string, where: string) {
  for (const word of NOT_PROMISED) expect(text, `${where}: ${word}`).not.toMatch(word);
}

test.describe('before any script runs (the pre-rendered HTML)', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, lang] of [
    ['/', 'en'],
    ['/tr', 'tr'],
    ['/nl', 'nl'],
  ] as const)
    test(`${path}: the hero, the SEO block and the meta data (${lang})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(LEAD)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expectOnlyWhatWorks(await promises(page), path);
    });

  test('the English SEO block says what a visitor can do', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByText(
        'Start a 1v1 video call, try a random match and keep chatting with the friends you make.',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(
      page.getByText('Sign up to get free coins for calls and gifts', { exact: false }),
    ).toBeVisible();
  });
});

test('once the app runs, the landing says the same', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in to start chatting' })).toBeVisible();
  await expect(page.getByText(LEAD)).toBeVisible();
  // The app has taken over (its login link opens the popup in place): the text is the app's own.
  await page.waitForFunction(() => !document.getElementById('prerender'));
  expectOnlyWhatWorks(await promises(page), 'app');
});
