// The SDK's chat entry, `shared-sdk/chat` (docs/CONTRACTS.md "SDK entries"): the contract of the
// chat between the parts, signed-in only, so it is a shared singleton module of its own and the
// landing never downloads it. The chat itself (the device's message store, its outbox and
// database, the chat rules and the incoming-message banner) belongs to mfe-call-chat.
// Its files reach the main entry's state (atoms, storage, API modules) only through 'shared-sdk',
// never by a relative path, so an atom exists once per page whichever build's copy of this entry
// the page runs (entries.test.ts).
export {
  MessagingConnection,
  TRANSITIONS,
  nextState,
  type ConnectionEvent,
  type ConnectionOptions,
} from '../realtime/connection';
export { createMessaging, type CreateMessagingOptions } from '../realtime/messaging';
// The typed emitter of the messaging connection, for the parts that raise events of their own.
export { Events } from '../realtime/events';
// The chat, friends and gifts pages' API calls (their types are the main entry's).
export { albumApi, backpackApi, blacklistApi, giftApi, reportApi } from './api';
// The chat message shapes of the wire, the 1040 push and the device's store (the backend's too).
export * from './types';
// The one length rule of a chat text (composer, store, backend).
export { chatTextLength, chatTextProblem } from './text';
