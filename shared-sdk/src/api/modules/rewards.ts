import { apiRequest } from '../client';

/**
 * Web-app install and web-push rewards and web push subscriptions (spec 3 §3 "Web app info",
 * "Push controller"; §4 "Web-app install and push"; §7 "Tasks and rewards" known paths).
 * Codes: REWARD_CODE (constants/rewards.ts). The push paths under /facade/api/push/ are this
 * project's (the spec shows none).
 */

/** GET /facade/api/user/ext/isInitWebapp — spec 3 §3 "Web app info": gold, img, status. */
export interface WebappInfo {
  /** REWARD_STATUS: 1 when the install reward was already credited (never offer it again). */
  status: number;
  /** Coins the install reward pays (WEBAPP_INSTALL_GIFT_COINS). */
  gold: number;
  /** The picture shown on the install banner (absolute URL). */
  img: string;
  /** Whether this account may claim it now: a paying user (spec 3 §6) who has not claimed yet. */
  eligible: boolean;
}

/** GET /facade/api/user/ext/isInitNotification — spec 3 §3 "Push controller": status, support, hasCoin, gold. */
export interface PushRewardInfo {
  /** REWARD_STATUS: 1 when the server holds a push subscription of this account (granted). */
  status: number;
  /** Whether the server can send web push (it has VAPID keys). */
  support: boolean;
  /** Whether the push reward is still to be claimed. */
  hasCoin: boolean;
  /** Coins the push reward pays (WEB_PUSH_DEFAULT_GIFT_COINS). */
  gold: number;
}

/** A credited reward: initWebappGiveCoin / initNotificationGiveCoin. */
export interface RewardClaim {
  /** Coins credited by this claim. */
  gold: number;
  /** The balance after it, with its ledger sequence (the SDK's `applyBalance`). */
  goldNum: number;
  balanceSeq: number;
}

/** GET /facade/api/push/vapidKey — the server's VAPID public key (base64url), for pushManager.subscribe. */
export interface VapidKey {
  publicKey: string;
}

/** A browser PushSubscription as `toJSON()` gives it. */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** POST /facade/api/push/subscribe → the stored subscription. */
export interface PushSubscriptionSaved {
  endpoint: string;
  createdAt: number;
}

/** The reward and push calls (main entry), made by mfe-tasks' install and push prompts. */
export const rewardsApi = {
  /** GET /facade/api/user/ext/isInitWebapp (countryId) */
  webappInfo: (countryId?: number) =>
    apiRequest<WebappInfo>('/facade/api/user/ext/isInitWebapp', { query: { countryId } }),
  /** POST /facade/api/user/ext/initWebappGiveCoin — once per account (29001 after). */
  claimWebapp: (countryId?: number) =>
    apiRequest<RewardClaim>('/facade/api/user/ext/initWebappGiveCoin', {
      method: 'POST',
      body: { countryId },
    }),
  /** GET /facade/api/user/ext/isInitNotification (countryId) */
  pushInfo: (countryId?: number) =>
    apiRequest<PushRewardInfo>('/facade/api/user/ext/isInitNotification', {
      query: { countryId },
    }),
  /** POST /facade/api/user/ext/initNotificationGiveCoin — needs a stored subscription (29003). */
  claimPush: (countryId?: number) =>
    apiRequest<RewardClaim>('/facade/api/user/ext/initNotificationGiveCoin', {
      method: 'POST',
      body: { countryId },
    }),
  /** GET /facade/api/push/vapidKey */
  vapidKey: () => apiRequest<VapidKey>('/facade/api/push/vapidKey'),
  /** POST /facade/api/push/subscribe — the PushSubscription's JSON (29004 when unusable). */
  subscribe: (sub: PushSubscriptionInput) =>
    apiRequest<PushSubscriptionSaved>('/facade/api/push/subscribe', {
      method: 'POST',
      body: { endpoint: sub.endpoint, keys: { p256dh: sub.keys.p256dh, auth: sub.keys.auth } },
    }),
  /** DELETE /facade/api/push/subscribe (endpoint) → how many were removed. */
  unsubscribe: (endpoint: string) =>
    apiRequest<{ removed: number }>('/facade/api/push/subscribe', {
      method: 'DELETE',
      body: { endpoint },
    }),
};
