import { fileURLToPath } from 'node:url';
import { test, expect } from '../support/test';
import { createUser, signInAs } from '../support/session';

// The consent notice's pictures for mfe-tasks' README ("Screenshots"), with TASK_SCREENSHOTS=1:
// an account in Germany on the messages page, on a phone and a desktop.
const shot = (name: string) =>
  fileURLToPath(new URL(`../../mfe-tasks/docs/screenshots/${name}`, import.meta.url));

test.skip(!process.env.TASK_SCREENSHOTS, 'pictures only with TASK_SCREENSHOTS=1');

for (const [size, viewport] of [
  ['390', { width: 390, height: 844 }],
  ['1366', { width: 1366, height: 860 }],
] as const) {
  test(`the consent notice at ${size}`, async ({ page, context, baseURL }) => {
    await page.setViewportSize(viewport);
    const { userId } = await createUser({ userName: `Greta ${size}`, countryId: 56 });
    await signInAs(context, baseURL!, userId);
    await page.goto('/message');
    await expect(page.getByRole('dialog', { name: 'Cookies on LivCam' })).toBeVisible();
    await page.waitForTimeout(700);
    await page.screenshot({ path: shot(`consent-${size}.png`) });
  });
}
