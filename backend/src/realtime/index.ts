// The realtime gateway and its token route (ARCHITECTURE.md "Realtime"; protocol: README.md).
export {
  createGateway,
  type Gateway,
  type GatewayOptions,
  type GatewayStats,
  type PresenceListener,
  type TokenClaims,
} from './gateway';
export {
  createChannelPolicy,
  ROOM_ID,
  type Access,
  type CallRoom,
  type ChannelPolicy,
  type LiveRoom,
  type Room,
  type RoomResolver,
} from './channels';
export {
  createRtmTokenIssuer,
  RTM_TOKEN_TTL_MS,
  type RtmClaims,
  type RtmTokenIssuer,
} from './token';
export {
  realtimeRoutes,
  registerRealtimeRoutes,
  GEN_TOKEN_PATH,
  type GenTokenData,
  type RealtimeRoutesOptions,
} from './routes';
export {
  CloseCode,
  Limits as GatewayDefaults,
  parseClientFrame,
  type ClientFrame,
  type ServerFrame,
  type ErrorCode,
  type GatewayLimits,
  type UserId,
} from './protocol';
export {
  attachRealtime,
  createRealtime,
  RTM_PATH,
  type AttachRealtimeOptions,
  type Realtime,
  type RealtimeDeps,
} from './attach';
export {
  createVisitorTokens,
  isVisitorId,
  VISITOR_ID,
  VISITOR_TOKEN_PREFIX,
  type VisitorClaims,
  type VisitorTokens,
} from './visitors';
export { trackLastSeen, type LastSeen } from './lastSeen';
