// One-to-one calls (issue 11): the state machine, its store, startCall and the call-phase atom.
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
  callPhaseAtom,
  callStore,
  snapshotOf as callSnapshotOf,
  startCall,
  type CallDriver,
  type CallPhase,
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
// The call service's and matching's API calls (their types are the main entry's).
export { callApi } from './api';
export { matchApi } from './matchApi';
