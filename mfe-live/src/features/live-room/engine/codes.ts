/**
 * The code tables of spec 3 §8: what a join, gift or follow answer code means for the room.
 * Pure lookups; the machine turns an outcome into commands.
 */
import {
  CODE_NETWORK,
  CODE_OK,
  FOLLOW_NOT_ENOUGH_GOLD,
  GIFT_CLOSE_ROOM,
  GIFT_NOT_ENOUGH_GOLD,
  LIVE_JOIN_KICKED,
  LIVE_JOIN_NOT_STARTED,
  LIVE_JOIN_PEOPLE_MAX,
  LIVE_CODE,
} from 'shared-sdk/constants';
import type { LiveToast, Viewer } from './types';

const among = (list: readonly number[], code: number) => list.includes(code);

export type JoinOutcome =
  | { kind: 'joined' }
  /** No answer (network): the room stays on the cover with a retry. */
  | { kind: 'retry' }
  /** spec 3 §8: toast and close the room. */
  | { kind: 'refused'; toast: LiveToast }
  /** spec 3 §4 "Tourists": the server says the tourist's viewing time is used up. */
  | { kind: 'viewingLimit' };

/**
 * spec 3 §8 "Join response codes": 1406 'people max', 1002–1004 'live not started', 1403, 1407,
 * 1408 'kicked', each with the catalogue's text; 'live not started' has no text of its own in
 * the catalogue, so it shows 'This live has already ended.'. A visitor who is not signed in
 * (tourist, guest) gets the catalogue's register variants of the first two. Any other code is
 * refused with a plain "could not join" (project).
 */
export function joinOutcome(code: number, viewer: Viewer['kind']): JoinOutcome {
  const visitor = viewer !== 'user';
  if (code === CODE_OK) return { kind: 'joined' };
  if (code === CODE_NETWORK) return { kind: 'retry' };
  if (visitor && code === LIVE_CODE.touristViewLimit) return { kind: 'viewingLimit' };
  if (among(LIVE_JOIN_PEOPLE_MAX, code))
    return { kind: 'refused', toast: visitor ? 'touristPeopleMax' : 'peopleMax' };
  if (among(LIVE_JOIN_NOT_STARTED, code))
    return { kind: 'refused', toast: visitor ? 'touristLiveEnded' : 'liveEnded' };
  if (among(LIVE_JOIN_KICKED, code)) return { kind: 'refused', toast: 'kicked' };
  return { kind: 'refused', toast: 'joinFailed' };
}

export type GiftOutcome =
  | { kind: 'sent' }
  /** spec 3 §8 1602: not enough gold, a dialog offers a recharge. */
  | { kind: 'recharge' }
  /** spec 3 §8 1002, 1003: the room closes with a toast (the live is not on). */
  | { kind: 'closeRoom'; toast: LiveToast }
  /** spec 3 §8: any other code, toast 'code:system error'. */
  | { kind: 'toast'; toast: LiveToast; vars: { code: number } };

export function giftOutcome(code: number): GiftOutcome {
  if (code === CODE_OK) return { kind: 'sent' };
  if (code === GIFT_NOT_ENOUGH_GOLD) return { kind: 'recharge' };
  if (among(GIFT_CLOSE_ROOM, code)) return { kind: 'closeRoom', toast: 'liveEnded' };
  return { kind: 'toast', toast: 'giftSystemError', vars: { code } };
}

export type FollowOutcome =
  { kind: 'followed' } | { kind: 'recharge' } | { kind: 'toast'; toast: LiveToast };

/**
 * spec 3 §8 "Follow on live-end page": 20001 not enough gold (recharge dialog), any other
 * failure toast 'error'. The room's own follow button answers the same way.
 */
export function followOutcome(code: number): FollowOutcome {
  if (code === CODE_OK) return { kind: 'followed' };
  if (code === FOLLOW_NOT_ENOUGH_GOLD) return { kind: 'recharge' };
  return { kind: 'toast', toast: 'error' };
}
