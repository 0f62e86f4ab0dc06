import { test, expect } from '../support/test';
import { befriend } from '../support/chat-store';
import { DESKTOP, chatLog, chatUser, openChat, typeAndSend } from '../support/chat';
import { tr } from '../support/i18n';

// spec 2 §4 "Translation is on by default". The embedded world's translator is a phrase book: a
// text it cannot translate comes with the server's word that it was not translated, and the chat
// says "Translation not available" instead of showing the original as if it were translated.
// Aylin's site language is Dutch (her browser's), so her texts go out with targetLanguage 'nl',
// and her page is in Dutch.

test('an untranslatable message is shown as such; a translatable one with its translation', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const t = Math.random().toString(36).slice(2, 6);
  const aylin = await chatUser(browser, baseURL!, `Aylin ${t}`, DESKTOP, 0, { locale: 'nl-NL' });
  const bram = await chatUser(browser, baseURL!, `Bram ${t}`);
  try {
    await befriend(aylin.id, bram.id);
    await openChat(bram.page, aylin.id);
    await openChat(aylin.page, bram.id, 'nl');
    await expect(
      aylin.page.getByRole('switch', { name: tr('nl', 'callChat:chat.translate') }),
    ).toHaveAttribute('aria-checked', 'true');

    await typeAndSend(aylin.page, 'Nasılsın, bugün ne yapıyorsun?', 'nl');
    const log = chatLog(bram.page);
    await expect(log.getByText('Nasılsın, bugün ne yapıyorsun?', { exact: false })).toBeVisible();
    await expect(log.getByText('Translation not available')).toBeVisible();

    await typeAndSend(aylin.page, 'Good night', 'nl');
    await expect(log.getByText('Goede nacht')).toBeVisible();
    // Still only the one message says it was not translated.
    await expect(log.getByText('Translation not available')).toHaveCount(1);
    // The sender's own bubbles say nothing about it.
    await expect(
      chatLog(aylin.page).getByText(tr('nl', 'callChat:chat.translationUnavailable')),
    ).toHaveCount(0);

    // After a reload (from the device's store and the server's history) it still says so.
    await bram.page.reload();
    await expect(chatLog(bram.page).getByText('Translation not available')).toHaveCount(1);
  } finally {
    await aylin.context.close();
    await bram.context.close();
  }
});
