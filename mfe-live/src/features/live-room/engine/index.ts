// The live room engine: the room's state machine, its pure rules, its store and its driver. The
// room's UI, the mini player and the entry points import it from here.
export { INITIAL_LIVE_STATE, INITIAL_ROOM, visitorLoginSource } from './base';
export { transition as liveTransition } from './machine';
export { liveEventOf } from './bizEvents';
export {
  followOutcome,
  giftOutcome,
  joinOutcome,
  type FollowOutcome,
  type GiftOutcome,
  type JoinOutcome,
} from './codes';
export {
  autoScrollAllowed,
  chatKeyAction,
  prepareChat,
  truncateChat,
  type ChatCheck,
} from './chat';
export { formatPraiseCount } from './praise';
export { medalOf, rankingRows, type Medal, type RankEntry } from './ranking';
export {
  neighbourOutcome,
  swipeDecision,
  type NeighbourOutcome,
  type SwipeDecision,
} from './swipe';
export { TIMER_MS, heartbeatMs, hostFollowed } from './timers';
export {
  LiveRoomStore,
  liveRoomStore,
  snapshotOf as liveSnapshotOf,
  type LiveRoomDriver,
  type LiveRoomSnapshot,
  type LiveRoomStatusOf,
  type RoomView,
} from './store';
export {
  browserTimers,
  createLiveRoomDriver,
  type LiveApiPort,
  type LiveMediaPort,
  type LiveMessagingPort,
  type LivePagePort,
  type LiveRoomPorts,
  type LiveUiPort,
  type TimerPort,
} from './driver';
export * from './types';
