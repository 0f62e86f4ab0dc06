/**
 * Per-minute billing of connected calls (spec 2 §4, §9).
 *
 * Model: a minute is paid when it starts. The first notifyStartCall (first decoded frame) starts
 * the clock and pays minute 1, so a call under a minute is billed as one; minute n+1 is paid the
 * moment minute n ends. Each paid minute is one ledger debit with the key `call:<room>:m<n>` and
 * one call_charges row (primary key room+minute), written in one IMMEDIATE transaction: however
 * many reports, retries or timers ask for the same minute, in one process or several, it is paid
 * once. A minute that cannot be paid is not started: the service ends the call instead, so the
 * balance never goes negative and nothing is owed afterwards.
 *
 * Why not a reservation (a two-phase hold posted per minute and released at hang-up)? Paying
 * each minute as it starts gives the same guarantees with nothing left to release: there is
 * never an open hold when a call dies, and a dead call simply stops being charged.
 *
 * Hosts earn points per paid minute (HOST_POINTS_PER_COIN per coin), in host_points with the key
 * `call-points:<room>:m<n>`, in the same transaction as the debit.
 *
 * A VIP's liked-user call (room.free = 1, location 108) spends the caller's free minutes of the
 * day first (freeMinutes.ts): such a minute debits nothing and the platform credits the host the
 * room's price in points all the same (reason 'vip-free'). Once the day's free minutes are used,
 * the minute costs room.price like any other.
 */
import { CALL_BILLING_MINUTE_MS, HOST_POINTS_PER_COIN } from '../../sdk';
import type { DB } from '../../db';
import type { Ledger } from '../ledger';
import { createFreeMinutes } from './freeMinutes';
import type { CallStore, RoomRow } from './store';

export interface Charge {
  minute: number;
  coins: number;
  goldNum: number;
  balanceSeq: number;
  /** The balance covers the next minute. */
  isGoldEnough: boolean;
}

export interface SettleResult {
  /** Minutes paid by this settle, in order (empty when nothing was due or all were paid already). */
  charges: Charge[];
  /** A due minute could not be paid: the call must end (HANGUP_REASON.noCoins). */
  unpaid: boolean;
  /**
   * When the unpaid minute began, i.e. when the paid time ran out: the call's end, however late
   * the sweep that found it runs (its record says the time paid for, not the sweep's delay).
   */
  paidUntil?: number;
  room: RoomRow | undefined;
}

/** Minutes started by `at` (1 the moment the call starts), 0 before the start. */
export function minutesDue(room: Pick<RoomRow, 'started_at'>, at: number): number {
  if (room.started_at === null) return 0;
  return Math.floor(Math.max(0, at - room.started_at) / CALL_BILLING_MINUTE_MS) + 1;
}

export const chargeKey = (roomNum: string, minute: number) => `call:${roomNum}:m${minute}`;
export const pointsKey = (roomNum: string, minute: number) => `call-points:${roomNum}:m${minute}`;

export function createBilling(deps: { db: DB; ledger: Ledger; store: CallStore }) {
  const { db, ledger, store } = deps;
  const freeMinutes = createFreeMinutes(db);
  const addPoints = db.prepare(`INSERT OR IGNORE INTO host_points (host_id, amount, reason,
      idempotency_key, created_at) VALUES (?, ?, ?, ?, ?)`);
  const minuteStart = (room: RoomRow, minute: number) =>
    (room.started_at ?? 0) + (minute - 1) * CALL_BILLING_MINUTE_MS;

  const settleTx = db.transaction((roomNum: string, at: number, upTo: number): SettleResult => {
    const charges: Charge[] = [];
    let room = store.get(roomNum);
    if (!room || room.state !== 'connected') return { charges, unpaid: false, room };
    const due = Math.min(minutesDue(room, at), upTo);
    for (let minute = room.minutes_billed + 1; minute <= due; minute++) {
      const points = room.price * HOST_POINTS_PER_COIN;
      const free =
        room.free === 1 &&
        freeMinutes.claim({
          userId: room.caller_id,
          roomNum,
          minute,
          minuteStart: minuteStart(room, minute),
          hostId: room.earner_id,
          points: room.earner_id !== null ? points : 0,
          at,
        });
      const coins = free ? 0 : room.price;
      let ledgerId: number | null = null;
      if (coins > 0) {
        const r = ledger.debit(room.caller_id, coins, 'call', chargeKey(roomNum, minute));
        if (!r.ok) {
          if (r.error === 'insufficient_funds')
            return { charges, unpaid: true, room, paidUntil: minuteStart(room, minute) };
          throw new Error(`call billing: ledger refused ${chargeKey(roomNum, minute)}: ${r.error}`);
        }
        ledgerId = r.entry.id;
      }
      if (room.earner_id !== null && points > 0)
        addPoints.run(
          room.earner_id,
          points,
          free ? 'vip-free' : 'call',
          pointsKey(roomNum, minute),
          at,
        );
      store.insertCharge(roomNum, minute, room.caller_id, coins, ledgerId, at);
      store.update(roomNum, {
        minutes_billed: minute,
        coins_charged: room.coins_charged + coins,
      });
      room = store.get(roomNum) as RoomRow;
      const snap = ledger.snapshot(room.caller_id) ?? { goldNum: 0, balanceSeq: 0 };
      const nextFree =
        room.free === 1 && freeMinutes.left(room.caller_id, minuteStart(room, minute + 1)) > 0;
      charges.push({
        minute,
        coins,
        goldNum: snap.goldNum,
        balanceSeq: snap.balanceSeq,
        isGoldEnough: nextFree || snap.goldNum >= room.price,
      });
    }
    return { charges, unpaid: false, room };
  });

  return {
    /**
     * Pays every started minute of a connected room up to `at` (and at most minute `upTo`).
     * Safe to call from any number of places at once: each room-minute is paid once.
     */
    settle: (roomNum: string, at: number, upTo = Number.MAX_SAFE_INTEGER): SettleResult =>
      settleTx.immediate(roomNum, at, upTo),
    /** Free minutes `userId` has left on the UTC day of `at` (liked-user calls of a VIP). */
    freeMinutesLeft: (userId: number, at: number): number => freeMinutes.left(userId, at),
    /** A host's points (sum of host_points). */
    pointsOf: (hostId: number): number =>
      (
        db
          .prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM host_points WHERE host_id = ?')
          .get(hostId) as { n: number }
      ).n,
  };
}
export type Billing = ReturnType<typeof createBilling>;
