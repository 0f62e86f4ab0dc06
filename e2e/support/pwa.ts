import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { signedApi } from './chat-store';
import { backendBalance } from './chat';
import { ledgerOf } from './live';
import { devApi, type TestSession } from './session';

/**
 * Web-app helpers: the browser's install prompt and push service as a test can drive them
 * (docs in mfe-tasks README "Install and push").
 */

/** Makes `userId` a paying user (spec 3 §6: only they are offered the install reward). */
export const makePaying = (userId: number) =>
  devApi('/dev/api/users/pay-status', { userId, payStatus: 1 });

/** Waits until the app's service worker (/sw.js) is active and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration('/');
          return (
            reg?.active?.scriptURL.endsWith('/sw.js') === true &&
            !!navigator.serviceWorker.controller
          );
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Chromium fires `beforeinstallprompt` when it decides the app may be installed, which a test
 * cannot force: the page gets one built like it (prompt(), userChoice with the given outcome).
 * It is fired until the app has taken it (preventDefault: the app keeps it for its own banner),
 * since the app's listener arrives with its widget after sign-in. Answers how often prompt() ran.
 */
export async function fireInstallPrompt(
  page: Page,
  outcome: 'accepted' | 'dismissed' = 'accepted',
): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((choice) => {
          const w = window as unknown as { __installPrompts?: number };
          w.__installPrompts ??= 0;
          const e = new Event('beforeinstallprompt', { cancelable: true });
          Object.assign(e, {
            prompt: () => {
              w.__installPrompts = (w.__installPrompts ?? 0) + 1;
              return Promise.resolve();
            },
            userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
          });
          window.dispatchEvent(e);
          return e.defaultPrevented;
        }, outcome),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** How many times the page called the install prompt's prompt(). */
export const installPromptsShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { __installPrompts?: number }).__installPrompts ?? 0);

/**
 * TEST STAND-IN for the browser's push service. This machine reaches no push service (Chromium's
 * is FCM), so the real `PushManager.prototype.subscribe` fails here. The stand-in answers what a
 * push service gives: a subscription with an https endpoint (on a loopback stand-in host that is
 * never contacted) and keys that are a real P-256 key pair and a 16-byte secret made with
 * WebCrypto, so the server's checks (65-byte point, 16-byte auth) and its aes128gcm encryption
 * run on real values. getSubscription() returns it afterwards. Everything else is the browser's.
 */
export async function installPushServiceStandIn(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (typeof PushManager === 'undefined') return;
    const b64url = (bytes: ArrayBuffer | Uint8Array) => {
      const u = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
      let s = '';
      for (const b of u) s += String.fromCharCode(b);
      return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    };
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = async function subscribe(
      options?: PushSubscriptionOptionsInit,
    ) {
      if (!options?.userVisibleOnly || !options.applicationServerKey)
        throw new DOMException(
          'userVisibleOnly and applicationServerKey are required',
          'NotAllowedError',
        );
      if (Notification.permission !== 'granted')
        throw new DOMException('permission not granted', 'NotAllowedError');
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const p256dh = b64url(await crypto.subtle.exportKey('raw', pair.publicKey));
      const auth = b64url(crypto.getRandomValues(new Uint8Array(16)));
      const endpoint = `https://push.stand-in.localhost/send/${crypto.randomUUID()}`;
      const json = { endpoint, expirationTime: null, keys: { p256dh, auth } };
      current = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => json,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current;
    };
  });
}

/** The app's service worker registration id, as the DevTools protocol names it. */
export async function serviceWorkerRegistrationId(
  cdp: CDPSession,
  origin: string,
): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const reg = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/**
 * The server agrees a reward was paid once: exactly one ledger credit of `coins` with `reason`,
 * the balance equal to the ledger's sum (a paying user's daily server check-in may be there too),
 * and a second claim at `claimPath` refused with 29001, moving nothing.
 */
export async function expectRewardPaidOnce(
  session: TestSession,
  o: { coins: number; reason: string; claimPath: string },
): Promise<void> {
  const ledger = await ledgerOf(Number(session.userId));
  expect(ledger.filter((e) => e.reason === o.reason).map((e) => e.amount)).toEqual([o.coins]);
  const balance = await backendBalance(session);
  expect(balance).toBe(ledger.reduce((sum, e) => sum + e.amount, 0));
  const again = await signedApi(session, 'POST', o.claimPath, {});
  expect(again.code).toBe(29001);
  expect(await backendBalance(session)).toBe(balance);
}
