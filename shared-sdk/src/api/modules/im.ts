import { PLATFORM_TYPE } from '../../constants/app';
import type { ChatMessage, ChatUser } from '../../chat/types';
import { apiRequest } from '../client';
import type { PageResult } from './page';

/**
 * POST /facade/api/im/v1/send (spec 2 §7), plus `messageUuid` and the picture size (project's
 * additions, docs/CONTRACTS.md): the client makes the uuid before sending and sends the same
 * one on every retry; the server stores a uuid once and answers a repeat with the first result
 * (`duplicate: true`), so a retried send is never delivered twice.
 */
export interface ImSendParams {
  messageUuid: string;
  /** Text; for a picture, an optional caption (may be ''). */
  message: string;
  /** SEND_MESSAGE_TYPE: 1 chat, 3 picture, 4 video-call chat. */
  messageType: number;
  receiveUserId: number;
  /** The caller (the server checks it). */
  sendUserId: number;
  needTranslate?: boolean;
  /** Language code of the translation (the receiver's language), e.g. 'es'. */
  targetLanguage?: string;
  /** ROUTE_TYPE: 0 chat (default), 1 call signalling (pushed, not stored). */
  routeType?: number;
  /** The call id while in a 1v1 call. */
  flag?: string | number;
  /** messageType 3: the URL POST /facade/api/upload/images answered. */
  pictureUrl?: string;
  pictureWidth?: number;
  pictureHeight?: number;
}

export interface ImSendResult {
  /** spec 2 §7: 200 by default; 54000 the translation limit is reached (translation off). */
  translateCode: number;
  /** The message as stored: messageId, server timestamp, textContent with the translation. */
  message: ChatMessage;
  /** True when this messageUuid was already stored: nothing was sent again. */
  duplicate: boolean;
}

/** PUT /facade/api/im/v1/read — receiveUserId is the caller, sendUserId the other side. */
export interface ImReadParams {
  sendUserId: number;
  receiveUserId?: number;
}

/** GET /facade/api/im/v1/details — sendUserId is the friend (spec 2 §7 "sendUserId from friendId"). */
export interface ImDetailsQuery {
  sendUserId: number;
  /** Default 1: the newest page. */
  pageNo?: number;
  /** Default 100 (CHAT_PAGE_SIZE). */
  pageSize?: number;
}

/** Instant messaging (spec 2 §7 "Instant messaging"). Swallowing (spec 2 §8). */
export const imApi = {
  /** POST /facade/api/im/v1/send (platformType 4). */
  send: (p: ImSendParams, opts: { timeoutMs?: number; signal?: AbortSignal } = {}) =>
    apiRequest<ImSendResult>('/facade/api/im/v1/send', {
      method: 'POST',
      body: { ...p, platformType: PLATFORM_TYPE },
      ...opts,
    }),
  /** PUT /facade/api/im/v1/read — marks the other side's messages read. Answers { read }. */
  read: (p: ImReadParams) =>
    apiRequest<{ read: number }>('/facade/api/im/v1/read', { method: 'PUT', body: p }),
  /**
   * GET /facade/api/im/v1/list — the caller's conversations, newest first, the system
   * conversations −1, −2, −3 always included (pageNo default 1, pageSize default 100).
   */
  list: (q: { pageNo?: number; pageSize?: number } = {}) =>
    apiRequest<PageResult<ChatUser>>('/facade/api/im/v1/list', { query: q }),
  /** GET /facade/api/im/v1/details — one conversation's messages, newest first, page by page. */
  details: (q: ImDetailsQuery) =>
    apiRequest<PageResult<ChatMessage>>('/facade/api/im/v1/details', { query: { ...q } }),
  /** PUT /facade/api/im/v1/delete — deletes the conversation for the caller only. */
  delete: (p: { sendUserId: number }) =>
    apiRequest<{ deleted: number }>('/facade/api/im/v1/delete', { method: 'PUT', body: p }),
};
