import {
  CONVERSATION_REFRESH_THROTTLE_MS,
  createSnapshotStore,
  type UnreadSummaryUpdate,
} from 'shared-sdk';
import * as q from '../db/queries';
import type { ChatDb } from '../db/schema';
import { createBadgeQueue, type BadgeQueue } from '../rules/badge';
import { buildConversationList, unreadSummary } from '../rules/conversations';
import { throttle, type Throttled, type Timers } from '../rules/throttle';
import type { RoomView } from './room';
import { EMPTY_CONVERSATIONS } from './snapshots';
import { syncConversationPage, type SyncContext } from './sync';
import type { TabMessage } from './tabs';
import type { ConversationsSnapshot } from './types';

export interface ConversationsDeps {
  userId: number;
  timers: Timers;
  /** The open database, or null (not open yet, or closed). */
  db(): ChatDb | null;
  /** Waits for the database (opens it). */
  ready(): Promise<ChatDb>;
  /** The server sync's context (its writes go through the store's one writer). */
  syncContext(): SyncContext;
  /** The store's room views (a room on screen catches up when the list shows news). */
  rooms: ReadonlyMap<string, RoomView>;
  /** Tells the user's other tabs. */
  post(msg: TabMessage): void;
  /** The shell's unread summary writer (the SDK's applyUnreadSummary). */
  onUnreadSummary?(summary: UnreadSummaryUpdate): void;
  /** The store was closed: a list answer that arrives after it is dropped. */
  closed(): boolean;
}

/**
 * The conversation list and the unread summary (spec 2 §2, §4, §9): the list's snapshot for the
 * message page, re-read from the device at most every 200 ms; the server's pages merged into it;
 * the unread summary published at most every 300 ms through the badge queue.
 */
export class Conversations {
  readonly store = createSnapshotStore<ConversationsSnapshot>(EMPTY_CONVERSATIONS);
  /** Re-reads the list from the device (throttled). */
  readonly refresh: Throttled;
  /** Asks the server for the list again (throttled): names and relations may have changed. */
  readonly refetch: Throttled;
  private readonly badges: BadgeQueue<string>;
  private page = 0;
  /** The summary's revision: each one newer than the last, so a stale one is dropped. */
  private seq = 0;

  constructor(private readonly deps: ConversationsDeps) {
    this.refresh = throttle(
      () => void this.reload().catch(() => undefined),
      CONVERSATION_REFRESH_THROTTLE_MS,
      deps.timers,
    );
    this.refetch = throttle(
      () => void this.refreshFromServer().catch(() => undefined),
      CONVERSATION_REFRESH_THROTTLE_MS,
      deps.timers,
    );
    this.badges = createBadgeQueue<string>(() => this.publishUnread(), { timers: deps.timers });
  }

  get(): ConversationsSnapshot {
    return this.store.getSnapshot();
  }

  patch(p: Partial<ConversationsSnapshot>): void {
    this.store.update((cur) => ({ ...cur, ...p }));
  }

  /** These rooms changed: their badges and the list are refreshed (both throttled). */
  touched(croomIds: Iterable<string>): void {
    for (const c of croomIds) this.pushBadge(c);
    this.refresh.call();
  }

  pushBadge(croomId: string): void {
    try {
      this.badges.push(croomId);
    } catch {
      // spec 2 §5: the badge queue throws past 100; refresh everything instead.
      this.badges.cancel();
      this.publishUnread();
    }
  }

  /** Re-reads the conversation entries from the device and publishes the unread summary. */
  async reload(): Promise<void> {
    const db = this.deps.db();
    if (!db) return;
    const { userId } = this.deps;
    const users = await q.chatUsers(db, userId);
    const { status } = this.get();
    this.patch({
      users,
      list: buildConversationList(users, userId),
      favourites: buildConversationList(users, userId, { favouritesOnly: true }),
      status:
        status === 'error' ? 'error' : status === 'loading' && !users.length ? 'loading' : 'ready',
    });
    this.publishUnread();
  }

  private publishUnread(summary = unreadSummary(this.get().users)): void {
    this.deps.onUnreadSummary?.({ ...summary, seq: ++this.seq, userId: this.deps.userId });
  }

  /** The first page of the list from the server (again). */
  async refreshFromServer(): Promise<void> {
    await this.deps.ready();
    await this.syncFirstPage();
  }

  /** The first page of the list from the server; throws only while the store is open. */
  async syncFirstPage(): Promise<void> {
    let r: Awaited<ReturnType<typeof syncConversationPage>>;
    try {
      r = await syncConversationPage(this.deps.syncContext(), 1);
    } catch (e) {
      if (this.deps.closed()) return; // closed while the list was on its way (logout, tab closing)
      throw e;
    }
    this.page = 1;
    await this.afterSync(r);
  }

  /** The next page of the list from the server (spec 2 §9: pages of 30). */
  async loadMore(): Promise<void> {
    const { loadingMore, hasMore } = this.get();
    if (loadingMore || !hasMore) return;
    this.patch({ loadingMore: true });
    await this.deps.ready();
    const r = await syncConversationPage(this.deps.syncContext(), this.page + 1);
    if (r.ok) this.page += 1;
    await this.afterSync(r);
  }

  private async afterSync(r: { ok: boolean; hasMore: boolean; newer: string[] }): Promise<void> {
    await this.reload();
    this.patch({
      loadingMore: false,
      hasMore: r.hasMore,
      error: r.ok ? null : 'chat:store.sync_failed',
      status: 'ready',
    });
    this.deps.post({ type: 'users' });
    // A room on screen whose server entry is newer catches up now; the others when opened.
    for (const c of r.newer) {
      const room = this.deps.rooms.get(c);
      if (room && room.listenerCount > 0 && room.getSnapshot().status === 'ready')
        void room.syncNewest();
    }
  }

  /** Unread counts from the messages themselves (named query; the bench measures it). */
  async unreadCounts(
    croomIds?: readonly string[],
  ): Promise<{ total: number; byRoom: Map<string, number> }> {
    return q.unreadCounts(
      await this.deps.ready(),
      this.deps.userId,
      croomIds ?? this.get().users.map((u) => u.croomId),
    );
  }

  /** The store closes: no more work, and nothing unread shown for it (through the one writer). */
  cancel(): void {
    this.refresh.cancel();
    this.refetch.cancel();
    this.badges.cancel();
    this.publishUnread({ chats: [], total: 0 });
  }
}
