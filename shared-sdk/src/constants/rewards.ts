/**
 * The web-app install and web-push rewards, web push subscriptions and the consent record
 * (spec 3 §3 "Web app info", "Push controller", "Consent record"; §4 "Web-app install and push",
 * "Consent"; §6 "Paying user"; §9). The spec shows no codes for these paths: the codes below are
 * this project's, one range (29001–29009) the backend and the web app share.
 */

/** Project (the spec gives no amount): coins for installing the web app, once per account. */
export const WEBAPP_INSTALL_GIFT_COINS = 100;

/**
 * spec 3 §3 "Web app info" `status` and "Push controller" `status`: 0 not yet (install reward not
 * claimed / no push subscription on the server), 1 done (reward claimed / push granted).
 */
export const REWARD_STATUS = { notYet: 0, done: 1 } as const;

/** Refusals of the reward, push and consent paths (project codes; spec 3 §8 shows none). */
export const REWARD_CODE = {
  /** The reward was already credited to this account (install or push): nothing more is paid. */
  alreadyClaimed: 29001,
  /** Install reward: only paying users are offered it (spec 3 §6 "Paying user ... install prompt"). */
  notEligible: 29002,
  /** Push reward: the server holds no push subscription for this account (permission not granted). */
  noSubscription: 29003,
  /** A push subscription that is not usable (endpoint not https, keys not base64url P-256 / 16 bytes). */
  badSubscription: 29004,
  /** Too many push subscriptions on one account (PUSH_SUBSCRIPTIONS_MAX). */
  tooManySubscriptions: 29005,
} as const;

/** Project: a push service endpoint URL is at most this long (browsers' are ~200–400 chars). */
export const PUSH_ENDPOINT_MAX = 1_024;
/** Project: push subscriptions kept per account (one per browser or installed app). */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** RFC 8291: the subscription's `p256dh` key is an uncompressed P-256 point (65 bytes). */
export const PUSH_P256DH_BYTES = 65;
/** RFC 8291: the subscription's `auth` secret is 16 bytes. */
export const PUSH_AUTH_BYTES = 16;
/** Project: how long a push service keeps an undelivered notification (seconds; web-push `TTL`). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** spec 3 §3 "Consent record": the longest `consentstring` accepted (project limit). */
export const CONSENT_STRING_MAX = 2_000;
/** spec 3 §3 "Consent record": `eventname` and `cmpccsversion` length limit (project). */
export const CONSENT_FIELD_MAX = 64;
