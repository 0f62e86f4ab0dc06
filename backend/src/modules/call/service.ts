/**
 * The call service (spec 2 §4 "Call lifecycle", §5, §6, §8). Rooms live in SQLite
 * (call_rooms); every move is looked up in the transition table (rules.ts) and written in one
 * IMMEDIATE transaction; the 1050 pushes and listeners run after the commit. The server's own
 * clock (sweep, every second) rings out unanswered rooms after 30 s, fails answered rooms that
 * never showed a frame, pays started minutes and ends rooms whose party vanished.
 * Rules and decisions: README.md in this folder.
 */
import type { CallBiz, CallMedia, CallPriceInfo, CallRoomView } from 'shared-sdk/node';
import type { DB } from '../../db';
import { BizError } from '../../http/envelope';
import type { Accounts, UserRow } from '../accounts/service';
import type { Ledger } from '../ledger';
import { createBilling, minutesDue, type Charge } from './billing';
import { createCallReports } from './reports';
import { createCallSnapshots } from './snapshots';
import { transition, type Actor, type CallAction, type CallRole } from './rules';
import {
  CALL_BILLING_MINUTE_MS,
  CALL_CODE,
  CALL_EVENT,
  CALL_LOCATION,
  CALL_LEAVE_TIMER_MS,
  CALL_PRICE_GENDER_1,
  CALL_RING_TIMEOUT_MS,
  CALL_START_CONFIRM_MS,
  CALL_START_TIMEOUT_MS,
  CALL_UNSTARTED_RELAUNCH_MAX,
  CALL_UNSTARTED_WINDOW_MS,
  FRIEND_RELATION,
  GENDER,
  PAY_STATUS,
  USER_CALL_PRICE_COINS,
} from '../../sdk';
import { otherParty, roleOf, type CallStore, type RoomRow } from './store';
import { callEnvelope, callUserInfo, roomView } from './view';

export type HostAvailability = 'online' | 'busy' | 'offline';

/** What happened to a room, for listeners (the seeded hosts, matching, call records). */
export interface RoomEvent {
  type: 'invited' | 'answered' | 'joined' | 'started' | 'ended' | 'charged';
  room: RoomRow;
  action?: CallAction;
}

/** Friends and blocks (the chat module's relations and blacklist). */
export interface CallRelations {
  relation(viewerId: number, targetId: number): number;
  isBlocked(a: number, b: number): boolean;
}

/** A random-match pair the caller launches (src/modules/match/pairs.ts). */
export interface MatchLink {
  /** Throws a BizError unless matchId is a pending pair of exactly these two users. */
  check(matchId: string, callerId: number, calleeId: number): void;
  launched(matchId: string, roomNum: string): void;
}

export interface CallDeps {
  db: DB;
  ledger: Ledger;
  accounts: Accounts;
  now: () => number;
  /** The call tables (shared with the seeded hosts' schedule, which asks who is in a call). */
  store: CallStore;
  /** Random-match pairs: a match launch must name an open pair of exactly its two users. */
  matches: MatchLink;
  /** The backend's own origin: pictures in pushes (answers use the origin of their request). */
  publicOrigin(): string;
  push(userId: number, envelope: CallBiz): void;
  /** A realtime socket is open for the user. */
  isOnline(userId: number): boolean;
  /** When the user's last socket closed (undefined: online, or not seen since the start). */
  offlineSince?(userId: number): number | undefined;
  relations: CallRelations;
  /** Seeded hosts: online, busy or offline on their schedule (src/modules/hosts/schedule.ts). */
  hostAvailability(host: UserRow): HostAvailability;
  /** Media credentials of a party for a room (local: the channel; agora: a per-room token). */
  media(roomNum: string, userId: number): CallMedia;
  log?: (msg: string, err?: unknown) => void;
}

export interface LaunchInput {
  calleeUserId: number;
  callLocation: number;
  matchId?: string;
}

const fail = (code: number, msg: string, data: unknown = null) =>
  new BizError(code, msg, 200, data);
/** Rooms where the two see each other (or are about to): in-call prompts make sense only there. */
export const MEDIA_STATES: ReadonlySet<string> = new Set(['connecting', 'connected']);
const goneKey = (roomNum: string, userId: number) => `${roomNum}:${userId}`;

export function createCallService(deps: CallDeps) {
  const { db, ledger, accounts, now, store, matches } = deps;
  const billing = createBilling({ db, ledger, store });
  const listeners = new Set<(e: RoomEvent) => void>();
  const goneSince = new Map<string, number>();
  const log =
    deps.log ?? ((msg: string, err?: unknown) => console.warn(`[call] ${msg}`, err ?? ''));

  type Effect = () => void;
  const flush = (fx: Effect[]) => {
    for (const f of fx) {
      try {
        f();
      } catch (e) {
        log('effect failed', e);
      }
    }
  };
  const emit = (e: RoomEvent) => {
    for (const fn of listeners) {
      try {
        fn(e);
      } catch (err) {
        log(`listener failed on ${e.type}`, err);
      }
    }
  };

  const user = (id: number) => accounts.getUser(id);
  const unstartedCalls = db.prepare(`SELECT COUNT(*) AS n FROM call_rooms WHERE caller_id = ?
      AND callee_id = ? AND created_at > ? AND answered_at IS NOT NULL AND started_at IS NULL
      AND state = 'ended'`);
  const liked = db.prepare('SELECT 1 FROM user_likes WHERE user_id = ? AND liked_user_id = ?');

  /** spec 2 §4 step 4, §6, §9: a host's own price; 80 for a callee of gender 1; else 60. */
  function priceOf(callee: UserRow): number {
    if (callee.is_host === 1 && callee.call_price !== null) return callee.call_price;
    if (callee.gender === GENDER.male) return CALL_PRICE_GENDER_1;
    return USER_CALL_PRICE_COINS;
  }

  /** spec 2 §6: a VIP's call (location 108) to a user they liked. */
  const isFreeCall = (caller: UserRow, callee: UserRow, location: number) =>
    location === CALL_LOCATION.likedFree &&
    caller.pay_status === PAY_STATUS.paying &&
    liked.get(caller.id, callee.id) !== undefined;
  /** Such a call starts free while the VIP has free minutes left today (billing.ts, freeMinutes.ts). */
  const freeMinutesLeft = (caller: UserRow) => billing.freeMinutesLeft(caller.id, now());

  /** The room as `viewerId` sees it; pictures on `origin` (the origin of the viewer's request). */
  function viewOf(room: RoomRow, viewerId: number, origin: string): CallRoomView {
    const at = now();
    const remoteId = otherParty(room, viewerId);
    const remote = user(remoteId);
    const payer = room.caller_id === viewerId;
    const snap = payer ? ledger.snapshot(viewerId) : null;
    return roomView(room, viewerId, {
      now: at,
      remote: remote
        ? callUserInfo(remote, deps.relations.relation(viewerId, remoteId), origin)
        : {
            id: remoteId,
            headImg: '',
            userName: '',
            gender: 0,
            birthday: '',
            countryId: 0,
            relation: FRIEND_RELATION.notFriend,
            isHost: false,
          },
      media: deps.media(room.room_num, viewerId),
      ...(snap ? { balance: snap } : {}),
      ...(room.state === 'connected' && room.started_at !== null
        ? { nextChargeAt: room.started_at + room.minutes_billed * CALL_BILLING_MINUTE_MS }
        : {}),
    });
  }

  const pushBoth = (room: RoomRow, action: CallBiz['action'], extra: Partial<CallBiz> = {}) => {
    const env = callEnvelope(room, action, now(), extra);
    deps.push(room.caller_id, env);
    deps.push(room.callee_id, env);
  };

  const pushCharges = (room: RoomRow, charges: Charge[]) => {
    for (const c of charges) {
      if (c.coins === 0) continue; // a free minute deducts nothing (spec 2 §3 "coins deducted")
      deps.push(
        room.caller_id,
        callEnvelope(room, CALL_EVENT.coinsDeducted, now(), {
          goldNum: c.goldNum,
          balanceSeq: c.balanceSeq,
          isGoldEnough: c.isGoldEnough,
          minute: c.minute,
        }),
      );
    }
  };

  /** Applies a move the table allows; collects its pushes and listener calls in `fx`. */
  function applyMove(
    room: RoomRow,
    action: CallAction,
    actor: Actor,
    userId: number | null,
    at: number,
    fx: Effect[],
  ): RoomRow {
    const r = transition(room.state, action, actor, { serverCall: room.server_call === 1 });
    if (!r.ok) {
      if (r.retry) return room;
      throw fail(CALL_CODE.badRoomAction, `Cannot ${action} a call that is ${room.state}`);
    }
    const { move } = r;
    const patch: Partial<RoomRow> = {};
    if (move.to !== room.state) patch.state = move.to;
    if (action === 'answer') patch.answered_at = at;
    if (action === 'notifyJoin' && userId !== null) {
      const col = roleOf(room, userId) === 'caller' ? 'caller_joined_at' : 'callee_joined_at';
      if (room[col] === null) patch[col] = at;
    }
    if (action === 'notifyStart' && userId !== null) {
      const col = roleOf(room, userId) === 'caller' ? 'caller_frame_at' : 'callee_frame_at';
      if (room[col] === null) patch[col] = at;
    }
    // The clock starts on the move into connected (rules.ts "Who starts the clock").
    const starts = move.to === 'connected' && room.started_at === null;
    if (starts) patch.started_at = at;
    if (move.to === 'ended') {
      patch.ended_at = at;
      patch.hangup_reason = move.reason ?? null;
      patch.hangup_user_id = userId;
    }
    store.update(room.room_num, patch);
    let next = store.get(room.room_num) as RoomRow;
    const shown = next;
    if (move.event !== undefined) fx.push(() => pushBoth(shown, move.event as CallBiz['action']));
    if (starts) {
      fx.push(() => emit({ type: 'started', room: shown, action }));
      next = settleIn(next, at, fx);
    } else if (action === 'answer') fx.push(() => emit({ type: 'answered', room: shown, action }));
    else if (action === 'notifyJoin') fx.push(() => emit({ type: 'joined', room: shown, action }));
    if (move.to === 'ended') {
      for (const id of [room.caller_id, room.callee_id])
        goneSince.delete(goneKey(room.room_num, id));
      fx.push(() => emit({ type: 'ended', room: shown, action }));
    }
    return next;
  }

  /** Pays due minutes; a minute that cannot be paid ends the call (the balance never goes negative). */
  function settleIn(room: RoomRow, at: number, fx: Effect[], upTo?: number): RoomRow {
    const res = billing.settle(room.room_num, at, upTo);
    let next = res.room ?? room;
    if (res.charges.length > 0) {
      const shown = next;
      fx.push(() => pushCharges(shown, res.charges));
      fx.push(() => emit({ type: 'charged', room: shown }));
    }
    if (res.unpaid)
      next = applyMove(next, 'noCoins', 'server', null, Math.min(at, res.paidUntil ?? at), fx);
    return next;
  }

  /** Runs `fn` in one IMMEDIATE transaction, then its effects. */
  function run<T>(fn: (fx: Effect[]) => T): T {
    const fx: Effect[] = [];
    const out = db.transaction(() => fn(fx)).immediate();
    flush(fx);
    return out;
  }

  function roomFor(userId: number, roomNum: string): { room: RoomRow; role: CallRole } {
    const room = store.get(roomNum);
    const role = room ? roleOf(room, userId) : null;
    if (!room || !role) throw fail(CALL_CODE.badRoomAction, 'No such call room');
    return { room, role };
  }

  /** The checks of a call to `calleeId` (spec 2 §4, §6, §8); returns the callee and the price. */
  function checkCall(caller: UserRow, calleeId: number, location: number, matchId?: string) {
    const callee = user(calleeId);
    if (!callee || callee.id === caller.id)
      throw fail(CALL_CODE.badTarget, 'This user cannot be called');
    if (deps.relations.isBlocked(caller.id, callee.id))
      throw fail(CALL_CODE.badTarget, 'This user cannot be called');
    const isMatch = matchId !== undefined;
    if (isMatch) matches.check(matchId, caller.id, callee.id);
    else if (location === CALL_LOCATION.match)
      throw fail(CALL_CODE.badRoomAction, 'A match call needs its matchId');
    if (
      !isMatch &&
      callee.is_host !== 1 &&
      deps.relations.relation(caller.id, callee.id) !== FRIEND_RELATION.friend
    )
      throw fail(CALL_CODE.addFriendFirst, 'Add this user as a friend first');
    if (location === CALL_LOCATION.chat && caller.pay_status !== PAY_STATUS.paying)
      throw fail(CALL_CODE.vipOnly, 'Only VIP users can start a video call from a chat');
    const vipLiked = isFreeCall(caller, callee, location);
    if (location === CALL_LOCATION.likedFree && !vipLiked)
      throw fail(CALL_CODE.vipOnly, 'Become a vip user and you can call any user you liked.');
    // A match between two users is free; with a host, the host's price (../match/README.md). A VIP's
    // liked-user call keeps the callee's price for the minutes after the day's free ones.
    const price = isMatch && callee.is_host !== 1 ? 0 : priceOf(callee);
    const free = vipLiked && freeMinutesLeft(caller) > 0;
    return { callee, price, free, isMatch };
  }

  function availability(callee: UserRow): HostAvailability {
    if (store.openOf(callee.id).length > 0) return 'busy';
    if (callee.simulated === 1) return deps.hostAvailability(callee);
    return deps.isOnline(callee.id) ? 'online' : 'offline';
  }

  function newRoomNum(at: number): string {
    for (;;) {
      const n = `${at}${Math.floor(Math.random() * 1000)
        .toString()
        .padStart(3, '0')}`;
      if (!store.get(n)) return n;
      at += 1;
    }
  }

  const service = {
    store,
    billing,
    /** The parties' reports about a call and the ring bell's status (reports.ts). */
    reports: createCallReports({ db, now, store }),
    /** The parties' snapshots of a started call (snapshots.ts). */
    snapshots: createCallSnapshots({ db, now, store }),
    onRoom(fn: (e: RoomEvent) => void): () => void {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    view: viewOf,
    /** A callee's price per minute (the matching queue offers only hosts a user can pay). */
    priceOf,

    /** GET /api/call/getPriceAndCurrentCoinAndUserInfo (spec 2 §3 "Call price response"). */
    priceInfo(callerId: number, calleeId: number, location: number, origin: string): CallPriceInfo {
      const caller = user(callerId) as UserRow;
      const callee = user(calleeId);
      if (!callee || callee.id === callerId)
        throw fail(CALL_CODE.badTarget, 'This user cannot be called');
      const vipLiked = isFreeCall(caller, callee, location);
      const left = vipLiked ? freeMinutesLeft(caller) : 0;
      const free = left > 0;
      const snap = ledger.snapshot(callerId) ?? { goldNum: 0, balanceSeq: 0 };
      return {
        currentCoin: snap.goldNum,
        price: free ? 0 : priceOf(callee),
        gender: callee.gender,
        free,
        ...(vipLiked ? { freeMinutesLeft: left } : {}),
        goldNum: snap.goldNum,
        balanceSeq: snap.balanceSeq,
        userInfo: callUserInfo(callee, deps.relations.relation(callerId, calleeId), origin),
      };
    },

    /** POST /api/call/launch: checks, creates the room, rings both sides (1050 action 1). */
    launch(callerId: number, input: LaunchInput, origin: string): CallRoomView {
      const at = now();
      const room = run((fx) => {
        const caller = user(callerId) as UserRow;
        const location = input.matchId ? CALL_LOCATION.match : input.callLocation;
        const { callee, price, free, isMatch } = checkCall(
          caller,
          input.calleeUserId,
          location,
          input.matchId,
        );
        // One room per user (spec 2 §4 rule 8). A ringing call the caller left behind (a reload,
        // a second tab) gives way to the new one; a connected call does not.
        for (const old of store.openOf(callerId)) {
          if (old.state !== 'ringing')
            throw fail(CALL_CODE.callerInCall, 'You are already in a call');
          applyMove(
            old,
            roleOf(old, callerId) === 'caller' ? 'cancel' : 'busy',
            roleOf(old, callerId) as CallRole,
            callerId,
            at,
            fx,
          );
        }
        // Answered calls that never started cost the caller nothing: a loop of them is refused.
        const { n } = unstartedCalls.get(callerId, callee.id, at - CALL_UNSTARTED_WINDOW_MS) as {
          n: number;
        };
        if (n >= CALL_UNSTARTED_RELAUNCH_MAX)
          throw fail(
            CALL_CODE.tryLater,
            'Your last calls to this user did not connect. Try again in a few minutes.',
          );
        const avail = availability(callee);
        if (avail === 'busy') throw fail(CALL_CODE.busy, 'The user is busy');
        if (avail === 'offline') throw fail(CALL_CODE.unreachable, 'The user did not answer');
        const coins = ledger.balance(callerId) ?? 0;
        if (!free && coins < price)
          throw fail(CALL_CODE.notEnoughCoins, 'Not enough coins', {
            callPrice: price,
            currentCoin: coins,
          });
        const roomNum = newRoomNum(at);
        store.insert({
          room_num: roomNum,
          caller_id: callerId,
          callee_id: callee.id,
          call_location: location,
          goddess_location: isMatch ? CALL_LOCATION.match : location,
          price,
          free: free ? 1 : 0,
          server_call: callee.simulated === 1 ? 1 : 0,
          earner_id: callee.is_host === 1 && price > 0 ? callee.id : null,
          match_id: input.matchId ?? null,
          created_at: at,
        });
        if (input.matchId) matches.launched(input.matchId, roomNum);
        const created = store.get(roomNum) as RoomRow;
        fx.push(() => {
          const expire = at + CALL_RING_TIMEOUT_MS;
          for (const [to, other] of [
            [created.callee_id, caller],
            [created.caller_id, callee],
          ] as const) {
            const info = callUserInfo(
              other,
              deps.relations.relation(to, other.id),
              deps.publicOrigin(),
            );
            deps.push(
              to,
              callEnvelope(created, CALL_EVENT.invitation, at, { expire, remoteUserInfo: info }),
            );
          }
          emit({ type: 'invited', room: created });
        });
        return created;
      });
      return viewOf(room, callerId, origin);
    },

    /** A party's room action (answer, refuse, busy, cancel, timeout, hangup, notify*, clean). */
    move(userId: number, roomNum: string, action: CallAction): RoomRow {
      return run((fx) => {
        const { room: r, role } = roomFor(userId, roomNum);
        return applyMove(r, action, role, userId, now(), fx);
      });
    },
    /** `move`, answered as the party sees the room (the room action paths). */
    act(userId: number, roomNum: string, action: CallAction, origin: string): CallRoomView {
      return viewOf(service.move(userId, roomNum, action), userId, origin);
    },

    /** POST /api/call/room: the room as the server has it, for one of its parties. */
    room(userId: number, roomNum: string, origin: string): CallRoomView {
      return viewOf(roomFor(userId, roomNum).room, userId, origin);
    },

    /** A move by the server (timers, the seeded host's own decisions go through `act`). */
    serverMove(roomNum: string, action: CallAction): RoomRow | undefined {
      return run((fx) => {
        const r = store.get(roomNum);
        if (!r) return undefined;
        const t = transition(r.state, action, 'server', { serverCall: r.server_call === 1 });
        return t.ok ? applyMove(r, action, 'server', null, now(), fx) : r;
      });
    },

    /**
     * Pays the started minutes of a room now (POST /matches/api/subtractGoldMatchCall; the server
     * also does it on its own clock). Only the payer may ask; `minute` must have started.
     */
    settleFor(userId: number, roomNum: string, minute: number | undefined, origin: string) {
      const at = now();
      let charged = 0;
      const room = run((fx) => {
        const { room: r, role } = roomFor(userId, roomNum);
        if (role !== 'caller')
          throw fail(CALL_CODE.badRoomAction, 'Only the paying side pays the call');
        if (r.state === 'ringing' || r.state === 'connecting')
          throw fail(CALL_CODE.badRoomAction, 'The call has not started');
        if (minute !== undefined && minute > minutesDue(r, r.ended_at ?? at))
          throw fail(CALL_CODE.badRoomAction, `Minute ${minute} has not started`);
        if (r.state !== 'connected') return r;
        const before = r.coins_charged;
        const next = settleIn(r, at, fx, minute);
        charged = next.coins_charged - before;
        return next;
      });
      return { room, charged, view: viewOf(room, userId, origin) };
    },

    /** The open room of a user (at most one), if any. */
    openRoomOf: (userId: number): RoomRow | undefined => store.openOf(userId)[0],

    /** Whether `a` and `b` are the two parties of the room `roomNum` and it has not ended (chat in a call). */
    inLiveCall(roomNum: string, a: number, b: number): boolean {
      const r = store.get(roomNum);
      return (
        !!r && r.state !== 'ended' && a !== b && roleOf(r, a) !== null && roleOf(r, b) !== null
      );
    },

    /** The room `roomNum` whose two parties are exactly `a` and `b`, while it is connecting or connected. */
    mediaRoomOf(roomNum: string, a: number, b: number): RoomRow | undefined {
      const room = roomNum ? store.get(roomNum) : undefined;
      if (!room || !MEDIA_STATES.has(room.state)) return undefined;
      return roleOf(room, a) && otherParty(room, a) === b ? room : undefined;
    },

    /** Whether `userId` is one of the two parties of an open room `roomNum` (channel policy). */
    isParty(userId: number, roomNum: string): boolean {
      const r = store.get(roomNum);
      return !!r && r.state !== 'ended' && roleOf(r, userId) !== null;
    },

    /**
     * The server's clock (every second, and from tests): ring timeouts, start timeouts, minute
     * charges, vanished parties. One room's failure does not stop the others.
     */
    sweep(): void {
      const at = now();
      const open = store.allOpen();
      const openKeys = new Set<string>();
      for (const room of open) {
        try {
          sweepRoom(room, at, openKeys);
        } catch (e) {
          log(`sweep failed for room ${room.room_num}`, e);
        }
      }
      for (const k of goneSince.keys()) if (!openKeys.has(k)) goneSince.delete(k);
    },
  };

  /**
   * When an answered room that has not started fails (rules.ts "Who starts the clock"): 30 s after
   * the answer, and for a call between two people CALL_START_CONFIRM_MS after the callee joined
   * the media without the caller confirming a frame.
   */
  function startDeadline(room: RoomRow): number {
    const answered = (room.answered_at ?? room.created_at) + CALL_START_TIMEOUT_MS;
    if (room.server_call === 1 || room.callee_joined_at === null) return answered;
    return Math.min(answered, room.callee_joined_at + CALL_START_CONFIRM_MS);
  }

  function sweepRoom(room: RoomRow, at: number, openKeys: Set<string>) {
    if (room.state === 'ringing' && at >= room.created_at + CALL_RING_TIMEOUT_MS) {
      service.serverMove(room.room_num, 'timeout');
      return;
    }
    if (room.state === 'connecting' && at >= startDeadline(room)) {
      service.serverMove(room.room_num, 'startTimeout');
      return;
    }
    if (room.state === 'connected') run((fx) => settleIn(room, at, fx));
    // A party without a realtime connection for the leave timer (spec 2 §4 rule 10): the room
    // ends and nothing more is charged. A seeded host's agent connects only once it answers
    // (src/modules/hostpeer), so its side counts from then on, like a person's.
    for (const id of [room.caller_id, room.callee_id]) {
      const seededHost = room.server_call === 1 && id === room.callee_id;
      if (seededHost && room.state === 'ringing') continue;
      const key = goneKey(room.room_num, id);
      openKeys.add(key);
      if (deps.isOnline(id)) {
        goneSince.delete(key);
        continue;
      }
      let since = goneSince.get(key);
      if (since === undefined) {
        since = Math.max(
          deps.offlineSince?.(id) ?? at,
          seededHost ? (room.answered_at ?? at) : room.created_at,
        );
        goneSince.set(key, since);
      }
      if (at - since >= CALL_LEAVE_TIMER_MS) {
        const current = store.get(room.room_num);
        if (current && current.state !== 'ended') service.serverMove(room.room_num, 'gone');
        return;
      }
    }
  }

  return service;
}
export type CallService = ReturnType<typeof createCallService>;
