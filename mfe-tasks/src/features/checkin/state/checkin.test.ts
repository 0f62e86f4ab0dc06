import type { CheckInInfo } from 'shared-sdk';
import { CHECKIN_CODE, CHECKIN_TIP_MS, WALL_TIP_MS } from 'shared-sdk/constants';
import {
  checkInErrorOf,
  checkInTipMs,
  showsCheckIn,
  showsCheckInTip,
  todaysCoins,
} from './checkin';

const info = (over: Partial<CheckInInfo> = {}): CheckInInfo => ({
  signInList: [10, 20, 30, 40, 50, 60, 100].map((coin) => ({ coin, signIn: false })),
  today: 0,
  totalCoin: 310,
  status: 1,
  vip: false,
  checkedIn: false,
  ...over,
});

test.each([
  [CHECKIN_CODE.timeout, '', 'timeout'],
  [CHECKIN_CODE.alreadyToday, '', 'alreadyToday'],
  [CHECKIN_CODE.otherAccount, '', 'otherAccount'],
  [-1, 'timeout', 'timeout'],
  [-1, 'network', 'network'],
  [500, 'boom', 'server'],
] as const)('code %i (%s) → %s', (code, msg, kind) => {
  expect(checkInErrorOf(code, msg)).toBe(kind);
});

test('the tip: signed in, switch on, not VIP, not checked in today', () => {
  expect(showsCheckInTip(info(), true)).toBe(true);
  expect(showsCheckInTip(info(), false)).toBe(false);
  expect(showsCheckInTip(null, true)).toBe(false);
  expect(showsCheckInTip(info({ vip: true }), true)).toBe(false);
  expect(showsCheckInTip(info({ status: 0 }), true)).toBe(false);
  expect(showsCheckInTip(info({ checkedIn: true }), true)).toBe(false);
  const signed = info({ today: 1 });
  signed.signInList[1]!.signIn = true;
  expect(showsCheckInTip(signed, true)).toBe(false);
});

test('the card is hidden for VIP and when the switch is off', () => {
  expect(showsCheckIn(info())).toBe(true);
  expect(showsCheckIn(info({ vip: true }))).toBe(false);
  expect(showsCheckIn(info({ status: 0 }))).toBe(false);
});

test("tip time: 5 s on the wall, 20 s on home and search; today's coins", () => {
  expect(checkInTipMs('GoddessWall')).toBe(WALL_TIP_MS);
  expect(checkInTipMs('LivCam')).toBe(CHECKIN_TIP_MS);
  expect(checkInTipMs('SearchPage')).toBe(CHECKIN_TIP_MS);
  expect(WALL_TIP_MS).toBe(5_000);
  expect(CHECKIN_TIP_MS).toBe(20_000);
  expect(todaysCoins(info({ today: 2 }))).toBe(30);
});
