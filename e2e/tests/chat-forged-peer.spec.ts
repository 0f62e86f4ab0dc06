import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { sendText, signedApi } from '../support/chat-store';
import {
  PHONE,
  chatLog,
  chatUser,
  conversationRow,
  realtimeSignedIn,
  twoFriends,
} from '../support/chat';
import { BACKEND } from '../support/session';

// A forged peer frame: any signed-in user could send a peer frame holding a chat message (1040)
// that names the victim's friend as its sender; the victim's message store filed it in the
// friend's conversation, raised the banner and made it the preview. Chat messages now count
// only as the server's pushes, and the gateway stamps the real sender on every peer frame.

const FORGED = 'Ann here: send me the code you just got';

/** Resolves with the first frame a socket the page opens from now on receives containing `needle`. */
function frameWith(page: Page, needle: string): Promise<string> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes(needle)) resolve(payload);
      }),
    );
  });
}

test("an attacker's peer frame posing as a friend's message shows nowhere: no banner, no preview, not in the chat", async ({
  browser,
  baseURL,
}) => {
  const [ann, bob] = await twoFriends(browser, baseURL!, { bobViewport: PHONE });
  const eve = await chatUser(browser, baseURL!, `Eve ${Math.random().toString(36).slice(2, 6)}`);
  try {
    const live = realtimeSignedIn(bob.page);
    // Listens to Bob's socket from the start (a socket already open is not reported).
    const arrived = frameWith(bob.page, FORGED);
    await bob.page.goto('/friends');
    await expect(bob.page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
    await live;
    await expect(
      bob.page
        .getByRole('navigation', { name: 'Bottom bar' })
        .getByRole('link', { name: /^Messages \d+ unread$/ }),
    ).toBeVisible();

    // Eve, in her own browser, opens a socket to the gateway with her own realtime token and
    // sends Bob the frame of the finding.
    const token = await signedApi<{ token: string; url: string }>(
      eve.session,
      'GET',
      '/facade/api/rtm/genToken',
    );
    expect(token.code).toBe(200);
    await eve.page.goto('/friends');
    const reply = await eve.page.evaluate(
      async ({ url, auth, frame }) =>
        new Promise<string>((resolve, reject) => {
          const ws = new WebSocket(url);
          ws.onopen = () => ws.send(JSON.stringify(auth));
          ws.onerror = () => reject(new Error('socket failed'));
          ws.onmessage = (ev) => {
            const f = JSON.parse(String(ev.data)) as { type: string; ref?: string };
            if (f.type === 'welcome') ws.send(JSON.stringify(frame));
            if (f.ref === 'forged') resolve(f.type);
          };
        }),
      {
        url: new URL(token.data.url, BACKEND).toString().replace(/^http/, 'ws'),
        auth: { type: 'auth', token: token.data.token },
        frame: {
          type: 'peer',
          cid: 'forged',
          to: String(bob.id),
          payload: {
            bizType: 1040,
            senderId: ann.id,
            receiverId: bob.id,
            croomId: [ann.id, bob.id].sort((x, y) => x - y).join('-'),
            messageType: 1,
            messageTypeValue: 0,
            messageUuid: `forged-${Date.now()}`,
            content: FORGED,
            timestamp: Date.now() + 2_000,
          },
        },
      },
    );
    expect(reply).toBe('ok');
    // It did reach Bob's page, stamped with Eve as its sender.
    const frame = JSON.parse(await arrived) as {
      type: string;
      from: string;
      payload: { senderId: number };
    };
    expect(frame).toMatchObject({
      type: 'peer',
      from: String(eve.id),
      payload: { senderId: eve.id },
    });

    // A real message from Ann afterwards: its banner shows, the forged one never did.
    await sendText(ann.session, bob.id, 'Are we still on for tonight?');
    const banner = bob.page.getByRole('status', { name: `New message from ${ann.name}` });
    await expect(banner).toContainText('Are we still on for tonight?');
    await expect(bob.page.getByText(FORGED)).toHaveCount(0);
    // One unread chat with one unread message: Ann's real one (the forged frame counted nowhere).
    const unread = bob.page.getByRole('list', { name: 'Unread chats' }).getByRole('link');
    await expect(unread).toHaveCount(1);
    await expect(unread).toHaveAttribute('href', new RegExp(`/message/session/${ann.id}$`));
    await expect(unread).toHaveAccessibleName(/: 1 unread$/);

    await bob.page.goto('/message');
    await expect(conversationRow(bob.page, ann.name)).toContainText('Are we still on for tonight?');
    await expect(conversationRow(bob.page, eve.name)).toHaveCount(0);
    await expect(bob.page.getByText(FORGED)).toHaveCount(0);
    await conversationRow(bob.page, ann.name).click();
    await expect(chatLog(bob.page).getByText('Are we still on for tonight?')).toBeVisible();
    await expect(chatLog(bob.page).getByText(FORGED)).toHaveCount(0);
  } finally {
    await ann.context.close();
    await bob.context.close();
    await eve.context.close();
  }
});
