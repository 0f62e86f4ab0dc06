import { createSnapshotStore } from 'shared-sdk';
import type { ChatDbState } from '../db/records';
import { openChatDb, type ChatDb } from '../db/schema';

/** What the UI says when the database cannot be used, by reason. */
const FAILED_KEYS = {
  blocked: 'chat:store.blocked',
  unavailable: 'chat:store.unavailable',
  versionchange: 'chat:store.version_change',
} as const;

type Opened = Awaited<ReturnType<typeof openChatDb>>;

/**
 * The message store's lifecycle: the signed-in user's IndexedDB connection and its state for the
 * UI (`ChatDbState`: opening, rebuilding a newer or corrupt database, ready, failed, closed). The
 * browser may take the connection away at any time (another tab's upgrade, storage cleared):
 * `get()` is null then and the state says why.
 */
export class ChatDatabase {
  readonly state = createSnapshotStore<ChatDbState>({ state: 'closed' });
  private db: ChatDb | null = null;
  private closed = false;

  constructor(private readonly userId: number) {}

  /** The open connection, or null (not open yet, failed, taken away or closed). */
  get(): ChatDb | null {
    return this.db;
  }

  /**
   * Opens (and when needed rebuilds) the user's database; null when the store was closed
   * meanwhile. Throws when IndexedDB cannot be used (the state says 'failed').
   */
  async open(): Promise<Opened | null> {
    this.state.set({ state: 'opening' });
    let res: Opened;
    try {
      res = await openChatDb(this.userId, {
        onRebuild: (reason) =>
          this.state.set({
            state: 'rebuilding',
            reason,
            messageKey: `chat:store.rebuilding_${reason}`,
          }),
        onBlocked: () => this.failed('blocked'),
        onVersionChange: () => this.lost('versionchange'),
        onTerminated: () => this.lost('unavailable'),
      });
    } catch (e) {
      this.failed('unavailable', String(e));
      throw e;
    }
    if (this.closed) {
      res.db.close();
      return null;
    }
    this.db = res.db;
    return res;
  }

  /** Everything is in place: the UI may show the chat (after a rebuild, it says from what). */
  ready(rebuiltFrom?: 'newer' | 'corrupt'): void {
    this.state.set(rebuiltFrom ? { state: 'ready', rebuiltFrom } : { state: 'ready' });
  }

  close(): void {
    this.closed = true;
    this.db?.close();
    this.db = null;
    this.state.set({ state: 'closed' });
  }

  private failed(reason: keyof typeof FAILED_KEYS, detail?: string): void {
    const messageKey = FAILED_KEYS[reason];
    this.state.set({
      state: 'failed',
      reason,
      messageKey,
      ...(detail !== undefined && { detail }),
    });
  }

  /** The browser took the connection away. */
  private lost(reason: 'unavailable' | 'versionchange'): void {
    this.db = null;
    this.failed(reason);
  }
}
