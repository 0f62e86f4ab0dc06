/**
 * The ImServer over the SDK's IM API module (shared-sdk/src/api/modules/im.ts, built on the
 * backend branch). Until that module is merged this adapter calls the spec's paths directly
 * through the one API client, with the same names and payloads (spec 2 §7).
 */
import { apiRequest } from '../api/client';
import type { ImPage, ImSendRequest, ImSendResponse, ImServer } from './server';
import type { ChatMessage, ChatUser } from './types';

export function createImServer(): ImServer {
  return {
    list: (q) => apiRequest<ImPage<ChatUser>>('/facade/api/im/v1/list', { query: q }),
    details: ({ friendId, pageNo, pageSize }) =>
      apiRequest<ImPage<ChatMessage>>('/facade/api/im/v1/details', {
        query: { sendUserId: friendId, pageNo, pageSize },
      }),
    send: (req: ImSendRequest, { timeoutMs }) =>
      apiRequest<ImSendResponse>('/facade/api/im/v1/send', {
        method: 'POST',
        body: { ...req, platformType: 4 },
        timeoutMs,
      }),
    read: ({ friendId }) =>
      apiRequest<unknown>('/facade/api/im/v1/read', {
        method: 'PUT',
        body: { sendUserId: friendId },
      }),
    remove: ({ friendId }) =>
      apiRequest<unknown>('/facade/api/im/v1/delete', {
        method: 'PUT',
        body: { sendUserId: friendId },
      }),
  };
}
