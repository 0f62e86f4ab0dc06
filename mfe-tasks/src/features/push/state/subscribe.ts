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
/** How long the browser may take to reach its push service before the popup says it could not. */
const PUSH_SERVICE_WAIT_MS = 20_000;

/** `work`, or null when it takes longer than `ms`. */
async function within<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((r) => {
    timer = setTimeout(() => r(null), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

const readyWorker = () => within(navigator.serviceWorker.ready, WORKER_WAIT_MS);

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
  let sub: PushSubscription | null;
  try {
    const existing = await reg.pushManager.getSubscription();
    // One made with another server key cannot be reused: it is replaced.
    if (existing) await existing.unsubscribe();
    sub = await within(
      reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
      PUSH_SERVICE_WAIT_MS,
    );
  } catch {
    sub = null;
  }
  return sub ? saveOnServer(sub) : { kind: 'noPushService' };
}

/** Permission given earlier: the browser's current subscription goes to the server again. */
export async function refreshPushSubscription(): Promise<void> {
  const reg = await readyWorker();
  const sub = reg ? await reg.pushManager.getSubscription().catch(() => null) : null;
  if (sub) await saveOnServer(sub);
}
