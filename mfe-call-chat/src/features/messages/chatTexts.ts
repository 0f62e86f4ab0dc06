import { registerTranslations } from 'shared-sdk';

/**
 * The `chat` namespace: the texts the chat's rules and message store hand to the UI as keys
 * (`chat:send.too_long`, `chat:time.yesterday`, …; i18nKeys.test.ts checks each has an English
 * text), read with useTranslation([NS, 'chat']). Registered by the store's session module, so
 * only a signed-in user's page loads the pack, never a visitor's landing.
 */
export const CHAT_NS = 'chat';

registerTranslations(
  CHAT_NS,
  (lng) => import(/* webpackChunkName: "i18n-chat-[request]" */ `../../locales/chat/${lng}.json`),
).catch(() => {
  // A pack that fails to load leaves the keys on screen until the next language change loads it.
});
