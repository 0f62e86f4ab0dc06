import { test, expect } from '../support/test';
import { befriend, signedApi } from '../support/chat-store';
import { DESKTOP, chatLog, chatUser, openChat, typeAndSend } from '../support/chat';
import { tr } from '../support/i18n';
import { createUser, devApi } from '../support/session';

// spec 2 §4 "Translation is on by default"; §8 "translateCode 54000: translation limit reached,
// translation switched off". Ann's site language is Spanish (her browser's), so her texts go out
// with needTranslate and targetLanguage 'es'; the backend's stand-in translates them and Bob sees
// the translation under the text. Its daily limit (50 a sender) is used up through the API.

const TRANSLATE_DAILY_LIMIT = 50;

test('translation is on by default; the daily limit switches it off with the notice; the switch turns it on again', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 6);
  const ann = await chatUser(browser, baseURL!, `Ann T${tag}`, DESKTOP, 0, { locale: 'es-ES' });
  const bob = await chatUser(browser, baseURL!, `Bob T${tag}`);
  await befriend(ann.id, bob.id);

  await openChat(bob.page, ann.id);
  // Ann's browser speaks Spanish, so her page does too.
  const es = (key: string) => tr('es', key);
  await openChat(ann.page, bob.id, 'es');
  const toggle = ann.page.getByRole('switch', { name: es('callChat:chat.translate') });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  // On: Bob sees Ann's text and, under it, its translation.
  await typeAndSend(ann.page, 'Hello friend', 'es');
  const first = chatLog(bob.page).getByText('Hello friend', { exact: false });
  await expect(first).toBeVisible();
  await expect(chatLog(bob.page).getByText('Hola amigo')).toBeVisible();

  // The rest of today's translations, spent on another chat through the API.
  const { userId: carl } = await createUser({ userName: `Carl T${tag}` });
  await befriend(ann.id, carl);
  const spend = async (n: number, round: string) => {
    for (let i = 0; i < n; i++) {
      const r = await signedApi<{ translateCode: number }>(
        ann.session,
        'POST',
        '/facade/api/im/v1/send',
        {
          messageUuid: `e2e-tr-${tag}-${round}-${i}`,
          message: `thanks ${i}`,
          messageType: 1,
          receiveUserId: carl,
          sendUserId: ann.id,
          needTranslate: true,
          targetLanguage: 'es',
          platformType: 4,
        },
      );
      expect(r.data.translateCode).toBe(200);
    }
  };
  await spend(TRANSLATE_DAILY_LIMIT - 1, 'a');

  // Over the limit: the message still goes (untranslated), Ann is told, and translation is off.
  await typeAndSend(ann.page, 'Good night', 'es');
  await expect(ann.page.getByRole('alert')).toContainText(es('chat:translate.limit_reached'));
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(chatLog(bob.page).getByText('Good night')).toBeVisible();
  await expect(chatLog(bob.page).getByText('Buenos noches')).toHaveCount(0);

  // Off stays off on this device (a reload), and nothing asks for a translation: no notice again.
  await ann.page.getByRole('button', { name: es('callChat:chat.dismiss') }).click();
  await ann.page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await typeAndSend(ann.page, 'Good morning', 'es');
  await expect(chatLog(bob.page).getByText('Good morning')).toBeVisible();
  await expect(ann.page.getByRole('alert')).toHaveCount(0);

  // A new day (the counter cleared through the test API): Ann turns it on again.
  await devApi('/dev/api/chat/clear-usage', { userId: ann.id });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await typeAndSend(ann.page, 'Thanks', 'es');
  await expect(chatLog(bob.page).getByText('Gracias')).toBeVisible();

  // "Top up to unlock": the notice's Get coins leads to CoinPage.
  await devApi('/dev/api/chat/clear-usage', { userId: ann.id });
  await spend(TRANSLATE_DAILY_LIMIT, 'b');
  await typeAndSend(ann.page, 'Yes', 'es');
  await ann.page
    .getByRole('alert')
    .getByRole('button', { name: es('callChat:chat.getCoins') })
    .click();
  await expect(ann.page).toHaveURL(/\/shop/);

  await ann.context.close();
  await bob.context.close();
});
