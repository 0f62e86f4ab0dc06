export * from './atoms';
export * from './requireLogin';
export * from './reset';
export * from './realtime';
export * from './busy';
export * from './analytics';
export * from './balance';
export * from './payStatus';
// The unread summary: read-only atoms and their one writer (resetUnreadSummary is the session
// reset's, resetSessionAtoms).
export {
  applyUnreadSummary,
  unreadChatsAtom,
  unreadSummaryAtom,
  unreadTotalAtom,
  type UnreadChat,
  type UnreadSummary,
  type UnreadSummaryUpdate,
} from './unread';
export * from './profile';
export * from './call';
export * from './live';
export { bottomPromptAtom, claimBottomPrompt, releaseBottomPrompt } from './bottomPrompt';
export type { BottomPromptHolder } from './bottomPrompt';
