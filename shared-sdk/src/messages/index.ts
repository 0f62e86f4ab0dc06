// The chat message shapes, the chat rules and the device's message database (issue 10). Owned by
// this folder. Only contracts leave it: types, pure rules, the store's session functions and
// React hooks. The store itself (store/, db/, outbox/, idb) loads lazily through session.ts.
export * from './types';
export type { StoredMessage, StoredChatUser, OutboxEntry, ChatDbState } from './records';
export type { ImServer, ImPage, ImSendRequest, ImSendResponse } from './server';
export type { MessageStore, MessageStoreOptions } from './store/messageStore';
export type { RoomSnapshot } from './store/room';
export type {
  ConversationsSnapshot,
  UnreadSummary,
  SendResult,
  MessageStoreEvents,
} from './store/types';
export type { OutboxSnapshot, Connectivity } from './outbox/outbox';
export {
  OUTBOX_TRANSITIONS,
  outboxNext,
  sendStatusOf,
  type OutboxState,
  type OutboxEvent,
} from './outbox/machine';
export { messageKind, MESSAGE_KIND_TABLE, type MessageKind } from './rules/kind';
export {
  callRecordText,
  friendMessageText,
  formatCallDuration,
  sendRetryable,
  type TextKey,
} from './rules/wording';
export { noticeDecision, isNotice, type NoticeDecision } from './rules/notices';
export { planWelcome, type WelcomeDraft, type WelcomeUser } from './rules/welcome';
export { createBadgeQueue, BadgeQueueOverflowError, type BadgeQueue } from './rules/badge';
export { throttle, type Throttled, type Timers } from './rules/throttle';
export { timeLabel, type TimeLabel } from './rules/timeLabel';
export { croomIdOf, chatIdOf, parseCroomId, peerOf, isSystemId } from './rules/ids';
export {
  buildConversationList,
  mergeChatUsers,
  dropIncoming,
  sayHiEntry,
  systemEntries,
  isFavouriteTabEntry,
  selectAllIds,
  hasQuickMenu,
  unreadSummary,
  type ConversationEntry,
} from './rules/conversations';
export {
  getMessageStore,
  onMessageStoreChange,
  startMessageStore,
  stopMessageStore,
  watchMessageStore,
  messagingConnectivity,
  type StartMessageStoreOptions,
} from './session';
export {
  useMessageStore,
  useChatDbState,
  useConversations,
  useRoom,
  useOutboxState,
} from './react';
