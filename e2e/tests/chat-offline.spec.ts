import { test, expect } from '../support/test';
import { sendText } from '../support/chat-store';
import { chatLog, conversationRow, openChat, twoFriends, typeAndSend } from '../support/chat';

// Driven through the chat UI.

// The device goes offline on purpose: requests then fail as a browser reports them.
test.use({ consoleErrors: /net::ERR_INTERNET_DISCONNECTED|status of 503/ });

test('a message sent while the receiver’s page is closed is there once when they come back', async ({
  browser,
  baseURL,
}) => {
  const [ann, bob] = await twoFriends(browser, baseURL!);
  // Bob's page is not open; Ann writes (through the API, as her app would).
  await sendText(ann.session, bob.id, 'Written while you were away');
  await bob.page.goto('/message');
  await expect(conversationRow(bob.page, ann.name).getByLabel('1 unread')).toBeVisible();
  await conversationRow(bob.page, ann.name).click();
  await expect(chatLog(bob.page).getByText('Written while you were away')).toHaveCount(1);
  // The push of a later message and the history sync both deliver: still once each.
  await sendText(ann.session, bob.id, 'And one more');
  await expect(chatLog(bob.page).getByText('And one more')).toHaveCount(1);
  await bob.page.reload();
  await conversationRow(bob.page, ann.name).click();
  await expect(chatLog(bob.page).getByText('And one more')).toHaveCount(1);
  await expect(chatLog(bob.page).getByText('Written while you were away')).toHaveCount(1);
  await ann.context.close();
  await bob.context.close();
});

test('a message typed offline goes out once when back online; one that cannot be sent shows failed with a working Retry', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const [ann, bob] = await twoFriends(browser, baseURL!);
  await openChat(bob.page, ann.id);
  await openChat(ann.page, bob.id);

  // Offline: the message is on screen at once as "sending" and waits in the outbox.
  await ann.context.setOffline(true);
  await typeAndSend(ann.page, 'Typed in a tunnel');
  const log = chatLog(ann.page);
  await expect(log.getByText('Typed in a tunnel')).toBeVisible();
  await expect(log.getByText('Sending…')).toBeVisible();
  await ann.page.waitForTimeout(1500);
  await expect(chatLog(bob.page).getByText('Typed in a tunnel')).toHaveCount(0);

  // Back online: delivered once, the "sending" mark goes.
  await ann.context.setOffline(false);
  await expect(chatLog(bob.page).getByText('Typed in a tunnel')).toHaveCount(1);
  await expect(log.getByText('Sending…')).toHaveCount(0);

  // The server cannot take it (answers 503): "failed" with Retry; Retry once it can delivers it once.
  await ann.page.route('**/facade/api/im/v1/send**', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'down for maintenance' }),
  );
  await typeAndSend(ann.page, 'Please arrive once');
  await expect(log.getByText('Message sending failed')).toBeVisible();
  const retry = log.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(chatLog(bob.page).getByText('Please arrive once')).toHaveCount(0);
  await ann.page.unroute('**/facade/api/im/v1/send**');
  await retry.click();
  await expect(chatLog(bob.page).getByText('Please arrive once')).toHaveCount(1);
  await expect(log.getByText('Message sending failed')).toHaveCount(0);
  await expect(log.getByText('Please arrive once')).toHaveCount(1);
  await bob.page.reload();
  await expect(chatLog(bob.page).getByText('Please arrive once')).toHaveCount(1);
  await expect(chatLog(bob.page).getByText('Typed in a tunnel')).toHaveCount(1);
  await ann.context.close();
  await bob.context.close();
});
