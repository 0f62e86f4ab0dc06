import { type Browser, type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { signInAs } from '../support/session';

const SEEDED_USER_A = 20002;
const SEEDED_USER_B = 20003;

// Two users on the host's realtime page (route ConnectionCheck). Each user is in their
// own browser context (TOOLCHAIN.md: faster than two pages in one); fake camera and microphone
// come from the Chromium flags in support/chromium.ts.

async function openCheckPage(browser: Browser, baseURL: string, userId: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, permissions: ['camera', 'microphone'] });
  await signInAs(context, baseURL, userId);
  const page = await context.newPage();
  await page.goto('/connection-check');
  await expect(page.getByRole('heading', { level: 1, name: 'Connection check' })).toBeVisible();
  return page;
}

const videoWidth = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((v) => (v as HTMLVideoElement).videoWidth);

test('two users exchange a peer message through the gateway and see each other over WebRTC', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Two seeded demo users (backend/src/seed/data/catalog.ts): only this test signs them in, so a session of
  // one worker never revokes another's.
  const [a, b] = [{ userId: SEEDED_USER_A }, { userId: SEEDED_USER_B }];
  const [pageA, pageB] = await Promise.all([
    openCheckPage(browser, baseURL!, a.userId),
    openCheckPage(browser, baseURL!, b.userId),
  ]);
  try {
    for (const page of [pageA, pageB]) {
      await expect(page.getByRole('status', { name: 'Messaging connection' })).toHaveText('Online');
    }

    // A → B peer message (durable frame through the gateway).
    const text = `hello from ${a.userId} at ${Date.now()}`;
    const sendA = pageA.getByRole('region', { name: 'Send a test message' });
    await sendA.getByLabel('Recipient user id').fill(String(b.userId));
    await sendA.getByLabel('Message').fill(text);
    await sendA.getByRole('button', { name: 'Send' }).click();
    await expect(sendA.getByText('Sent. The recipient is online.')).toBeVisible();
    const inboxB = pageB
      .getByRole('region', { name: 'Send a test message' })
      .getByRole('list', { name: 'Received messages' });
    await expect(inboxB.getByRole('listitem')).toHaveText([`From ${a.userId}: ${text}`]);

    // Both start the video check with each other: local media provider, signalling via messaging.
    for (const [page, other] of [
      [pageA, b.userId],
      [pageB, a.userId],
    ] as const) {
      const video = page.getByRole('region', { name: 'Start video check' });
      await video.getByLabel('Recipient user id').fill(String(other));
      await video.getByRole('button', { name: 'Start video check' }).click();
    }
    for (const page of [pageA, pageB]) {
      await expect
        .poll(() => videoWidth(page, 'Your camera'), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await expect
        .poll(() => videoWidth(page, 'Their video'), { timeout: 30_000 })
        .toBeGreaterThan(0);
      const firstFrame = page.getByText(/^First remote frame after \d+ ms/);
      await expect(firstFrame).toBeVisible();
      test.info().annotations.push({
        type: 'first remote frame',
        description: await firstFrame.innerText(),
      });
    }

    // Seconds later the message is still listed exactly once (no replay, no duplicate).
    await expect(inboxB.getByRole('listitem')).toHaveCount(1);
    await expect(
      pageA.getByRole('region', { name: 'Send a test message' }).getByText('No messages yet.'),
    ).toBeVisible();
  } finally {
    await Promise.all([pageA.context().close(), pageB.context().close()]);
  }
});
