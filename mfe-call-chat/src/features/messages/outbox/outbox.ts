import { createSnapshotStore } from 'shared-sdk';
import { SEND_MESSAGE_TYPE } from 'shared-sdk/chat';
import { ROUTE_TYPE } from 'shared-sdk/constants';
import { CHAT_SEND_TIMEOUT_MS } from '../constants';
import type { ChatDb, StoreName } from '../db/schema';
import { writeMessages } from '../db/writer';
import type { OutboxEntry, StoredMessage } from '../db/records';
import type { Timers } from '../rules/throttle';
import type { SendDraft } from '../rules/send';
import { sendErrorKey } from '../rules/wording';
import { isNetworkFailure, isTimeout, type ImSendResponse, type ImServer } from '../store/server';
import { outboxNext, type OutboxEvent, type OutboxState } from './machine';

/** Whether messages can go out now, and a way to hear when that changes. */
export interface Connectivity {
  isOnline(): boolean;
  subscribe(fn: () => void): () => void;
}

export interface OutboxSnapshot {
  online: boolean;
  /** This tab sends for every tab of the user (Web Locks); the others only queue. */
  leader: boolean;
  queued: number;
  sending: number;
  failed: number;
}

export interface OutboxDeps {
  db(): ChatDb;
  me: number;
  server: ImServer;
  timers: Timers;
  connectivity: Connectivity;
  /** Records written (shown at once in their rooms and sent to the other tabs). */
  onRecords(records: StoredMessage[], rooms: Set<string>): void;
  /** Records removed (a discarded message). */
  onRemoved(records: StoredMessage[]): void;
  /** needTranslate and the target language of the next send. */
  translation(): { needTranslate: boolean; targetLanguage?: string };
  /** The send answer's translateCode (54000 switches translation off, spec 2 §4). */
  onTranslateCode(code: number): void;
  /** Web Locks name for the one sending tab; omit to always send (tests, no Web Locks). */
  lockName?: string;
  sendTimeoutMs?: number;
}

/** A message to queue: the user's draft and its conversation. */
export type Draft = SendDraft & { croomId: string };

const NO_ENTRIES: OutboxSnapshot = {
  online: false,
  leader: false,
  queued: 0,
  sending: 0,
  failed: 0,
};

/**
 * The persistent outbox: every message gets its
 * messageUuid before it is sent and is written at once, with its outbox entry, in one
 * transaction ("sending" on screen). One tab sends, strictly one at a time in the order typed,
 * only while connected; an answer-less send is "failed" after the timeout and a Retry sends the
 * same messageUuid again, so the server's de-duplication makes a late or repeated delivery count
 * once. Entries survive reloads; an entry found "sending" at start goes back in line.
 */
export class Outbox {
  private entries: OutboxEntry[] = [];
  private pumping = false;
  /** The entry being sent now: a reload keeps this very object, so its answer lands on it. */
  private inFlight: OutboxEntry | null = null;
  private leader = false;
  private closed = false;
  private releaseLock: (() => void) | null = null;
  private sendTimer: unknown = null;
  private offConnectivity: (() => void) | null = null;
  private readonly store = createSnapshotStore<OutboxSnapshot>(NO_ENTRIES);
  // ---- store (useSyncExternalStore) ----
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;

  constructor(private readonly deps: OutboxDeps) {}

  private publish(): void {
    const count = (s: OutboxState) => this.entries.filter((e) => e.state === s).length;
    const next: OutboxSnapshot = {
      online: this.deps.connectivity.isOnline(),
      leader: this.leader,
      queued: count('queued'),
      sending: count('sending'),
      failed: count('failed'),
    };
    const s = this.store.getSnapshot();
    const same = (Object.keys(next) as (keyof OutboxSnapshot)[]).every((k) => s[k] === next[k]);
    if (!same) this.store.set(next);
  }

  async start(salvaged: OutboxEntry[] = []): Promise<void> {
    for (const e of salvaged) await this.readd(e);
    await this.reload();
    this.offConnectivity = this.deps.connectivity.subscribe(() => {
      this.publish();
      void this.pump();
    });
    this.becomeLeader();
  }

  private becomeLeader(): void {
    const locks = (globalThis.navigator as Navigator | undefined)?.locks;
    if (!this.deps.lockName || !locks) {
      this.leader = true;
      this.publish();
      void this.pump();
      return;
    }
    void locks
      .request(this.deps.lockName, () => {
        if (this.closed) return undefined;
        this.leader = true;
        this.publish();
        void this.reload().then(() => this.pump());
        return new Promise<void>((release) => (this.releaseLock = release));
      })
      .catch(() => undefined);
  }

  /** Re-reads the entries (another tab queued one, or the database was rebuilt). */
  async reload(): Promise<void> {
    const rows = await this.deps.db().getAll('outbox');
    // A send cut off by a reload or a closed tab goes back in line; the server de-duplicates.
    this.entries = rows
      .map((e) => {
        if (this.inFlight?.messageUuid === e.messageUuid) return this.inFlight;
        return e.state === 'sending' && !this.pumping ? { ...e, state: 'queued' as const } : e;
      })
      .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    this.publish();
  }

  /** A salvaged entry (from a database that was rebuilt) goes back in line with its message. */
  private async readd(e: OutboxEntry): Promise<void> {
    const { seq: _seq, ...rest } = e;
    const draft: Draft =
      e.payload.kind === 'text'
        ? { friendId: e.friendId, croomId: e.croomId, kind: 'text', text: e.payload.text }
        : { friendId: e.friendId, croomId: e.croomId, ...e.payload };
    await this.write(
      draft,
      { ...rest, state: e.state === 'failed' ? 'failed' : 'queued' },
      e.createdAt,
    );
  }

  /** Queues a message; it is on screen ("sending") when this resolves. */
  async enqueue(draft: Draft, messageUuid: string): Promise<StoredMessage> {
    const now = this.deps.timers.now();
    const entry: OutboxEntry = {
      messageUuid,
      croomId: draft.croomId,
      friendId: draft.friendId,
      state: 'queued',
      attempts: 0,
      createdAt: now,
      payload:
        draft.kind === 'text'
          ? { kind: 'text', text: draft.text }
          : { kind: 'picture', url: draft.url, width: draft.width, height: draft.height },
    };
    const rec = await this.write(draft, entry, now);
    void this.pump();
    return rec;
  }

  private async write(draft: Draft, entry: OutboxEntry, at: number): Promise<StoredMessage> {
    const { me } = this.deps;
    const tx = this.deps
      .db()
      .transaction(['chatHistory', 'recentChatUsers', 'outbox'] as StoreName[], 'readwrite');
    const res = await writeMessages(
      tx,
      me,
      [
        {
          messageUuid: entry.messageUuid,
          croomId: draft.croomId,
          senderId: me,
          receiverId: draft.friendId,
          messageType: 1,
          messageTypeValue: draft.kind === 'text' ? 0 : 3,
          content: draft.kind === 'text' ? draft.text : '',
          ...(draft.kind === 'picture' && {
            picture_url: draft.url,
            picture_width: draft.width,
            picture_height: draft.height,
          }),
          timestamp: at,
          read: 1,
          sendStatus: entry.state,
        } as Partial<StoredMessage> & { senderId: number },
      ],
      'local',
      at,
    );
    const outbox = tx.objectStore('outbox');
    const known = await outbox.index('messageUuid').get(entry.messageUuid);
    const seq = known?.seq ?? (await outbox.add(entry));
    await tx.done;
    if (!known) this.entries.push({ ...entry, seq });
    this.deps.onRecords(res.changed, res.rooms);
    this.publish();
    const rec = res.changed[0];
    if (!rec) throw new Error(`message ${entry.messageUuid} already stored`);
    return rec;
  }

  /**
   * Retry of a failed message. The database is the truth: the tab the user tapped may not be the
   * one that sent it and saw it fail, so the entries are read again first; the sending tab then
   * delivers it (the store tells it: 'outbox').
   */
  async retry(messageUuid: string): Promise<boolean> {
    await this.reload();
    const ok = await this.fire(messageUuid, 'retry');
    void this.pump();
    return ok;
  }

  discard(messageUuid: string): Promise<boolean> {
    return this.fire(messageUuid, 'discard');
  }

  /** The server has these messages (realtime echo, history sync): their entries are done. */
  async echo(messageUuids: readonly string[]): Promise<void> {
    for (const id of messageUuids)
      if (this.entries.some((e) => e.messageUuid === id)) await this.fire(id, 'echo');
  }

  private fire(
    messageUuid: string,
    event: OutboxEvent,
    answer?: ImSendResponse,
    error?: StoredMessage['sendError'],
  ) {
    const entry = this.entries.find((e) => e.messageUuid === messageUuid);
    return entry ? this.transition(entry, event, answer, error) : Promise.resolve(false);
  }

  /** One transition of the table, persisted with the message's state in one transaction. */
  private async transition(
    entry: OutboxEntry,
    event: OutboxEvent,
    answer?: ImSendResponse,
    error?: StoredMessage['sendError'],
  ): Promise<boolean> {
    const to = outboxNext(entry.state, event);
    if (!to) return false;
    entry.state = to;
    if (event === 'dispatch') entry.attempts += 1;
    const done = to === 'sent' || to === 'discarded';
    if (done) this.entries = this.entries.filter((e) => e.messageUuid !== entry.messageUuid);
    const tx = this.deps.db().transaction(['chatHistory', 'outbox'] as StoreName[], 'readwrite');
    const outbox = tx.objectStore('outbox');
    if (entry.seq !== undefined) {
      if (done) await outbox.delete(entry.seq);
      else await outbox.put(entry);
    }
    const history = tx.objectStore('chatHistory');
    const msg = await history.index('messageUuid').get(entry.messageUuid);
    let rec: StoredMessage | null = null;
    if (msg && to === 'discarded') await history.delete(msg.id!);
    else if (msg) {
      rec = { ...msg, sendStatus: to };
      if (to === 'failed' && error) rec.sendError = error;
      else delete rec.sendError;
      const m = answer?.message;
      if (m?.messageId) rec.messageId = m.messageId;
      if (typeof m?.timestamp === 'number') rec.timestamp = m.timestamp;
      if (m?.textContent) rec.textContent = m.textContent;
      await history.put(rec);
    }
    await tx.done;
    if (rec) this.deps.onRecords([rec], new Set());
    if (msg && to === 'discarded') this.deps.onRemoved([msg]);
    this.publish();
    return true;
  }

  /** Sends the queued entries, one at a time, in order, while connected and leading. */
  async pump(): Promise<void> {
    if (this.pumping || this.closed || !this.leader) return;
    this.pumping = true;
    try {
      for (;;) {
        if (this.closed || !this.deps.connectivity.isOnline()) break;
        const head = this.entries.find((e) => e.state === 'queued');
        if (!head) break;
        this.inFlight = head;
        await this.transition(head, 'dispatch');
        const goOn = await this.sendOnce(head).finally(() => (this.inFlight = null));
        if (!goOn) break;
      }
    } finally {
      this.pumping = false;
    }
  }

  /** One attempt. Resolves false when the network is gone (stop until it is back). */
  private async sendOnce(entry: OutboxEntry): Promise<boolean> {
    const { me, server, timers } = this.deps;
    const timeoutMs = this.deps.sendTimeoutMs ?? CHAT_SEND_TIMEOUT_MS;
    const p = entry.payload;
    const request = server.send(
      {
        messageUuid: entry.messageUuid,
        message: p.kind === 'text' ? p.text : '',
        messageType: p.kind === 'text' ? SEND_MESSAGE_TYPE.CHAT : SEND_MESSAGE_TYPE.PICTURE,
        receiveUserId: entry.friendId,
        sendUserId: me,
        routeType: ROUTE_TYPE.chat,
        ...this.deps.translation(),
        ...(p.kind === 'picture' && {
          pictureUrl: p.url,
          pictureWidth: p.width,
          pictureHeight: p.height,
        }),
      },
      { timeoutMs },
    );
    const timedOut = new Promise<'timeout'>(
      (resolve) => (this.sendTimer = timers.setTimeout(() => resolve('timeout'), timeoutMs + 50)),
    );
    const r = await Promise.race([request, timedOut]);
    timers.clearTimeout(this.sendTimer);
    if (this.closed) return false;
    if (r === 'timeout' || isTimeout(r)) {
      await this.transition(entry, 'timeout', undefined, { code: -1, key: 'chat:send.timeout' });
      // A late success still counts: the message is stored on the server.
      void request.then(
        (late) => late.ok && this.fire(entry.messageUuid, 'ack', late.data ?? undefined),
      );
      return true;
    }
    if (r.ok) {
      const code = r.data?.translateCode;
      if (typeof code === 'number') this.deps.onTranslateCode(code);
      await this.transition(entry, 'ack', r.data ?? undefined);
      return true;
    }
    if (isNetworkFailure(r)) {
      await this.transition(entry, 'offline');
      return false;
    }
    await this.transition(entry, 'error', undefined, {
      code: r.code,
      key: sendErrorKey(r.code),
      msg: r.msg,
    });
    return true;
  }

  close(): void {
    this.closed = true;
    this.deps.timers.clearTimeout(this.sendTimer);
    this.offConnectivity?.();
    this.releaseLock?.();
  }
}
