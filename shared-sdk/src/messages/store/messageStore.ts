import { SYSTEM_CONVERSATION_IDS } from '../../constants/chat';
import { IM_NOTICE_TYPE, IM_TEXT_MAX_CHARS } from '../../constants/social';
import { TRANSLATE_LIMIT_CODE } from '../../constants/codes';
import { chatTextProblem } from '../../chat/text';
import { AUTO_READ_PASS_DELAY_MS, CONVERSATION_REFRESH_THROTTLE_MS } from '../../constants/timing';
import { isImBiz, isServerPush } from '../../realtime/envelope';
import { Events } from '../../realtime/events';
import type { Messaging } from '../../realtime/types';
import type { IncomingMessage } from '../db/normalize';
import * as q from '../db/queries';
import { chatDbName, openChatDb, type ChatDb, type StoreName } from '../db/schema';
import { writeMessages, type WriteResult, type WriteSource } from '../db/writer';
import { Outbox, type Connectivity } from '../outbox/outbox';
import type { ChatDbState, StoredChatUser, StoredMessage } from '../records';
import { createBadgeQueue, type BadgeQueue } from '../rules/badge';
import { buildConversationList, unreadSummary } from '../rules/conversations';
import { croomIdOf } from '../rules/ids';
import { messageKind } from '../rules/kind';
import { isNotice, noticeDecision } from '../rules/notices';
import { realTimers, throttle, type Throttled, type Timers } from '../rules/throttle';
import { planWelcome, type WelcomeUser } from '../rules/welcome';
import type { ImServer } from '../server';
import { RoomView } from './room';
import { EMPTY_CONVERSATIONS } from './snapshots';
import { syncConversationPage, syncRoomHistory, type SyncContext } from './sync';
import { openTabChannel, type TabChannel, type TabMessage } from './tabs';
import type { ConversationsSnapshot, MessageStoreEvents, SendResult, UnreadSummary } from './types';

export interface MessageStoreOptions {
  userId: number;
  server: ImServer;
  /** When messages can go out (default: always; the SDK session passes the messaging state). */
  connectivity?: Connectivity;
  timers?: Timers;
  /** The shell's unread summary (the SDK session passes applyUnreadSummary). */
  onUnreadSummary?(summary: UnreadSummary): void;
  /** Target language of translations (the site language). */
  targetLanguage?(): string | undefined;
  /** Keep other tabs in step (default true where BroadcastChannel exists). */
  broadcast?: boolean;
  /** One sending tab per user through Web Locks (default true). */
  singleSender?: boolean;
  sendTimeoutMs?: number;
  makeUuid?(): string;
}

/** 1040 pushes that carry no chat message (read receipts, online reminders, relation changes). */
const SIGNAL_TYPES: ReadonlySet<number> = new Set(Object.values(IM_NOTICE_TYPE));
const ALWAYS_ONLINE: Connectivity = { isOnline: () => true, subscribe: () => () => undefined };
const META_TRANSLATE = 'translate';
const META_WELCOME = 'welcome';

/**
 * THE device-side message store of one signed-in user (issue 10; ARCHITECTURE.md "The message
 * store"): it owns the user's IndexedDB (db/), writes through one de-duplicating writer, keeps a
 * subscribe/getSnapshot per room, for the conversation list, the database state and the outbox,
 * syncs with the server once per friend, and keeps the user's tabs in step.
 */
export class MessageStore {
  readonly userId: number;
  readonly events = new Events<MessageStoreEvents>();
  private lastIncoming: (MessageStoreEvents['incoming'] & { at: number }) | null = null;
  outbox!: Outbox;
  private db_: ChatDb | null = null;
  private dbState: ChatDbState = { state: 'closed' };
  private conv: ConversationsSnapshot = EMPTY_CONVERSATIONS;
  private readonly rooms = new Map<string, RoomView>();
  private readonly dbListeners = new Set<() => void>();
  private readonly convListeners = new Set<() => void>();
  private readonly timers: Timers;
  private readonly refreshUsers: Throttled;
  private readonly badges: BadgeQueue<string>;
  private readonly fetchProfiles: Throttled;
  private tabs: TabChannel | null = null;
  private convPage = 0;
  private openCroom: string | null = null;
  private translate = true;
  private seq = 0;
  private offMessaging: Array<() => void> = [];
  private autoReadTimer: unknown = null;
  private expiryTimer: unknown = null;
  private closed = false;
  private opening: Promise<void> | null = null;
  /** The first conversation list from the server (settled either way). */
  private firstSync: Promise<void> = Promise.resolve();

  constructor(private readonly opts: MessageStoreOptions) {
    this.userId = opts.userId;
    this.timers = opts.timers ?? realTimers;
    this.refreshUsers = throttle(
      () => void this.reloadUsers().catch(() => undefined),
      CONVERSATION_REFRESH_THROTTLE_MS,
      this.timers,
    );
    this.fetchProfiles = throttle(
      () => void this.refreshConversations().catch(() => undefined),
      CONVERSATION_REFRESH_THROTTLE_MS,
      this.timers,
    );
    this.badges = createBadgeQueue<string>(() => this.publishUnread(), { timers: this.timers });
  }

  // ---------------------------------------------------------------- snapshots
  subscribeDb = (fn: () => void) => (
    this.dbListeners.add(fn),
    () => void this.dbListeners.delete(fn)
  );
  getDbState = (): ChatDbState => this.dbState;
  subscribeConversations = (fn: () => void) => (
    this.convListeners.add(fn),
    () => void this.convListeners.delete(fn)
  );
  getConversations = (): ConversationsSnapshot => this.conv;

  private setDb(s: ChatDbState): void {
    this.dbState = s;
    for (const fn of [...this.dbListeners]) fn();
  }
  private setConv(patch: Partial<ConversationsSnapshot>): void {
    this.conv = { ...this.conv, ...patch };
    for (const fn of [...this.convListeners]) fn();
  }

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
    if (!this.db_) throw new Error('message database unavailable');
    return this.db_;
  }

  private async doOpen(): Promise<void> {
    this.setDb({ state: 'opening' });
    let res: Awaited<ReturnType<typeof openChatDb>>;
    try {
      res = await openChatDb(this.userId, {
        onRebuild: (reason) =>
          this.setDb({
            state: 'rebuilding',
            reason,
            messageKey: `chat:store.rebuilding_${reason}`,
          }),
        onBlocked: () =>
          this.setDb({ state: 'failed', reason: 'blocked', messageKey: 'chat:store.blocked' }),
        onVersionChange: () => {
          this.db_ = null;
          this.setDb({
            state: 'failed',
            reason: 'versionchange',
            messageKey: 'chat:store.version_change',
          });
        },
        onTerminated: () => {
          this.db_ = null;
          this.setDb({
            state: 'failed',
            reason: 'unavailable',
            messageKey: 'chat:store.unavailable',
          });
        },
      });
    } catch (e) {
      this.setDb({
        state: 'failed',
        reason: 'unavailable',
        messageKey: 'chat:store.unavailable',
        detail: String(e),
      });
      this.setConv({ status: 'error', error: 'chat:store.unavailable' });
      throw e;
    }
    if (this.closed) return void res.db.close();
    this.db_ = res.db;
    this.translate = (await q.getMeta<boolean>(res.db, META_TRANSLATE)) ?? true;
    this.events.emit('translation', { on: this.translate });
    this.tabs =
      this.opts.broadcast === false
        ? null
        : openTabChannel(chatDbName(this.userId), (m) => this.onTab(m));
    this.outbox = new Outbox({
      db: () => this.db_!,
      me: this.userId,
      server: this.opts.server,
      timers: this.timers,
      connectivity: this.opts.connectivity ?? ALWAYS_ONLINE,
      onRecords: (records, rooms) => this.afterWrite(records, rooms, true),
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
        void (code === TRANSLATE_LIMIT_CODE && this.setTranslation(false, true)),
      lockName: this.opts.singleSender === false ? undefined : `${chatDbName(this.userId)}-outbox`,
      sendTimeoutMs: this.opts.sendTimeoutMs,
    });
    await this.reloadUsers();
    await this.outbox.start(res.salvaged);
    // spec 2 §9 "auto-read pass 350 ms after init".
    this.autoReadTimer = this.timers.setTimeout(
      () => void this.autoRead(),
      AUTO_READ_PASS_DELAY_MS,
    );
    const synced = this.syncList();
    this.firstSync = synced.catch(() => undefined);
    if (res.rebuiltFrom) {
      await synced;
      this.tabs?.post({ type: 'rebuilt' });
      this.setDb({ state: 'ready', rebuiltFrom: res.rebuiltFrom });
    } else this.setDb({ state: 'ready' });
  }

  close(): void {
    this.closed = true;
    this.timers.clearTimeout(this.autoReadTimer);
    this.timers.clearTimeout(this.expiryTimer);
    this.refreshUsers.cancel();
    this.fetchProfiles.cancel();
    this.badges.cancel();
    for (const off of this.offMessaging) off();
    this.outbox?.close();
    this.tabs?.close();
    this.db_?.close();
    this.db_ = null;
    this.setDb({ state: 'closed' });
  }

  // ---------------------------------------------------------------- writing
  private async write(msgs: readonly IncomingMessage[], source: WriteSource): Promise<WriteResult> {
    const db = await this.ready();
    const tx = db.transaction(['chatHistory', 'recentChatUsers'] as StoreName[], 'readwrite');
    const res = await writeMessages(tx, this.userId, msgs, source, this.timers.now());
    await tx.done;
    this.afterWrite(res.changed, res.rooms, true);
    if (res.stubs.length) this.fetchProfiles.call();
    if (source === 'server') {
      const own = res.changed.filter((m) => m.senderId === this.userId).map((m) => m.messageUuid);
      if (own.length) await this.outbox.echo(own);
    }
    return res;
  }

  /** Shows written records in their rooms, refreshes the list and badges, tells the other tabs. */
  private afterWrite(records: StoredMessage[], rooms: Set<string>, local: boolean): void {
    if (!records.length && !rooms.size) return;
    for (const r of this.rooms.values()) r.apply(records);
    for (const c of new Set([...rooms, ...records.map((r) => r.croomId)])) this.pushBadge(c);
    this.refreshUsers.call();
    if (local) this.tabs?.post({ type: 'records', records });
    if (local && records.length) this.tabs?.post({ type: 'users' });
  }

  private pushBadge(croomId: string): void {
    try {
      this.badges.push(croomId);
    } catch {
      // spec 2 §5: the badge queue throws past 100; refresh everything instead.
      this.badges.cancel();
      this.publishUnread();
    }
  }

  /**
   * Messages from the server: realtime pushes (1040) and anything else that delivers them.
   * System notices go through the spec's filter first; the open room is marked read at once.
   */
  async ingest(msgs: readonly IncomingMessage[]): Promise<WriteResult> {
    const now = this.timers.now();
    const signals = msgs.filter(
      (m) => m.noticeType !== undefined && SIGNAL_TYPES.has(m.noticeType),
    );
    for (const sig of signals) {
      this.events.emit('signal', {
        noticeType: sig.noticeType!,
        senderId: sig.senderId,
        payload: { ...sig },
      });
      if (sig.noticeType === IM_NOTICE_TYPE.relation) {
        this.fetchProfiles.call();
        this.events.emit('relation', { userId: sig.senderId });
      }
    }
    const kept = msgs.filter(
      (m) =>
        !signals.includes(m) && (!isNotice(m) || noticeDecision(m as ChatMessageLike, now).show),
    );
    const res = await this.write(kept, 'server');
    const open = this.openCroom;
    for (const m of res.inserted) {
      if (m.senderId === this.userId) continue;
      const event = { message: m, inOpenChat: m.croomId === open };
      this.lastIncoming = { ...event, at: now };
      this.events.emit('incoming', event);
      // A request, an acceptance or a decline: the list's relations (say-hi group) and any page
      // showing this person ("Request sent", Add friend) are read again.
      if (messageKind(m) === 'friend') {
        this.fetchProfiles.call();
        this.events.emit('relation', { userId: m.senderId });
      }
    }
    if (open && res.inserted.some((m) => m.croomId === open && m.read === 0))
      await this.markRoomRead(open);
    return res;
  }

  /**
   * The latest 'incoming' event if it was raised within `withinMs`: a listener that starts late
   * (the banner's code loads after the page, while the store already listens) shows it too.
   */
  recentIncoming(withinMs: number): MessageStoreEvents['incoming'] | null {
    const last = this.lastIncoming;
    if (!last || this.timers.now() - last.at >= withinMs) return null;
    return { message: last.message, inOpenChat: last.inOpenChat };
  }

  /**
   * Listens to the realtime messaging layer: pushed messages in, a reconnect catches up. Chat
   * messages come from the server's pushes only: a peer frame is another user's, whatever sender
   * its payload names.
   */
  attachMessaging(m: Messaging | null): void {
    for (const off of this.offMessaging) off();
    this.offMessaging = [];
    if (!m) return;
    this.offMessaging.push(
      m.on('biz', ({ envelope, source }) => {
        if (isImBiz(envelope) && isServerPush(source))
          void this.ingest([envelope as unknown as IncomingMessage]).catch(() => undefined);
      }),
    );
    let was = m.getSnapshot().state;
    this.offMessaging.push(
      m.subscribe(() => {
        const now = m.getSnapshot().state;
        if (now === 'online' && was !== 'online') void this.catchUp();
        was = now;
      }),
    );
  }

  /** After a reconnect: the list from the server, and the open room's news. */
  async catchUp(): Promise<void> {
    await this.refreshConversations();
    const open = this.openCroom && this.rooms.get(this.openCroom);
    if (open && open.getSnapshot().status === 'ready') await open.syncNewest();
  }

  // ---------------------------------------------------------------- sending
  /** Sends a text (issue 10: empty refused, the typed text is never lost: on refusal nothing is queued). */
  async sendText(friendId: number, text: string): Promise<SendResult> {
    // The one length rule of the composer and the server (code points of the trimmed text).
    const problem = chatTextProblem(text);
    if (problem === 'empty') return { ok: false, key: 'chat:send.empty' };
    if (problem === 'tooLong')
      return { ok: false, key: 'chat:send.too_long', values: { max: IM_TEXT_MAX_CHARS } };
    if (friendId === this.userId) return { ok: false, key: 'chat:send.self' };
    await this.ready();
    const croomId = croomIdOf(friendId, this.userId);
    const message = await this.outbox.enqueue(
      { friendId, croomId, kind: 'text', text },
      this.uuid(),
    );
    this.tabs?.post({ type: 'outbox' });
    return { ok: true, message };
  }

  /** Sends an uploaded picture (the UI uploads it first through the upload API). */
  async sendPicture(
    friendId: number,
    pic: { url: string; width?: number; height?: number },
  ): Promise<SendResult> {
    if (!pic.url) return { ok: false, key: 'chat:send.empty' };
    if (friendId === this.userId) return { ok: false, key: 'chat:send.self' };
    await this.ready();
    const croomId = croomIdOf(friendId, this.userId);
    const message = await this.outbox.enqueue(
      { friendId, croomId, kind: 'picture', ...pic },
      this.uuid(),
    );
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
    if (this.openCroom) void this.markRoomRead(this.openCroom);
  }

  /** spec 2 §4 "read when the conversation is opened"; the sender learns it through the server. */
  async markRead(friendId: number): Promise<void> {
    await this.markRoomRead(croomIdOf(friendId, this.userId));
  }

  private async markRoomRead(croomId: string): Promise<void> {
    const db = await this.ready();
    const changed = await q.markRoomRead(db, croomId);
    const entry = this.conv.users.find((u) => u.croomId === croomId);
    if (!changed.length && !entry?.noReadCount) return;
    this.afterWrite(changed, new Set([croomId]), true);
    const friendId = entry?.friendId ?? changed[0]?.senderId;
    if (friendId) void this.opts.server.read({ friendId });
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
    this.pushBadge(croomId);
    await this.reloadUsers();
  }

  /** The first page of the conversation list from the server (again). */
  async refreshConversations(): Promise<void> {
    await this.ready();
    await this.syncList();
  }

  private async syncList(): Promise<void> {
    let r: Awaited<ReturnType<typeof syncConversationPage>>;
    try {
      r = await syncConversationPage(this.ctx(), 1);
    } catch (e) {
      if (this.closed) return; // closed while the list was on its way (logout, tab closing)
      throw e;
    }
    this.convPage = 1;
    await this.afterListSync(r);
  }

  async loadMoreConversations(): Promise<void> {
    if (this.conv.loadingMore || !this.conv.hasMore) return;
    this.setConv({ loadingMore: true });
    await this.ready();
    const r = await syncConversationPage(this.ctx(), this.convPage + 1);
    if (r.ok) this.convPage += 1;
    await this.afterListSync(r);
  }

  private async afterListSync(r: {
    ok: boolean;
    hasMore: boolean;
    newer: string[];
  }): Promise<void> {
    await this.reloadUsers();
    this.setConv({
      loadingMore: false,
      hasMore: r.hasMore,
      error: r.ok ? null : 'chat:store.sync_failed',
      status: 'ready',
    });
    this.tabs?.post({ type: 'users' });
    for (const c of r.newer) {
      const room = this.rooms.get(c);
      if (room && room.listenerCount > 0 && room.getSnapshot().status === 'ready')
        void room.syncNewest();
    }
  }

  private async reloadUsers(): Promise<void> {
    if (!this.db_) return;
    const users = await q.chatUsers(this.db_, this.userId);
    const list = buildConversationList(users, this.userId);
    this.setConv({
      users,
      list,
      favourites: buildConversationList(users, this.userId, { favouritesOnly: true }),
      status:
        this.conv.status === 'error'
          ? 'error'
          : this.conv.status === 'loading' && !users.length
            ? 'loading'
            : 'ready',
    });
    this.publishUnread();
  }

  private publishUnread(): void {
    this.opts.onUnreadSummary?.({
      ...unreadSummary(this.conv.users),
      seq: ++this.seq,
      userId: this.userId,
    });
  }

  /** Unread counts from the messages themselves (named query; the bench measures it). */
  async unreadCounts(
    croomIds?: readonly string[],
  ): Promise<{ total: number; byRoom: Map<string, number> }> {
    return q.unreadCounts(
      await this.ready(),
      this.userId,
      croomIds ?? this.conv.users.map((u: StoredChatUser) => u.croomId),
    );
  }

  /** spec 2 §4, §9: unread messages older than 72 h become read (run 350 ms after start). */
  async autoRead(): Promise<number> {
    if (!this.db_) return 0;
    const now = this.timers.now();
    const db = this.db_;
    const changed = [
      ...(await q.autoReadPass(db, this.userId, now)),
      // Expired notices (the welcome after 5 minutes) are never shown: nor is their badge.
      ...(await q.readExpired(db, this.systemRooms(), now)),
    ];
    const rooms = new Set(changed.map((c) => c.croomId));
    this.afterWrite(changed, rooms, true);
    // Closed while the pass ran (sign-out, a test's tear-down): the database is gone.
    if (!this.db_ || !changed.length) return changed.length;
    // A conversation left with nothing unread is read on the server too: otherwise the next
    // list merge (which keeps the higher unread count, spec 2 §4) would bring the count back.
    const { byRoom } = await q.unreadCounts(this.db_, this.userId, [...rooms]);
    for (const [croomId, n] of byRoom) {
      const friendId = changed.find((c) => c.croomId === croomId)?.senderId;
      if (n === 0 && friendId !== undefined && friendId !== this.userId)
        void this.opts.server.read({ friendId });
    }
    return changed.length;
  }

  private systemRooms(): string[] {
    return SYSTEM_CONVERSATION_IDS.map((id) => croomIdOf(id, this.userId));
  }

  /** spec 2 §4 "Welcome messages": once per user (claimed in the store across tabs), 50 ms apart. */
  async ensureWelcome(user: WelcomeUser, loginCount: number): Promise<number> {
    const db = await this.ready();
    // After the server's first list: it creates the system conversations with their own notices
    // on that call, and the welcome is then the newest message of −2 (its preview, not theirs).
    await this.firstSync;
    const plan = planWelcome(user, loginCount, false);
    if (!plan.length || !(await q.claimOnce(db, META_WELCOME, this.timers.now()))) return 0;
    for (const [i, d] of plan.entries()) {
      if (d.delayMs)
        await new Promise((r) =>
          this.timers.setTimeout(() => r(undefined), d.delayMs - (plan[i - 1]?.delayMs ?? 0)),
        );
      const at = this.timers.now();
      await this.write(
        [
          {
            messageUuid: `welcome:${this.userId}:${i}`,
            senderId: d.senderId,
            receiverId: this.userId,
            messageType: 1,
            messageTypeValue: -3,
            content: '',
            contentKey: d.contentKey,
            contentValues: d.values,
            timestamp: at,
            expire: at + d.expireAfterMs,
            showInAppBanner: true,
          },
        ],
        'local',
      );
    }
    // When they expire they are dropped from view; the pass then takes them off the badge.
    const last = plan[plan.length - 1];
    if (last) {
      this.timers.clearTimeout(this.expiryTimer);
      this.expiryTimer = this.timers.setTimeout(
        () => void this.autoRead(),
        last.expireAfterMs + 1000,
      );
    }
    return plan.length;
  }

  // ---------------------------------------------------------------- tabs
  private onTab(m: TabMessage): void {
    switch (m.type) {
      case 'records':
        return this.afterWrite(m.records, new Set(), false);
      case 'removed': {
        const uuids = new Set(m.uuids);
        for (const r of this.rooms.values()) r.remove(uuids);
        return;
      }
      case 'roomDeleted':
        this.rooms.get(m.croomId)?.clear();
        this.pushBadge(m.croomId);
        return this.refreshUsers.call();
      case 'users':
        return this.refreshUsers.call();
      case 'outbox':
        return void this.outbox?.reload().then(() => this.outbox.pump());
      case 'translation':
        this.translate = m.on;
        return this.events.emit('translation', { on: m.on });
      case 'rebuilt':
        for (const r of this.rooms.values()) r.clear();
        return this.refreshUsers.call();
    }
  }

  private ctx(): SyncContext {
    if (!this.db_) throw new Error('message database closed');
    return {
      db: () => this.db_!,
      me: this.userId,
      server: this.opts.server,
      now: () => this.timers.now(),
      write: (msgs) => this.write(msgs, 'server'),
    };
  }
}

type ChatMessageLike = Parameters<typeof noticeDecision>[0];
