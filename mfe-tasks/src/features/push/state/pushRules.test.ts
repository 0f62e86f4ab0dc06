import { WEB_PUSH_SECOND_POP_GAP_MS } from 'shared-sdk/constants';
import {
  base64UrlToBytes,
  pushPopupBlocker,
  recordPushShow,
  showsPushPopup,
  type PushConditions,
} from './pushRules';

const NOW = 1_800_000_000_000;
const ok: PushConditions = {
  routeName: 'LivCam',
  safari: false,
  supported: true,
  permission: 'default',
  info: { status: 0, support: true },
  busy: false,
  log: null,
  now: NOW,
};
const once = recordPushShow(null, NOW - 1_000);

describe('push popup: where, hidden cases, once and a second pop 300000 ms later', () => {
  test.each<[string, Partial<PushConditions>, string | null]>([
    ['LivCam, permission not asked', {}, null],
    ['FriendPage', { routeName: 'FriendPage' }, null],
    ['FriendsPage', { routeName: 'FriendsPage' }, null],
    ['MessagePage', { routeName: 'MessagePage' }, null],
    [
      'permission already granted but no subscription on the server',
      { permission: 'granted' },
      null,
    ],
    ['a chat (IMMessageSession)', { routeName: 'IMMessageSession' }, 'page'],
    ['the shop', { routeName: 'CoinPage' }, 'page'],
    ['no route', { routeName: null }, 'page'],
    ['Safari', { safari: true }, 'safari'],
    ['no push in this browser', { supported: false }, 'unsupported'],
    ['permission denied', { permission: 'denied' }, 'denied'],
    ['server answer not in yet', { info: null }, 'loading'],
    ['server cannot push', { info: { status: 0, support: false } }, 'server'],
    ['push already granted (status 1)', { info: { status: 1, support: true } }, 'granted'],
    ['another popup or a call is open', { busy: true }, 'busy'],
    ['shown 1 s ago', { log: once }, 'gap'],
    [
      'shown 299999 ms ago',
      { log: { shows: 1, lastShownAt: NOW - WEB_PUSH_SECOND_POP_GAP_MS + 1 } },
      'gap',
    ],
    [
      'shown 300000 ms ago: the second pop',
      { log: { shows: 1, lastShownAt: NOW - WEB_PUSH_SECOND_POP_GAP_MS } },
      null,
    ],
    [
      'shown twice',
      { log: { shows: 2, lastShownAt: NOW - 10 * WEB_PUSH_SECOND_POP_GAP_MS } },
      'shown',
    ],
  ])('%s', (_name, change, blocker) => {
    const c = { ...ok, ...change };
    expect(pushPopupBlocker(c)).toBe(blocker);
    expect(showsPushPopup(c)).toBe(blocker === null);
  });
});

test('recordPushShow counts the shows and keeps the last time', () => {
  expect(recordPushShow(recordPushShow(null, 5), 9)).toEqual({ shows: 2, lastShownAt: 9 });
});

test('base64UrlToBytes decodes an unpadded base64url key', () => {
  expect(Array.from(base64UrlToBytes('-_8'))).toEqual([0xfb, 0xff]);
  expect(base64UrlToBytes('A'.repeat(87)).length).toBe(65);
});
