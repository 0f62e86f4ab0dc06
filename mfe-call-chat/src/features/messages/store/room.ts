import { CHAT_PAGE_SIZE, createSnapshotStore, type SnapshotStore } from 'shared-sdk';
import type { StoredMessage } from '../db/records';
import { idleRoomSnapshot } from './snapshots';

/** One conversation's messages on screen (per-room useSyncExternalStore snapshot). */
export interface RoomSnapshot {
  croomId: string;
  friendId: number;
  /** 'loading' until the first page is read from the device. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Oldest first. Immutable: a new array whenever this room changes, the same one otherwise. */
  messages: readonly StoredMessage[];
  /** Older messages exist, on the device or on the server. */
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Fetching this room's history from the server (first open, or catching up). */
  syncing: boolean;
  /** i18n key of the last failure (e.g. the history could not be fetched), else null. */
  error: string | null;
}

export interface RoomSource {
  /** A page of the room from the device (db/queries roomPage). */
  page(
    croomId: string,
    limit: number,
    before?: number,
  ): Promise<{ messages: StoredMessage[]; hasOlder: boolean }>;
  /** Fetch from the server: the newest page (first open / catch-up) or the next older page. */
  sync(
    friendId: number,
    croomId: string,
    older: boolean,
  ): Promise<{ ok: boolean; serverHasOlder: boolean }>;
}

const byTime = (a: StoredMessage, b: StoredMessage) =>
  a.timestamp - b.timestamp || (a.id ?? 0) - (b.id ?? 0);

/**
 * A room's view: a window of its newest messages, grown by `loadOlder()` a page (100, spec 2 §9)
 * at a time, kept up to date by the store's writes (and the other tabs') without re-reading the
 * database. Listeners of one room are not called for another room's changes.
 */
export class RoomView {
  private readonly store: SnapshotStore<RoomSnapshot>;
  private localHasOlder = false;
  private serverHasOlder = false;
  private started: Promise<void> | null = null;

  constructor(
    readonly croomId: string,
    readonly friendId: number,
    private readonly source: RoomSource,
    private readonly pageSize = CHAT_PAGE_SIZE,
  ) {
    this.store = createSnapshotStore(idleRoomSnapshot(croomId, friendId));
  }

  /** Subscribing starts the room: its first page from the device, then the server if needed. */
  subscribe = (fn: () => void): (() => void) => {
    const off = this.store.subscribe(fn);
    void this.start();
    return off;
  };
  getSnapshot = (): RoomSnapshot => this.store.getSnapshot();
  get listenerCount(): number {
    return this.store.listenerCount;
  }

  private get snap(): RoomSnapshot {
    return this.store.getSnapshot();
  }

  private set(patch: Partial<RoomSnapshot>): void {
    this.store.update((cur) => ({
      ...cur,
      ...patch,
      hasOlder: this.localHasOlder || this.serverHasOlder,
    }));
  }

  /** Reads the first page from the device, then syncs with the server if this room needs it. */
  start(): Promise<void> {
    this.started ??= (async () => {
      this.set({ status: 'loading' });
      try {
        const { messages, hasOlder } = await this.source.page(this.croomId, this.pageSize);
        this.localHasOlder = hasOlder;
        this.set({ status: 'ready', messages: mergeIn(this.snap.messages, messages) });
      } catch {
        this.set({ status: 'error', error: 'chat:store.read_failed' });
        return;
      }
      await this.syncNewest();
    })();
    return this.started;
  }

  /** Fetches the newest server page when the store says so (first open, or newer messages there). */
  async syncNewest(): Promise<void> {
    this.set({ syncing: true });
    const r = await this.source
      .sync(this.friendId, this.croomId, false)
      .catch(() => ({ ok: false, serverHasOlder: false }));
    this.serverHasOlder = r.serverHasOlder;
    this.set({ syncing: false, error: r.ok ? null : 'chat:store.sync_failed' });
  }

  /** One more page of older messages: from the device, else from the server. */
  async loadOlder(): Promise<void> {
    if (this.snap.loadingOlder || this.snap.status !== 'ready') return;
    this.set({ loadingOlder: true });
    try {
      const oldest = this.snap.messages[0];
      if (!this.localHasOlder && this.serverHasOlder) {
        const r = await this.source.sync(this.friendId, this.croomId, true);
        this.serverHasOlder = r.ok ? r.serverHasOlder : this.serverHasOlder;
        if (!r.ok) return this.set({ loadingOlder: false, error: 'chat:store.sync_failed' });
      }
      const { messages, hasOlder } = await this.source.page(
        this.croomId,
        this.pageSize,
        oldest?.timestamp,
      );
      this.localHasOlder = hasOlder;
      this.set({
        loadingOlder: false,
        error: null,
        messages: mergeIn(this.snap.messages, messages, true),
      });
    } catch {
      this.set({ loadingOlder: false, error: 'chat:store.read_failed' });
    }
  }

  /**
   * Records written anywhere (this tab or another): those of this room replace their old copy
   * (same messageUuid) or join the window. An older record than the window is left out while
   * older pages are still unread (it comes with them).
   */
  apply(records: readonly StoredMessage[]): void {
    const mine = records.filter((r) => r.croomId === this.croomId);
    if (!mine.length || this.snap.status === 'idle') return;
    const oldest = this.snap.messages[0]?.timestamp ?? -Infinity;
    const inWindow = mine.filter(
      (r) =>
        !this.localHasOlder ||
        r.timestamp >= oldest ||
        this.snap.messages.some((m) => m.messageUuid === r.messageUuid),
    );
    if (inWindow.length) this.set({ messages: mergeIn(this.snap.messages, inWindow) });
  }

  remove(uuids: ReadonlySet<string>): void {
    if (this.snap.messages.some((m) => uuids.has(m.messageUuid)))
      this.set({ messages: this.snap.messages.filter((m) => !uuids.has(m.messageUuid)) });
  }

  /** The room was deleted (here or in another tab). */
  clear(): void {
    this.localHasOlder = false;
    this.serverHasOlder = false;
    this.set({ messages: [] });
  }
}

/** Merges records into a sorted list by messageUuid (the newer copy wins). */
function mergeIn(
  list: readonly StoredMessage[],
  add: readonly StoredMessage[],
  prepend = false,
): StoredMessage[] {
  if (!add.length) return list as StoredMessage[];
  const byId = new Map(list.map((m) => [m.messageUuid, m]));
  let sorted = true;
  let last = list[list.length - 1];
  for (const r of add) {
    const had = byId.has(r.messageUuid);
    byId.set(r.messageUuid, r);
    if (had || prepend || (last && byTime(last, r) > 0)) sorted = false;
    last = r;
  }
  if (sorted) return [...list, ...add];
  return [...byId.values()].sort(byTime);
}
