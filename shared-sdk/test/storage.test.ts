/** @jest-environment jsdom */
import {
  cleanupCookies,
  getCookie,
  getCookieNames,
  getOrCreateDeviceId,
  getOrCreateNonceCookie,
  readSession,
  removeCookie,
  saveSession,
  setCookie,
} from '../src/storage/cookies';
import {
  captureAdParams,
  dayKey,
  getAdParams,
  getDailyCount,
  getLoginCount,
  incrementDailyCount,
  incrementLoginCount,
} from '../src/storage/local';
import { dropEmptyParams } from '../src/storage/params';

function clearAllCookies() {
  for (const n of getCookieNames()) removeCookie(n);
}

beforeEach(() => {
  clearAllCookies();
  localStorage.clear();
});

describe('cookies (spec 1 §3)', () => {
  it('set, get and remove through document.cookie', () => {
    setCookie('a', 'x y;z', { days: 1 });
    expect(document.cookie).toContain('a=');
    expect(getCookie('a')).toBe('x y;z');
    removeCookie('a');
    expect(getCookie('a')).toBeNull();
  });

  it('clean-up keeps exactly deviceId, acceptCookie, oneWayAFPop, RC_POP_18', () => {
    for (const n of [
      'deviceId',
      'acceptCookie',
      'oneWayAFPop',
      'RC_POP_18',
      'userId',
      'loginToken',
      'nonce',
      'other',
      'RC_POP_19',
    ]) {
      setCookie(n, 'v');
    }
    cleanupCookies();
    expect(getCookieNames().sort()).toEqual([
      'RC_POP_18',
      'acceptCookie',
      'deviceId',
      'oneWayAFPop',
    ]);
  });

  it('saveSession stores userId and loginToken for 365 days; readSession reads them', () => {
    const spy = jest.spyOn(Document.prototype, 'cookie', 'set');
    saveSession({ userId: 42, loginToken: 'tok' });
    const written = spy.mock.calls.map((c) => String(c[0]));
    spy.mockRestore();
    const expiry = (name: string) =>
      new Date(
        /expires=([^;]+)/.exec(written.find((w) => w.startsWith(`${name}=`)) ?? '')?.[1] ?? 0,
      );
    for (const name of ['userId', 'loginToken']) {
      const days = (expiry(name).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364.9);
      expect(days).toBeLessThanOrEqual(365);
    }
    expect(readSession()).toEqual({ userId: '42', loginToken: 'tok' });
  });

  it('an empty stored token (or a missing cookie) counts as logged out', () => {
    saveSession({ userId: 42, loginToken: '' });
    expect(readSession()).toBeNull();
    setCookie('loginToken', 'tok');
    removeCookie('userId');
    expect(readSession()).toBeNull();
  });

  it('device id and nonce cookies are created once and reused', () => {
    const d = getOrCreateDeviceId();
    expect(d).toBeTruthy();
    expect(getOrCreateDeviceId()).toBe(d);
    expect(getCookie('deviceId')).toBe(d);
    const n = getOrCreateNonceCookie();
    expect(getOrCreateNonceCookie()).toBe(n);
    cleanupCookies();
    expect(getCookie('deviceId')).toBe(d);
    expect(getCookie('nonce')).toBeNull();
  });
});

describe('dropEmptyParams (spec 1 §5)', () => {
  it('drops undefined, null and empty string; keeps 0, false and text', () => {
    expect(
      dropEmptyParams({ a: undefined, b: null, c: '', d: 0, e: false, f: 'x', g: ' ' }),
    ).toEqual({ d: 0, e: false, f: 'x', g: ' ' });
  });
});

describe('ad parameters (spec 1 §3)', () => {
  it('reads the 14 parameters from a URL and ignores others', () => {
    const all = [
      'mediasource',
      'campaignid',
      'adgroupid',
      'keyword',
      'creative',
      'loc_physical_ms',
      'device',
      'type',
      'utm_source',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'bannerid',
      'matchtype',
    ];
    const q = all.map((k, i) => `${k}=v${i}`).join('&');
    const got = captureAdParams(
      `https://site.example/tr/?${q.replace('keyword=v3', 'keyword=')}&foo=bar`,
    );
    expect(Object.keys(got)).toHaveLength(13); // an empty keyword is not attribution
    expect(got).not.toHaveProperty('keyword');
    const got2 = captureAdParams(`/?${q}`);
    expect(Object.keys(got2)).toHaveLength(14);
    expect(getAdParams()).toEqual(Object.fromEntries(all.map((k, i) => [k, `v${i}`])));
    expect(getAdParams()).not.toHaveProperty('foo');
  });

  it('merges later attribution over earlier values', () => {
    captureAdParams('/?utm_source=a&campaignid=1');
    captureAdParams('/?utm_source=b');
    expect(getAdParams()).toEqual({ utm_source: 'b', campaignid: '1' });
    expect(captureAdParams('/?nothing=1')).toEqual({});
  });
});

describe('local storage helpers', () => {
  it('login counts are per user', () => {
    expect(incrementLoginCount(1)).toBe(1);
    expect(incrementLoginCount(1)).toBe(2);
    expect(getLoginCount('1')).toBe(2);
    expect(getLoginCount(2)).toBe(0);
  });

  it('daily counters are keyed by UTC date YYYY-MM-DD and reset the next day', () => {
    const d1 = new Date('2024-03-10T23:30:00Z');
    const d2 = new Date('2024-03-11T00:10:00Z');
    expect(dayKey(d1)).toBe('2024-03-10');
    expect(incrementDailyCount('install', 1, d1)).toBe(1);
    expect(incrementDailyCount('install', 1, d1)).toBe(2);
    expect(getDailyCount('install', d2)).toBe(0);
    expect(incrementDailyCount('install', 1, d2)).toBe(1);
    expect(JSON.parse(localStorage.getItem('lc.daily') ?? '{}')).toEqual({
      '2024-03-11': { install: 1 },
    });
  });
});
