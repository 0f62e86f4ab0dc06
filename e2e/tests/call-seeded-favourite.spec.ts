import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { videoWindow } from '../support/call';
import { signedApi } from '../support/chat-store';
import { shiftClock } from '../support/clock';
import { INCALL_HOST, seededCall, type SeededCall } from '../support/incall';
import { createUser, devApi } from '../support/session';

// The favourite prompt (spec 2 §4 "shown at 300 seconds of call time if the
// remote user is a friend (relation 2), not a favourite, and no recharge prompt is showing. It
// closes automatically after 20 seconds, or 3 seconds after the user confirms"; §9) in real calls
// with a seeded host who is the user's friend. The device's clock is Playwright's (installed
// before the app loads, re-signing requests with the real time: support/clock.ts) and jumps to
// 300 s of call time; the server's clock is not moved (one minute billed).

const FIVE_MINUTES = 300_000;

async function hangUp(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Hang up' }).click();
  await page.getByRole('button', { name: 'End call' }).click();
  await expect(videoWindow(page, name)).toBeHidden();
}

const stickOf = async (c: SeededCall) =>
  (
    await signedApi<Array<{ stick: number }>>(c.u.session, 'POST', '/facade/api/friend/relations', {
      userIds: String(c.host.userId),
    })
  ).data[0]!.stick;

test('the favourite prompt at 300 s for a friend: closes by itself after 20 s; in the next call Add makes them a favourite, closed 3 s later', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { userId } = await createUser({ userName: `Fan ${Date.now().toString(36).slice(-5)}` });
  await devApi('/dev/api/ledger', { userId, amount: 1000, reason: 'e2e' });
  await devApi('/dev/api/chat/friends', { a: userId, b: INCALL_HOST.userId });
  const prepare = (context: Parameters<typeof shiftClock>[0]) => shiftClock(context, 0);

  // First call: nothing before 300 s; at 300 s the prompt; 20 s later it is gone by itself.
  let c = await seededCall(browser, baseURL!, { userId, prepare });
  try {
    const { page } = c.u;
    expect(await stickOf(c)).toBe(0);
    const prompt = page.getByRole('alertdialog', { name: 'Add to favourites' });
    await page.clock.fastForward(FIVE_MINUTES - 10_000);
    await page.waitForTimeout(1_500);
    await expect(prompt).toBeHidden();
    await page.clock.fastForward(10_000);
    await expect(prompt).toContainText(`Add ${c.host.name} to your favourites.`);
    // The device's clock also runs on by itself between the steps (a second or two): 15 s after it
    // opened the prompt is there, 21 s after it is gone.
    await page.clock.fastForward(15_000);
    await page.waitForTimeout(1_000);
    await expect(prompt).toBeVisible();
    await page.clock.fastForward(6_000);
    await expect(prompt).toBeHidden();
    expect(await stickOf(c)).toBe(0);
    await hangUp(page, c.host.name);
  } finally {
    await c.done();
  }

  // Second call: Add → stick 1 on the server, "now a favourite", closed 3 s later.
  c = await seededCall(browser, baseURL!, { userId, prepare });
  try {
    const { page } = c.u;
    const prompt = page.getByRole('alertdialog', { name: 'Add to favourites' });
    await page.clock.fastForward(FIVE_MINUTES);
    await prompt.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(prompt).toContainText(`${c.host.name} is now a favourite.`);
    await expect.poll(() => stickOf(c)).toBe(1);
    await page.clock.fastForward(4_000);
    await expect(prompt).toBeHidden();
    await expect(videoWindow(page, c.host.name)).toBeVisible();
  } finally {
    await c.done();
  }
});
