import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { sendText } from '../support/chat-store';
import { PHONE, chatLog, realtimeSignedIn, twoFriends } from '../support/chat';

// Spec 3 §2 "Incoming message tip banner": a new message from someone whose chat is
// not open shows a banner on other pages that opens the chat; none on the chat page itself.

/**
 * The device's message store attaches to the realtime connection when it is made, before it
 * publishes the unread count: the bottom bar's count shows it is there (the welcome notices
 * keep it above 0). A push that comes before goes into the catch-up list, without a banner.
 */
async function storeListening(page: Page): Promise<void> {
  await expect(
    page
      .getByRole('navigation', { name: 'Bottom bar' })
      .getByRole('link', { name: /^Messages \d+ unread$/ }),
  ).toBeVisible();
}

test('a new message shows a banner on another page; tapping it opens the chat', async ({
  browser,
  baseURL,
}) => {
  const [ann, bob] = await twoFriends(browser, baseURL!, { bobViewport: PHONE });
  try {
    // The banner is for live pushes: send once Bob's realtime connection is signed in and his
    // message store listens to it (storeListening).
    let live = realtimeSignedIn(bob.page);
    await bob.page.goto('/friends');
    await expect(bob.page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
    await live;
    await storeListening(bob.page);
    await sendText(ann.session, bob.id, 'Are you free for a call tonight?');
    const banner = bob.page.getByRole('status', { name: `New message from ${ann.name}` });
    await expect(banner).toContainText('Are you free for a call tonight?');
    await banner.getByRole('link').click();
    await expect(bob.page).toHaveURL(new RegExp(`/message/session/${ann.id}$`));
    await expect(chatLog(bob.page).getByText('Are you free for a call tonight?')).toBeVisible();

    // In the chat (IMMessageSession) a new message goes into the chat, not into a banner.
    await sendText(ann.session, bob.id, 'Say 8 pm?');
    await expect(chatLog(bob.page).getByText('Say 8 pm?')).toBeVisible();
    await expect(bob.page.getByRole('status', { name: /^New message from/ })).toHaveCount(0);

    // Dismissed by hand, or gone by itself after a few seconds.
    live = realtimeSignedIn(bob.page);
    await bob.page.goto('/friends');
    await expect(bob.page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
    await live;
    await storeListening(bob.page);
    await sendText(ann.session, bob.id, 'Or 9?');
    await expect(banner).toContainText('Or 9?');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    await sendText(ann.session, bob.id, 'Let me know');
    await expect(banner).toContainText('Let me know');
    await expect(banner).toHaveCount(0, { timeout: 8_000 });
  } finally {
    await ann.context.close();
    await bob.context.close();
  }
});
