import { UNREAD_AVATARS_MAX } from '../constants/limits';
import { appStore, unreadSummaryBaseAtom, userAtom, type UnreadChat } from './atoms';

/**
 * The shell's unread summary has one writer (ARCHITECTURE.md "Shared state has one writer";
 * issue 10 "the shell's unread avatars strip (up to 6) fed from the same store"): the message
 * store calls it, throttled (spec 2 §9 "unread badge refresh throttled at 300 ms"). A summary
 * for another user than the one signed in, or older than the one shown (`seq`), is dropped.
 */
export interface UnreadSummaryUpdate {
  chats: UnreadChat[];
  total: number;
  /** The store's revision (monotonic per store). */
  seq: number;
  userId: number;
}

export function applyUnreadSummary(u: UnreadSummaryUpdate): boolean {
  const user = appStore.get(userAtom);
  if (!user || user.id !== u.userId) return false;
  const cur = appStore.get(unreadSummaryBaseAtom);
  if (cur.userId === u.userId && u.seq <= cur.seq) return false;
  const chats = u.chats.filter((c) => c.noReadCount > 0).slice(0, UNREAD_AVATARS_MAX);
  appStore.set(unreadSummaryBaseAtom, {
    chats,
    total: Math.max(0, u.total),
    seq: u.seq,
    userId: u.userId,
  });
  return true;
}

/** Logout and session codes: nothing unread for nobody (session/reset.ts). */
export function resetUnreadSummary(): void {
  appStore.set(unreadSummaryBaseAtom, { chats: [], total: 0, seq: -1, userId: null });
}
