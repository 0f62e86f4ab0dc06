import { apiRequest } from '../client';

/**
 * Project additions to the user calls, kept apart from the spec's call tables
 * (user.ts mirrors spec 1 §7 one to one).
 *
 * POST /facade/api/user/deleteAccount — spec 3 §2 "Settings popup: delete account dialog";
 * the spec names no path, so this one is the project's (docs/CONTRACTS.md "Delete account").
 * Login-only, no payload. The backend deletes the account and its data in one transaction,
 * revokes its tokens and closes its realtime sockets; afterwards the account cannot sign in by
 * any method, and a sign-up with the same phone or e-mail creates a new, empty account.
 * Swallowing (ApiResult): the dialog shows a failure and stays open.
 */
export const accountApi = {
  deleteAccount: () =>
    apiRequest<null>('/facade/api/user/deleteAccount', { method: 'POST', body: {} }),
};
