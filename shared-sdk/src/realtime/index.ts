// Realtime (ARCHITECTURE.md "Realtime"): Messaging and Media interfaces and their providers.
export * from './types';
export * from './envelope';
export * from './timing';
export type {
  Inbound,
  Outbound,
  OutboundResult,
  MessagingTransport,
  TransportCallbacks,
  TransportLink,
} from './transport';
// The messaging connection (connection.ts, messaging.ts) is in the chat entry, shared-sdk/chat.
// The providers' code loads on first use (deferred.ts): same names and signatures.
export {
  AgoraMedia,
  LocalMedia,
  createAgoraMedia,
  createAgoraRtmTransport,
  createLocalMedia,
  createLocalTransport,
} from './deferred';
export { RealtimeError } from './local/errors';
export type { LocalTransportOptions } from './local/transport';
export { resolveRealtimeUrl, type WebSocketCtor, type WebSocketLike } from './local/wire';
export type { LocalMediaOptions } from './media/local';
export type { AgoraRtmModule, AgoraRtmTransportOptions } from './agora/rtm';
export type { AgoraMediaOptions, AgoraRtcModule } from './agora/rtc';
