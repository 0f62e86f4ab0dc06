/**
 * @jest-environment jsdom
 */
import {
  isInAppBrowser,
  THIRD_PARTY_CLOSE_GRACE_MS,
  thirdPartyProvider,
  ThirdPartyError,
} from './thirdParty';

describe('in-app browser detection (spec 1 §8)', () => {
  test.each([
    [
      'Facebook iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.0;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
    ],
    [
      'Facebook Android',
      'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.43 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/444.0.0.0.110;]',
    ],
    [
      'Instagram',
      'Mozilla/5.0 (Linux; Android 13; SM-S918B Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 Instagram 312.0.0.32.112 Android',
    ],
    [
      'Messenger',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/430.0]',
    ],
    [
      'Line',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.19.0',
    ],
    [
      'WeChat',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/en',
    ],
    [
      'TikTok',
      'Mozilla/5.0 (Linux; Android 12; SM-A525F; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0 Mobile Safari/537.36 trill_320104 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/32.1.4 BytedanceWebview/d8a21c6',
    ],
    [
      'Snapchat',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.66.0.39 (like Safari/8617.1.17.10.9, panda)',
    ],
    [
      'Twitter',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/10.21',
    ],
    [
      'KakaoTalk',
      'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 KAKAOTALK 10.4.5',
    ],
  ])('%s is an in-app browser', (_name, ua) => expect(isInAppBrowser(ua)).toBe(true));

  test.each([
    [
      'Chrome desktop',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    ],
    [
      'Safari iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    ],
    [
      'Chrome Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    ],
    [
      'Samsung Internet',
      'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
    ],
    ['Firefox', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'],
    [
      'Edge',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
    ],
    [
      'Headless Chromium',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0 Safari/537.36',
    ],
  ])('%s is not', (_name, ua) => expect(isInAppBrowser(ua)).toBe(false));
});

test('no config → no provider; loginType per provider (CONTRACTS: 1 Google, 2 Facebook, 3 Apple)', () => {
  expect(thirdPartyProvider('google', {})).toBeNull();
  const cfg = {
    providers: {
      google: { mode: 'standin' as const, authorizeUrl: 'http://b/a' },
      apple: { mode: 'real' as const, clientId: 'x' },
    },
  };
  expect(thirdPartyProvider('google', cfg)?.loginType).toBe(1);
  expect(thirdPartyProvider('apple', cfg)?.loginType).toBe(3);
});

test('a real provider loads its vendor script only when used; no script → "unavailable"', async () => {
  const p = thirdPartyProvider('google', {
    providers: { google: { mode: 'real', clientId: 'x' } },
  });
  expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  const pending = p!.signIn();
  await new Promise((r) => setTimeout(r, 0));
  const script = document.querySelector<HTMLScriptElement>(
    'script[src="https://accounts.google.com/gsi/client"]',
  );
  expect(script).not.toBeNull();
  script!.onerror?.(new Event('error')); // jsdom fetches nothing: the load fails
  await expect(pending).rejects.toMatchObject({ reason: 'unavailable' });
});

test('a real provider whose script loads signs in through the vendor API', async () => {
  const w = window as unknown as { google?: unknown };
  w.google = {
    accounts: {
      oauth2: {
        initTokenClient: (o: {
          client_id: string;
          callback(r: { access_token: string }): void;
        }) => ({
          requestAccessToken: () => o.callback({ access_token: `tok-for-${o.client_id}` }),
        }),
      },
    },
  };
  const p = thirdPartyProvider('google', {
    providers: { google: { mode: 'real', clientId: 'cid' } },
  });
  const pending = p!.signIn();
  await new Promise((r) => setTimeout(r, 0));
  const scripts = document.querySelectorAll<HTMLScriptElement>(
    'script[src="https://accounts.google.com/gsi/client"]',
  );
  scripts[scripts.length - 1]!.onload?.(new Event('load'));
  await expect(pending).resolves.toEqual({ accessToken: 'tok-for-cid' });
  delete w.google;
});

describe('stand-in popup', () => {
  const cfg = {
    providers: {
      google: {
        mode: 'standin' as const,
        authorizeUrl: 'http://127.0.0.1:4000/stand-in/oauth/google/authorize',
      },
    },
  };
  afterEach(() => jest.restoreAllMocks());

  test('opens the authorize URL with state and our callback; resolves on a matching message', async () => {
    const popup = { closed: false } as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(popup);
    const p = thirdPartyProvider('google', cfg)!.signIn();
    const url = new URL(open.mock.calls[0]![0] as string);
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${window.location.origin}/oauth-callback.html`,
    );
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f]{24}$/);
    // A message from another origin or with another state is ignored.
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'http://evil.test',
        data: { type: 'livcam-oauth', state, accessToken: 'x' },
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: 'livcam-oauth', state: 'other', accessToken: 'x' },
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: 'livcam-oauth', state, accessToken: 'tok' },
      }),
    );
    await expect(p).resolves.toEqual({ accessToken: 'tok' });
  });

  test('a blocked popup and a closed popup reject with their reason', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    await expect(thirdPartyProvider('google', cfg)!.signIn()).rejects.toMatchObject({
      reason: 'blocked',
    });
    const popup = { closed: false } as { closed: boolean };
    jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const p = thirdPartyProvider('google', cfg)!.signIn();
    popup.closed = true;
    await expect(p).rejects.toBeInstanceOf(ThirdPartyError);
  });

  test('a result posted just before the window closed still signs in (the close grace)', async () => {
    jest.useFakeTimers();
    try {
      const popup = { closed: false } as { closed: boolean };
      const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      const p = thirdPartyProvider('google', cfg)!.signIn();
      const state = new URL(open.mock.calls[0]![0] as string).searchParams.get('state')!;
      popup.closed = true;
      jest.advanceTimersByTime(500 + THIRD_PARTY_CLOSE_GRACE_MS - 1); // seen closed, grace running
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: 'livcam-oauth', state, accessToken: 'late' },
        }),
      );
      await expect(p).resolves.toEqual({ accessToken: 'late' });
    } finally {
      jest.useRealTimers();
    }
  });
});
