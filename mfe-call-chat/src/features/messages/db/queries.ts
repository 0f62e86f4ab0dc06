import type { ChatUser } from 'shared-sdk/chat';
import { AUTO_READ_AFTER_MS } from 'shared-sdk/constants';
import { mergeChatUsers } from '../rules/conversations';
import type { OutboxEntry, StoredChatUser, StoredMessage } from './records';
import type { ChatDb, StoreName } from './schema';

/**
 * The named queries of the local message database: a page of a room,
 * mark read, delete a room, auto-read, unread counts. Each is one transaction.
 */

const HI = Number.MAX_SAFE_INTEGER;
const LO = -Number.MAX_SAFE_INTEGER;
const byTime = (a: StoredMessage, b: StoredMessage) =>
  a.timestamp - b.timestamp || (a.id ?? 0) - (b.id ?? 0);

/**
 * A page of a room, oldest first: the `limit` newest messages older than `before` (all when
 * absent). Messages sharing the boundary's timestamp come along, so the next page can start
 * strictly before it. Reads only the page: a cursor steps back `limit` keys on the room's
 * croomId+timestamp index, then one getAll fetches the range.
 */
export async function roomPage(
  db: ChatDb,
  croomId: string,
  limit: number,
  before?: number,
): Promise<{ messages: StoredMessage[]; hasOlder: boolean }> {
  const tx = db.transaction('chatHistory', 'readonly');
  const index = tx.store.index('croomId+timestamp');
  const upper: [string, number] = [croomId, before ?? HI];
  const range = IDBKeyRange.bound([croomId, LO], upper, false, before !== undefined);
  let cursor = await index.openKeyCursor(range, 'prev');
  if (!cursor) {
    await tx.done;
    return { messages: [], hasOlder: false };
  }
  if (limit > 1) cursor = await cursor.advance(limit - 1);
  const lowTs = cursor ? (cursor.key as [string, number])[1] : LO;
  const hasOlder = cursor ? !!(await cursor.continue()) : false;
  const messages = await index.getAll(
    IDBKeyRange.bound([croomId, lowTs], upper, false, before !== undefined),
  );
  await tx.done;
  return { messages: messages.sort(byTime), hasOlder };
}

/** Whether a room has any message stored (a synced room may be empty). */
export async function roomLatest(db: ChatDb, croomId: string): Promise<StoredMessage | null> {
  const cursor = await db
    .transaction('chatHistory')
    .store.index('croomId+timestamp')
    .openCursor(IDBKeyRange.bound([croomId, LO], [croomId, HI]), 'prev');
  return cursor?.value ?? null;
}

/**
 * Marks every unread message of a room read and its unread count 0 (spec 2 §4 "read when the
 * conversation is opened"). Returns the records changed.
 */
export async function markRoomRead(db: ChatDb, croomId: string): Promise<StoredMessage[]> {
  const tx = db.transaction(['chatHistory', 'recentChatUsers'], 'readwrite');
  const history = tx.objectStore('chatHistory');
  const changed = (await history.index('croomId+read').getAll([croomId, 0])).map((m) => ({
    ...m,
    read: 1 as const,
  }));
  for (const next of changed) void history.put(next);
  const users = tx.objectStore('recentChatUsers');
  const entry = await users.index('croomId').get(croomId);
  if (entry) {
    const readUpTo = Math.max(
      entry.readUpTo ?? 0,
      entry.timestamp || 0,
      ...changed.map((m) => m.timestamp),
    );
    if (entry.noReadCount !== 0 || entry.readUpTo !== readUpTo)
      await users.put({ ...entry, noReadCount: 0, readUpTo });
  }
  await tx.done;
  return changed;
}

/**
 * Deletes a conversation and all its messages (spec 2 §4), its unsent messages and its sync
 * marker. Also used when a friend is blocked or deleted (local history removed).
 */
export async function deleteRoom(db: ChatDb, croomId: string): Promise<number> {
  const stores: StoreName[] = ['chatHistory', 'recentChatUsers', 'outbox', 'meta'];
  const tx = db.transaction(stores, 'readwrite');
  const history = tx.objectStore('chatHistory');
  const keys = await history.index('croomId').getAllKeys(croomId);
  await Promise.all(keys.map((k) => history.delete(k)));
  const users = tx.objectStore('recentChatUsers');
  const uk = await users.index('croomId').getKey(croomId);
  if (uk !== undefined) await users.delete(uk);
  const outbox = tx.objectStore('outbox');
  for (const e of await outbox.getAll())
    if (e.croomId === croomId && e.seq !== undefined) await outbox.delete(e.seq);
  await tx.objectStore('meta').delete(syncKey(croomId));
  await tx.done;
  return keys.length;
}

/**
 * The auto-read pass (spec 2 §4, §9: unread messages become read after 72 hours; the pass runs
 * 350 ms after start). Visits only the unread messages older than 72 h (userId+read+timestamp),
 * and takes the number read
 * off each conversation's unread count. Returns the records changed.
 */
export async function autoReadPass(db: ChatDb, me: number, now: number): Promise<StoredMessage[]> {
  const cutoff = now - AUTO_READ_AFTER_MS;
  const changed: StoredMessage[] = [];
  // In batches, each its own short transaction: a room opened meanwhile waits for one batch at
  // most, not for the whole pass (2,000 due messages take ~1 s in Chromium).
  for (;;) {
    const batch = await autoReadBatch(db, me, cutoff);
    changed.push(...batch);
    if (batch.length < AUTO_READ_BATCH) return changed;
  }
}

const AUTO_READ_BATCH = 200;

async function autoReadBatch(db: ChatDb, me: number, cutoff: number): Promise<StoredMessage[]> {
  const tx = readTx(db);
  const history = tx.objectStore('chatHistory');
  const due = IDBKeyRange.bound([me, 0, LO], [me, 0, cutoff], false, true);
  // One getAll, then the puts queued without waiting for each (a round trip per record is slow).
  const changed = (await history.index('userId+read+timestamp').getAll(due, AUTO_READ_BATCH)).map(
    (m) => ({ ...m, read: 1 as const }),
  );
  const perRoom = new Map<string, number>();
  for (const next of changed) {
    void history.put(next);
    perRoom.set(next.croomId, (perRoom.get(next.croomId) ?? 0) + 1);
  }
  await takeOffUnread(tx, perRoom);
  await tx.done;
  return changed;
}

type ReadTx = ReturnType<typeof readTx>;
const readTx = (db: ChatDb) =>
  db.transaction(['chatHistory', 'recentChatUsers'], 'readwrite', { durability: 'relaxed' });

/** Takes the messages just marked read off each conversation's unread count. */
async function takeOffUnread(tx: ReadTx, perRoom: Map<string, number>): Promise<void> {
  const history = tx.objectStore('chatHistory');
  const users = tx.objectStore('recentChatUsers');
  for (const [croomId, n] of perRoom) {
    const entry = await users.index('croomId').get(croomId);
    if (!entry) continue;
    // Nothing left unread in the room on this device: it is read up to its last message (the
    // store tells the server), so a server count from before that is stale (mergeChatUsers).
    const left = await history.index('croomId+read').count([croomId, 0]);
    void users.put(
      left === 0
        ? {
            ...entry,
            noReadCount: 0,
            readUpTo: Math.max(entry.readUpTo ?? 0, entry.timestamp || 0),
          }
        : { ...entry, noReadCount: Math.max(0, (entry.noReadCount || 0) - n) },
    );
  }
}

/**
 * Expired notices (spec 2 §4: "an expired notice is dropped", e.g. the welcome messages after
 * 5 minutes) are never shown, so they must not keep a badge either: the unread ones of the rooms
 * given (the system conversations, where notices live) become read. Returns the records changed.
 */
export async function readExpired(
  db: ChatDb,
  croomIds: readonly string[],
  now: number,
): Promise<StoredMessage[]> {
  const tx = readTx(db);
  const history = tx.objectStore('chatHistory');
  const changed: StoredMessage[] = [];
  const perRoom = new Map<string, number>();
  for (const croomId of croomIds) {
    const unread = await history.index('croomId+read').getAll([croomId, 0]);
    for (const m of unread) {
      if (typeof m.expire !== 'number' || m.expire <= 0 || m.expire >= now) continue;
      const next = { ...m, read: 1 as const };
      void history.put(next);
      changed.push(next);
      perRoom.set(croomId, (perRoom.get(croomId) ?? 0) + 1);
    }
  }
  await takeOffUnread(tx, perRoom);
  await tx.done;
  return changed;
}

/**
 * Unread counts from the messages themselves: the total (userId+read) and, for the rooms asked,
 * per room (croomId+read). Counting walks only the unread entries of the index.
 */
export async function unreadCounts(
  db: ChatDb,
  me: number,
  croomIds: readonly string[] = [],
): Promise<{ total: number; byRoom: Map<string, number> }> {
  const tx = db.transaction('chatHistory', 'readonly');
  const [total, ...counts] = await Promise.all([
    tx.store.index('userId+read').count([me, 0]),
    ...croomIds.map((c) => tx.store.index('croomId+read').count([c, 0])),
  ]);
  await tx.done;
  return { total, byRoom: new Map(croomIds.map((c, i) => [c, counts[i] ?? 0])) };
}

/** The conversation entries of the user (the recent-chat-users store). */
export function chatUsers(db: ChatDb, me: number): Promise<StoredChatUser[]> {
  return db.getAllFromIndex('recentChatUsers', 'userId', me);
}

/**
 * Merges the server's conversation list into the store (spec 2 §4: types 4 and 7 dropped, the
 * higher unread count kept). Returns the croomIds whose server entry is newer than the local
 * one: their history has messages this device has not seen (sent while it was closed).
 */
export async function mergeServerUsers(
  db: ChatDb,
  me: number,
  incoming: readonly ChatUser[],
): Promise<string[]> {
  const tx = db.transaction('recentChatUsers', 'readwrite');
  const local = await tx.store.index('userId').getAll(me);
  const byRoom = new Map(local.map((u) => [u.croomId, u]));
  const merged = mergeChatUsers(
    local,
    incoming.map((u) => ({ ...u, userId: me })),
  );
  const newer: string[] = [];
  for (const u of merged) {
    const cur = byRoom.get(u.croomId);
    const inc = incoming.find((x) => x.croomId === u.croomId);
    if (inc && (!cur || (inc.timestamp || 0) > (cur.timestamp || 0))) newer.push(u.croomId);
    if (cur && !inc) continue;
    const rec: StoredChatUser = { ...(u as StoredChatUser), userId: me, stub: false };
    if (cur?.id !== undefined) rec.id = cur.id;
    else delete rec.id;
    if (!cur || JSON.stringify(cur) !== JSON.stringify(rec)) await tx.store.put(rec);
  }
  await tx.done;
  return newer;
}

// ---- meta ----
export const syncKey = (croomId: string) => `sync:${croomId}`;

export interface SyncMarker {
  /** When the room's history was last fetched from the server. */
  syncedAt: number;
  /** The next older server page to fetch when the local history runs out (null: none left). */
  nextPage: number | null;
  /** The server's list shows a newer message than this device has: fetch the newest page again. */
  stale?: boolean;
}

export async function getMeta<T>(db: ChatDb, key: string): Promise<T | undefined> {
  return (await db.get('meta', key))?.value as T | undefined;
}

export async function setMeta(db: ChatDb, key: string, value: unknown): Promise<void> {
  await db.put('meta', { key, value });
}

/** Sets a flag once across tabs: true when this call set it, false when it was already set. */
export async function claimOnce(db: ChatDb, key: string, now: number): Promise<boolean> {
  const tx = db.transaction('meta', 'readwrite');
  const had = await tx.store.get(key);
  if (!had) await tx.store.put({ key, value: now });
  await tx.done;
  return !had;
}

// ---- outbox ----
export async function outboxEntries(db: ChatDb): Promise<OutboxEntry[]> {
  return db.getAll('outbox');
}
