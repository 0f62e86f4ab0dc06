import { test, expect } from '../support/test';
import { newPerson } from '../support/friends';
import {
  enterAsFriend,
  enterFromRow,
  expectFramesAdvance,
  liveRoom,
  liveTestApi,
} from '../support/live';

// A live that ends while watched (the end page), and the mini player over another page.
// The ended live is a rotating seeded host's (10005–10012 come and go anyway: backend live
// README "Lifecycle and schedule"), started through the test API, so the always-live hosts other
// specs watch stay on.
const ENDING_HOST = 10012;

test('the live ends while watched: the end page with other lives, More goes to the wall', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const a = await newPerson(browser, baseURL!, `Eva ${Math.random().toString(36).slice(2, 6)}`);
  try {
    const live = await liveTestApi.start(ENDING_HOST);
    // A way in by the host's name: the living friend's badge in the chat with them.
    const host = await enterAsFriend(a.page, a.userId, ENDING_HOST);
    const room = liveRoom(a.page, host);
    await liveTestApi.end(live.liveStudioId);
    const end = room.getByRole('article', { name: host });
    await expect(end.getByText('This live has already ended.')).toBeVisible();
    const others = end.getByRole('region', { name: 'Live now' });
    await expect(others.getByRole('button', { name: / watching$/ }).first()).toBeVisible();
    const count = await others.getByRole('button', { name: / watching$/ }).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    await expect(others.getByRole('button', { name: new RegExp(`^${host}`) })).toHaveCount(0);

    await end.getByRole('button', { name: 'More lives' }).click();
    await expect(a.page).toHaveURL(/\/wall$/);
    await expect(room).toHaveCount(0);
    await expect(a.page.getByRole('region', { name: 'Live now' })).toBeVisible();
  } finally {
    await a.context.close();
  }
});

test('the mini player keeps playing over Messages, and a tap brings the room back', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const a = await newPerson(browser, baseURL!, `Noa ${Math.random().toString(36).slice(2, 6)}`);
  try {
    const host = await enterFromRow(a);
    const room = liveRoom(a.page, host);
    await expectFramesAdvance(a.page);
    await room.getByRole('button', { name: 'Minimise' }).click();
    const mini = a.page.getByRole('region', { name: `Live of ${host}, minimised` });
    await expect(mini).toBeVisible();
    await expect(room).toHaveCount(0);

    await a.page.getByRole('link', { name: 'Messages' }).first().click();
    await expect(a.page).toHaveURL(/\/message$/);
    await expect(mini).toBeVisible();
    await expectFramesAdvance(a.page);

    const box = (await mini.boundingBox())!;
    await a.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(room).toBeVisible();
    await expect(mini).toHaveCount(0);
    await expectFramesAdvance(a.page);
  } finally {
    await a.context.close();
  }
});
