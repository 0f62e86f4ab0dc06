/**
 * The random-matching queue (spec 2 §4 rule 14, §7 "Matches"). The rules the spec leaves out are
 * decided in README.md next to this file (rules M1–M9, cited below); the numbers are in
 * shared-sdk constants/call.ts.
 * The queue lives in memory (a restart empties it: waiting users simply poll into a new one);
 * pairs are also written to match_pairs, which the call service checks when the caller launches.
 */
import type {
  AddFriendResult,
  BalanceFields,
  CallUserInfo,
  MatchCharge,
  MatchHostPrices,
  MatchInfo,
  MatchState,
} from 'shared-sdk/node';
import type { DB } from '../../db';
import { BizError } from '../../http/envelope';
import type { Accounts, UserRow } from '../accounts/service';
import type { CallService } from '../call/service';
import type { FriendRequests } from '../chat/friendRequests';
import { ADD_WAY, CALL_CODE, MATCH_CALL_STATUS, MATCH_HOST_FALLBACK_MS, MATCH_REPAIR_AFTER_MS, MATCH_WAIT_STALE_MS } from '../../sdk';
import type { MatchPairs, Pair } from './pairs';


interface Entry {
  userId: number;
  /** In the queue since (FIFO order). */
  since: number;
  /** Last matching/fetch call: entries not seen for MATCH_WAIT_STALE_MS are dropped. */
  seen: number;
  pair: Pair | null;
  /** The last pair fell through (spec 2 §4 rule 14 match-cancelled flag). */
  cancelled: boolean;
  waiting: boolean;
}

export interface MatchDeps {
  db: DB;
  accounts: Accounts;
  calls: CallService;
  /** The pairs the queue makes and the call service launches. */
  pairs: MatchPairs;
  /** Friend requests (rule M8: add friend from a match call). */
  friends: FriendRequests;
  now: () => number;
  isOnline(userId: number): boolean;
  isBlocked(a: number, b: number): boolean;
  /** Seeded hosts that can take a match now (online on their schedule, not in a call). */
  availableHosts(): UserRow[];
  /** Every host who takes matches, whatever their status (the cheapest price, rule M4). */
  matchHosts(): UserRow[];
  /** What a call to this callee costs per minute (the call service's price rule). */
  priceOf(callee: UserRow): number;
  /** The user's coins as the ledger holds them. */
  balanceOf(userId: number): BalanceFields;
  /** The partner as the viewer sees them; pictures on `origin`. */
  userInfo(u: UserRow, viewerId: number, origin: string): CallUserInfo;
}

export function createMatchService(deps: MatchDeps) {
  const { db, now, calls, pairs } = deps;
  const entries = new Map<number, Entry>();
  let hostFallback = true;
  const st = {
    recent: db.prepare(`SELECT 1 FROM match_pairs WHERE created_at > ? AND
        ((caller_id = ? AND callee_id = ?) OR (caller_id = ? AND callee_id = ?)) LIMIT 1`),
  };

  /** Rule M3: a host is a match only for a user who can pay one minute of the host's price. */
  const affords = (userId: number, host: UserRow) => deps.priceOf(host) <= deps.balanceOf(userId).goldNum;

  /** Rule M4: what host matches cost this user, told before they start. */
  function hostPrices(userId: number): MatchHostPrices {
    const prices = deps.matchHosts().map((h) => deps.priceOf(h));
    const cheapestPrice = prices.length > 0 ? Math.min(...prices) : null;
    return {
      cheapestPrice,
      canAfford: cheapestPrice !== null && cheapestPrice <= deps.balanceOf(userId).goldNum,
    };
  }

  const recentlyPaired = (a: number, b: number, at: number) =>
    st.recent.get(at - MATCH_REPAIR_AFTER_MS, a, b, b, a) !== undefined;
  const compatible = (a: number, b: number, at: number) =>
    a !== b && !deps.isBlocked(a, b) && !recentlyPaired(a, b, at);

  function entryOf(userId: number, at: number): Entry {
    let e = entries.get(userId);
    if (!e) {
      e = { userId, since: at, seen: at, pair: null, cancelled: false, waiting: false };
      entries.set(userId, e);
    }
    return e;
  }

  function makePair(callerId: number, calleeId: number, calleeIsHost: boolean, at: number): Pair {
    const p = pairs.open(callerId, calleeId, calleeIsHost, at);
    for (const id of [callerId, calleeId]) {
      const e = entries.get(id);
      if (e) Object.assign(e, { pair: p, waiting: false, cancelled: false });
    }
    return p;
  }

  /** Ends a pair that was never launched; the users still waiting go back to the queue. */
  function cancelPair(p: Pair, at: number, requeue: Set<number>) {
    if (p.roomNum) return;
    pairs.cancel(p);
    for (const id of [p.callerId, p.calleeId]) {
      const e = entries.get(id);
      if (!e || e.pair !== p) continue;
      e.pair = null;
      e.cancelled = true;
      e.waiting = requeue.has(id);
      if (e.waiting) e.since = at;
    }
  }

  /** Pairs waiting users: people first (FIFO), a seeded host for anyone alone past the fallback. */
  function pairUp(at: number) {
    for (const e of [...entries.values()]) {
      if (e.waiting && at - e.seen > MATCH_WAIT_STALE_MS) entries.delete(e.userId);
      else if (e.pair && !e.pair.roomNum && at > e.pair.launchBy) {
        // The caller never launched: the caller's page went away, the callee waits again.
        cancelPair(e.pair, at, new Set([e.pair.calleeId]));
      }
    }
    const waiting = [...entries.values()]
      .filter((e) => e.waiting && deps.isOnline(e.userId))
      .sort((a, b) => a.since - b.since || a.userId - b.userId);
    const taken = new Set<number>();
    for (const a of waiting) {
      if (taken.has(a.userId)) continue;
      const b = waiting.find((x) => !taken.has(x.userId) && compatible(a.userId, x.userId, at) && x !== a);
      if (b) {
        taken.add(a.userId).add(b.userId);
        makePair(a.userId, b.userId, false, at); // the longer waiter calls
        continue;
      }
      if (!hostFallback || at - a.since < MATCH_HOST_FALLBACK_MS) continue;
      const host = deps
        .availableHosts()
        .find((h) => compatible(a.userId, h.id, at) && affords(a.userId, h));
      if (host) {
        taken.add(a.userId);
        makePair(a.userId, host.id, true, at);
      }
    }
  }

  function stateOf(userId: number, origin: string): MatchState {
    const e = entries.get(userId);
    const waitingCount = [...entries.values()].filter((x) => x.waiting).length;
    const common = { ...deps.balanceOf(userId), hosts: hostPrices(userId) };
    if (!e || (!e.waiting && !e.pair))
      return {
        ...common,
        status: e?.cancelled ? 'cancelled' : 'idle',
        matched: false,
        matchCancelled: e?.cancelled ?? false,
        matchCallStatus: MATCH_CALL_STATUS.idle,
        match: null,
        waiting: waitingCount,
      };
    if (e.pair) {
      const p = e.pair;
      const remoteId = p.callerId === userId ? p.calleeId : p.callerId;
      const remote = deps.accounts.getUser(remoteId) as UserRow;
      const match: MatchInfo = {
        matchId: p.matchId,
        matchUserId: remoteId,
        role: p.callerId === userId ? 'caller' : 'callee',
        isHost: p.calleeIsHost && remoteId === p.calleeId,
        // Rule M5: the caller pays a host's price; a match between two people is free.
        pricePerMinute: p.calleeIsHost && p.callerId === userId ? deps.priceOf(remote) : 0,
        remoteUserInfo: deps.userInfo(remote, userId, origin),
        matchedAt: p.matchedAt,
        launchBy: p.launchBy,
        ...(p.roomNum ? { roomNum: p.roomNum } : {}),
      };
      return {
        ...common,
        status: 'matched',
        matched: true,
        matchCancelled: false,
        matchCallStatus: p.roomNum ? MATCH_CALL_STATUS.inCall : MATCH_CALL_STATUS.idle,
        match,
        waiting: waitingCount,
      };
    }
    return {
      ...common,
      status: 'waiting',
      matched: false,
      matchCancelled: e.cancelled,
      matchCallStatus: MATCH_CALL_STATUS.idle,
      match: null,
      waitingSince: e.since,
      waiting: waitingCount,
    };
  }

  // A match room that ends frees both users (the next match starts with a new `matching`).
  calls.onRoom((ev) => {
    if (ev.type !== 'ended' || !ev.room.match_id) return;
    const p = pairs.get(ev.room.match_id);
    if (!p) return;
    pairs.forget(p.matchId);
    for (const id of [p.callerId, p.calleeId]) {
      const e = entries.get(id);
      if (e?.pair === p) entries.delete(id);
    }
  });

  return {
    /** POST /matches/api/V1/matching: join the queue; asking again while a pair waits for its launch is "next match". */
    start(userId: number, origin: string): MatchState {
      const at = now();
      if (calls.openRoomOf(userId)?.state === 'connected')
        throw new BizError(CALL_CODE.callerInCall, 'You are already in a call');
      const e = entryOf(userId, at);
      e.seen = at;
      if (e.pair && !e.pair.roomNum) {
        const partner = e.pair.callerId === userId ? e.pair.calleeId : e.pair.callerId;
        cancelPair(e.pair, at, new Set([userId, partner]));
      } else if (e.pair?.roomNum && calls.store.get(e.pair.roomNum)?.state === 'ended') e.pair = null;
      if (!e.pair && !e.waiting) Object.assign(e, { waiting: true, since: at, cancelled: false });
      pairUp(at);
      return stateOf(userId, origin);
    },
    /** GET …/matches/matching/fetch (polled while waiting). */
    fetch(userId: number, origin: string): MatchState {
      const at = now();
      const e = entries.get(userId);
      if (e) e.seen = at;
      pairUp(at);
      return stateOf(userId, origin);
    },
    /** POST /matches/api/V1/exitMatch: leave the queue; an unlaunched pair is cancelled. */
    exit(userId: number, origin: string): MatchState {
      const at = now();
      const e = entries.get(userId);
      if (e?.pair && !e.pair.roomNum) {
        const partner = e.pair.callerId === userId ? e.pair.calleeId : e.pair.callerId;
        cancelPair(e.pair, at, new Set([partner]));
      }
      if (e && (!e.pair || !e.pair.roomNum)) entries.delete(userId);
      return stateOf(userId, origin);
    },
    /**
     * POST /matches/api/subtractGoldMatchCall: pays the started minutes of the match call now;
     * one charge per room-minute however often it is asked (the server's own clock pays them too).
     */
    charge(userId: number, roomNum: string, minute: number | undefined, origin: string): MatchCharge {
      const { room, charged, view } = calls.settleFor(userId, roomNum, minute, origin);
      return {
        roomNum: room.room_num,
        minutesBilled: room.minutes_billed,
        charged,
        isGoldEnough: view.isGoldEnough ?? true,
        goldNum: view.goldNum ?? 0,
        balanceSeq: view.balanceSeq ?? 0,
        videoTime: view.videoTime,
      };
    },
    /**
     * Rule M8, add friend from a match call: the friend request's own rules and coins (addWay 101
     * with the room as flag, so the other party gets the in-call prompt), only between the two
     * parties of the match's open call.
     */
    addFriend(owner: number, friendUserId: number, matchId: string, addReally?: number): AddFriendResult {
      const pair = pairs.get(matchId);
      const room = pair?.roomNum ? calls.mediaRoomOf(pair.roomNum, owner, friendUserId) : undefined;
      if (!room)
        throw new BizError(CALL_CODE.badRoomAction, 'No match call with this user');
      return deps.friends.add(owner, friendUserId, {
        addWay: ADD_WAY.call,
        flag: room.room_num,
        ...(addReally !== undefined ? { addReally } : {}),
      });
    },
    /** The server's clock (every second): stale entries, launch timeouts, host fallback. */
    sweep: () => pairUp(now()),
    reset() {
      entries.clear();
      pairs.clear();
    },
    /** Test API: pairing with seeded hosts on (default) or off. */
    setHostFallback(on: boolean) {
      hostFallback = on;
    },
  };
}
export type MatchService = ReturnType<typeof createMatchService>;
