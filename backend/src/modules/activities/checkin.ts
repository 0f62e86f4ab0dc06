/**
 * The daily check-in (spec 3 §3 Check-in, §4 "Check-in", §8 check-in errors). Once per user per
 * UTC day and once per device per UTC day across accounts (activity_checkins: PRIMARY KEY
 * (user_id, day), UNIQUE (device_id, day)), the row and its ledger entry in one IMMEDIATE
 * transaction. The cycle has 7 entries (CHECKIN_COINS): a check-in the day after another takes
 * the next entry, otherwise the cycle starts again. A VIP (payStatus paying: bought any coin pack)
 * sees no check-in and gets the reward with the daily check-in: the first check-in read of the day
 * checks them in (spec 3 §4 "Hidden for VIP. VIP … receives the daily check-in reward").
 */
import type { CheckInInfo, CheckInResult } from 'shared-sdk/node';
import type { DB } from '../../db';
import { BizError } from '../../http/envelope';
import type { Ledger } from '../ledger';
import {
  CHECKIN_CODE,
  CHECKIN_COINS,
  CHECKIN_ERROR_TEXT,
  CHECKIN_STATUS,
  PAY_STATUS,
} from '../../sdk';
import { dayKey, dayNumber } from './day';

export interface CheckInDeps {
  db: DB;
  ledger: Ledger;
  now: () => number;
}

/** The ledger reason of a check-in reward. */
export const CHECKIN_REASON = 'checkin';

const refuse = (code: (typeof CHECKIN_CODE)[keyof typeof CHECKIN_CODE]) =>
  new BizError(code, CHECKIN_ERROR_TEXT[code]);

interface Row {
  user_id: number;
  day: string;
  device_id: string;
  slot: number;
}

export function createCheckIn({ db, ledger, now }: CheckInDeps) {
  const st = {
    payStatus: db.prepare('SELECT pay_status FROM users WHERE id = ?'),
    ofUser: db.prepare('SELECT * FROM activity_checkins WHERE user_id = ? AND day = ?'),
    ofDevice: db.prepare('SELECT * FROM activity_checkins WHERE device_id = ? AND day = ?'),
    insert: db.prepare(`INSERT INTO activity_checkins
      (user_id, day, device_id, slot, coin, ledger_entry_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`),
  };
  const vipOf = (userId: number) =>
    (st.payStatus.get(userId) as { pay_status: number } | undefined)?.pay_status ===
    PAY_STATUS.paying;
  const rowOf = (userId: number, day: number) =>
    st.ofUser.get(userId, dayKey(day)) as Row | undefined;
  /** Today's entry of the cycle: the day after yesterday's, else the first. */
  const slotFor = (userId: number, day: number) => {
    const today = rowOf(userId, day);
    if (today) return today.slot;
    const yesterday = rowOf(userId, day - 1);
    return yesterday ? (yesterday.slot + 1) % CHECKIN_COINS.length : 0;
  };

  type Outcome = { ok: true; slot: number; coin: number } | { ok: false; code: number };
  const write = db.transaction((userId: number, deviceId: string, day: number): Outcome => {
    if (rowOf(userId, day)) return { ok: false, code: CHECKIN_CODE.alreadyToday };
    const onDevice = st.ofDevice.get(deviceId, dayKey(day)) as Row | undefined;
    if (onDevice) return { ok: false, code: CHECKIN_CODE.otherAccount };
    const slot = slotFor(userId, day);
    const coin: number = CHECKIN_COINS[slot] ?? CHECKIN_COINS[0];
    const r = ledger.credit(
      userId,
      coin,
      CHECKIN_REASON,
      `${CHECKIN_REASON}:${userId}:${dayKey(day)}`,
    );
    if (!r.ok || r.duplicate)
      throw new Error(`check-in credit failed: ${r.ok ? 'duplicate' : r.error}`);
    st.insert.run(userId, dayKey(day), deviceId, slot, coin, r.entry.id, now());
    return { ok: true, slot, coin };
  });

  function run(userId: number, deviceId: string, day: number): Outcome {
    try {
      return write.immediate(userId, deviceId, day);
    } catch (err) {
      // The database stayed locked past busy_timeout: spec 3 §8 "server time out".
      if ((err as { code?: string }).code === 'SQLITE_BUSY')
        return { ok: false, code: CHECKIN_CODE.timeout };
      throw err;
    }
  }

  const result = (userId: number, r: { slot: number; coin: number }): CheckInResult => {
    const snap = ledger.snapshot(userId);
    return {
      coin: r.coin,
      today: r.slot,
      goldNum: snap?.goldNum ?? 0,
      balanceSeq: snap?.balanceSeq ?? 0,
    };
  };

  function info(userId: number, day: number): CheckInInfo {
    const today = slotFor(userId, day);
    const checkedIn = !!rowOf(userId, day);
    return {
      signInList: CHECKIN_COINS.map((coin, i) => ({
        coin,
        signIn: i < today || (i === today && checkedIn),
      })),
      today,
      totalCoin: CHECKIN_COINS.reduce((s, c) => s + c, 0),
      status: CHECKIN_STATUS.on,
      vip: vipOf(userId),
      checkedIn,
    };
  }

  /** A VIP's reward comes with the day's first check-in read (from the device asking). */
  function vipAuto(userId: number, deviceId: string, day: number): CheckInResult | null {
    if (!vipOf(userId) || rowOf(userId, day)) return null;
    const r = run(userId, deviceId, day);
    return r.ok ? result(userId, r) : null;
  }

  return {
    info(userId: number, deviceId: string): CheckInInfo {
      const day = dayNumber(now());
      const credited = vipAuto(userId, deviceId, day);
      return { ...info(userId, day), ...(credited && { vipCheckIn: credited }) };
    },
    hasCheckedIn(userId: number, deviceId: string): boolean {
      const day = dayNumber(now());
      vipAuto(userId, deviceId, day);
      return !!rowOf(userId, day);
    },
    checkIn(userId: number, deviceId: string): CheckInResult {
      const day = dayNumber(now());
      const r = run(userId, deviceId, day);
      if (!r.ok) throw refuse(r.code as (typeof CHECKIN_CODE)[keyof typeof CHECKIN_CODE]);
      return result(userId, r);
    },
    /** Whether the check-in entry shows for the user today (not VIP, not yet checked in). */
    entryShows(userId: number): boolean {
      return !vipOf(userId) && !rowOf(userId, dayNumber(now()));
    },
  };
}
export type CheckIn = ReturnType<typeof createCheckIn>;
