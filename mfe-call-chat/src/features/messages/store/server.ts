/**
 * What the message store needs from the server (spec 2 §7 "Instant messaging"), behind one small
 * interface so the store's units run on an in-memory stand-in and the app on the SDK's IM API
 * module (`createImServer`, serverApi.ts), also run against the real backend in
 * chatStore.contract.test.ts.
 * Every call resolves an ApiResult and never throws (spec 2 §8: chat-history errors are ignored).
 */
import type { ApiResult } from 'shared-sdk';
import type { ChatMessage, ChatUser } from 'shared-sdk/chat';
import { CODE_NETWORK } from 'shared-sdk/constants';

/** spec 3 §3 "Page responses: pageNo, pages, list". */
export interface ImPage<T> {
  pageNo?: number;
  pages?: number;
  list: T[];
}

/** POST /facade/api/im/v1/send (spec 2 §7), plus the client's messageUuid (the server de-duplicates on it). */
export interface ImSendRequest {
  messageUuid: string;
  message: string;
  /** 1 chat, 3 picture, 4 video-call chat. */
  messageType: number;
  receiveUserId: number;
  sendUserId: number;
  needTranslate: boolean;
  targetLanguage?: string;
  /** 0 chat; 1 call signalling. */
  routeType: number;
  pictureUrl?: string;
  /** Picture size, so the receiver can lay the bubble out before the image loads. */
  pictureWidth?: number;
  pictureHeight?: number;
}

/** The send answer: translateCode (default 200; 54000 = translation limit) and the stored message. */
export interface ImSendResponse {
  translateCode?: number;
  /** The message as the server stored it (its messageId, timestamp, translation). */
  message?: Partial<ChatMessage>;
  /** The messageUuid was already stored (a retry): nothing was delivered twice. */
  duplicate?: boolean;
}

export interface ImServer {
  /** GET /facade/api/im/v1/list (pageNo, pageSize). */
  list(q: { pageNo: number; pageSize: number }): Promise<ApiResult<ImPage<ChatUser>>>;
  /** GET /facade/api/im/v1/details (sendUserId = the friend, pageNo, pageSize): newest page first. */
  details(q: {
    friendId: number;
    pageNo: number;
    pageSize: number;
  }): Promise<ApiResult<ImPage<ChatMessage>>>;
  /** POST /facade/api/im/v1/send; `timeoutMs` bounds the request (CHAT_SEND_TIMEOUT_MS). */
  send(req: ImSendRequest, opts: { timeoutMs: number }): Promise<ApiResult<ImSendResponse>>;
  /** PUT /facade/api/im/v1/read (receiveUserId = me, sendUserId = the friend). */
  read(q: { friendId: number }): Promise<ApiResult<unknown>>;
  /** PUT /facade/api/im/v1/delete (sendUserId = the friend). */
  remove(q: { friendId: number }): Promise<ApiResult<unknown>>;
}

/** A request that never reached the server (the API client's code −1 'network'). */
export function isNetworkFailure(r: { ok: boolean; code: number; msg: string }): boolean {
  return !r.ok && r.code === CODE_NETWORK && r.msg === 'network';
}

/** A request that got no answer in time (the API client's code −1 'timeout'). */
export function isTimeout(r: { ok: boolean; code: number; msg: string }): boolean {
  return !r.ok && r.code === CODE_NETWORK && r.msg === 'timeout';
}
