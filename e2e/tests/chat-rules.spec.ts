import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { befriend, sendText, signedApi } from '../support/chat-store';
import {
  PHONE,
  chatLog,
  chatUser,
  conversationRow,
  openChat,
  twoFriends,
  typeAndSend,
} from '../support/chat';
import { shiftClock } from '../support/clock';
import { friendRow, openFriends } from '../support/friends';

// The message rules not driven elsewhere: blocking (local history gone,
// delivery stopped, a clear message to the sender), the favourites filter of the message list,
// and the 72 h auto-read on a device whose clock has moved on.

test.setTimeout(120_000);

const HOUR = 3_600_000;

/** The message list's filter buttons (spec 2 §2 "favourites-only filter"). */
const filter = (page: Page, name: 'All' | 'Favourites') =>
  page.getByRole('group', { name: 'Show' }).getByRole('button', { name, exact: true });

test('block removes the history on the blocker’s device and stops delivery, with a clear message to the sender', async ({
  browser,
  baseURL,
}) => {
  const [ann, bob] = await twoFriends(browser, baseURL!, { bobViewport: PHONE });
  try {
    await openChat(ann.page, bob.id);
    await typeAndSend(ann.page, 'Before the block');
    await openChat(bob.page, ann.id);
    await expect(chatLog(bob.page).getByText('Before the block')).toBeVisible();
    await typeAndSend(bob.page, 'I would rather not talk');
    await expect(chatLog(ann.page).getByText('I would rather not talk')).toBeVisible();

    // Bob blocks Ann from her profile (chat header → Profile → Block, confirmed).
    await bob.page.getByRole('button', { name: 'Profile' }).click();
    await expect(bob.page.getByRole('heading', { level: 1, name: ann.name })).toBeVisible();
    await bob.page.getByRole('button', { name: 'Block', exact: true }).click();
    const confirm = bob.page.getByRole('dialog', { name: `Block ${ann.name}?` });
    await expect(confirm).toContainText('Your chat history with them is removed.');
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(bob.page.getByText(`${ann.name} is blocked.`)).toBeVisible();
    await expect(bob.page.getByText('You blocked this person.')).toBeVisible();
    await expect(bob.page.getByRole('link', { name: 'Send a message' })).toHaveCount(0);

    // Bob's history with Ann is gone from his list and from the conversation itself.
    await bob.page.goto('/message');
    await expect(bob.page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await expect(conversationRow(bob.page, ann.name)).toHaveCount(0);

    // Ann (her chat still open) writes again: refused with a clear message, her text kept.
    await typeAndSend(ann.page, 'Are you still there?');
    const log = chatLog(ann.page);
    await expect(log.getByText('Are you still there?')).toBeVisible();
    await expect(log.getByRole('alert')).toContainText("This user isn't accepting your messages");
    await expect(log.getByText('I would rather not talk')).toBeVisible(); // Ann keeps her copy

    // Nothing reached Bob: not pushed, not on the server, not after a reload.
    await bob.page.waitForTimeout(1000);
    await expect(conversationRow(bob.page, ann.name)).toHaveCount(0);
    await bob.page.reload();
    await expect(bob.page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await expect(conversationRow(bob.page, ann.name)).toHaveCount(0);
    await bob.page.goto(`/message/session/${ann.id}`);
    await expect(bob.page.getByRole('heading', { level: 1, name: ann.name })).toBeVisible();
    await expect(bob.page.getByText(`No messages yet. Say hello to ${ann.name}!`)).toBeVisible();
    await expect(bob.page.getByText('Before the block')).toHaveCount(0);
    await expect(bob.page.getByText('Are you still there?')).toHaveCount(0);

    // Bob's chat with her says she is blocked instead of offering a box the server would refuse.
    const blockedBar = bob.page.getByRole('status').filter({ hasText: `You blocked ${ann.name}.` });
    await expect(blockedBar).toBeVisible();
    await expect(bob.page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

    // The server agrees: Bob's conversation list has no Ann, his blacklist has her.
    const list = await signedApi<{ list: Array<{ friendId: number }> }>(
      bob.session,
      'GET',
      '/facade/api/im/v1/list',
      undefined,
      { pageNo: 1, pageSize: 30 },
    );
    expect(list.data.list.map((u) => u.friendId)).not.toContain(ann.id);
    const bl = await signedApi<{ list: Array<{ id: number }> }>(
      bob.session,
      'GET',
      '/facade/api/black/blacklists',
    );
    expect(bl.data.list.map((u) => u.id)).toContain(ann.id);

    // Unblocking from the chat: the box is back and the friendship the block ended with it
    // (free: nothing asks to add her again).
    await blockedBar.getByRole('button', { name: 'Unblock' }).click();
    await expect(
      bob.page.getByText(`${ann.name} is unblocked. You are friends again.`),
    ).toBeVisible();
    await expect(bob.page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(bob.page.getByText(`Add ${ann.name} as a friend to chat.`)).toHaveCount(0);
    const after = await signedApi<{ list: Array<{ id: number }> }>(
      bob.session,
      'GET',
      '/facade/api/black/blacklists',
    );
    expect(after.data.list.map((u) => u.id)).not.toContain(ann.id);
  } finally {
    await ann.context.close();
    await bob.context.close();
  }
});

test('the favourites filter shows the favourite friends and the system conversations only', async ({
  browser,
  baseURL,
}) => {
  const [ann, bob] = await twoFriends(browser, baseURL!);
  const cat = await chatUser(browser, baseURL!, `Cat ${ann.name.slice(4)}`);
  await cat.context.close();
  await befriend(ann.id, cat.id);
  try {
    await sendText(bob.session, ann.id, 'Hi from Bob');
    await sendText(cat.session, ann.id, 'Hi from Cat');
    await ann.page.goto('/message');
    const bobRow = conversationRow(ann.page, bob.name);
    const catRow = conversationRow(ann.page, cat.name);
    await expect(bobRow).toContainText('Hi from Bob');
    await expect(catRow).toContainText('Hi from Cat');
    await expect(filter(ann.page, 'All')).toHaveAttribute('aria-pressed', 'true');

    // No favourites yet: the tab holds the system conversations and says how to add one.
    await filter(ann.page, 'Favourites').click();
    await expect(filter(ann.page, 'Favourites')).toHaveAttribute('aria-pressed', 'true');
    await expect(ann.page.getByText('No favourites yet.', { exact: false })).toBeVisible();
    await expect(conversationRow(ann.page, 'Notifications')).toBeVisible();
    await expect(bobRow).toHaveCount(0);
    await expect(catRow).toHaveCount(0);

    // Bob becomes a favourite from the quick menu (right-click) of the full list.
    await filter(ann.page, 'All').click();
    await bobRow.click({ button: 'right' });
    await ann.page.getByRole('menuitem', { name: 'Add to favourites' }).click();
    await filter(ann.page, 'Favourites').click();
    await expect(bobRow).toBeVisible();
    await expect(catRow).toHaveCount(0);
    await expect(conversationRow(ann.page, 'Notifications')).toBeVisible();
    await expect(ann.page.getByText('No favourites yet.', { exact: false })).toHaveCount(0);

    // The mark is the server's (friend stick): it stays after a reload, and it is the same one
    // as the friends page's star — Cat starred there shows in the favourites here.
    await ann.page.reload();
    await filter(ann.page, 'Favourites').click();
    await expect(bobRow).toBeVisible();
    await expect(catRow).toHaveCount(0);
    await openFriends(ann.page);
    await expect(
      friendRow(ann.page, bob.name).getByRole('button', { name: `Favourite ${bob.name}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    const catStar = friendRow(ann.page, cat.name).getByRole('button', {
      name: `Favourite ${cat.name}`,
    });
    await expect(catStar).toHaveAttribute('aria-pressed', 'false');
    await catStar.click();
    await expect(catStar).toHaveAttribute('aria-pressed', 'true');
    await ann.page.goto('/message');
    await filter(ann.page, 'Favourites').click();
    await expect(bobRow).toBeVisible();
    await expect(catRow).toBeVisible();

    // Removing Bob (quick menu inside the favourites tab) takes him off this tab only.
    await bobRow.click({ button: 'right' });
    await ann.page.getByRole('menuitem', { name: 'Remove from favourites' }).click();
    await expect(bobRow).toHaveCount(0);
    await expect(catRow).toBeVisible();
    await filter(ann.page, 'All').click();
    await expect(bobRow).toBeVisible();
    await expect(catRow).toBeVisible();
  } finally {
    await ann.context.close();
    await bob.context.close();
  }
});

test('unread messages older than 72 h are read after the start-up pass, on the device and the server', async ({
  browser,
  baseURL,
}) => {
  const [ann, bob] = await twoFriends(browser, baseURL!);
  try {
    // Bob's list is open when Ann writes: the two messages are stored on his device, unread.
    await bob.page.goto('/message');
    await expect(bob.page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await sendText(ann.session, bob.id, 'Are you around this weekend?');
    await sendText(ann.session, bob.id, 'Let me know!');
    const row = (p: Page) => conversationRow(p, ann.name);
    await expect(row(bob.page).getByLabel('2 unread')).toBeVisible();
    await bob.page.close();

    // 71 hours later Bob opens the app: still unread (the rule is 72 h).
    await shiftClock(bob.context, 71 * HOUR);
    let page = await bob.context.newPage();
    await page.goto('/message');
    await expect(row(page)).toContainText('Let me know!');
    await page.waitForTimeout(1500); // well past the pass 350 ms after start
    await expect(row(page).getByLabel('2 unread')).toBeVisible();
    await page.close();

    // 73 hours later: the pass 350 ms after start marks them read, no conversation opened.
    await bob.context.clock.setSystemTime(Date.now() + 73 * HOUR);
    page = await bob.context.newPage();
    await page.goto('/message');
    await expect(row(page)).toContainText('Let me know!');
    await expect(row(page)).toContainText(/\d\d-\d\d \d\d:\d\d/); // the row's time: days ago
    await expect(row(page).getByLabel(/unread/)).toHaveCount(0);
    await page.waitForTimeout(1500); // a list refresh from the server does not bring them back
    await expect(row(page).getByLabel(/unread/)).toHaveCount(0);

    // The server was told too: its list has nothing unread from Ann for Bob.
    await expect
      .poll(async () => {
        const r = await signedApi<{ list: Array<{ friendId: number; noReadCount: number }> }>(
          bob.session,
          'GET',
          '/facade/api/im/v1/list',
          undefined,
          { pageNo: 1, pageSize: 30 },
        );
        return r.data.list.find((u) => u.friendId === ann.id)?.noReadCount;
      })
      .toBe(0);
  } finally {
    await ann.context.close();
    await bob.context.close();
  }
});
