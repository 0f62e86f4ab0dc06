import { test, expect } from '../support/test';
import { signInAs } from '../support/session';

test('enter a seeded live from LivCam and see moving video', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await signInAs(context, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Popular live' });
  await row.getByRole('button', { name: /^Watch / }).first().click();
  const room = page.getByRole('dialog', { name: /^Live of / });
  await expect(room).toBeVisible();
  const t0 = Date.now();
  await page.screenshot({ path: '/tmp/shots/live-0.png' });
  await expect.poll(async () => page.evaluate(() => {
    const v = document.querySelector('video'); return v ? v.currentTime : -1;
  }), { timeout: 30_000 }).toBeGreaterThan(1);
  console.log('video after', Date.now() - t0, 'ms');
  await page.screenshot({ path: '/tmp/shots/live-1.png' });
  await room.getByRole('textbox').fill('hello live');
  await room.getByRole('textbox').press('Enter');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/live-2.png' });
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots/live-3.png' });
});
