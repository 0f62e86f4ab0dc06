import { apiRequest } from '../client';
import type { PageQuery, PageResult } from './page';

/** spec 2 §3 "Blocked user". */
export interface BlockedUser {
  id: number;
  headImg: string;
  userName: string;
  countryId: number;
}

/** Blacklist calls (spec 2 §7 "Blacklist"). Errors swallowed (spec 2 §8). */
export const blacklistApi = {
  /** GET /facade/api/black/blacklists (page, size=20), newest first. */
  blacklists: (q: PageQuery = {}) =>
    apiRequest<PageResult<BlockedUser>>('/facade/api/black/blacklists', { query: { ...q } }),
  /**
   * POST /facade/api/black/addBlack (blacklistUserId, userId = the caller): they can no longer
   * message you or send you gifts; the friendship, requests and your conversation with them go.
   */
  addBlack: (p: { blacklistUserId: number; userId: number }) =>
    apiRequest<{ blacklisted: boolean }>('/facade/api/black/addBlack', { method: 'POST', body: p }),
  /** POST /facade/api/black/removeBlack (friendUserId). */
  removeBlack: (p: { friendUserId: number }) =>
    apiRequest<{ blacklisted: boolean }>('/facade/api/black/removeBlack', {
      method: 'POST',
      body: p,
    }),
};
