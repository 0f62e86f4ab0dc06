// Random matching's calls (spec 2 §7 "Matches"), made by MatchPage and the match call's Add
// friend. Their types stay in the SDK (shared-sdk/src/api/modules/match.ts), which the backend
// types its answers with; the backend's contract tests run these functions against it.
import { apiRequest, type AddFriendResult, type MatchCharge, type MatchState } from 'shared-sdk';
import { MATCHES_PRODUCT } from 'shared-sdk/constants';

const m = (path: string) => `/matches/api/${MATCHES_PRODUCT}/matches/${path}`;

/**
 * Random matching (spec 2 §7 "Matches", §4 rule 14). Match wrappers reject with the underlying
 * error (spec 2 §8). Matching rules: backend/src/modules/match/README.md.
 */
export const matchApi = {
  /** POST /matches/api/V1/matching — start matching (join the queue). */
  matching: (p: { playWay?: number } = {}) =>
    apiRequest<MatchState>('/matches/api/V1/matching', { method: 'POST', body: p, reject: true }),
  /** POST /matches/api/V1/exitMatch — stop matching (leaves the queue, drops an unlaunched pair). */
  exitMatch: () =>
    apiRequest<MatchState>('/matches/api/V1/exitMatch', { method: 'POST', body: {}, reject: true }),
  /** GET /matches/api/{product}/matches/matching/fetch — the matching state (polled while waiting). */
  fetchMatching: () => apiRequest<MatchState>(m('matching/fetch'), { reject: true }),
  /**
   * POST /matches/api/subtractGoldMatchCall (roomNum, minute?) — pays the match call's started
   * minutes now (the server also charges on its own clock); one charge per room-minute.
   */
  subtractGoldMatchCall: (p: { roomNum: string; minute?: number }) =>
    apiRequest<MatchCharge>('/matches/api/subtractGoldMatchCall', {
      method: 'POST',
      body: p,
      reject: true,
    }),
  /**
   * POST /matches/api/matches/friend/addFriend (friendUserId, matchId) — add the other party of
   * this match's call as a friend: the friend request's rules and 9 coins (20001 not enough);
   * 100007 when `friendUserId` is not the other party of the match's open call.
   */
  addFriend: (p: { friendUserId: number; matchId: string }) =>
    apiRequest<AddFriendResult>('/matches/api/matches/friend/addFriend', {
      method: 'POST',
      body: p,
      reject: true,
    }),
};
