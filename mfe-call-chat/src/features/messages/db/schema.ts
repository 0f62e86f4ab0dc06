import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry, StoredChatUser, StoredMessage } from './records';

/**
 * The local message database, version 1 (spec 2 §3; spec 3 §9 "Local database version 1"),
 * one per signed-in user. Stores and indexes as the spec lists them, plus what the device needs:
 * - chatHistory: messageUuid (unique), messageType, messageTypeValue, userId, croomId,
 *   croomId+read, userId+read, userId+bizType (the spec's), and two of ours: croomId+timestamp
 *   (a page of a room, newest first, without reading the whole room) and userId+read+timestamp
 *   (the auto-read pass visits only the unread messages older than 72 h).
 * - recentChatUsers: croomId (unique), userId, senderId (the spec's).
 * - outbox (ours): the messages waiting to be sent, in order.
 * - meta (ours): per-friend sync markers, the welcome flag, the translation switch.
 */
/** spec 3 §9 "Local database version 1". */
export const CHAT_DB_VERSION = 1;
export const CHAT_DB_PREFIX = 'livcam-im-';

export interface MetaRecord {
  key: string;
  value: unknown;
}

export interface ChatDB extends DBSchema {
  chatHistory: {
    key: number;
    value: StoredMessage;
    indexes: {
      messageUuid: string;
      messageType: number;
      messageTypeValue: number;
      userId: number;
      croomId: string;
      'croomId+read': [string, number];
      'userId+read': [number, number];
      'userId+bizType': [number, number];
      'croomId+timestamp': [string, number];
      'userId+read+timestamp': [number, number, number];
    };
  };
  recentChatUsers: {
    key: number;
    value: StoredChatUser;
    indexes: { croomId: string; userId: number; senderId: number };
  };
  outbox: { key: number; value: OutboxEntry; indexes: { messageUuid: string } };
  meta: { key: string; value: MetaRecord };
}

export type ChatDb = IDBPDatabase<ChatDB>;
export type StoreName = 'chatHistory' | 'recentChatUsers' | 'outbox' | 'meta';

/** What version 1 must contain; anything missing means the database is corrupt. */
export const SCHEMA: Readonly<Record<StoreName, readonly string[]>> = {
  chatHistory: [
    'messageUuid',
    'messageType',
    'messageTypeValue',
    'userId',
    'croomId',
    'croomId+read',
    'userId+read',
    'userId+bizType',
    'croomId+timestamp',
    'userId+read+timestamp',
  ],
  recentChatUsers: ['croomId', 'userId', 'senderId'],
  outbox: ['messageUuid'],
  meta: [],
};

export function chatDbName(userId: number | string): string {
  return `${CHAT_DB_PREFIX}${userId}`;
}

function createV1(db: IDBPDatabase<ChatDB>): void {
  const h = db.createObjectStore('chatHistory', { keyPath: 'id', autoIncrement: true });
  h.createIndex('messageUuid', 'messageUuid', { unique: true });
  h.createIndex('messageType', 'messageType');
  h.createIndex('messageTypeValue', 'messageTypeValue');
  h.createIndex('userId', 'userId');
  h.createIndex('croomId', 'croomId');
  h.createIndex('croomId+read', ['croomId', 'read']);
  h.createIndex('userId+read', ['userId', 'read']);
  h.createIndex('userId+bizType', ['userId', 'bizType']);
  h.createIndex('croomId+timestamp', ['croomId', 'timestamp']);
  h.createIndex('userId+read+timestamp', ['userId', 'read', 'timestamp']);
  const u = db.createObjectStore('recentChatUsers', { keyPath: 'id', autoIncrement: true });
  u.createIndex('croomId', 'croomId', { unique: true });
  u.createIndex('userId', 'userId');
  u.createIndex('senderId', 'senderId');
  const o = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
  o.createIndex('messageUuid', 'messageUuid', { unique: true });
  db.createObjectStore('meta', { keyPath: 'key' });
}

/** Whether an open database has every store and index of version 1. */
export function hasV1Schema(db: IDBPDatabase<ChatDB>): boolean {
  const tx = db.transaction(Object.keys(SCHEMA) as StoreName[], 'readonly');
  try {
    for (const [store, indexes] of Object.entries(SCHEMA) as [StoreName, readonly string[]][]) {
      if (!db.objectStoreNames.contains(store)) return false;
      const names = tx.objectStore(store).indexNames;
      if (!indexes.every((i) => names.contains(i as never))) return false;
    }
    return true;
  } catch {
    return false;
  } finally {
    tx.abort();
    tx.done.catch(() => undefined);
  }
}

export interface OpenResult {
  db: ChatDb;
  /** Set when a newer or corrupt database was deleted and made again. */
  rebuiltFrom?: 'newer' | 'corrupt';
  /** Unsent messages read from the database before it was rebuilt (sent again). */
  salvaged: OutboxEntry[];
}

export interface OpenHooks {
  /** A newer or corrupt database was found; it is being rebuilt. */
  onRebuild?(reason: 'newer' | 'corrupt'): void;
  /** Another tab wants a newer version (or to delete it): this connection closes. */
  onVersionChange?(): void;
  /** The browser closed the connection (storage cleared, disk error). */
  onTerminated?(): void;
  /** Deleting the old database waits for other tabs to close it. */
  onBlocked?(): void;
}

async function openV1(name: string, hooks: OpenHooks): Promise<ChatDb> {
  const db = await openDB<ChatDB>(name, CHAT_DB_VERSION, {
    upgrade(up, oldVersion) {
      // Version 1 is the first: there is no older layout to migrate. A future version 2 adds
      // its `if (oldVersion < 2)` step here and keeps every record.
      if (oldVersion < 1) createV1(up);
    },
    blocking() {
      db.close();
      hooks.onVersionChange?.();
    },
    terminated() {
      hooks.onTerminated?.();
    },
  });
  return db;
}

/** Reads the outbox of a database of any version, if it has one that looks like ours. */
async function salvageOutbox(name: string): Promise<OutboxEntry[]> {
  try {
    const any = await openDB(name);
    try {
      if (!any.objectStoreNames.contains('outbox')) return [];
      const rows = (await any.getAll('outbox')) as unknown[];
      return rows.filter(
        (r): r is OutboxEntry =>
          !!r &&
          typeof (r as OutboxEntry).messageUuid === 'string' &&
          typeof (r as OutboxEntry).croomId === 'string' &&
          typeof (r as OutboxEntry).friendId === 'number' &&
          !!(r as OutboxEntry).payload,
      );
    } finally {
      any.close();
    }
  } catch {
    return [];
  }
}

/**
 * Opens the user's database. A database of a newer version (another release ran here) or one
 * that fails to open or lacks a store or index is deleted and made again empty: its unsent
 * messages are salvaged first where readable, and everything else comes back from the server
 * (conversations now, each room's history when it is opened). Throws when IndexedDB is
 * unusable or the old database cannot be deleted (another tab holds it open).
 */
export async function openChatDb(userId: number, hooks: OpenHooks = {}): Promise<OpenResult> {
  const name = chatDbName(userId);
  let reason: 'newer' | 'corrupt' | undefined;
  try {
    const db = await openV1(name, hooks);
    if (hasV1Schema(db)) return { db, salvaged: [] };
    db.close();
    reason = 'corrupt';
  } catch (e) {
    if (isIdbMissing(e)) throw e;
    reason = (e as { name?: string })?.name === 'VersionError' ? 'newer' : 'corrupt';
  }
  hooks.onRebuild?.(reason);
  const salvaged = await salvageOutbox(name);
  await deleteDB(name, { blocked: () => hooks.onBlocked?.() });
  const db = await openV1(name, hooks);
  return { db, rebuiltFrom: reason, salvaged };
}

function isIdbMissing(e: unknown): boolean {
  return (
    typeof indexedDB === 'undefined' || (e instanceof ReferenceError && /indexedDB/.test(e.message))
  );
}
