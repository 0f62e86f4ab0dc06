import type { StoredMessage } from '../db/records';
import type { Outbox } from '../outbox/outbox';
import type { Conversations } from './conversations';
import type { RoomView } from './room';
import type { Writes } from './writes';

/** What one tab tells the user's other tabs, so they stay in step. */
export type TabMessage =
  /** Records written (new, merged, read, sent, failed). */
  | { type: 'records'; records: StoredMessage[] }
  /** Records removed (a discarded unsent message). */
  | { type: 'removed'; uuids: string[] }
  /** A conversation and its messages deleted. */
  | { type: 'roomDeleted'; croomId: string }
  /** Conversation entries changed (names, counts, order): re-read them. */
  | { type: 'users' }
  /** An outbox entry was added or changed: the sending tab re-reads the outbox. */
  | { type: 'outbox' }
  /** The database was rebuilt: re-read everything. */
  | { type: 'rebuilt' }
  /** Translation was switched on or off (by the user, or by translateCode 54000). */
  | { type: 'translation'; on: boolean };

export interface TabChannel {
  post(msg: TabMessage): void;
  close(): void;
}

/** A BroadcastChannel per user (same origin); none where the browser has no BroadcastChannel. */
export function openTabChannel(name: string, onMessage: (msg: TabMessage) => void): TabChannel {
  if (typeof BroadcastChannel === 'undefined')
    return { post: () => undefined, close: () => undefined };
  const ch = new BroadcastChannel(name);
  ch.onmessage = (ev: MessageEvent<TabMessage>) => {
    if (ev.data && typeof ev.data === 'object' && 'type' in ev.data) onMessage(ev.data);
  };
  // Node's BroadcastChannel (tests) would keep the process alive.
  (ch as unknown as { unref?: () => void }).unref?.();
  return {
    post: (msg) => {
      try {
        ch.postMessage(msg);
      } catch {
        // closed channel or a record that cannot be cloned: the other tab re-reads on its next change
      }
    },
    close: () => ch.close(),
  };
}

export interface TabSyncDeps {
  rooms: ReadonlyMap<string, RoomView>;
  conversations: Conversations;
  writes: Writes;
  /** The outbox, once the database is open. */
  outbox(): Outbox | undefined;
  /** Another tab switched translation on or off. */
  translation(on: boolean): void;
}

/**
 * What this tab does with another tab's news, so two tabs of the same user stay in
 * step: records and removals show in the rooms, the list is re-read, the sending tab re-reads
 * the outbox and sends, a rebuilt database is read again from scratch.
 */
export function applyTabMessage(m: TabMessage, deps: TabSyncDeps): void {
  const { rooms, conversations } = deps;
  switch (m.type) {
    case 'records':
      return deps.writes.afterWrite(m.records, new Set(), false);
    case 'removed': {
      const uuids = new Set(m.uuids);
      for (const r of rooms.values()) r.remove(uuids);
      return;
    }
    case 'roomDeleted':
      rooms.get(m.croomId)?.clear();
      return conversations.touched([m.croomId]);
    case 'users':
      return conversations.refresh.call();
    case 'outbox': {
      const outbox = deps.outbox();
      return void outbox?.reload().then(() => outbox.pump());
    }
    case 'translation':
      return deps.translation(m.on);
    case 'rebuilt':
      for (const r of rooms.values()) r.clear();
      return conversations.refresh.call();
  }
}
