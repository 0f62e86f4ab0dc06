/**
 * @jest-environment jsdom
 */
import { isInAppBrowser, thirdPartyProvider, ThirdPartyError } from './thirdParty';

test('in-app browsers of social apps are recognised; ordinary browsers are not', () => {
  for (const ua of [
    'Mozilla/5.0 (iPhone) AppleWebKit [FBAN/FBIOS;FBAV/400.0]',
    'Mozilla/5.0 (Linux; Android 13) Instagram 300.0',
    'Mozilla/5.0 (Linux; Android 12) Line/13.1.0',
    'Mozilla/5.0 (iPhone) MicroMessenger/8.0',
    'Mozilla/5.0 (Linux) musical_ly_2023',
  ])
    expect(isInAppBrowser(ua)).toBe(true);
  for (const ua of [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Version/18.0 Mobile Safari/604.1',
  ])
    expect(isInAppBrowser(ua)).toBe(false);
});

test('no config → no provider; loginType per provider (CONTRACTS: 1 Google, 2 Facebook, 3 Apple)', () => {
  expect(thirdPartyProvider('google', {})).toBeNull();
  const cfg = { providers: { google: { mode: 'standin' as const, authorizeUrl: 'http://b/a' }, apple: { mode: 'real' as const, clientId: 'x' } } };
  expect(thirdPartyProvider('google', cfg)?.loginType).toBe(1);
  expect(thirdPartyProvider('apple', cfg)?.loginType).toBe(3);
});

test('a real provider loads its vendor script only when used; no script → "unavailable"', async () => {
  const p = thirdPartyProvider('google', { providers: { google: { mode: 'real', clientId: 'x' } } });
  expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  const pending = p!.signIn();
  await new Promise((r) => setTimeout(r, 0));
  const script = document.querySelector<HTMLScriptElement>('script[src="https://accounts.google.com/gsi/client"]');
  expect(script).not.toBeNull();
  script!.onerror?.(new Event('error')); // jsdom fetches nothing: the load fails
  await expect(pending).rejects.toMatchObject({ reason: 'unavailable' });
});

test('a real provider whose script loads signs in through the vendor API', async () => {
  const w = window as unknown as { google?: unknown };
  w.google = {
    accounts: {
      oauth2: {
        initTokenClient: (o: { client_id: string; callback(r: { access_token: string }): void }) => ({
          requestAccessToken: () => o.callback({ access_token: `tok-for-${o.client_id}` }),
        }),
      },
    },
  };
  const p = thirdPartyProvider('google', { providers: { google: { mode: 'real', clientId: 'cid' } } });
  const pending = p!.signIn();
  await new Promise((r) => setTimeout(r, 0));
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[src="https://accounts.google.com/gsi/client"]');
  scripts[scripts.length - 1]!.onload?.(new Event('load'));
  await expect(pending).resolves.toEqual({ accessToken: 'tok-for-cid' });
  delete w.google;
});

describe('stand-in popup', () => {
  const cfg = { providers: { google: { mode: 'standin' as const, authorizeUrl: 'http://127.0.0.1:4000/stand-in/oauth/google/authorize' } } };
  afterEach(() => jest.restoreAllMocks());

  test('opens the authorize URL with state and our callback; resolves on a matching message', async () => {
    const popup = { closed: false } as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(popup);
    const p = thirdPartyProvider('google', cfg)!.signIn();
    const url = new URL(open.mock.calls[0]![0] as string);
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/oauth-callback.html`);
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f]{24}$/);
    // A message from another origin or with another state is ignored.
    window.dispatchEvent(new MessageEvent('message', { origin: 'http://evil.test', data: { type: 'livcam-oauth', state, accessToken: 'x' } }));
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'livcam-oauth', state: 'other', accessToken: 'x' } }));
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'livcam-oauth', state, accessToken: 'tok' } }));
    await expect(p).resolves.toEqual({ accessToken: 'tok' });
  });

  test('a blocked popup and a closed popup reject with their reason', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    await expect(thirdPartyProvider('google', cfg)!.signIn()).rejects.toMatchObject({ reason: 'blocked' });
    const popup = { closed: false } as { closed: boolean };
    jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const p = thirdPartyProvider('google', cfg)!.signIn();
    popup.closed = true;
    await expect(p).rejects.toBeInstanceOf(ThirdPartyError);
  });
});
