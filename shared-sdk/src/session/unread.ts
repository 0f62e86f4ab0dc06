import { atom, type Atom } from 'jotai';
import { UNREAD_AVATARS_MAX } from '../constants/chat';
import { appStore, userAtom } from './atoms';

/** Unread chat conversations for the bottom bar's avatar strip (spec 3 §2 "Shell"). */
export interface UnreadChat {
  friendId: number;
  userName: string;
  headImg: string;
  noReadCount: number;
}

/** The shell's unread summary: what the host shows of the chat (the badges, the avatar strip). */
export interface UnreadSummary {
  /** Up to UNREAD_AVATARS_MAX users with unread messages, newest first. */
  chats: UnreadChat[];
  /** Every unread message of the user, system conversations included. */
  total: number;
  /** The writer's revision (monotonic per message store); -1 when nothing was written. */
  seq: number;
  /** Whose summary it is (null: nobody signed in). */
  userId: number | null;
}

const EMPTY: UnreadSummary = Object.freeze({ chats: [], total: 0, seq: -1, userId: null });
// Not exported: its only writers are the two functions below.
const summaryAtom = atom<UnreadSummary>(EMPTY);

/**
 * Read-only: the unread summary, for any part (`useAtomValue(unreadSummaryAtom)`). Its one writer
 * is `applyUnreadSummary`, called by mfe-call-chat's message store (ARCHITECTURE.md "Shared state
 * has one writer"): the host reads the chat's unread state without knowing the chat.
 */
export const unreadSummaryAtom: Atom<UnreadSummary> = atom((get) => get(summaryAtom));
/** Up to 6 users with noReadCount > 0, newest first (spec 3 §2, §9). Read-only. */
export const unreadChatsAtom: Atom<UnreadChat[]> = atom((get) => get(summaryAtom).chats);
/** Every unread message of the user, system conversations included (the messages tab's bubble). */
export const unreadTotalAtom: Atom<number> = atom((get) => get(summaryAtom).total);

/**
 * What the message store hands the one writer, throttled (spec 2 §9 "unread badge refresh
 * throttled at 300 ms"); the shell's unread avatars strip (up to 6) is fed from the same
 * store.
 */
export interface UnreadSummaryUpdate {
  chats: UnreadChat[];
  total: number;
  /** The store's revision (monotonic per store). */
  seq: number;
  userId: number;
}

/**
 * The one writer of the unread summary. A summary for another user than the one signed in, or
 * older than the one shown (`seq`), is dropped; returns whether it was applied.
 */
export function applyUnreadSummary(u: UnreadSummaryUpdate): boolean {
  const user = appStore.get(userAtom);
  if (!user || user.id !== u.userId) return false;
  const cur = appStore.get(summaryAtom);
  if (cur.userId === u.userId && u.seq <= cur.seq) return false;
  const chats = u.chats.filter((c) => c.noReadCount > 0).slice(0, UNREAD_AVATARS_MAX);
  appStore.set(summaryAtom, {
    chats,
    total: Math.max(0, u.total),
    seq: u.seq,
    userId: u.userId,
  });
  return true;
}

/** Logout and session codes, and a message store that closes: nothing unread for nobody. */
export function resetUnreadSummary(): void {
  appStore.set(summaryAtom, EMPTY);
}
