import webpush from 'web-push';
import type { PushSubscriptionInput, PushSubscriptionSaved } from 'shared-sdk/node';
import type { DB } from '../../db';
import { BizError } from '../../http/envelope';
import type { MessageSender } from '../outbox';
import { PUSH_SUBSCRIPTIONS_MAX, PUSH_TTL_SECONDS, REWARD_CODE } from '../../sdk';
import { checkSubscription } from './subscriptions';
import type { VapidKeys } from './vapid';

/** What a device notification shows: the service worker's `showNotification` and where a tap goes. */
export interface PushNotice {
  title: string;
  body: string;
  /** The app path to open on a tap (a route of shared-sdk/routes, no language prefix). */
  url: string;
  /** Notifications with one tag replace each other (one per conversation or call). */
  tag?: string;
}

/** The request web-push would make to the push service (RFC 8030 + VAPID + aes128gcm). */
export interface PushRequest {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

export interface WebPushDeps {
  db: DB;
  now: () => number;
  vapid: VapidKeys;
  /** VAPID `sub` claim: a mailto: or https: contact for push services. */
  subject: string;
  /**
   * Where a built push request goes. A real deployment sends it to the push service
   * (web-push's sendNotification); this machine reaches none, so services.ts records it in
   * the outbox (channel 'push'): the local stand-in.
   */
  deliver(userId: number, notice: PushNotice, request: PushRequest): void | Promise<void>;
  log(message: string, err?: unknown): void;
}

interface Row {
  endpoint: string;
  user_id: number;
  p256dh: string;
  auth: string;
  created_at: number;
}

/** Web push: the VAPID key, the subscriptions of each account, and notices to them. */
export function createWebPush(d: WebPushDeps) {
  const st = {
    byUser: d.db.prepare('SELECT * FROM push_subscriptions WHERE user_id = ? ORDER BY created_at'),
    count: d.db.prepare('SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_id = ?'),
    owner: d.db.prepare('SELECT user_id FROM push_subscriptions WHERE endpoint = ?'),
    upsert: d.db.prepare(
      `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh,
         auth = excluded.auth, created_at = excluded.created_at`,
    ),
    remove: d.db.prepare('DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint = ?'),
    forget: d.db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?'),
  };

  /** The request to the push service for one subscription (encrypted payload, VAPID header). */
  function requestFor(sub: PushSubscriptionInput, notice: PushNotice): PushRequest {
    const r = webpush.generateRequestDetails(sub, JSON.stringify(notice), {
      vapidDetails: {
        subject: d.subject,
        publicKey: d.vapid.publicKey,
        privateKey: d.vapid.privateKey,
      },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(r.headers)) headers[k] = String(v);
    return { endpoint: r.endpoint, headers, body: r.body ?? null };
  }

  // One insert per (account, endpoint): a browser that subscribes again replaces its keys; a
  // browser that moves to another account takes its subscription with it.
  const save = d.db.transaction((userId: number, sub: PushSubscriptionInput): number => {
    const owner = st.owner.get(sub.endpoint) as { user_id: number } | undefined;
    if (owner?.user_id !== userId) {
      const { n } = st.count.get(userId) as { n: number };
      if (n >= PUSH_SUBSCRIPTIONS_MAX)
        throw new BizError(
          REWARD_CODE.tooManySubscriptions,
          `At most ${PUSH_SUBSCRIPTIONS_MAX} devices can receive notifications: remove one first`,
        );
    }
    const at = d.now();
    st.upsert.run(sub.endpoint, userId, sub.keys.p256dh, sub.keys.auth, at);
    return at;
  });

  return {
    publicKey: () => d.vapid.publicKey,
    subscribe(userId: number, input: PushSubscriptionInput): PushSubscriptionSaved {
      const sub = checkSubscription(input);
      const createdAt = save.immediate(userId, sub);
      return { endpoint: sub.endpoint, createdAt };
    },
    unsubscribe: (userId: number, endpoint: string): number =>
      st.remove.run(userId, endpoint).changes,
    /** The push service no longer knows this endpoint (404/410): whoever held it holds it no more. */
    forget: (endpoint: string): number => st.forget.run(endpoint).changes,
    /** Whether the server can push to this account: it holds one of its subscriptions. */
    hasSubscription: (userId: number): boolean => (st.count.get(userId) as { n: number }).n > 0,
    requestFor,
    /**
     * A notice to every subscription of the account. Best effort and never throws: a push is a
     * reminder, the app reads the truth from the API when opened.
     */
    notify(userId: number, notice: PushNotice): number {
      let sent = 0;
      for (const row of st.byUser.all(userId) as Row[]) {
        try {
          const req = requestFor(
            { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
            notice,
          );
          void Promise.resolve(d.deliver(userId, notice, req)).catch((err: unknown) =>
            d.log('push delivery failed', err),
          );
          sent += 1;
        } catch (err) {
          d.log('push request could not be built', err);
        }
      }
      return sent;
    },
  };
}

export type WebPush = ReturnType<typeof createWebPush>;

/**
 * The local stand-in for the push service (this machine reaches none): the outbox row says what
 * would have been sent — the notice, and the request's endpoint, encoding and size (the
 * encrypted body and the signed VAPID header stay out of the page).
 */
export function outboxPushDelivery(sender: MessageSender): WebPushDeps['deliver'] {
  return async (userId, notice, request) => {
    await sender.send({
      channel: 'push',
      to: `user:${userId}`,
      subject: notice.title,
      body: JSON.stringify({
        title: notice.title,
        body: notice.body,
        url: notice.url,
        tag: notice.tag ?? null,
        endpoint: request.endpoint,
        contentEncoding: request.headers['Content-Encoding'] ?? null,
        ttl: Number(request.headers.TTL ?? 0),
        vapid: /^vapid t=/.test(request.headers.Authorization ?? ''),
        bodyBytes: request.body?.length ?? 0,
      }),
    });
  };
}
