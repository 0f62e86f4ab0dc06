import { test, expect } from '../support/test';
import { signedApi } from '../support/chat-store';
import { devApi } from '../support/session';
import {
  balance,
  callFromChat,
  callRecordText,
  callingBell,
  closeAll,
  expectMovingVideo,
  openUser,
  ringBell,
  room,
  shiftRoom,
  storedRoom,
  videoWindow,
} from '../support/call';

// The main call path: two friends, each in their own browser with a fake camera. A
// (a paying user) opens the chat with B (price 60 per minute) and taps the header's video-call
// button; B, on another page (the shop), gets the ring bell and accepts; both see the other's
// moving video; the call passes a minute (the room's clock is moved on through the test API) and A
// pays once per started minute; A hangs up after the confirm; both chats show the call record with
// its duration.
test('A calls friend B from the chat: ring bell, accept, moving video both ways, billed per started minute, hang up, call record', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).slice(-5);
  const b = await openUser(browser, baseURL!, {
    name: `Host B ${tag}`,
    host: true,
    price: 60,
    path: '/shop',
  });
  const a = await openUser(browser, baseURL!, {
    name: `Caller A ${tag}`,
    coins: 500,
    paying: true,
  });
  await devApi('/dev/api/chat/friends', { a: a.userId, b: b.userId });
  try {
    await callFromChat(a, b);
    // The price confirm (tip mode 'always' by default).
    const confirm = a.page.getByRole('dialog', { name: `Call ${b.name}?` });
    await expect(confirm.getByText('60 coins per minute')).toBeVisible();
    await confirm.getByRole('button', { name: 'Call', exact: true }).click();

    await expect(callingBell(a.page).getByText('60 coins per minute')).toBeVisible();
    await expect(ringBell(b.page).getByText(a.name)).toBeVisible();
    await ringBell(b.page).getByRole('button', { name: 'Accept' }).click();

    await expect(videoWindow(a.page, b.name)).toBeVisible();
    await expect(videoWindow(b.page, a.name)).toBeVisible();
    await expectMovingVideo(a.page, 'Their video');
    await expectMovingVideo(b.page, 'Their video');
    await expectMovingVideo(a.page, 'Your camera');

    // The first decoded frame started the call: minute 1 is paid at once.
    const roomNum = await storedRoom(a.page);
    await expect.poll(async () => (await room(roomNum)).minutes_billed).toBe(1);
    expect(await balance(a.session)).toBe(440);
    await expect(a.page.getByRole('timer', { name: 'Call duration' })).not.toHaveText('00:00');

    // A minute later (server clock moved on): minute 2, charged once even if the clock runs again.
    await shiftRoom(roomNum, 61_000);
    // The minute-call prompt, from the server's call time in its 101 message.
    await expect(
      a.page.getByRole('status').filter({ hasText: 'Minute 2 started: 60 coins.' }),
    ).toBeVisible();
    await expect.poll(async () => (await room(roomNum)).minutes_billed).toBe(2);
    await shiftRoom(roomNum, 0);
    expect((await room(roomNum)).coins_charged).toBe(120);
    expect(await balance(a.session)).toBe(380);

    // Hang up asks first; "Keep talking" keeps the call.
    await a.page.getByRole('button', { name: 'Hang up' }).click();
    await a.page.getByRole('button', { name: 'Keep talking' }).click();
    await expect(videoWindow(a.page, b.name)).toBeVisible();
    await a.page.getByRole('button', { name: 'Hang up' }).click();
    await a.page.getByRole('button', { name: 'End call' }).click();

    await expect(videoWindow(a.page, b.name)).toBeHidden();
    await expect(videoWindow(b.page, a.name)).toBeHidden();
    await expect(b.page.getByText('The other side hung up.')).toBeVisible();
    const ended = await room(roomNum);
    expect(ended.state).toBe('ended');
    expect(ended.hangup_reason).toBe(1);
    expect(ended.coins_charged).toBe(120);
    expect(await balance(a.session)).toBe(380);

    // The call record (messageType 10) is the last message of their conversation, on both sides,
    // and both chats show it with the call's duration: A's chat (still open under the call) gets it
    // live, B opens the chat with A.
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const list = await signedApi<{ list: Array<{ friendId: number; messageType?: number }> }>(
        me.session,
        'GET',
        '/facade/api/im/v1/list',
      );
      expect(list.data.list.find((c) => c.friendId === other.userId)?.messageType).toBe(10);
    }
    const record = await callRecordText(roomNum);
    expect(record).toMatch(/^Video call 1:\d\d$/);
    const chatA = a.page.getByRole('region', { name: `Chat with ${b.name}` });
    await expect(chatA.getByText(record, { exact: true })).toBeVisible();
    await b.page.goto(`/message/session/${a.userId}`);
    await expect(
      b.page
        .getByRole('region', { name: `Chat with ${a.name}` })
        .getByText(record, { exact: true }),
    ).toBeVisible();
    // Nothing is stored any more (the abnormal clean-up has nothing to do after a reload).
    expect(await a.page.evaluate(() => localStorage.getItem('livcam.call.room'))).toBeNull();
  } finally {
    await closeAll(a, b);
  }
});

// spec 2 §1, §6: only paying users call from a chat; the others get the free-call tip
// (callFreeTips) with a become-VIP button to CoinPage, and B's phone never rings.
test('a non-paying user calling from the chat gets the VIP tip → CoinPage', async ({
  browser,
  baseURL,
}) => {
  const tag = Date.now().toString(36).slice(-5);
  const b = await openUser(browser, baseURL!, { name: `Friend B ${tag}`, path: '/shop' });
  const a = await openUser(browser, baseURL!, { name: `Free A ${tag}`, coins: 500 });
  await devApi('/dev/api/chat/friends', { a: a.userId, b: b.userId });
  try {
    await callFromChat(a, b);
    const tip = a.page.getByRole('dialog', { name: 'VIP call' });
    await expect(
      tip.getByText('Become a vip user and you can call any user you liked.'),
    ).toBeVisible();
    await tip.getByRole('button', { name: 'Become VIP' }).click();
    await expect(a.page).toHaveURL(/\/shop\?from=call$/);
    await expect(ringBell(b.page)).toBeHidden();
    // Paying now (as after a purchase): the same button starts the call.
    await devApi('/dev/api/users/pay-status', { userId: a.userId, payStatus: 1 });
    await callFromChat(a, b);
    await expect(a.page.getByRole('dialog', { name: 'VIP call' })).toBeHidden();
    await a.page
      .getByRole('dialog', { name: `Call ${b.name}?` })
      .getByRole('button', { name: 'Call', exact: true })
      .click();
    await expect(ringBell(b.page).getByText(a.name)).toBeVisible();
    await callingBell(a.page).getByRole('button', { name: 'Cancel' }).click();
    await expect(ringBell(b.page)).toBeHidden();
  } finally {
    await closeAll(a, b);
  }
});

// spec 2 §4 "Prompts during a call": coins for one minute only → after minute 1 is paid the
// server's 101 says the next one is not covered: the recharge prompt counts down from 58 s.
test('the recharge prompt counts down when the next minute is not covered', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36).slice(-5);
  const b = await openUser(browser, baseURL!, {
    name: `Host R ${tag}`,
    host: true,
    price: 60,
    path: '/shop',
  });
  const a = await openUser(browser, baseURL!, { name: `Caller R ${tag}`, coins: 60, paying: true });
  await devApi('/dev/api/chat/friends', { a: a.userId, b: b.userId });
  try {
    await callFromChat(a, b);
    await a.page
      .getByRole('dialog', { name: `Call ${b.name}?` })
      .getByRole('button', { name: 'Call', exact: true })
      .click();
    await ringBell(b.page).getByRole('button', { name: 'Accept' }).click();
    await expect(videoWindow(a.page, b.name)).toBeVisible();
    const prompt = a.page.getByRole('alert').filter({ hasText: /recharge within \d+ s/ });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    const seconds = async () => Number((await prompt.textContent())?.match(/within (\d+) s/)?.[1]);
    const first = await seconds();
    expect(first).toBeLessThanOrEqual(58);
    expect(first).toBeGreaterThan(50);
    await expect.poll(seconds, { timeout: 5_000 }).toBeLessThan(first);
    await prompt.getByRole('button', { name: 'Get coins' }).click();
    // CoinPage opens under the call: the call goes on.
    await expect(a.page).toHaveURL(/\/shop\?from=call$/);
    await expect(videoWindow(a.page, b.name)).toBeVisible();
    await a.page.getByRole('button', { name: 'Hang up' }).click();
    await a.page.getByRole('button', { name: 'End call' }).click();
    await expect(videoWindow(b.page, a.name)).toBeHidden();
  } finally {
    await closeAll(a, b);
  }
});
