// Random matching's types (the backend types its handlers with them). The calls, matchApi, are
// mfe-call-chat's (features/match/state/matchApi.ts).
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
  /**
   * Coins per minute THIS user pays for the match call (spec 2 §3 "pricePerMinute"): the host's
   * price for the caller matched with a host (never more than their balance when matched), 0 for
   * a match between two people and for the callee. Shown on the matched card before the call.
   */
  pricePerMinute: number;
  remoteUserInfo: CallUserInfo;
  matchedAt: number;
  /** The caller must launch before this (server ms), else the match is cancelled. */
  launchBy: number;
  /** Set once the caller launched. */
  roomNum?: string;
}

/**
 * What matching with a host costs this user (project's shape; backend match/README.md rule M4):
 * MatchPage says so before the user starts, so a user who cannot pay any host learns it there.
 */
export interface MatchHostPrices {
  /** The cheapest price per minute among the hosts who take matches; null when there are none. */
  cheapestPrice: number | null;
  /** The balance covers one minute of the cheapest host: host matches are possible. */
  canAfford: boolean;
}

/** What the matching calls answer (spec 2 §4 rule 14 flags by their names) and the user's balance. */
export interface MatchState extends BalanceFields {
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
  hosts: MatchHostPrices;
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
