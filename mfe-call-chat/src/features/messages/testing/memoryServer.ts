/**
 * An in-memory stand-in for the IM server, for the store's unit tests only (not exported): the
 * same contract as the backend (spec 2 §7), de-duplicating sends by messageUuid. The store also
 * runs against the real backend in test/chatStore.contract.test.ts (backend/test/contract style).
 */
import type { ApiResult } from 'shared-sdk';
import { croomIdOf } from '../rules/ids';
import type { ImPage, ImSendRequest, ImSendResponse, ImServer } from '../store/server';
import type { ChatMessage, ChatUser } from 'shared-sdk';

type Mode = 'ok' | 'network' | 'timeout' | 'error' | 'hang';

export class MemoryImServer implements ImServer {
  readonly messages = new Map<string, ChatMessage>();
  readonly calls: Array<{ fn: string; args: unknown }> = [];
  readonly names = new Map<number, string>();
  mode: Mode = 'ok';
  errorCode = 10100;
  translateCode = 200;
  private nextId = 1;
  private hung: Array<() => void> = [];
  /** Per-user deletion (the other side keeps the conversation): messages up to this time are gone for `me`. */
  private readonly deletedUpTo = new Map<string, number>();
  private visible(m: ChatMessage): boolean {
    return m.timestamp > (this.deletedUpTo.get(m.croomId) ?? -Infinity);
  }

  constructor(
    public me: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** A message from `from` to `to` stored on the server (as if sent by the other side). */
  put(m: Partial<ChatMessage> & { senderId: number; receiverId: number }): ChatMessage {
    const full: ChatMessage = {
      messageUuid: `srv-${this.nextId}`,
      messageId: String(this.nextId++),
      croomId: croomIdOf(m.senderId, m.receiverId),
      messageType: 1,
      messageTypeValue: 0,
      content: '',
      timestamp: this.clock(),
      read: 0,
      ...m,
    };
    if (!this.messages.has(full.messageUuid)) this.messages.set(full.messageUuid, full);
    return this.messages.get(full.messageUuid)!;
  }

  /** Lets a 'hang' send answer now. */
  releaseHung(): void {
    for (const fn of this.hung.splice(0)) fn();
  }

  private result<T>(data: T): ApiResult<T> {
    return { ok: true, code: 200, msg: 'success', data };
  }

  async list(q: { pageNo: number; pageSize: number }): Promise<ApiResult<ImPage<ChatUser>>> {
    this.calls.push({ fn: 'list', args: q });
    const rooms = new Map<string, ChatMessage[]>();
    for (const m of this.messages.values()) {
      if ((m.senderId !== this.me && m.receiverId !== this.me) || !this.visible(m)) continue;
      rooms.set(m.croomId, [...(rooms.get(m.croomId) ?? []), m]);
    }
    const users: ChatUser[] = [...rooms.entries()].map(([croomId, ms]) => {
      const last = ms.sort((a, b) => b.timestamp - a.timestamp)[0]!;
      const friendId = last.senderId === this.me ? last.receiverId : last.senderId;
      return {
        croomId,
        friendId,
        userId: this.me,
        userName: this.names.get(friendId) ?? `user ${friendId}`,
        headImg: '',
        relation: 2,
        stick: 0,
        noReadCount: ms.filter((m) => m.senderId !== this.me && m.read === 0).length,
        senderId: last.senderId,
        content: last.content,
        messageType: last.messageType,
        timestamp: last.timestamp,
      };
    });
    users.sort((a, b) => b.timestamp - a.timestamp);
    const start = (q.pageNo - 1) * q.pageSize;
    return this.result({
      pageNo: q.pageNo,
      pages: Math.max(1, Math.ceil(users.length / q.pageSize)),
      list: users.slice(start, start + q.pageSize),
    });
  }

  async details(q: {
    friendId: number;
    pageNo: number;
    pageSize: number;
  }): Promise<ApiResult<ImPage<ChatMessage>>> {
    this.calls.push({ fn: 'details', args: q });
    const room = croomIdOf(q.friendId, this.me);
    const all = [...this.messages.values()]
      .filter((m) => m.croomId === room && this.visible(m))
      .sort((a, b) => b.timestamp - a.timestamp);
    const start = (q.pageNo - 1) * q.pageSize;
    return this.result({
      pageNo: q.pageNo,
      pages: Math.max(1, Math.ceil(all.length / q.pageSize)),
      list: all.slice(start, start + q.pageSize).map((m) => ({ ...m })),
    });
  }

  async send(req: ImSendRequest, opts: { timeoutMs: number }): Promise<ApiResult<ImSendResponse>> {
    this.calls.push({ fn: 'send', args: req });
    if (this.mode === 'network') return { ok: false, code: -1, msg: 'network', data: null };
    if (this.mode === 'timeout') {
      await new Promise((r) => setTimeout(r, opts.timeoutMs));
      return { ok: false, code: -1, msg: 'timeout', data: null };
    }
    if (this.mode === 'error')
      return { ok: false, code: this.errorCode, msg: 'refused', data: null };
    if (this.mode === 'hang') await new Promise<void>((r) => this.hung.push(r));
    const stored = this.put({
      messageUuid: req.messageUuid,
      senderId: req.sendUserId,
      receiverId: req.receiveUserId,
      content: req.message,
      messageTypeValue: req.messageType === 3 ? 3 : 0,
      ...(req.pictureUrl && { picture_url: req.pictureUrl }),
      read: 1,
    });
    return this.result({
      translateCode: this.translateCode,
      message: { messageId: stored.messageId, timestamp: stored.timestamp },
    });
  }

  async read(q: { friendId: number }): Promise<ApiResult<unknown>> {
    this.calls.push({ fn: 'read', args: q });
    for (const m of this.messages.values())
      if (m.senderId === q.friendId && m.receiverId === this.me) m.read = 1;
    return this.result(null);
  }

  async remove(q: { friendId: number }): Promise<ApiResult<unknown>> {
    this.calls.push({ fn: 'remove', args: q });
    this.deletedUpTo.set(croomIdOf(q.friendId, this.me), this.clock());
    return this.result(null);
  }

  count(fn: string): number {
    return this.calls.filter((c) => c.fn === fn).length;
  }
}
