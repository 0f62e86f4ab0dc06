import { test, expect } from '../support/test';
import {
  balance,
  callFromSearch,
  callRecordText,
  closeAll,
  expectMovingVideo,
  loseEndOfCallPushes,
  openUser,
  ringBell,
  room,
  shiftRoom,
  storedRoom,
  videoWindow,
} from '../support/call';

// A new user's 120 coins call an 80/min host: minute 1 is paid (40 left), minute 2 cannot be.
// On the real clock (no shifted room), the server ends the call within seconds of minute 2
// starting, on both sides, and the record's duration is the server's (backend
// src/modules/call/README.md "When a call ends").
test('coins for one minute: the call ends on both sides within seconds of the minute it cannot pay', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36).slice(-5);
  const b = await openUser(browser, baseURL!, { name: `Host E ${tag}`, host: true, price: 80, path: '/shop' });
  const a = await openUser(browser, baseURL!, { name: `Caller E ${tag}`, coins: 120 });
  try {
    await callFromSearch(a, b);
    await a.page.getByRole('dialog', { name: `Call ${b.name}?` }).getByRole('button', { name: 'Call', exact: true }).click();
    await ringBell(b.page).getByRole('button', { name: 'Accept' }).click();
    await expect(videoWindow(a.page, b.name)).toBeVisible();
    await expectMovingVideo(a.page, 'Their video');
    const roomNum = await storedRoom(a.page);
    await expect.poll(async () => (await room(roomNum)).minutes_billed).toBe(1);
    expect(await balance(a.session)).toBe(40);
    await expect(a.page.getByRole('alert').filter({ hasText: /recharge within \d+ s/ })).toBeVisible();
    const started = (await room(roomNum)).started_at!;
    // Minute 2 starts at started + 60 s; the call is over a few seconds after, on both sides.
    await expect(videoWindow(a.page, b.name)).toBeHidden({ timeout: 90_000 });
    await expect(videoWindow(b.page, a.name)).toBeHidden({ timeout: 10_000 });
    const ended = await room(roomNum);
    expect(ended.state).toBe('ended');
    expect(ended.hangup_reason).toBe(6);
    expect(ended.ended_at! - started).toBeGreaterThanOrEqual(60_000);
    expect(ended.ended_at! - started).toBeLessThan(65_000);
    expect(await balance(a.session)).toBe(40);
    expect(await callRecordText(roomNum)).toBe('Video call 1:00');
    // The callee's chat shows the record with the server's duration.
    await b.page.goto(`/message/session/${a.userId}`);
    await expect(b.page.getByRole('region', { name: `Chat with ${a.name}` }).getByText('Video call 1:00', { exact: true })).toBeVisible();
  } finally {
    await closeAll(a, b);
  }
});

// The order of events behind a call that once ran minutes past the coins: the server ended the
// room at minute 2, but the end message never reached either device, and the two browsers' own
// media kept the picture going. Each device now asks the server for its room every few seconds
// (CALL_ROOM_CHECK_MS) and ends the call when the server has.
test('the end message lost on both sides: both devices still end the call within seconds of the server', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).slice(-5);
  const b = await openUser(browser, baseURL!, { name: `Host L ${tag}`, host: true, price: 80, path: '/shop', prepare: loseEndOfCallPushes });
  const a = await openUser(browser, baseURL!, { name: `Caller L ${tag}`, coins: 120, prepare: loseEndOfCallPushes });
  try {
    await callFromSearch(a, b);
    await a.page.getByRole('dialog', { name: `Call ${b.name}?` }).getByRole('button', { name: 'Call', exact: true }).click();
    await ringBell(b.page).getByRole('button', { name: 'Accept' }).click();
    await expectMovingVideo(a.page, 'Their video');
    await expectMovingVideo(b.page, 'Their video');
    const roomNum = await storedRoom(a.page);
    await expect.poll(async () => (await room(roomNum)).minutes_billed).toBe(1);
    // Minute 2 starts on the server's clock and cannot be paid: the server ends the room.
    await shiftRoom(roomNum, 60_000);
    await expect.poll(async () => (await room(roomNum)).state).toBe('ended');
    // Each side says why, as the call window closes (the toasts go after a few seconds).
    await Promise.all([
      expect(a.page.getByText('The call ended: your coins ran out.')).toBeVisible({ timeout: 15_000 }),
      expect(b.page.getByText('The call has ended.')).toBeVisible({ timeout: 15_000 }),
    ]);
    await expect(videoWindow(a.page, b.name)).toBeHidden();
    await expect(videoWindow(b.page, a.name)).toBeHidden();
    expect(await balance(a.session)).toBe(40);
  } finally {
    await closeAll(a, b);
  }
});
