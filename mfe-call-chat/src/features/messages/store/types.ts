import type { StoredChatUser, StoredMessage } from '../db/records';
import type { ConversationEntry } from '../rules/conversations';

/** The message list (useSyncExternalStore snapshot). */
export interface ConversationsSnapshot {
  /** 'loading' until the device's list (or the server's first page) is read. */
  status: 'loading' | 'ready' | 'error';
  /** The conversation entries as stored (for lookups by friendId). */
  users: readonly StoredChatUser[];
  /** The message list: system −1, −2, −3, then the say-hi group and the rest by time. */
  list: readonly ConversationEntry[];
  /** The favourites tab (stick 1 plus system entries). */
  favourites: readonly ConversationEntry[];
  /** More pages on the server (load them on scroll). */
  hasMore: boolean;
  loadingMore: boolean;
  /** i18n key of the last sync failure (the list shows what the device has). */
  error: string | null;
}

export type SendResult =
  | { ok: true; message: StoredMessage }
  | { ok: false; key: string; values?: Record<string, string | number> };

export interface MessageStoreEvents {
  /** A new message from someone else: the UI plays the sound when !inOpenChat (spec 2 §4). */
  incoming: { message: StoredMessage; inOpenChat: boolean };
  /** Something to tell the user (translation limit reached, …): an i18n key. */
  notice: { key: string };
  /** Translation of sent texts switched on or off (spec 2 §4: on by default; 54000 turns it off). */
  translation: { on: boolean };
  /**
   * A 1040 push that is not a chat message (IM_NOTICE_TYPE: 1041 the other side read the
   * conversation, 1042 an online reminder, 1043 a relation changed): never stored; the store
   * refreshes the list on 1043, the UI may show a banner.
   */
  signal: { noticeType: number; senderId: number; payload: Record<string, unknown> };
  /**
   * What `userId` is to this user may have changed: their friend request, acceptance or decline
   * arrived (a friend message, spec 2 §4), or a 1043 relation push (deleted, unblocked). The store
   * refreshes the conversation list itself; a page showing a relation reads it again.
   */
  relation: { userId: number };
}
