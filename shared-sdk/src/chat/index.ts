// The SDK's chat entry, `shared-sdk/chat` (issue 9; docs/CONTRACTS.md "SDK entries"): the message
// store, its rules and hooks, and the messaging connection. Signed-in only, so it is its own
// shared singleton module and the landing never downloads it. Its files reach the main entry's
// state (atoms, storage, API modules) only through 'shared-sdk', never by a relative path, so an
// atom exists once per page whichever build's copy of this entry the page runs (entries.test.ts).
export * from '../messages';
export {
  MessagingConnection,
  TRANSITIONS,
  nextState,
  type ConnectionEvent,
  type ConnectionOptions,
} from '../realtime/connection';
export { createMessaging, type CreateMessagingOptions } from '../realtime/messaging';
// The chat, friends and gifts pages' API calls (their types are the main entry's).
export { albumApi, backpackApi, blacklistApi, giftApi, reportApi } from './api';
// The one length rule of a chat text (composer, store, backend).
export { chatTextLength, chatTextProblem } from './text';
