/**
 * The call machine's words (machine.ts): statuses, the room, events, commands (data), the state
 * and its status groups. Nothing here runs anything.
 */
import type { CallPeer, CallRequest } from 'shared-sdk';
import type { CallRoomState } from 'shared-sdk/constants';
import type { RingBellStatus } from './callApi';

export const CALL_STATUSES = [
  'idle',
  'checking',
  'deviceDenied',
  'pricing',
  'notEnoughCoins',
  'vipNeeded',
  'confirmPrice',
  'launching',
  'outgoing',
  'incoming',
  'connecting',
  'inCall',
  'reconnecting',
  'ended',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

// The other party and the call asked for are the SDK's (requestCall is how any part calls).
export type { CallPeer, CallRequest };

export interface CallRoom {
  roomNum: string;
  role: 'caller' | 'callee';
  /** Coins per minute the caller pays. */
  price: number;
  goddessLocation: number;
  callLocation: number;
  /** When the ringing ends (server ms). */
  ringExpiresAt: number;
  matchId?: string;
}

export type DeviceProblem = 'camera' | 'microphone' | 'speaker' | 'unsupported';
export type EndKind =
  | 'hungUp' // we hung up
  | 'remoteHungUp'
  | 'cancelled' // we cancelled
  | 'remoteCancelled'
  | 'refused' // we refused
  | 'remoteRefused'
  | 'busy'
  | 'noAnswer'
  | 'missed'
  | 'noCoins'
  | 'connectFailed'
  | 'remoteLeft'
  /** We reported the other party from the call window (spec 2 §4 rule 10 "ended … by report"). */
  | 'reported'
  | 'failed';

/** Toast keys (mfe-call-chat locales `call.toast.*`; spec 2 §8 per-action toasts and codes). */
export type CallToast =
  | 'callerCancelled'
  | 'noAnswer'
  | 'callCancelled'
  | 'receiverHungUp'
  | 'connectFailed'
  | 'declined'
  | 'busy'
  | 'addFriendFirst'
  | 'alreadyInCall'
  | 'badTarget'
  | 'noCoins'
  /** The payer's coins ran out, seen by the other party. */
  | 'callEnded'
  | 'tryLater'
  | 'generic';

/**
 * roomCheck: while in media, the room is asked for every CALL_ROOM_CHECK_MS (a lost end message).
 * endedShown: how long `ended` lasts before the layer is idle again (statusChange.ts).
 */
export type TimerName = 'ring' | 'leave' | 'friendNote' | 'roomCheck' | 'endedShown';

/** One face and blur check: a face seen (null: the browser cannot tell), the picture blurred or covered. */
export interface FaceCheckResult {
  face: boolean | null;
  blur: boolean;
}

/**
 * The add-friend prompt over the video (spec 2 §4 "Prompts during a call"): times 1 asks this
 * user to accept the other party's request; times 2 is the success note (closes by itself).
 */
export interface FriendPrompt {
  friendId: number;
  times: 1 | 2;
  /** The accept request is on its way. */
  accepting: boolean;
}

export type CallCommand =
  | { type: 'checkDevices' }
  | { type: 'fetchPrice'; request: CallRequest }
  | { type: 'launch'; request: CallRequest }
  | { type: 'rememberConfirm'; callLocation: number }
  | { type: 'cancel'; roomNum: string }
  | { type: 'answer'; roomNum: string }
  | { type: 'refuse'; roomNum: string; busy: boolean }
  | { type: 'timeout'; roomNum: string }
  | { type: 'hangup'; roomNum: string }
  | { type: 'notifyStartCall'; roomNum: string }
  /** Ask the server for the room (POST /api/call/room): answers with `roomChecked`. */
  | { type: 'checkRoom'; roomNum: string }
  | { type: 'joinMedia'; roomNum: string }
  /** Leave the media channel and stop the camera (also the preview of a call that never rang). */
  | { type: 'leaveMedia' }
  /** Mute or unmute this device's camera or microphone in the call. */
  | { type: 'muteMedia'; kind: 'audio' | 'video'; muted: boolean }
  /** Online status busy (spec 2 §4 rule 12) held or released: the SDK's markBusy. */
  | { type: 'markBusy'; busy: boolean }
  /** POST /api/call/ringBell/status: the ring bell of `roomNum` shown or closed. */
  | { type: 'ringBellStatus'; status: RingBellStatus; roomNum: string }
  /** POST /api/call/abnormal/clean: a room this device was in before a reload is ended. */
  | { type: 'cleanAbnormal'; roomNum: string }
  | { type: 'storeRoom'; roomNum: string; role: 'caller' | 'callee' }
  | { type: 'clearRoom' }
  | { type: 'applyBalance'; goldNum: number; balanceSeq: number }
  | { type: 'refreshBalance' }
  | { type: 'openCoinPage' }
  | { type: 'reloadForDevices' }
  /** POST /api/call/autoAddFriend { hostId, flag: roomNum }: accept the request made in the call. */
  | { type: 'acceptFriend'; hostId: number; roomNum: string }
  /** `ms` from now, or until the server time `at` (the ring's end). */
  | { type: 'startTimer'; name: TimerName; ms?: number; at?: number }
  | { type: 'clearTimer'; name: TimerName }
  | { type: 'toast'; key: CallToast };

/** Server payloads reach the machine as these events (the driver parses the 1050 messages). */
export type CallEvent =
  | {
      type: 'start';
      request: CallRequest;
      /** The caller's payStatus is 1 (startCall reads the session); only chat calls look at it. */
      paying?: boolean;
    }
  | { type: 'devicesOk' }
  | { type: 'devicesDenied'; problem: DeviceProblem }
  | {
      type: 'priceLoaded';
      price: number;
      currentCoin: number;
      free: boolean;
      /** The driver's answer to "show the price confirm" (tip mode always / once per location). */
      confirmNeeded: boolean;
    }
  | { type: 'failed'; code?: number; data?: { callPrice?: number; currentCoin?: number } }
  | { type: 'confirm' }
  | { type: 'dismiss' }
  | { type: 'exchange' }
  | { type: 'launched'; room: CallRoom }
  | {
      type: 'invitation';
      room: CallRoom;
      peer: CallPeer;
      /** Server ms now (expired invitations are dropped). */
      now: number;
      /** MatchPage is open (spec 2 §4 rule 7). */
      onMatchPage: boolean;
    }
  | { type: 'accept' }
  | { type: 'refuse' }
  | { type: 'cancel' }
  | { type: 'ringTimeout' }
  | { type: 'remoteAnswered'; roomNum: string }
  | { type: 'remoteCancelled'; roomNum: string }
  | { type: 'remoteRefused'; roomNum: string; busy: boolean }
  | { type: 'remoteTimeout'; roomNum: string }
  | {
      type: 'remoteEnded';
      roomNum: string;
      hangupReason?: number;
      byMe: boolean;
      videoTime?: number;
    }
  | {
      type: 'coins';
      roomNum: string;
      goldNum: number;
      balanceSeq: number;
      isGoldEnough: boolean;
      videoTime?: number;
    }
  | { type: 'firstFrame'; at: number }
  | { type: 'roomCheckTimeout' }
  /** The server's answer to checkRoom: an ended room ends the call here too (its end message may be lost). */
  | {
      type: 'roomChecked';
      roomNum: string;
      state: CallRoomState;
      hangupReason?: number;
      byMe: boolean;
      videoTime?: number;
    }
  | { type: 'mediaStalled' }
  | { type: 'mediaRecovered' }
  | { type: 'remoteLeft' }
  | { type: 'remoteBack' }
  | { type: 'leaveTimeout' }
  | { type: 'requestHangup' }
  | { type: 'confirmHangup' }
  /** The page was hidden; phones end the call then (spec 2 §4 rule 10), desktops keep it. */
  | { type: 'pageHidden'; mobile: boolean }
  /** The page is going away (reload, closed tab): the server is told now. */
  | { type: 'pageUnload' }
  /** The call layer mounted, with the room stored on this device before a reload, if any. */
  | { type: 'layerMounted'; storedRoom: string | null }
  | { type: 'endedTimeout' }
  | { type: 'mute'; kind: 'audio' | 'video'; muted: boolean }
  /** 1050 action 102: spec 2 §3 "Add-friend state" (friendId, type, times) for this room. */
  | { type: 'addFriendState'; roomNum: string; friendId: number; kind: string; times: number }
  | { type: 'acceptFriend' }
  | { type: 'acceptFriendFailed' }
  | { type: 'dismissFriendPrompt' }
  | { type: 'friendNoteTimeout' }
  /**
   * A face and blur check (spec 2 §4, 1, 2, 3 and 6 s after the start): this device's own
   * (`from` 'self') or the other party's 1050 action 103 (`from` their id, peer to peer).
   */
  | {
      type: 'faceChecked';
      roomNum: string;
      from: 'self' | number;
      face: boolean | null;
      blur: boolean;
    }
  /** The report popup was opened from the call window: the call ends (spec 2 §4 rule 10). */
  | { type: 'report' }
  | { type: 'reset' };

export type CallEventType = CallEvent['type'];

/** Everything the machine remembers. Immutable: every change is a new object. */
export interface CallState {
  status: CallStatus;
  request: CallRequest | null;
  peer: CallPeer | null;
  room: CallRoom | null;
  /** pricing result: coins per minute and the balance seen. */
  price: number | null;
  currentCoin: number | null;
  problem: DeviceProblem | null;
  /** Server clock of the first decoded remote frame (the call timer starts there). */
  startedAt: number | null;
  confirmingHangup: boolean;
  /** The remote left the media channel: the 20 s leave timer runs. */
  remoteGone: boolean;
  /** 101 said the next minute is not covered (the low-coins warning). */
  lowCoins: boolean;
  muted: { audio: boolean; video: boolean };
  videoTime: number;
  /** The last face and blur checks of this call: this device's camera and the other party's. */
  faceChecks: { self: FaceCheckResult | null; peer: FaceCheckResult | null };
  /** The add-friend prompt of this call, if one shows. */
  friendPrompt: FriendPrompt | null;
  end: { kind: EndKind; code?: number } | null;
  /** Rooms this device has closed: later messages about them are ignored (spec 2 §4 rule 9). */
  closedRooms: readonly string[];
}

export const INITIAL_CALL_STATE: CallState = Object.freeze({
  status: 'idle',
  request: null,
  peer: null,
  room: null,
  price: null,
  currentCoin: null,
  problem: null,
  startedAt: null,
  confirmingHangup: false,
  remoteGone: false,
  lowCoins: false,
  muted: { audio: false, video: false },
  videoTime: 0,
  friendPrompt: null,
  faceChecks: { self: null, peer: null },
  end: null,
  closedRooms: [],
}) as CallState;

/** How many closed rooms the machine remembers (to ignore their late messages). */
export const CLOSED_ROOMS_KEPT = 20;

export interface Transition {
  state: CallState;
  commands: CallCommand[];
}

/** Statuses with a room this device is part of (busy for a second invitation, spec 2 §4 rule 8). */
export const ROOM_STATUSES: readonly CallStatus[] = [
  'outgoing',
  'incoming',
  'connecting',
  'inCall',
  'reconnecting',
];
/** Statuses where the ring bell or video popup is open: online status 1 (spec 2 §4 rule 12). */
export const BUSY_STATUSES: readonly CallStatus[] = ['launching', ...ROOM_STATUSES];
/** Statuses with media joined. */
export const MEDIA_STATUSES: readonly CallStatus[] = ['connecting', 'inCall', 'reconnecting'];
