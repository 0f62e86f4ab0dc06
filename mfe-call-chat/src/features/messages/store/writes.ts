import { isImBiz, isServerPush, type Messaging } from 'shared-sdk';
import type { Events } from 'shared-sdk/chat';
import { IM_NOTICE_TYPE } from 'shared-sdk/constants';
import type { IncomingMessage } from '../db/normalize';
import * as q from '../db/queries';
import type { StoredMessage } from '../db/records';
import type { ChatDb, StoreName } from '../db/schema';
import { writeMessages, type WriteResult, type WriteSource } from '../db/writer';
import type { Outbox } from '../outbox/outbox';
import { messageKind } from '../rules/kind';
import { isNotice, noticeDecision } from '../rules/notices';
import type { Timers } from '../rules/throttle';
import type { Conversations } from './conversations';
import type { RoomView } from './room';
import type { ImServer } from './server';
import type { TabMessage } from './tabs';
import type { MessageStoreEvents } from './types';

/** 1040 pushes that carry no chat message (read receipts, online reminders, relation changes). */
const SIGNAL_TYPES: ReadonlySet<number> = new Set(Object.values(IM_NOTICE_TYPE));

type ChatMessageLike = Parameters<typeof noticeDecision>[0];

export interface WritesDeps {
  userId: number;
  timers: Timers;
  server: ImServer;
  events: Events<MessageStoreEvents>;
  ready(): Promise<ChatDb>;
  rooms: ReadonlyMap<string, RoomView>;
  conversations: Conversations;
  /** The outbox (exists once the database is open). */
  outbox(): Outbox;
  /** Tells the user's other tabs. */
  post(msg: TabMessage): void;
  /** The room of the chat on screen (its messages are read at once), or null. */
  openCroom(): string | null;
}

/**
 * The store's write path: messages from
 * the server (realtime pushes, history pages) and from this device go through the one writer, then
 * show in their rooms, refresh the list and badges and reach the other tabs. Chat messages are
 * taken from the server's pushes only; 1040 notices without a message are signals.
 */
export class Writes {
  private lastIncoming: (MessageStoreEvents['incoming'] & { at: number }) | null = null;
  private offMessaging: Array<() => void> = [];

  constructor(private readonly deps: WritesDeps) {}

  /** Writes messages through the one writer and shows them. */
  async write(msgs: readonly IncomingMessage[], source: WriteSource): Promise<WriteResult> {
    const db = await this.deps.ready();
    const tx = db.transaction(['chatHistory', 'recentChatUsers'] as StoreName[], 'readwrite');
    const res = await writeMessages(tx, this.deps.userId, msgs, source, this.deps.timers.now());
    await tx.done;
    this.afterWrite(res.changed, res.rooms, true);
    if (res.stubs.length) this.deps.conversations.refetch.call();
    if (source === 'server') {
      const me = this.deps.userId;
      const own = res.changed.filter((m) => m.senderId === me).map((m) => m.messageUuid);
      if (own.length) await this.deps.outbox().echo(own);
    }
    return res;
  }

  /** Shows written records in their rooms, refreshes the list and badges, tells the other tabs. */
  afterWrite(records: StoredMessage[], rooms: ReadonlySet<string>, local: boolean): void {
    if (!records.length && !rooms.size) return;
    for (const r of this.deps.rooms.values()) r.apply(records);
    this.deps.conversations.touched(new Set([...rooms, ...records.map((r) => r.croomId)]));
    if (local) this.deps.post({ type: 'records', records });
    if (local && records.length) this.deps.post({ type: 'users' });
  }

  /**
   * Messages from the server: realtime pushes (1040) and anything else that delivers them.
   * System notices go through the spec's filter first; the open room is marked read at once.
   */
  async ingest(msgs: readonly IncomingMessage[]): Promise<WriteResult> {
    const { events, conversations, userId } = this.deps;
    const now = this.deps.timers.now();
    const signals = msgs.filter(
      (m) => m.noticeType !== undefined && SIGNAL_TYPES.has(m.noticeType),
    );
    for (const sig of signals) {
      events.emit('signal', {
        noticeType: sig.noticeType!,
        senderId: sig.senderId,
        payload: { ...sig },
      });
      if (sig.noticeType === IM_NOTICE_TYPE.relation) {
        conversations.refetch.call();
        events.emit('relation', { userId: sig.senderId });
      }
    }
    const kept = msgs.filter(
      (m) =>
        !signals.includes(m) && (!isNotice(m) || noticeDecision(m as ChatMessageLike, now).show),
    );
    const res = await this.write(kept, 'server');
    const open = this.deps.openCroom();
    for (const m of res.inserted) {
      if (m.senderId === userId) continue;
      const event = { message: m, inOpenChat: m.croomId === open };
      this.lastIncoming = { ...event, at: now };
      events.emit('incoming', event);
      // A request, an acceptance or a decline: the list's relations (say-hi group) and any page
      // showing this person ("Request sent", Add friend) are read again.
      if (messageKind(m) === 'friend') {
        conversations.refetch.call();
        events.emit('relation', { userId: m.senderId });
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
    if (!last || this.deps.timers.now() - last.at >= withinMs) return null;
    return { message: last.message, inOpenChat: last.inOpenChat };
  }

  /**
   * Listens to the realtime messaging layer: pushed messages in, `onReconnect` after a reconnect.
   * Chat messages come from the server's pushes only: a peer frame is another user's, whatever
   * sender its payload names.
   */
  attach(m: Messaging | null, onReconnect: () => void): void {
    this.detach();
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
        if (now === 'online' && was !== 'online') onReconnect();
        was = now;
      }),
    );
  }

  detach(): void {
    for (const off of this.offMessaging) off();
    this.offMessaging = [];
  }

  /** spec 2 §4 "read when the conversation is opened"; the sender learns it through the server. */
  async markRoomRead(croomId: string): Promise<void> {
    const db = await this.deps.ready();
    const changed = await q.markRoomRead(db, croomId);
    const entry = this.deps.conversations.get().users.find((u) => u.croomId === croomId);
    if (!changed.length && !entry?.noReadCount) return;
    this.afterWrite(changed, new Set([croomId]), true);
    const friendId = entry?.friendId ?? changed[0]?.senderId;
    if (friendId) void this.deps.server.read({ friendId });
  }
}
