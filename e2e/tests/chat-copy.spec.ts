import { test, expect } from '../support/test';
import { befriend, sendText } from '../support/chat-store';
import { chatLog, chatUser, openChat, PHONE } from '../support/chat';

// spec 2 §8 "Clipboard copy shows 'Successful copy' for long text, else '{text} is already on
// the clipboard.'": a message's menu (right-click on a desktop, a 600 ms press on a phone) copies
// its text; the clipboard is read back in the page.

const LONG = 'Meet me at the station at 8 tonight, near the big clock';
const SHORT = 'OK 👍';

test('copying a message: the text is on the clipboard, with the spec texts for long and short', async ({
  browser,
  baseURL,
}) => {
  const tag = Math.random().toString(36).slice(2, 6);
  const ann = await chatUser(browser, baseURL!, `Ann C${tag}`);
  const bob = await chatUser(browser, baseURL!, `Bob C${tag}`, PHONE);
  await befriend(ann.id, bob.id);
  await ann.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await bob.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await sendText(bob.session, ann.id, LONG);
  await sendText(bob.session, ann.id, SHORT);

  // Desktop: right-click the bubble, "Copy text".
  await openChat(ann.page, bob.id);
  await chatLog(ann.page).getByText(LONG).click({ button: 'right' });
  await ann.page.getByRole('menu', { name: 'Message actions' }).getByRole('menuitem', { name: 'Copy text' }).click();
  await expect(ann.page.getByText('Successful copy')).toBeVisible();
  expect(await ann.page.evaluate(() => navigator.clipboard.readText())).toBe(LONG);

  await chatLog(ann.page).getByText(SHORT, { exact: true }).click({ button: 'right' });
  await ann.page.getByRole('menuitem', { name: 'Copy text' }).click();
  await expect(ann.page.getByText(`${SHORT} is already on the clipboard.`)).toBeVisible();
  expect(await ann.page.evaluate(() => navigator.clipboard.readText())).toBe(SHORT);

  // Phone: a long press (600 ms) on one's own message opens the same menu.
  await openChat(bob.page, ann.id);
  const own = chatLog(bob.page).getByText(SHORT, { exact: true });
  const box = (await own.boundingBox())!;
  await bob.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await bob.page.mouse.down();
  await expect(bob.page.getByRole('menu', { name: 'Message actions' })).toBeVisible();
  await bob.page.mouse.up();
  await bob.page.getByRole('menuitem', { name: 'Copy text' }).click();
  await expect(bob.page.getByText(`${SHORT} is already on the clipboard.`)).toBeVisible();
  expect(await bob.page.evaluate(() => navigator.clipboard.readText())).toBe(SHORT);

  await ann.context.close();
  await bob.context.close();
});
