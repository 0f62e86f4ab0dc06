/**
 * The records of the local message database (spec 2 §3 "Local message database (version 1)"),
 * the shapes the UI reads. Types only: no code here, so importing them costs nothing.
 */
import type { MessageKind } from '../rules/kind';
import type { OutboxState } from '../outbox/machine';
import type { ChatMessage, ChatUser } from 'shared-sdk/chat';

/** A chat-history record: the wire message plus what only this device knows. */
export interface StoredMessage extends ChatMessage {
  /** Local primary key (autoIncrement). */
  id?: number;
  /** The signed-in user who owns this database (indexes userId, userId+read, userId+bizType). */
  userId: number;
  /** Own messages: the outbox state ('queued' and 'sending' both show "sending"). Absent = received. */
  sendStatus?: OutboxState;
  /** Why the last send failed: the server's code and an i18n key for the bubble. */
  sendError?: { code: number; key: string; msg?: string };
  /** Locally written notices (welcome messages): the text is this i18n key (namespace `chat`). */
  contentKey?: string;
  contentValues?: Record<string, string | number>;
}

/** A recent-chat-users record (the message list), keyed by croomId. */
export interface StoredChatUser extends ChatUser {
  id?: number;
  /** The kind of the last message (for the list's preview line). */
  lastKind?: MessageKind | null;
  /** Made from a message before the server's list named the user: the store asks the server. */
  stub?: boolean;
  /**
   * This device read the whole conversation up to this message time (it was opened, or the
   * auto-read pass left nothing unread in it). A server unread count for a conversation whose
   * last message is not newer is from before the server was told: the device's count wins.
   */
  readUpTo?: number;
  /** The last message is a locally written notice (a welcome message): its i18n key and values. */
  contentKey?: string;
  contentValues?: Record<string, string | number>;
}

/** An outbox record: the send request of one message, in the order the user sent them. */
export interface OutboxEntry {
  /** Order of sending (autoIncrement). */
  seq?: number;
  messageUuid: string;
  croomId: string;
  friendId: number;
  state: OutboxState;
  attempts: number;
  createdAt: number;
  /** Text, or the picture's url and size. */
  payload:
    | { kind: 'text'; text: string }
    | { kind: 'picture'; url: string; width?: number; height?: number };
}

/** The database's state, for a message the UI shows. */
export type ChatDbState =
  | { state: 'closed' }
  | { state: 'opening' }
  | { state: 'ready'; rebuiltFrom?: 'newer' | 'corrupt' }
  /** A newer or corrupt database was found: it is rebuilt from the server (messageKey says so). */
  | { state: 'rebuilding'; reason: 'newer' | 'corrupt'; messageKey: string }
  /** IndexedDB cannot be used (blocked by another tab, storage refused, private mode). */
  | {
      state: 'failed';
      reason: 'blocked' | 'unavailable' | 'versionchange';
      messageKey: string;
      detail?: string;
    };
