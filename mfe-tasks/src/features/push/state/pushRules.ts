import { REWARD_STATUS, WEB_PUSH_SECOND_POP_GAP_MS } from 'shared-sdk/constants';

/**
 * The web push popup's rules (spec 3 §2 "Install, push, offers", §4 "Web-app install and push",
 * §9): pure functions, tested as tables. The widget checks them every 2 s (WEB_PUSH_CHECK_MS).
 */

/** spec 3 §2: the popup shows only on these pages. */
export const PUSH_POPUP_ROUTES: readonly string[] = [
  'LivCam',
  'FriendPage',
  'FriendsPage',
  'MessagePage',
];

/** Kept on the device per user: how often the popup was shown and when last. */
export interface PushLog {
  shows: number;
  lastShownAt: number | null;
}

export const pushLogKey = (userId: number) => `webPushPopup:${userId}`;

/** Shown once; a second pop only 300000 ms after the first; never a third. */
export const PUSH_POPUP_MAX_SHOWS = 2;

export function recordPushShow(log: PushLog | null, now: number): PushLog {
  return { shows: (log?.shows ?? 0) + 1, lastShownAt: now };
}

export interface PushConditions {
  routeName: string | null | undefined;
  /** Safari: hidden (spec 3 §4). */
  safari: boolean;
  /** The browser has service workers, PushManager and Notification. */
  supported: boolean;
  /** Notification.permission. */
  permission: NotificationPermission;
  /** GET isInitNotification; null while not known. */
  info: { status: number; support: boolean } | null;
  /** A ringing call or the video popup is open (isBusy). */
  busy: boolean;
  log: PushLog | null;
  now: number;
}

/** Why the popup does not show now (null: it shows). For tests and debugging. */
export function pushPopupBlocker(c: PushConditions): string | null {
  if (!c.routeName || !PUSH_POPUP_ROUTES.includes(c.routeName)) return 'page';
  if (c.safari) return 'safari';
  if (!c.supported) return 'unsupported';
  if (c.permission === 'denied') return 'denied';
  if (!c.info) return 'loading';
  if (!c.info.support) return 'server';
  if (c.info.status === REWARD_STATUS.done) return 'granted';
  if (c.busy) return 'busy';
  const shows = c.log?.shows ?? 0;
  if (shows >= PUSH_POPUP_MAX_SHOWS) return 'shown';
  if (shows > 0 && c.now - (c.log?.lastShownAt ?? 0) < WEB_PUSH_SECOND_POP_GAP_MS) return 'gap';
  return null;
}

export const showsPushPopup = (c: PushConditions) => pushPopupBlocker(c) === null;

/** The P-256 public key (base64url) pushManager.subscribe takes as applicationServerKey. */
export function base64UrlToBytes(b64url: string): Uint8Array<ArrayBuffer> {
  const b64 = b64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}
