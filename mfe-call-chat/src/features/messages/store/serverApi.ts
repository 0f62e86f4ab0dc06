/**
 * The store's ImServer over the SDK's IM API module (`imApi`, spec 2 §7): the same calls, the
 * answers passed through as they are (the module's PageResult is the store's ImPage).
 */
import { imApi } from 'shared-sdk';
import type { ImServer } from './server';

export function createImServer(): ImServer {
  return {
    list: (q) => imApi.list(q),
    details: ({ friendId, pageNo, pageSize }) =>
      imApi.details({ sendUserId: friendId, pageNo, pageSize }),
    send: (req, { timeoutMs }) => imApi.send(req, { timeoutMs }),
    read: ({ friendId }) => imApi.read({ sendUserId: friendId }),
    remove: ({ friendId }) => imApi.delete({ sendUserId: friendId }),
  };
}
