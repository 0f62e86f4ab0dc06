import type { Messaging, UnreadSummaryUpdate } from 'shared-sdk';
import { Events } from 'shared-sdk/chat';
import { AUTO_READ_PASS_DELAY_MS, TRANSLATE_CODE } from 'shared-sdk/constants';
import type { IncomingMessage } from '../db/normalize';
import * as q from '../db/queries';
import type { ChatDbState } from '../db/records';
import { chatDbName, type ChatDb } from '../db/schema';
import type { WriteResult } from '../db/writer';
import { Outbox, type Connectivity } from '../outbox/outbox';
import { croomIdOf } from '../rules/ids';
import { draftRefusal, type SendDraft } from '../rules/send';
import { realTimers, type Timers } from '../rules/throttle';
import type { WelcomeUser } from '../rules/welcome';
import { Conversations } from './conversations';
import { ChatDatabase } from './database';
import { autoRead, writeWelcome, type PassDeps } from './passes';
import { RoomView } from './room';
import type { ImServer } from './server';
import { syncRoomHistory, type SyncContext } from './sync';
import { applyTabMessage, openTabChannel, type TabChannel, type TabMessage } from './tabs';
import type { ConversationsSnapshot, MessageStoreEvents, SendResult } from './types';
import { Writes } from './writes';

export interface MessageStoreOptions {
  userId: number;
  server: ImServer;
  /** When messages can go out (default: always; session.ts passes the messaging state). */
  connectivity?: Connectivity;
  timers?: Timers;
  /** The shell's unread summary (session.ts passes the SDK's applyUnreadSummary). */
  onUnreadSummary?(summary: UnreadSummaryUpdate): void;
  /** Target language of translations (the site language). */
  targetLanguage?(): string | undefined;
  /** Keep other tabs in step (default true where BroadcastChannel exists). */
  broadcast?: boolean;
  /** One sending tab per user through Web Locks (default true). */
  singleSender?: boolean;
  sendTimeoutMs?: number;
  makeUuid?(): string;
}

const ALWAYS_ONLINE: Connectivity = { isOnline: () => true, subscribe: () => () => undefined };
const META_TRANSLATE = 'translate';

/**
 * THE device-side message store of one signed-in user (ARCHITECTURE.md "The message
 * store"), owned by this remote. This file starts and stops the parts (open the user's IndexedDB,
 * start the outbox, the tabs' channel and the read passes; close) and is their one public face.
 * The parts: `ChatDatabase` (database.ts: the connection and its state), `Writes` (writes.ts: the
 * one de-duplicating write path, realtime pushes in), `Conversations` (conversations.ts: the list
 * and the unread summary), the tabs in step (tabs.ts), one `RoomView` per conversation (room.ts),
 * the `Outbox` (../outbox) and the read passes (passes.ts). Each part keeps its state in a
 * snapshot store (the SDK's createSnapshotStore) that the React hooks (react.ts) read.
 */
export class MessageStore {
  readonly userId: number;
  readonly events = new Events<MessageStoreEvents>();
  outbox!: Outbox;
  private readonly database: ChatDatabase;
  private readonly rooms = new Map<string, RoomView>();
  private readonly timers: Timers;
  private readonly conversations: Conversations;
  private readonly writes: Writes;
  private tabs: TabChannel | null = null;
  private openCroom: string | null = null;
  private translate = true;
  private autoReadTimer: unknown = null;
  private expiryTimer: unknown = null;
  private closed = false;
  private opening: Promise<void> | null = null;
  /** The first conversation list from the server (settled either way). */
  private firstSync: Promise<void> = Promise.resolve();

  constructor(private readonly opts: MessageStoreOptions) {
    this.userId = opts.userId;
    this.timers = opts.timers ?? realTimers;
    this.database = new ChatDatabase(this.userId);
    const post = (m: TabMessage) => this.tabs?.post(m);
    this.conversations = new Conversations({
      userId: this.userId,
      timers: this.timers,
      db: () => this.database.get(),
      ready: () => this.ready(),
      syncContext: () => this.ctx(),
      rooms: this.rooms,
      post,
      onUnreadSummary: opts.onUnreadSummary,
      closed: () => this.closed,
    });
    this.writes = new Writes({
      userId: this.userId,
      timers: this.timers,
      server: opts.server,
      events: this.events,
      ready: () => this.ready(),
      rooms: this.rooms,
      conversations: this.conversations,
      outbox: () => this.outbox,
      post,
      openCroom: () => this.openCroom,
    });
  }

  // ---------------------------------------------------------------- snapshots
  subscribeDb = (fn: () => void): (() => void) => this.database.state.subscribe(fn);
  getDbState = (): ChatDbState => this.database.state.getSnapshot();
  subscribeConversations = (fn: () => void): (() => void) => this.conversations.store.subscribe(fn);
  getConversations = (): ConversationsSnapshot => this.conversations.get();

  /** The view of one conversation (created on first use, kept while the store lives). */
  room(friendId: number): RoomView {
    const croomId = croomIdOf(friendId, this.userId);
    let r = this.rooms.get(croomId);
    if (!r) {
      r = new RoomView(croomId, friendId, {
        page: async (c, limit, before) => q.roomPage(await this.ready(), c, limit, before),
        sync: async (f, c, older) => (await this.ready(), syncRoomHistory(this.ctx(), f, c, older)),
      });
      this.rooms.set(croomId, r);
    }
    return r;
  }

  // ---------------------------------------------------------------- lifecycle
  /** Opens the database (lazily: the first query also does), starts the outbox and the passes. */
  open(): Promise<void> {
    this.opening ??= this.doOpen();
    return this.opening;
  }

  private async ready(): Promise<ChatDb> {
    await this.open();
    const db = this.database.get();
    if (!db) throw new Error('message database unavailable');
    return db;
  }

  private async doOpen(): Promise<void> {
    const res = await this.database.open().catch((e: unknown) => {
      this.conversations.patch({ status: 'error', error: 'chat:store.unavailable' });
      throw e;
    });
    if (!res) return; // closed meanwhile
    this.translate = (await q.getMeta<boolean>(res.db, META_TRANSLATE)) ?? true;
    this.events.emit('translation', { on: this.translate });
    this.tabs =
      this.opts.broadcast === false
        ? null
        : openTabChannel(chatDbName(this.userId), (m) =>
            applyTabMessage(m, {
              rooms: this.rooms,
              conversations: this.conversations,
              writes: this.writes,
              outbox: () => this.outbox,
              translation: (on) => {
                this.translate = on;
                this.events.emit('translation', { on });
              },
            }),
          );
    this.outbox = this.makeOutbox();
    await this.conversations.reload();
    await this.outbox.start(res.salvaged);
    // spec 2 §9 "auto-read pass 350 ms after init".
    this.autoReadTimer = this.timers.setTimeout(
      () => void this.autoRead(),
      AUTO_READ_PASS_DELAY_MS,
    );
    const synced = this.conversations.syncFirstPage();
    this.firstSync = synced.catch(() => undefined);
    if (res.rebuiltFrom) {
      await synced;
      this.tabs?.post({ type: 'rebuilt' });
    }
    this.database.ready(res.rebuiltFrom);
  }

  private makeOutbox(): Outbox {
    return new Outbox({
      db: () => this.database.get()!,
      me: this.userId,
      server: this.opts.server,
      timers: this.timers,
      connectivity: this.opts.connectivity ?? ALWAYS_ONLINE,
      onRecords: (records, rooms) => this.writes.afterWrite(records, rooms, true),
      onRemoved: (records) => {
        const uuids = new Set(records.map((r) => r.messageUuid));
        for (const r of this.rooms.values()) r.remove(uuids);
        this.tabs?.post({ type: 'removed', uuids: [...uuids] });
      },
      translation: () => ({
        needTranslate: this.translate,
        targetLanguage: this.opts.targetLanguage?.(),
      }),
      onTranslateCode: (code) =>
        void (code === TRANSLATE_CODE.limit && this.setTranslation(false, true)),
      lockName: this.opts.singleSender === false ? undefined : `${chatDbName(this.userId)}-outbox`,
      sendTimeoutMs: this.opts.sendTimeoutMs,
    });
  }

  close(): void {
    this.closed = true;
    this.timers.clearTimeout(this.autoReadTimer);
    this.timers.clearTimeout(this.expiryTimer);
    this.conversations.cancel();
    this.writes.detach();
    this.outbox?.close();
    this.tabs?.close();
    this.database.close();
  }

  // ---------------------------------------------------------------- messages in
  /** Messages from the server (realtime pushes, 1040): the one writer, then the UI. */
  ingest(msgs: readonly IncomingMessage[]): Promise<WriteResult> {
    return this.writes.ingest(msgs);
  }

  /** The latest 'incoming' event if it was raised within `withinMs` (a late listener's replay). */
  recentIncoming(withinMs: number): MessageStoreEvents['incoming'] | null {
    return this.writes.recentIncoming(withinMs);
  }

  /** Listens to the realtime messaging layer: pushed messages in, a reconnect catches up. */
  attachMessaging(m: Messaging | null): void {
    this.writes.attach(m, () => void this.catchUp());
  }

  /** After a reconnect: the list from the server, and the open room's news. */
  async catchUp(): Promise<void> {
    await this.conversations.refreshFromServer();
    const open = this.openCroom && this.rooms.get(this.openCroom);
    if (open && open.getSnapshot().status === 'ready') await open.syncNewest();
  }

  // ---------------------------------------------------------------- sending
  /**
   * Sends a text or an uploaded picture: refused at once when it is empty, too long
   * or to yourself — nothing is queued, so the typed text is never lost — otherwise it is on
   * screen ("sending") when this resolves and goes out through the outbox, exactly once.
   */
  async send(draft: SendDraft): Promise<SendResult> {
    const refusal = draftRefusal(draft, this.userId);
    if (refusal) return { ok: false, ...refusal };
    await this.ready();
    const croomId = croomIdOf(draft.friendId, this.userId);
    const message = await this.outbox.enqueue({ ...draft, croomId }, this.uuid());
    this.tabs?.post({ type: 'outbox' });
    return { ok: true, message };
  }

  async retry(messageUuid: string): Promise<boolean> {
    await this.ready();
    const ok = await this.outbox.retry(messageUuid);
    this.tabs?.post({ type: 'outbox' });
    return ok;
  }

  async discard(messageUuid: string): Promise<boolean> {
    await this.ready();
    const ok = await this.outbox.discard(messageUuid);
    this.tabs?.post({ type: 'outbox' });
    return ok;
  }

  private uuid(): string {
    return this.opts.makeUuid?.() ?? globalThis.crypto.randomUUID();
  }

  getTranslation(): boolean {
    return this.translate;
  }

  /** Translation on by default; translateCode 54000 switches it off (spec 2 §4), told as a notice. */
  async setTranslation(on: boolean, limitReached = false): Promise<void> {
    this.translate = on;
    this.events.emit('translation', { on });
    this.tabs?.post({ type: 'translation', on });
    await q.setMeta(await this.ready(), META_TRANSLATE, on);
    if (limitReached) this.events.emit('notice', { key: 'chat:translate.limit_reached' });
  }

  // ---------------------------------------------------------------- conversations
  /** The chat the user has open (its new messages are read at once; the UI plays no sound for them). */
  setOpenRoom(friendId: number | null): void {
    this.openCroom = friendId === null ? null : croomIdOf(friendId, this.userId);
    if (this.openCroom) void this.writes.markRoomRead(this.openCroom);
  }

  /** spec 2 §4 "read when the conversation is opened"; the sender learns it through the server. */
  markRead(friendId: number): Promise<void> {
    return this.writes.markRoomRead(croomIdOf(friendId, this.userId));
  }

  /** Deletes a conversation here and on the server (spec 2 §4); the other side keeps theirs. */
  async deleteConversation(friendId: number): Promise<{ ok: boolean; code?: number }> {
    await this.forgetFriend(friendId);
    const r = await this.opts.server.remove({ friendId });
    return r.ok ? { ok: true } : { ok: false, code: r.code };
  }

  /** Removes a friend's local history (block, delete friend: spec 2 §4). */
  async forgetFriend(friendId: number): Promise<void> {
    const croomId = croomIdOf(friendId, this.userId);
    await q.deleteRoom(await this.ready(), croomId);
    this.rooms.get(croomId)?.clear();
    await this.outbox.reload();
    this.tabs?.post({ type: 'roomDeleted', croomId });
    this.conversations.pushBadge(croomId);
    await this.conversations.reload();
  }

  /** The first page of the conversation list from the server (again). */
  refreshConversations(): Promise<void> {
    return this.conversations.refreshFromServer();
  }

  loadMoreConversations(): Promise<void> {
    return this.conversations.loadMore();
  }

  /** Unread counts from the messages themselves (named query; the bench measures it). */
  unreadCounts(croomIds?: readonly string[]) {
    return this.conversations.unreadCounts(croomIds);
  }

  // ---------------------------------------------------------------- read passes
  /** spec 2 §4, §9: unread messages older than 72 h become read (run 350 ms after start). */
  autoRead(): Promise<number> {
    return autoRead(this.passDeps());
  }

  /** spec 2 §4 "Welcome messages": once per user (claimed in the store across tabs), 50 ms apart. */
  async ensureWelcome(user: WelcomeUser, loginCount: number): Promise<number> {
    // After the server's first list: it creates the system conversations with their own notices
    // on that call, and the welcome is then the newest message of −2 (its preview, not theirs).
    await this.ready();
    await this.firstSync;
    const written = await writeWelcome(this.passDeps(), user, loginCount);
    // When they expire they are dropped from view; the pass then takes them off the badge.
    if (written) {
      this.timers.clearTimeout(this.expiryTimer);
      this.expiryTimer = this.timers.setTimeout(
        () => void this.autoRead(),
        written.expireAfterMs + 1000,
      );
    }
    return written?.count ?? 0;
  }

  private passDeps(): PassDeps {
    return {
      userId: this.userId,
      timers: this.timers,
      server: this.opts.server,
      db: () => this.database.get(),
      writes: this.writes,
    };
  }

  private ctx(): SyncContext {
    if (!this.database.get()) throw new Error('message database closed');
    return {
      db: () => this.database.get()!,
      me: this.userId,
      server: this.opts.server,
      now: () => this.timers.now(),
      write: (msgs) => this.writes.write(msgs, 'server'),
    };
  }
}
