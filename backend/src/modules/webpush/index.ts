export { createWebPush, outboxPushDelivery } from './service';
export type { PushNotice, PushRequest, WebPush } from './service';
export { loadOrCreateVapidKeys } from './vapid';
export { checkSubscription } from './subscriptions';
export { registerWebPushRoutes } from './routes';
export { incomingCallNotice, messageNotice } from './notices';
export { KNOWN_PUSH_SERVICE_HOSTS, pushServiceDelivery, pushServiceFromEnv } from './sender';
export type { PushServiceOptions } from './sender';
