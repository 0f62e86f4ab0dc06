import { test, expect } from '../support/test';
import { serverBalance } from '../support/friends';
import {
  chatLines,
  expectFramesAdvance,
  ledgerOf,
  liveTestApi,
  pickGift,
  twoViewersInOneLive,
} from '../support/live';

// The realtime gateway restarts while two viewers watch (backend realtime README, the test API
// `POST /dev/api/realtime/restart`: every socket closes, new ones are refused for a moment, the
// replay logs start empty). The room comes back by itself: the video plays again, the chat works
// both ways, nothing shows twice, and a gift sent around the restart is charged once.

// The browser itself logs the sockets the restarting gateway refuses (HTTP 503 for a moment):
// the drill's doing; the app retries.
test.use({
  consoleErrors: /WebSocket connection to '\S+\/rtm' failed: .*Unexpected response code: 503/,
});

test('a gateway restart: the room comes back, chat works, nothing twice, a gift charged once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = Math.random().toString(36).slice(2, 6);
  const { a, b, roomA, roomB } = await twoViewersInOneLive(
    browser,
    baseURL!,
    [`Ivy ${tag}`, `Leo ${tag}`],
    300,
  );
  try {
    const inputA = roomA.getByRole('textbox', { name: 'Say something…' });
    const inputB = roomB.getByRole('textbox', { name: 'Say something…' });
    const before1 = `Before the restart ${tag}`;
    await inputA.fill(before1);
    await inputA.press('Enter');
    await expect(chatLines(roomB).filter({ hasText: before1 })).toHaveCount(1);

    // The gift panel ready: the gift goes out right as the gateway restarts.
    const balance = await serverBalance(a.session);
    const { panel, price, send } = await pickGift(a.page, roomA);
    await Promise.all([liveTestApi.restartGateway(), send.click()]);
    await panel.getByRole('button', { name: 'Close' }).click();

    // Back within seconds: moving video again, in the same room.
    await expect(roomA).toBeVisible();
    await expectFramesAdvance(a.page, 5, 20_000);
    await expectFramesAdvance(b.page, 5, 20_000);
    await expect(inputA).toBeEnabled();

    // The chat works both ways after the restart.
    const afterA = `After the restart, Ivy ${tag}`;
    const afterB = `After the restart, Leo ${tag}`;
    await inputA.fill(afterA);
    await inputA.press('Enter');
    await expect(chatLines(roomB).filter({ hasText: afterA })).toHaveCount(1, { timeout: 20_000 });
    await inputB.fill(afterB);
    await inputB.press('Enter');
    await expect(chatLines(roomA).filter({ hasText: afterB })).toHaveCount(1, { timeout: 20_000 });

    // Nothing twice: every chat line of the two viewers shows once on both sides.
    for (const room of [roomA, roomB]) {
      for (const text of [before1, afterA, afterB])
        await expect(chatLines(room).filter({ hasText: text })).toHaveCount(1);
    }
    // The gift was charged once.
    await expect.poll(() => serverBalance(a.session)).toBe(balance - price);
    const gifts = (await ledgerOf(a.userId)).filter((e) =>
      e.idempotencyKey.startsWith('live-gift:'),
    );
    expect(gifts.map((e) => e.amount)).toEqual([-price]);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
