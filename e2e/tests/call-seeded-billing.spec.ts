import { test, expect } from '../support/test';
import { balance, room, videoWindow } from '../support/call';
import { seededCall } from '../support/incall';

// When a paid call to a seeded host starts is the server's decision: its own media peer sends the
// first frame, and that is when minute 1 is paid (backend/src/modules/call/rules.ts "Who starts
// the clock"). A client that never reports the start (here every notifyStartCall is dropped on
// the way) is billed all the same, from the moment the host's video reaches it.
test.describe(() => {
  // The dropped reports show in the console as failed requests.
  test.use({ consoleErrors: /net::ERR_FAILED/ });
  test('a caller whose client never reports the start is billed from the moment the host video reaches them', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    let reports = 0;
    const c = await seededCall(browser, baseURL!, {
      coins: 1000,
      prepare: async (context) => {
        await context.route('**/api/call/notifyStartCall**', (route) => {
          reports++;
          return route.abort();
        });
      },
    });
    try {
      // seededCall saw moving video and a started room; the client's reports never arrived.
      const r = await room(c.roomNum);
      expect(reports).toBeGreaterThan(0);
      expect(r.caller_frame_at).toBeNull();
      expect(r.state).toBe('connected');
      expect(r.minutes_billed).toBe(1);
      expect(await balance(c.u.session)).toBe(1000 - r.price);
      await expect(videoWindow(c.u.page, c.host.name)).toBeVisible();
    } finally {
      await c.done();
    }
  });
});

// spec 2 §9: a call under a minute is billed as one minute.
test('a caller who hangs up after 20 s of video pays one minute', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const c = await seededCall(browser, baseURL!, { coins: 1000 });
  try {
    const startedAt = (await room(c.roomNum)).started_at!;
    await expect
      .poll(() => Date.now() - startedAt, { timeout: 30_000, intervals: [1_000] })
      .toBeGreaterThan(20_000);
    await c.u.page.getByRole('button', { name: 'Hang up' }).click();
    await c.u.page.getByRole('button', { name: 'End call' }).click();
    await expect(videoWindow(c.u.page, c.host.name)).toBeHidden();
    const r = await room(c.roomNum);
    expect(r.state).toBe('ended');
    expect(r.minutes_billed).toBe(1);
    expect(r.coins_charged).toBe(r.price);
    expect(await balance(c.u.session)).toBe(1000 - r.price);
    expect(r.ended_at! - r.started_at!).toBeGreaterThanOrEqual(20_000);
  } finally {
    await c.done();
  }
});
