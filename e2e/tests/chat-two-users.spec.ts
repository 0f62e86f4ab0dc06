import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import {
  PHONE,
  backendBalance,
  chatLog,
  conversationRow,
  makePng,
  openChat,
  twoFriends,
  typeAndSend,
} from '../support/chat';

// The chat UI: two new users (friends through the test API), each in a browser
// context of their own — Ann on a desktop, Bob on a phone — chat as people do.

test('two friends chat both ways in real time, by text, picture and gift (each way); unread badges; delete on one side', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [ann, bob] = await twoFriends(browser, baseURL!, {
    annCoins: 200,
    bobCoins: 150,
    bobViewport: PHONE,
  });

  // Bob waits on his message list; Ann opens the chat with Bob (desktop: beside her list).
  await bob.page.goto('/message');
  await expect(bob.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await openChat(ann.page, bob.id);
  await expect(ann.page.getByRole('heading', { level: 2, name: bob.name })).toBeVisible();

  // Ann → Bob, pushed: the row appears on Bob's list with its unread badge.
  await typeAndSend(ann.page, 'Hello Bob 👋 how are you?');
  await expect(chatLog(ann.page).getByText('Hello Bob 👋 how are you?')).toBeVisible();
  const annRow = conversationRow(bob.page, ann.name);
  await expect(annRow).toContainText('Hello Bob 👋 how are you?');
  await expect(annRow.getByLabel('1 unread')).toBeVisible();
  await typeAndSend(ann.page, 'Second line');
  await expect(annRow.getByLabel('2 unread')).toBeVisible();

  // Bob opens it (phone: its own page): read, and the badge is gone when he goes back.
  await annRow.click();
  await expect(bob.page).toHaveURL(new RegExp(`/message/session/${ann.id}$`));
  await expect(bob.page.getByRole('heading', { level: 1, name: ann.name })).toBeVisible();
  await expect(chatLog(bob.page).getByText('Hello Bob 👋 how are you?')).toBeVisible();
  await expect(chatLog(bob.page).getByText('Second line')).toBeVisible();

  // Bob → Ann in real time; Ann has the chat open, so no badge for it on her list.
  await typeAndSend(bob.page, 'Hi Ann! All good here.');
  await expect(chatLog(ann.page).getByText('Hi Ann! All good here.')).toBeVisible();
  await expect(conversationRow(ann.page, bob.name).getByLabel(/unread/)).toHaveCount(0);

  await bob.page.getByRole('button', { name: 'All messages' }).click();
  await expect(conversationRow(bob.page, ann.name)).toBeVisible();
  await expect(conversationRow(bob.page, ann.name).getByLabel(/unread/)).toHaveCount(0);

  // A picture: refused when it is not one or over 5 MB, sent and shown 152 px wide otherwise.
  const picture = ann.page.getByTestId('picture-input');
  await picture.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(ann.page.getByRole('alert')).toContainText('Only pictures');
  await picture.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(ann.page.getByRole('alert')).toContainText('over 5 MB');
  await picture.setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: makePng() });
  const sentPicture = chatLog(ann.page).getByRole('img', { name: 'Picture you sent' });
  await expect(sentPicture).toBeVisible();
  await expect(sentPicture).toHaveAttribute('width', '152');
  await conversationRow(bob.page, ann.name).click();
  const gotPicture = chatLog(bob.page).getByRole('img', { name: `Picture from ${ann.name}` });
  await expect(gotPicture).toBeVisible();
  await expect
    .poll(() => gotPicture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(120);

  // A gift from the quick bar: coins move once, both sides see it, the balance matches the backend.
  const before = await backendBalance(ann.session);
  expect(before).toBe(200);
  const bobBefore = await backendBalance(bob.session);
  expect(bobBefore).toBe(150);
  const gift = await sendQuickGift(ann.page, bob.name, 0);
  await expect(chatLog(ann.page).getByText(`You sent ${gift.name}`)).toBeVisible();
  await expect(chatLog(bob.page).getByText(`${ann.name} sent you ${gift.name}`)).toBeVisible();
  await expect.poll(() => backendBalance(ann.session)).toBe(before - gift.price);
  await expect(
    ann.page.getByRole('link', { name: `Coin balance: ${(before - gift.price).toLocaleString('en')}` }),
  ).toBeVisible();

  // The other way, Bob → Ann on his phone: a picture and another gift. Only the sender pays; a
  // gift received adds no coins, so each balance is its own start minus its own gift.
  await bob.page
    .getByTestId('picture-input')
    .setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: makePng(80, 60) });
  await expect(
    chatLog(bob.page).getByRole('img', { name: 'Picture you sent' }).last(),
  ).toBeVisible();
  const annGot = chatLog(ann.page).getByRole('img', { name: `Picture from ${bob.name}` });
  await expect(annGot).toBeVisible();
  await expect.poll(() => annGot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(80);
  const back = await sendQuickGift(bob.page, ann.name, 1);
  await expect(chatLog(bob.page).getByText(`You sent ${back.name}`)).toBeVisible();
  await expect(chatLog(ann.page).getByText(`${bob.name} sent you ${back.name}`)).toBeVisible();
  await expect.poll(() => backendBalance(bob.session)).toBe(bobBefore - back.price);
  // Bob's phone shows his balance in the gift panel (All gifts): the same number.
  await bob.page.getByRole('button', { name: 'All gifts' }).click();
  const panel = bob.page.getByRole('dialog');
  await expect(panel.getByText(`Your coins: ${bobBefore - back.price}`)).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
  expect(await backendBalance(ann.session)).toBe(before - gift.price);
  await expect(
    ann.page.getByRole('link', { name: `Coin balance: ${(before - gift.price).toLocaleString('en')}` }),
  ).toBeVisible();

  // Bob deletes the conversation (right-click, quick menu, confirm): gone for him only.
  await bob.page.getByRole('button', { name: 'All messages' }).click();
  await conversationRow(bob.page, ann.name).click({ button: 'right' });
  await bob.page.getByRole('menuitem', { name: 'Delete conversation' }).click();
  await bob.page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(conversationRow(bob.page, ann.name)).toHaveCount(0);
  await bob.page.reload();
  await expect(bob.page.getByRole('list', { name: 'Conversations' })).toBeVisible();
  await expect(conversationRow(bob.page, ann.name)).toHaveCount(0);

  await ann.page.reload();
  await expect(conversationRow(ann.page, bob.name)).toBeVisible();
  await expect(chatLog(ann.page).getByText('Hi Ann! All good here.')).toBeVisible();
  await expect(chatLog(ann.page).getByText('Hello Bob 👋 how are you?')).toBeVisible();

  await ann.context.close();
  await bob.context.close();
});

/** Sends the `index`-th gift of the chat's quick bar (opening the bar first); its name and price. */
async function sendQuickGift(
  page: Page,
  to: string,
  index: number,
): Promise<{ name: string; price: number }> {
  await page.getByRole('button', { name: 'Gifts', exact: true }).click();
  const tile = page
    .getByRole('group', { name: 'Quick gifts' })
    .getByRole('button', { name: /\d+ coins$/ })
    .nth(index);
  await expect(tile).toBeVisible();
  const [name, priceText] = (await tile.getAttribute('aria-label'))!.split(', ');
  await tile.click();
  await page.getByRole('button', { name: 'Send gift' }).click();
  await expect(page.getByText(`Gift sent to ${to}.`)).toBeVisible();
  return { name: name!, price: Number(/(\d+) coins/.exec(priceText!)![1]) };
}
