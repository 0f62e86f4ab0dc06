import { noticeDecision } from './notices';

const NOW = 1_700_000_000_000;

describe('system-notice filter (spec 2 §4)', () => {
  test.each([
    [
      'expired (expiry before now) is dropped',
      { messageType: 1, noticeType: 1, expire: NOW - 1 },
      { show: false, reason: 'expired' },
    ],
    [
      'expiring exactly now is kept',
      { messageType: 1, noticeType: 1, expire: NOW },
      { show: true, as: 'notice' },
    ],
    [
      'future expiry is kept',
      { messageType: 1, noticeType: 1, expire: NOW + 1 },
      { show: true, as: 'notice' },
    ],
    [
      'expired wins over the host rule',
      { messageType: 2, noticeType: 1090, expire: NOW - 5 },
      { show: false, reason: 'expired' },
    ],
    ['52 ignored', { messageType: 1, noticeType: 52 }, { show: false, reason: 'ignored' }],
    ['66 ignored', { messageType: 1, noticeType: 66 }, { show: false, reason: 'ignored' }],
    ['73 ignored', { messageType: 1, noticeType: 73 }, { show: false, reason: 'ignored' }],
    ['1050 ignored', { messageType: 2, noticeType: 1050 }, { show: false, reason: 'ignored' }],
    ['1090 type 2 from the host', { messageType: 2, noticeType: 1090 }, { show: true, as: 'host' }],
    [
      '1090 type 3 from the host',
      { messageType: 3, noticeType: 1090, function: 4 },
      { show: true, as: 'host' },
    ],
    ['1090 type 6 from the host', { messageType: 6, noticeType: 1090 }, { show: true, as: 'host' }],
    [
      '1090 type 1, no function: shown',
      { messageType: 1, noticeType: 1090 },
      { show: true, as: 'notice' },
    ],
    [
      '1090 type 1, function 0: shown',
      { messageType: 1, noticeType: 1090, function: 0 },
      { show: true, as: 'notice' },
    ],
    [
      '1090 type 1, function 2: hidden',
      { messageType: 1, noticeType: 1090, function: 2 },
      { show: false, reason: 'function' },
    ],
    [
      'other notice, function 1: hidden',
      { messageType: 1, noticeType: 12, function: 1 },
      { show: false, reason: 'function' },
    ],
    [
      'other notice, no function: shown',
      { messageType: 1, noticeType: 12 },
      { show: true, as: 'notice' },
    ],
    ['no noticeType, no expiry: shown', { messageType: 1 }, { show: true, as: 'notice' }],
  ])('%s', (_n, notice, decision) => {
    expect(noticeDecision(notice, NOW)).toEqual(decision);
  });
});
