export { createWebPush, outboxPushDelivery } from './service';
export type { PushNotice, PushRequest, WebPush } from './service';
export { loadOrCreateVapidKeys } from './vapid';
export { checkSubscription } from './subscriptions';
export { registerWebPushRoutes } from './routes';
export { incomingCallNotice, messageNotice } from './notices';
