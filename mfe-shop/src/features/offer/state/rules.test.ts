import type { LimitedOffer } from 'shared-sdk';
import {
  POPUP_QUIET_AFTER_PURCHASE_MS,
  formatCountdown,
  offerLive,
  popupDismissKey,
  showsBubble,
  showsCoinPopup,
} from './rules';

const NOW = 1_800_000_000_000;
const offer: LimitedOffer = {
  id: 3,
  totalCoinNum: 299,
  discount: 60,
  limitMinutes: 60,
  currency: 'USD',
  beforeAmount: 299,
  afterAmount: 179,
  endTime: NOW + 90_000,
  webFlashVersion: 2,
};

test('countdown text', () => {
  expect(formatCountdown(0)).toBe('00:00');
  expect(formatCountdown(59_999)).toBe('00:59');
  expect(formatCountdown(3_599_000)).toBe('59:59');
  expect(formatCountdown(3_723_000)).toBe('1:02:03');
  expect(formatCountdown(2 * 86_400_000 + 3_723_000)).toBe('2d 01:02:03');
});

test('a countdown of days takes the interface language’s words for them', () => {
  const words = (p: { days: number; hours: number }) => `${p.days} jours ${p.hours} h`;
  expect(formatCountdown(2 * 86_400_000 + 3_723_000, words)).toBe('2 jours 1 h');
  // Under a day there is no day unit to word.
  expect(formatCountdown(3_723_000, words)).toBe('1:02:03');
});

test('the offer counts only while its end time is in the future', () => {
  expect(offerLive(offer, NOW)).toBe(true);
  expect(offerLive(offer, offer.endTime)).toBe(false);
  expect(offerLive(null, NOW)).toBe(false);
});

test.each([
  ['LivCam', true],
  ['GoddessWall', true],
  ['MessagePage', true],
  ['FriendsPage', true],
  ['CoinPage', false],
  ['SearchPage', false],
  [null, false],
])('bubble on %s → %s', (route, shown) => {
  expect(showsBubble(route, offer, NOW)).toBe(shown);
  expect(showsBubble(route, offer, offer.endTime + 1)).toBe(false);
});

const base = {
  routeName: 'LivCam',
  offer,
  now: NOW,
  version: 2,
  mobile: true,
  videoOpen: false,
  dismissed: false,
  lastPurchaseAt: null as number | null,
};
test.each([
  ['every condition met', {}, true],
  ['flash version 1', { version: 1 }, false],
  ['desktop', { mobile: false }, false],
  ['a video popup is open', { videoOpen: true }, false],
  ['closed or used before', { dismissed: true }, false],
  ['end time passed', { now: offer.endTime }, false],
  ['no offer', { offer: null }, false],
  ['on CardPage', { routeName: 'CardPage' }, true],
  ['on FriendPage', { routeName: 'FriendPage' }, true],
  ['on FriendsPage (not a popup page)', { routeName: 'FriendsPage' }, false],
  ['on CoinPage', { routeName: 'CoinPage' }, false],
  ['right after a purchase', { lastPurchaseAt: NOW - 1_000 }, false],
  ['59 minutes after a purchase', { lastPurchaseAt: NOW - 59 * 60_000 }, false],
  ['an hour after a purchase', { lastPurchaseAt: NOW - POPUP_QUIET_AFTER_PURCHASE_MS }, true],
])('coin popup: %s', (_n, change, shown) => {
  expect(showsCoinPopup({ ...base, ...change })).toBe(shown);
});

test('dismissal is kept per user and offer', () => {
  expect(popupDismissKey(7, 3)).not.toBe(popupDismissKey(7, 4));
  expect(popupDismissKey(7, 3)).not.toBe(popupDismissKey(8, 3));
});
