// Random matching's types (the backend types its handlers with them). The calls, matchApi, are in
// the signed-in-only entry shared-sdk/call (call/matchApi.ts).
import type { MatchStatus } from '../../constants/call';
import type { CallUserInfo } from './call';
import type { BalanceFields } from './page';

/**
 * A pair found by the matching queue (project's shape; spec 2 §9 "the shape of match results:
 * not shown"). The `caller` side launches the call at once with callLocation 100 and this
 * matchId (spec 2 §4 rule 3); the `callee` side waits for the invitation.
 */
export interface MatchInfo {
  matchId: string;
  matchUserId: number;
  role: 'caller' | 'callee';
  /** Matched with a seeded host (the host's price per minute applies). */
  isHost: boolean;
  remoteUserInfo: CallUserInfo;
  matchedAt: number;
  /** The caller must launch before this (server ms), else the match is cancelled. */
  launchBy: number;
  /** Set once the caller launched. */
  roomNum?: string;
}

/** What the matching calls answer (spec 2 §4 rule 14 flags by their names). */
export interface MatchState {
  status: MatchStatus;
  /** spec 2 §4 rule 14 "in a match call" flag: a pair was found. */
  matched: boolean;
  /** spec 2 §4 rule 14 "match-cancelled" flag: the last pair fell through (the user waits again). */
  matchCancelled: boolean;
  /** spec 2 §4 rule 14: 1 while in a match call, else 0. */
  matchCallStatus: 0 | 1;
  match: MatchInfo | null;
  /** When this user started waiting (status waiting). */
  waitingSince?: number;
  /** People waiting right now, this user included. */
  waiting: number;
}

/** POST /matches/api/subtractGoldMatchCall — the match call's coins (project's shape). */
export interface MatchCharge extends BalanceFields {
  roomNum: string;
  /** Minutes paid so far in this room. */
  minutesBilled: number;
  /** Coins this request charged (0 when the minute was already paid: retries charge once). */
  charged: number;
  /** The balance covers the next minute. */
  isGoldEnough: boolean;
  videoTime: number;
}
