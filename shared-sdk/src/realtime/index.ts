// Realtime (ARCHITECTURE.md "Realtime"): Messaging and Media interfaces and their providers.
export * from './types';
export * from './envelope';
export * from './timing';
export {
  MessagingConnection,
  TRANSITIONS,
  nextState,
  type ConnectionEvent,
  type ConnectionOptions,
} from './connection';
export type {
  Inbound,
  Outbound,
  OutboundResult,
  MessagingTransport,
  TransportCallbacks,
  TransportLink,
} from './transport';
export { createMessaging, type CreateMessagingOptions } from './messaging';
export { createLocalTransport, RealtimeError, type LocalTransportOptions } from './local/transport';
export { resolveRealtimeUrl, type WebSocketCtor, type WebSocketLike } from './local/wire';
export { createLocalMedia, LocalMedia, type LocalMediaOptions } from './media/local';
export * as agoraMapping from './agora/mapping';
// The agora providers import their SDKs lazily (inside login/join): safe to export here.
export {
  createAgoraRtmTransport,
  type AgoraRtmModule,
  type AgoraRtmTransportOptions,
} from './agora/rtm';
export {
  AgoraMedia,
  createAgoraMedia,
  type AgoraMediaOptions,
  type AgoraRtcModule,
} from './agora/rtc';
