import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { fileURLToPath } from 'node:url';
import { signedApi } from '../support/chat-store';
import { chatLog, openChat, realtimeSignedIn } from '../support/chat';
import { friendAction, friendRow, newPerson, openFriends, search, serverBalance, type Person } from '../support/friends';
import { devApi } from '../support/session';

// Answers to a friend request as both people see them (backend/src/modules/chat/README.md
// "Relations"): the requester's row and banner follow an accept at once, without a reload; a
// request can be declined, and the requester sees that; unblocking a friend makes you friends
// again without paying 9 coins a second time.

test.setTimeout(120_000);
// With MATCH_SCREENSHOTS=1: docs/screenshots/friend-request-390.png (Accept and Decline on a phone).
const shots = (name: string) => fileURLToPath(new URL(`../../docs/screenshots/${name}`, import.meta.url));

/** The requester's friends page, listening to pushes, with the other person found by ID. */
async function findOnFriendsPage(p: Person, other: Person) {
  const live = realtimeSignedIn(p.page);
  await openFriends(p.page);
  await live;
  // The message store listens once the shell shows the unread count (the welcome notices).
  await expect(p.page.getByRole('link', { name: /^Messages \d+ unread$/ }).first()).toBeVisible();
  await search(p.page, String(other.userId));
  const card = p.page.getByRole('region', { name: `Person with ID ${other.userId}` });
  await expect(card.getByText(other.name)).toBeVisible();
  return card;
}

async function requestsTab(page: Page) {
  await openFriends(page, 'Requests');
  return page.getByRole('list', { name: 'Friend requests' });
}

test('after the other side accepts, the requester’s row and banner update at once', async ({ browser, baseURL }) => {
  const ann = await newPerson(browser, baseURL!, 'Ann Asker', 30);
  const ben = await newPerson(browser, baseURL!, 'Ben Accepter');
  try {
    const card = await findOnFriendsPage(ann, ben);
    await card.getByRole('button', { name: 'Add friend · 9 coins' }).click();
    await expect(card.getByRole('button', { name: 'Request sent' })).toBeDisabled();

    const requests = await requestsTab(ben.page);
    await requests.getByRole('button', { name: 'Accept friend request' }).click();
    await expect(ben.page.getByText('You and Ann Asker are now friends.')).toBeVisible();

    // Ann, still on the same page: the banner says what happened, the row is no longer "sent",
    // and Ben is in her friends list — no reload.
    const banner = ann.page.getByRole('status', { name: `New message from ${ben.name}` });
    await expect(banner).toContainText('Accepted your friend request');
    await expect(card.getByRole('button', { name: 'Request sent' })).toHaveCount(0);
    await expect(card.getByText('Your friend')).toBeVisible();
    await search(ann.page, '');
    await expect(friendRow(ann.page, ben.name)).toBeVisible();
    expect(await serverBalance(ann.session)).toBe(21);
  } finally {
    await ann.context.close();
    await ben.context.close();
  }
});

test('a request can be declined: it leaves the list, the requester sees it declined, no refund', async ({ browser, baseURL }) => {
  const ann = await newPerson(browser, baseURL!, 'Ann Hopeful', 30);
  const ben = await newPerson(browser, baseURL!, 'Ben Decliner');
  try {
    const card = await findOnFriendsPage(ann, ben);
    await card.getByRole('button', { name: 'Add friend · 9 coins' }).click();
    await expect(card.getByRole('button', { name: 'Request sent' })).toBeDisabled();

    const requests = await requestsTab(ben.page);
    await expect(requests.getByText(ann.name)).toBeVisible();
    if (process.env.MATCH_SCREENSHOTS) await ben.page.screenshot({ path: shots('friend-request-390.png') });
    await requests.getByRole('button', { name: `Decline the request from ${ann.name}` }).click();
    await expect(ben.page.getByText(`You declined the friend request from ${ann.name}.`)).toBeVisible();
    await expect(ben.page.getByText('No friend requests right now.')).toBeVisible();
    // Gone on the server too: a fresh page has nothing to answer.
    await requestsTab(ben.page);
    await expect(ben.page.getByText('No friend requests right now.')).toBeVisible();

    // Ann: the banner, and her row offers to ask again (her 9 coins stay paid).
    await expect(ann.page.getByRole('status', { name: `New message from ${ben.name}` })).toContainText(
      'Declined your friend request',
    );
    await expect(card.getByRole('button', { name: 'Add friend · 9 coins' })).toBeEnabled();
    expect(await serverBalance(ann.session)).toBe(21);
    // The chat says it in the spec's friend wording (a reply without accept).
    await openChat(ann.page, ben.userId);
    await expect(chatLog(ann.page).getByText(`${ben.name} declined your friend request`)).toBeVisible();
    const rel = await signedApi<Array<{ relation: number; requested: boolean }>>(ann.session, 'POST', '/facade/api/friend/relations', {
      userIds: String(ben.userId),
    });
    expect(rel.data[0]).toMatchObject({ relation: 4, requested: false });
  } finally {
    await ann.context.close();
    await ben.context.close();
  }
});

test('unblocking a friend makes you friends again, free, and says so', async ({ browser, baseURL }) => {
  const ann = await newPerson(browser, baseURL!, 'Ann Blocker', 30);
  const ben = await newPerson(browser, baseURL!, 'Ben Blocked');
  try {
    await devApi('/dev/api/chat/friends', { a: ann.userId, b: ben.userId });
    await openFriends(ann.page);
    await expect(friendRow(ann.page, ben.name)).toBeVisible();
    await friendAction(ann.page, ben.name, 'Block');
    const confirm = ann.page.getByRole('dialog', { name: `Block ${ben.name}?` });
    await expect(confirm).toContainText('If you unblock them, you will be friends again.');
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expect(friendRow(ann.page, ben.name)).toHaveCount(0);

    await ann.page.getByRole('tab', { name: /^Blocked/ }).click();
    await ann.page.getByRole('button', { name: `Unblock ${ben.name}` }).click();
    await expect(ann.page.getByText(`${ben.name} is unblocked. You are friends again.`)).toBeVisible();
    await ann.page.getByRole('tab', { name: 'Friends', exact: true }).click();
    await expect(friendRow(ann.page, ben.name)).toBeVisible();
    // Friends on both sides, nothing charged; Ben can write to Ann again.
    await openFriends(ben.page);
    await expect(friendRow(ben.page, ann.name)).toBeVisible();
    expect(await serverBalance(ann.session)).toBe(30);
    expect(await serverBalance(ben.session)).toBe(0);
  } finally {
    await ann.context.close();
    await ben.context.close();
  }
});
