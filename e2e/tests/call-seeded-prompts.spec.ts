import { test, expect } from '../support/test';
import { balance, room } from '../support/call';
import { relationTo, seededCall, settledBalance } from '../support/incall';
import { devApi } from '../support/session';

// The add-friend prompts (spec 2 §4 "Add-friend prompt: times=1 with type
// friend shows an accept prompt; times=2 shows a success note") in a real call with a seeded host.
//  (a) the user taps Add friend (addWay 101, flag = the room): 9 coins once, the host accepts and
//      the success note (times 2) shows over the video;
//  (b) the host asks from the call (test API): the accept prompt (times 1), Accept makes them
//      friends for free and the note shows.

test('Add friend in the call: 9 coins once, the host accepts, the success note shows', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const c = await seededCall(browser, baseURL!);
  try {
    const { page } = c.u;
    const before = await settledBalance(c);
    await page.getByRole('button', { name: 'Add friend · 9 coins' }).click();
    const note = page.getByRole('status', { name: 'Now friends' });
    await expect(note).toHaveText(`You and ${c.host.name} are now friends.`);
    await expect(page.getByRole('button', { name: 'Add friend · 9 coins' })).toBeHidden();
    expect(await relationTo(c, c.host.userId)).toBe(2);
    expect(await balance(c.u.session)).toBe(before - 9);
    // The note closes by itself (FRIEND_NOTE_SHOW_MS); the call goes on.
    await expect(note).toBeHidden({ timeout: 10_000 });
    expect((await room(c.roomNum)).state).toBe('connected');
    expect(await balance(c.u.session)).toBe(before - 9);
  } finally {
    await c.done();
  }
});

test('the host asks to be friends in the call: the accept prompt, Accept (free), the success note', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const c = await seededCall(browser, baseURL!);
  try {
    const { page } = c.u;
    const before = await settledBalance(c);
    await devApi('/dev/api/calls/host-add-friend', { roomNum: c.roomNum });
    const ask = page.getByRole('alertdialog', { name: 'Friend request' });
    await expect(ask).toContainText(`${c.host.name} wants to be your friend.`);
    expect(await relationTo(c, c.host.userId)).toBe(3); // they asked, not answered yet
    await ask.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('status', { name: 'Now friends' })).toHaveText(
      `You and ${c.host.name} are now friends.`,
    );
    await expect(ask).toBeHidden();
    expect(await relationTo(c, c.host.userId)).toBe(2);
    await expect(page.getByRole('button', { name: 'Add friend · 9 coins' })).toBeHidden();
    expect(await balance(c.u.session)).toBe(before);
  } finally {
    await c.done();
  }
});
