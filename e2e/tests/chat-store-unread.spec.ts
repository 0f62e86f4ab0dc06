import { test, expect } from '../support/test';
import { befriend, sendText, sessionOf } from '../support/chat-store';
import { createUser, signInAs } from '../support/session';

// The device side: the signed-in user's message store (shared-sdk) feeds the shell's
// unread avatar strip (spec 3 §2: up to 6 users with noReadCount > 0) — a message sent while the
// page was closed is there once, a pushed one arrives live, and both stay after a reload.

test.use({ viewport: { width: 390, height: 844 } });

test('unread avatars in the bottom bar come from the message store: once, live, and after a reload', async ({
  page,
  context,
  baseURL,
}) => {
  const ann = await createUser({ userName: 'Ann Store' });
  const bob = await createUser({ userName: 'Bob Unread' });
  await befriend(ann.userId, bob.userId);
  const bobSession = await sessionOf(bob.userId);
  await signInAs(context, baseURL!, ann.userId);

  // Sent while Ann's page is closed.
  await sendText(bobSession, ann.userId, 'Hello Ann, are you there?');
  await page.goto('/');
  const strip = page.getByRole('list', { name: 'Unread chats' });
  await expect(strip.getByRole('link', { name: 'Bob Unread: 1 unread' })).toBeVisible();

  // Pushed through the realtime gateway while the page is open.
  await sendText(bobSession, ann.userId, 'Second message');
  await expect(strip.getByRole('link', { name: 'Bob Unread: 2 unread' })).toBeVisible();

  // The device keeps it: after a reload the count is the same, nothing counted twice.
  await page.reload();
  await expect(strip.getByRole('link', { name: 'Bob Unread: 2 unread' })).toBeVisible();
  await expect(strip.getByRole('link')).toHaveCount(1);

  // A second tab of the same user shows the same, and a message reaches both.
  const tab2 = await context.newPage();
  await tab2.goto('/');
  const strip2 = tab2.getByRole('list', { name: 'Unread chats' });
  await expect(strip2.getByRole('link', { name: 'Bob Unread: 2 unread' })).toBeVisible();
  await sendText(bobSession, ann.userId, 'Third');
  await expect(strip2.getByRole('link', { name: 'Bob Unread: 3 unread' })).toBeVisible();
  await expect(strip.getByRole('link', { name: 'Bob Unread: 3 unread' })).toBeVisible();
});
