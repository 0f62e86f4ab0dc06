// The call engine: the one-to-one call's state machine, its store, the price-confirm tip and the
// call service's API calls. The rest of this remote imports it from here; other parts reach calls
// only through the SDK (`requestCall`, `callPhaseAtom`), never this folder (lint).
export {
  BUSY_STATUSES,
  CALL_STATUSES,
  INITIAL_CALL_STATE,
  ROOM_STATUSES,
  toastForCode,
  transition as callTransition,
  type CallCommand,
  type CallEvent,
  type CallEventType,
  type CallPeer,
  type CallRequest,
  type CallRoom,
  type CallState,
  type CallStatus,
  type CallToast,
  type DeviceProblem,
  type EndKind,
  type FaceCheckResult,
  type FriendPrompt,
  type TimerName,
  type Transition as CallTransition,
} from './machine';
export {
  CallStore,
  callStore,
  phaseOf,
  snapshotOf as callSnapshotOf,
  startCall,
  type CallDriver,
  type CallSnapshot,
  type CallStatusOf,
} from './store';
export {
  getPriceTipMode,
  priceConfirmNeeded,
  rememberPriceConfirm,
  setPriceTipMode,
  type PriceTipMode,
} from './priceTip';
export { CALL_ENDED_SHOWN_MS, statusCommands, step as callStep } from './statusChange';
export { RING_BELL_STATUS, callApi, type RingBellStatus } from './callApi';
