import type { CheckInInfo } from 'shared-sdk';
import { CHECKIN_CODE, CHECKIN_STATUS, CHECKIN_TIP_MS, WALL_TIP_MS } from 'shared-sdk/constants';

/** The API client's code for a network failure or its 50 s timeout (msg 'timeout'). */
export const CODE_NETWORK = -1;

export type CheckInError = 'timeout' | 'alreadyToday' | 'otherAccount' | 'network' | 'server';

/**
 * spec 3 §8 "Check-in errors: server time out; already checked in today; already checked in
 * with another account". A request that timed out on the way is the server time-out too.
 */
export function checkInErrorOf(code: number, msg: string): CheckInError {
  if (code === CHECKIN_CODE.timeout) return 'timeout';
  if (code === CHECKIN_CODE.alreadyToday) return 'alreadyToday';
  if (code === CHECKIN_CODE.otherAccount) return 'otherAccount';
  if (code === CODE_NETWORK) return msg === 'timeout' ? 'timeout' : 'network';
  return 'server';
}

/** spec 3 §4 "Check-in": done if today's entry is signed in. */
export function checkedInToday(
  info: Pick<CheckInInfo, 'signInList' | 'today' | 'checkedIn'>,
): boolean {
  return info.checkedIn || !!info.signInList[info.today]?.signIn;
}

/** The card shows (and offers the button) unless the switch is off or the user is VIP. */
export function showsCheckIn(info: Pick<CheckInInfo, 'status' | 'vip'>): boolean {
  return info.status === CHECKIN_STATUS.on && !info.vip;
}

/** spec 3 §2 "Shell", §4 "Check-in": the tip, for a signed-in non-VIP who has not checked in. */
export function showsCheckInTip(
  info: Pick<CheckInInfo, 'status' | 'vip' | 'signInList' | 'today' | 'checkedIn'> | null,
  loggedIn: boolean,
): boolean {
  return loggedIn && !!info && showsCheckIn(info) && !checkedInToday(info);
}

/** spec 3 §9: the check-in tip hides after 20 s, the wall's after 5 s. */
export function checkInTipMs(routeName: string | null): number {
  return routeName === 'GoddessWall' ? WALL_TIP_MS : CHECKIN_TIP_MS;
}

/** The coins today's check-in gives. */
export function todaysCoins(info: Pick<CheckInInfo, 'signInList' | 'today'>): number {
  return info.signInList[info.today]?.coin ?? 0;
}
