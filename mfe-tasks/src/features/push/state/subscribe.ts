import { rewardsApi, type PushSubscriptionInput } from 'shared-sdk';
import { base64UrlToBytes } from './pushRules';

/**
 * Turning push on in the browser and telling the server: permission → the service worker (the
 * host's /sw.js) → pushManager.subscribe with the server's VAPID key → POST the subscription.
 * Each failure is named so the popup can say what went wrong.
 */
export type TurnOnResult =
  | { kind: 'granted' }
  /** The user said no (or closed the browser's question): nothing happens. */
  | { kind: 'denied' }
  /** The service worker is not running (it registers once the app has loaded). */
  | { kind: 'noWorker' }
  /** The browser could not reach its push service (no network, push blocked). */
  | { kind: 'noPushService' }
  /** The server could not be reached or refused the subscription. */
  | { kind: 'server'; msg: string };

/** How long to wait for the service worker to be active. */
const WORKER_WAIT_MS = 10_000;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

async function readyWorker(): Promise<ServiceWorkerRegistration | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((r) => {
    timer = setTimeout(() => r(null), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function asInput(sub: PushSubscription): PushSubscriptionInput | null {
  const json = sub.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) return null;
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}

async function saveOnServer(sub: PushSubscription): Promise<TurnOnResult> {
  const input = asInput(sub);
  if (!input) return { kind: 'noPushService' };
  const saved = await rewardsApi.subscribe(input);
  return saved.ok ? { kind: 'granted' } : { kind: 'server', msg: saved.msg };
}

export async function turnOnPush(): Promise<TurnOnResult> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { kind: 'denied' };
  const reg = await readyWorker();
  if (!reg) return { kind: 'noWorker' };
  const key = await rewardsApi.vapidKey();
  if (!key.ok) return { kind: 'server', msg: key.msg };
  const applicationServerKey = base64UrlToBytes(key.data.publicKey);
  let sub: PushSubscription;
  try {
    const existing = await reg.pushManager.getSubscription();
    // One made with another server key cannot be reused: it is replaced.
    if (existing) await existing.unsubscribe();
    sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  } catch {
    return { kind: 'noPushService' };
  }
  return saveOnServer(sub);
}

/** Permission given earlier: the browser's current subscription goes to the server again. */
export async function refreshPushSubscription(): Promise<void> {
  const reg = await readyWorker();
  const sub = reg ? await reg.pushManager.getSubscription().catch(() => null) : null;
  if (sub) await saveOnServer(sub);
}
