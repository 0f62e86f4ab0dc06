import { test, expect } from '../support/test';
import { balance, room, videoWindow } from '../support/call';
import { callRecords, seededCall, settledBalance } from '../support/incall';

// Report and gifts from the video window, in a real call with a seeded host.
//  (a) Report: the call ends at once (spec 2 §4 rule 10 "ended … by report"), the three-step popup
//      sends the video report with the frame of their video (spec 3 §7 reportImg, reportPage 15)
//      and blocks them;
//  (b) Gift: the gift panel sends with source call and the room; coins move once, the call goes on.

test('Report from the call window ends the call and sends the video report with a screenshot', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const c = await seededCall(browser, baseURL!);
  try {
    const { page } = c.u;
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(videoWindow(page, c.host.name)).toBeHidden();
    await expect.poll(async () => (await room(c.roomNum)).state).toBe('ended');

    const popup = page.getByRole('dialog', { name: `Report ${c.host.name}` });
    await popup.getByRole('button', { name: 'Adult content' }).click();
    await popup.getByRole('button', { name: 'Nudity' }).click();
    await popup.getByLabel('Tell us more (optional)').fill('In the call.');
    await popup.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you' })).toContainText(
      `${c.host.name} is now blocked.`,
    );

    const r = await callRecords(c.u.userId);
    expect(r.reports).toHaveLength(1);
    expect(r.reports[0]).toMatchObject({
      reported_id: c.host.userId,
      kind: 'video',
      reason: 2,
      sub_reason: 210,
      report_page: 15,
    });
    expect(r.reports[0]!.image_file, 'the screenshot of their video is stored').toBeTruthy();
  } finally {
    await c.done();
  }
});

test('a gift from the call window: coins move once, the room is on the gift, the call goes on', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const c = await seededCall(browser, baseURL!);
  try {
    const { page } = c.u;
    const before = await settledBalance(c);
    await page.getByRole('button', { name: 'Gift', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Send a gift' });
    const first = panel.getByRole('button', { name: /\d+ coins$/ }).first();
    await expect(first).toBeVisible();
    const label = (await first.getAttribute('aria-label'))!;
    const [giftName, priceText] = label.split(', ');
    const price = Number(/(\d+) coins/.exec(priceText!)![1]);
    await first.click();
    await panel.getByRole('button', { name: `Send ${giftName}` }).click();
    await expect(page.getByText(`Gift sent to ${c.host.name}.`)).toBeVisible();
    await expect(panel).toBeHidden();
    await expect.poll(() => balance(c.u.session)).toBe(before - price);

    const r = await callRecords(c.u.userId);
    expect(r.gifts).toHaveLength(1);
    expect(r.gifts[0]).toMatchObject({
      receiver_id: c.host.userId,
      gold: price,
      room_id: c.roomNum,
      source: 2,
    });
    await expect(videoWindow(page, c.host.name)).toBeVisible();
    expect((await room(c.roomNum)).state).toBe('connected');
    expect(await balance(c.u.session)).toBe(before - price);
  } finally {
    await c.done();
  }
});
