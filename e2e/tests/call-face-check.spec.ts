import { test, expect } from '../support/test';
import {
  closeAll,
  expectMovingVideo,
  openUser,
  placeCall,
  ringBell,
  videoWindow,
} from '../support/call';

// The face and blur messages at 1, 2, 3 and 6 s after the call starts
// (spec 2 §4), between two people: B switches the camera off early in the call, B's next check
// finds the picture covered, says so to B, and sends it to A (1050 action 103, peer to peer), who
// is told B's camera looks covered. A's own camera (the fake device: a moving, detailed picture)
// passes, so A sees nothing about their own.

test('the face and blur check: B covers the camera early in the call, both are told', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36).slice(-4);
  const b = await openUser(browser, baseURL!, {
    name: `Bea ${tag}`,
    host: true,
    price: 60,
    path: '/shop',
  });
  const a = await openUser(browser, baseURL!, { name: `Abe ${tag}`, coins: 500 });
  try {
    await placeCall(a, b);
    await ringBell(b.page).getByRole('button', { name: 'Accept' }).click();
    await expect(videoWindow(b.page, a.name)).toBeVisible();
    await b.page.getByRole('button', { name: 'Camera off' }).click();
    await expect(videoWindow(a.page, b.name)).toBeVisible();
    await expectMovingVideo(b.page, 'Their video');

    const bNotice = b.page.getByRole('status', { name: 'Camera check' });
    await expect(bNotice).toHaveText(
      `Your camera looks covered or blurred: ${a.name} cannot see you well.`,
      { timeout: 15_000 },
    );
    const aNotice = a.page.getByRole('status', { name: 'Camera check' });
    await expect(aNotice).toHaveText(`${b.name}'s camera looks covered or blurred.`, {
      timeout: 15_000,
    });
  } finally {
    await closeAll(a, b);
  }
});
