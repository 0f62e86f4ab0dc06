/**
 * The one-to-one call as an explicit state machine (spec 2 §4 "Call lifecycle", §5, §8).
 * `transition(state, event)` is pure: it returns the next state and the commands (side effects)
 * the driver runs — API calls, media, timers, toasts. Nothing here touches the network, the
 * clock or storage; the call layer's driver (../state/driver.ts) runs the commands.
 *
 * Statuses:
 *   idle → checking (device check) → pricing → notEnoughCoins | vipNeeded | confirmPrice
 *        → launching → outgoing (ringing, caller) → connecting → inCall ⇄ reconnecting → ended → idle
 *   idle → incoming (ringing, callee) → connecting → …
 *   checking | connecting → deviceDenied (the permission message) → idle
 */
import type { RingBellStatus } from './callApi';
import type { CallPeer, CallRequest } from 'shared-sdk';
import {
  ADD_FRIEND_STATE,
  CALL_CODE,
  CALL_LEAVE_TIMER_MS,
  CALL_LOCATION,
  CALL_ROOM_CHECK_MS,
  type CallRoomState,
  FRIEND_NOTE_SHOW_MS,
  FRIEND_RELATION,
  HANGUP_REASON,
} from 'shared-sdk/constants';

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

const CLOSED_ROOMS_KEPT = 20;

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
const MEDIA_STATUSES: readonly CallStatus[] = ['connecting', 'inCall', 'reconnecting'];

/** spec 2 §8: the toast of a failed call request by its code. */
export function toastForCode(code: number | undefined): CallToast {
  switch (code) {
    case CALL_CODE.unreachable:
    case CALL_CODE.busy:
      return 'noAnswer';
    case CALL_CODE.addFriendFirst:
      return 'addFriendFirst';
    case CALL_CODE.callerInCall:
      return 'alreadyInCall';
    case CALL_CODE.badTarget:
      return 'badTarget';
    case CALL_CODE.tryLater:
      return 'tryLater';
    default:
      return 'generic';
  }
}

/** The toast and end kind of a 1050 action 7 by its hangupReason, seen from `byMe`. */
function endOfReason(
  reason: number | undefined,
  byMe: boolean,
  payer: boolean,
): { kind: EndKind; toast?: CallToast } {
  switch (reason) {
    case HANGUP_REASON.noCoins:
      return { kind: 'noCoins', toast: payer ? 'noCoins' : 'callEnded' };
    case HANGUP_REASON.connectFailed:
      return { kind: 'connectFailed', toast: 'connectFailed' };
    case HANGUP_REASON.connectionLost:
      return { kind: 'remoteLeft', toast: byMe ? undefined : 'receiverHungUp' };
    default:
      return byMe ? { kind: 'hungUp' } : { kind: 'remoteHungUp', toast: 'receiverHungUp' };
  }
}

const same = (s: CallState, roomNum: string) => s.room?.roomNum === roomNum;
const has = (list: readonly CallStatus[], s: CallStatus) => list.includes(s);

/** Ends the call: media left, stored room cleared, balance refreshed (spec 2 §4 rule 11). */
function endCall(
  s: CallState,
  kind: EndKind,
  extra: CallCommand[] = [],
  toast?: CallToast,
  code?: number,
): Transition {
  const roomNum = s.room?.roomNum;
  const closedRooms = roomNum
    ? [roomNum, ...s.closedRooms.filter((r) => r !== roomNum)].slice(0, CLOSED_ROOMS_KEPT)
    : s.closedRooms;
  const commands: CallCommand[] = [...extra];
  if (has(MEDIA_STATUSES, s.status))
    commands.push({ type: 'leaveMedia' }, { type: 'clearTimer', name: 'roomCheck' });
  commands.push({ type: 'clearTimer', name: 'ring' }, { type: 'clearTimer', name: 'leave' });
  if (s.friendPrompt?.times === ADD_FRIEND_STATE.accepted)
    commands.push({ type: 'clearTimer', name: 'friendNote' });
  if (roomNum) commands.push({ type: 'clearRoom' }, { type: 'refreshBalance' });
  if (toast) commands.push({ type: 'toast', key: toast });
  return {
    state: {
      ...s,
      status: 'ended',
      end: { kind, ...(code !== undefined && { code }) },
      confirmingHangup: false,
      remoteGone: false,
      friendPrompt: null,
      closedRooms,
    },
    commands,
  };
}

/** A failed request before any room exists (price check, launch): dialogs for 100004 / 100008. */
function failBeforeRoom(
  s: CallState,
  code: number | undefined,
  data?: { callPrice?: number; currentCoin?: number },
): Transition {
  if (code === CALL_CODE.notEnoughCoins)
    return {
      state: {
        ...s,
        status: 'notEnoughCoins',
        price: data?.callPrice ?? s.price,
        currentCoin: data?.currentCoin ?? s.currentCoin,
      },
      commands: [],
    };
  if (code === CALL_CODE.vipOnly) return { state: { ...s, status: 'vipNeeded' }, commands: [] };
  return endCall(s, 'failed', [], toastForCode(code), code);
}

const stay = (s: CallState): Transition => ({ state: s, commands: [] });
const CHECK_ROOM_LATER: CallCommand = {
  type: 'startTimer',
  name: 'roomCheck',
  ms: CALL_ROOM_CHECK_MS,
};

/**
 * The transition function. Anything not handled returns the same state object and no commands
 * (the event is ignored), which the table test checks for every status.
 */
export function transition(s: CallState, e: CallEvent): Transition {
  // ---- messages that apply in any status ----
  if (e.type === 'invitation') return onInvitation(s, e);
  if (e.type === 'coins' && !(has(MEDIA_STATUSES, s.status) && same(s, e.roomNum)))
    // A late 101 still carries the server's balance (applyBalance drops older sequences).
    return {
      state: s,
      commands: [{ type: 'applyBalance', goldNum: e.goldNum, balanceSeq: e.balanceSeq }],
    };
  if ('roomNum' in e && s.closedRooms.includes(e.roomNum)) return stay(s);
  if (e.type === 'reset')
    return { state: { ...INITIAL_CALL_STATE, closedRooms: s.closedRooms }, commands: [] };

  switch (s.status) {
    case 'idle':
    case 'ended':
      if (e.type === 'start') {
        // spec 2 §5: a call needs a target id.
        if (!e.request?.target?.id) return stay(s);
        // spec 2 §1, §6: only paying users call from a chat; others get the VIP tip at once
        // (no device check first). The server refuses such a launch with 100008 as well.
        if (e.request.callLocation === CALL_LOCATION.chat && e.paying === false)
          return {
            state: {
              ...INITIAL_CALL_STATE,
              closedRooms: s.closedRooms,
              status: 'vipNeeded',
              request: e.request,
              peer: e.request.target,
            },
            commands: [],
          };
        return {
          state: {
            ...INITIAL_CALL_STATE,
            closedRooms: s.closedRooms,
            status: 'checking',
            request: e.request,
            peer: e.request.target,
          },
          commands: [{ type: 'checkDevices' }],
        };
      }
      // The end is shown for a moment (its toasts), then the layer is idle again.
      if ((e.type === 'dismiss' || e.type === 'endedTimeout') && s.status === 'ended')
        return { state: { ...INITIAL_CALL_STATE, closedRooms: s.closedRooms }, commands: [] };
      // Abnormal-call clean-up: a room this device was in before a reload is ended on the server.
      if (e.type === 'layerMounted' && e.storedRoom && s.status === 'idle')
        return { state: s, commands: [{ type: 'cleanAbnormal', roomNum: e.storedRoom }] };
      return stay(s);

    case 'checking':
      if (e.type === 'devicesDenied')
        return { state: { ...s, status: 'deviceDenied', problem: e.problem }, commands: [] };
      if (e.type === 'devicesOk' && s.request) {
        // spec 2 §4 rule 3: a match call (or location 100) is sent directly.
        const direct = !!s.request.matchId || s.request.callLocation === CALL_LOCATION.match;
        return direct
          ? {
              state: { ...s, status: 'launching' },
              commands: [{ type: 'launch', request: s.request }],
            }
          : {
              state: { ...s, status: 'pricing' },
              commands: [{ type: 'fetchPrice', request: s.request }],
            };
      }
      if (e.type === 'dismiss') return { state: { ...s, status: 'idle' }, commands: [] };
      return stay(s);

    case 'deviceDenied':
      // spec 2 §4 rule 2: the message, then a reload (the driver guards against loops).
      if (e.type === 'dismiss')
        return {
          state: { ...INITIAL_CALL_STATE, closedRooms: s.closedRooms },
          commands: [{ type: 'reloadForDevices' }],
        };
      return stay(s);

    case 'pricing':
      if (e.type === 'priceLoaded' && s.request) {
        const next = { ...s, price: e.price, currentCoin: e.currentCoin };
        // spec 2 §4 rule 4, §5: coins against the price (80 for gender 1: the server's price).
        if (!e.free && e.currentCoin < e.price)
          return { state: { ...next, status: 'notEnoughCoins' }, commands: [] };
        if (e.confirmNeeded && !e.free)
          return { state: { ...next, status: 'confirmPrice' }, commands: [] };
        return {
          state: { ...next, status: 'launching' },
          commands: [{ type: 'launch', request: s.request }],
        };
      }
      if (e.type === 'failed') return failBeforeRoom(s, e.code, e.data);
      if (e.type === 'dismiss') return { state: { ...s, status: 'idle' }, commands: [] };
      return stay(s);

    case 'confirmPrice':
      if (e.type === 'confirm' && s.request)
        return {
          state: { ...s, status: 'launching' },
          commands: [
            { type: 'rememberConfirm', callLocation: s.request.callLocation },
            { type: 'launch', request: s.request },
          ],
        };
      if (e.type === 'dismiss')
        return { state: { ...INITIAL_CALL_STATE, closedRooms: s.closedRooms }, commands: [] };
      return stay(s);

    case 'notEnoughCoins':
    case 'vipNeeded':
      // spec 2 §4 rule 4, §8 100004 / 100008: exchange → CoinPage; cancel → back.
      if (e.type === 'exchange')
        return {
          state: { ...INITIAL_CALL_STATE, closedRooms: s.closedRooms },
          commands: [{ type: 'openCoinPage' }],
        };
      if (e.type === 'dismiss')
        return { state: { ...INITIAL_CALL_STATE, closedRooms: s.closedRooms }, commands: [] };
      return stay(s);

    case 'launching':
      if (e.type === 'launched') return ring(s, e.room, s.peer);
      if (e.type === 'failed') return failBeforeRoom(s, e.code, e.data);
      return stay(s);

    case 'outgoing':
      if (e.type === 'launched') return stay(s); // the invitation message came first
      // The page is going away while it rings: cancel now (the stored room covers a lost request).
      if (e.type === 'pageUnload' && s.room)
        return { state: s, commands: [{ type: 'cancel', roomNum: s.room.roomNum }] };
      if (e.type === 'cancel' && s.room)
        return endCall(
          s,
          'cancelled',
          [{ type: 'cancel', roomNum: s.room.roomNum }],
          'callCancelled',
        );
      if (e.type === 'ringTimeout' && s.room)
        return endCall(s, 'noAnswer', [{ type: 'timeout', roomNum: s.room.roomNum }], 'noAnswer');
      if (e.type === 'remoteAnswered' && same(s, e.roomNum))
        return {
          state: { ...s, status: 'connecting' },
          commands: [
            { type: 'clearTimer', name: 'ring' },
            { type: 'joinMedia', roomNum: e.roomNum },
            CHECK_ROOM_LATER,
          ],
        };
      if (e.type === 'remoteRefused' && same(s, e.roomNum))
        return endCall(s, e.busy ? 'busy' : 'remoteRefused', [], e.busy ? 'busy' : 'declined');
      if (e.type === 'remoteTimeout' && same(s, e.roomNum))
        return endCall(s, 'noAnswer', [], 'noAnswer');
      if (e.type === 'remoteEnded' && same(s, e.roomNum)) return remoteEnded(s, e);
      return stay(s);

    case 'incoming':
      if (e.type === 'accept' && s.room)
        return {
          state: { ...s, status: 'connecting' },
          commands: [
            { type: 'clearTimer', name: 'ring' },
            { type: 'answer', roomNum: s.room.roomNum },
            { type: 'joinMedia', roomNum: s.room.roomNum },
            CHECK_ROOM_LATER,
          ],
        };
      if (e.type === 'refuse' && s.room)
        return endCall(s, 'refused', [{ type: 'refuse', roomNum: s.room.roomNum, busy: false }]);
      if (e.type === 'ringTimeout') return endCall(s, 'missed');
      if (e.type === 'remoteCancelled' && same(s, e.roomNum))
        return endCall(s, 'remoteCancelled', [], 'callerCancelled');
      if (e.type === 'remoteTimeout' && same(s, e.roomNum)) return endCall(s, 'missed');
      if (e.type === 'remoteEnded' && same(s, e.roomNum)) return remoteEnded(s, e);
      return stay(s);

    case 'connecting':
    case 'inCall':
    case 'reconnecting':
      return inMedia(s, e);
  }
}

/** A room exists and rings: the caller's outgoing or the callee's incoming ring bell. */
function ring(s: CallState, room: CallRoom, peer: CallPeer | null): Transition {
  return {
    state: {
      ...s,
      status: room.role === 'caller' ? 'outgoing' : 'incoming',
      room,
      peer,
      price: room.price,
    },
    commands: [
      { type: 'storeRoom', roomNum: room.roomNum, role: room.role },
      { type: 'startTimer', name: 'ring', at: room.ringExpiresAt },
    ],
  };
}

function onInvitation(s: CallState, e: Extract<CallEvent, { type: 'invitation' }>): Transition {
  const { room } = e;
  if (!room.roomNum || s.closedRooms.includes(room.roomNum)) return stay(s);
  if (room.ringExpiresAt && room.ringExpiresAt <= e.now) return stay(s); // expired (rule 9)
  if (same(s, room.roomNum)) return stay(s); // our own room (the caller gets it too)
  if (room.role === 'caller') {
    // "The room number arrives by message": before the launch answer, take it from here.
    if (s.status === 'launching') return ring(s, room, e.peer ?? s.peer);
    return stay(s);
  }
  // spec 2 §4 rule 7: a match call's invitation outside MatchPage is ignored and cancelled.
  const outsideMatch = room.goddessLocation === CALL_LOCATION.match && !e.onMatchPage;
  // spec 2 §4 rule 8: one room at a time; a second invitation is refused as busy.
  const busy = s.status !== 'idle' && s.status !== 'ended';
  if (outsideMatch || busy)
    return {
      state: { ...s, closedRooms: [room.roomNum, ...s.closedRooms].slice(0, CLOSED_ROOMS_KEPT) },
      commands: [{ type: 'refuse', roomNum: room.roomNum, busy }],
    };
  return ring({ ...INITIAL_CALL_STATE, closedRooms: s.closedRooms }, room, e.peer);
}

function remoteEnded(s: CallState, e: Extract<CallEvent, { type: 'remoteEnded' }>): Transition {
  const { kind, toast } = endOfReason(e.hangupReason, e.byMe, s.room?.role !== 'callee');
  return endCall({ ...s, videoTime: e.videoTime ?? s.videoTime }, kind, [], toast);
}

function inMedia(s: CallState, e: CallEvent): Transition {
  const roomNum = s.room?.roomNum ?? '';
  const hangup = (kind: EndKind, toast?: CallToast) =>
    endCall(s, kind, [{ type: 'hangup', roomNum }], toast);
  switch (e.type) {
    case 'firstFrame':
      if (s.status !== 'connecting') return stay(s);
      // spec 2 §4 rule 13: the first decoded frame tells the server the call started.
      return {
        state: { ...s, status: 'inCall', startedAt: e.at },
        commands: [{ type: 'notifyStartCall', roomNum }],
      };
    case 'roomCheckTimeout':
      return { state: s, commands: [{ type: 'checkRoom', roomNum }, CHECK_ROOM_LATER] };
    case 'roomChecked':
      // The server ended the room and this device missed the message: end it here too.
      if (!same(s, e.roomNum) || e.state !== 'ended') return stay(s);
      return remoteEnded(s, { ...e, type: 'remoteEnded' });
    case 'mediaStalled':
      return s.status === 'inCall'
        ? { state: { ...s, status: 'reconnecting' }, commands: [] }
        : stay(s);
    case 'mediaRecovered':
      return s.status === 'reconnecting'
        ? { state: { ...s, status: 'inCall' }, commands: [] }
        : stay(s);
    case 'remoteLeft':
      // spec 2 §4 rule 10: the remote leaving starts a 20 s timer.
      if (s.remoteGone) return stay(s);
      return {
        state: { ...s, remoteGone: true },
        commands: [{ type: 'startTimer', name: 'leave', ms: CALL_LEAVE_TIMER_MS }],
      };
    case 'remoteBack':
      if (!s.remoteGone) return stay(s);
      return {
        state: { ...s, remoteGone: false },
        commands: [{ type: 'clearTimer', name: 'leave' }],
      };
    case 'leaveTimeout':
      return s.remoteGone ? hangup('remoteLeft', 'receiverHungUp') : stay(s);
    case 'requestHangup':
      return { state: { ...s, confirmingHangup: true }, commands: [] };
    case 'dismiss':
      return s.confirmingHangup
        ? { state: { ...s, confirmingHangup: false }, commands: [] }
        : stay(s);
    case 'confirmHangup':
      return hangup('hungUp');
    case 'pageHidden':
      return e.mobile ? hangup('hungUp') : stay(s);
    case 'pageUnload':
      // The page may be gone before an answer: the room stays stored for the clean-up after a
      // reload, and nothing changes here (a page kept in the back-forward cache comes back as it was).
      return { state: s, commands: [{ type: 'hangup', roomNum }] };
    case 'report':
      return hangup('reported');
    case 'faceChecked': {
      if (!same(s, e.roomNum)) return stay(s);
      // The other party's message counts only from the other party.
      if (e.from !== 'self' && e.from !== s.peer?.id) return stay(s);
      const side = e.from === 'self' ? 'self' : 'peer';
      return {
        state: { ...s, faceChecks: { ...s.faceChecks, [side]: { face: e.face, blur: e.blur } } },
        commands: [],
      };
    }
    case 'addFriendState':
    case 'acceptFriend':
    case 'acceptFriendFailed':
    case 'dismissFriendPrompt':
    case 'friendNoteTimeout':
      return friendPromptTransition(s, e);
    case 'mute':
      if (s.muted[e.kind] === e.muted) return stay(s);
      return {
        state: { ...s, muted: { ...s.muted, [e.kind]: e.muted } },
        commands: [{ type: 'muteMedia', kind: e.kind, muted: e.muted }],
      };
    case 'coins':
      if (!same(s, e.roomNum)) return stay(s);
      return {
        state: { ...s, lowCoins: !e.isGoldEnough, videoTime: e.videoTime ?? s.videoTime },
        commands: [{ type: 'applyBalance', goldNum: e.goldNum, balanceSeq: e.balanceSeq }],
      };
    case 'remoteEnded':
      return same(s, e.roomNum) ? remoteEnded(s, e) : stay(s);
    case 'devicesDenied': {
      // The callee's camera was refused after accepting: hang up, show the permission message.
      const ended = hangup('failed');
      return {
        state: { ...ended.state, status: 'deviceDenied', problem: e.problem },
        commands: ended.commands,
      };
    }
    case 'failed':
      return s.status === 'connecting' ? hangup('connectFailed', 'connectFailed') : stay(s);
    default:
      return stay(s);
  }
}

/**
 * The add-friend prompt (spec 2 §3 "Add-friend state", §4 "Prompts during a call"): times 1 with
 * type friend from the other party asks to accept; accepting sends autoAddFriend once; times 2
 * is the success note for FRIEND_NOTE_SHOW_MS, and the peer is a friend from then on (no Add
 * friend button, no stranger blur).
 */
function friendPromptTransition(
  s: CallState,
  e: Extract<
    CallEvent,
    {
      type:
        | 'addFriendState'
        | 'acceptFriend'
        | 'acceptFriendFailed'
        | 'dismissFriendPrompt'
        | 'friendNoteTimeout';
    }
  >,
): Transition {
  const p = s.friendPrompt;
  switch (e.type) {
    case 'addFriendState': {
      if (!same(s, e.roomNum) || !s.peer || e.friendId !== s.peer.id) return stay(s);
      if (e.times === ADD_FRIEND_STATE.asked) {
        if (
          e.kind !== ADD_FRIEND_STATE.typeFriend ||
          s.peer.relation === FRIEND_RELATION.friend ||
          p
        )
          return stay(s);
        return {
          state: { ...s, friendPrompt: { friendId: e.friendId, times: 1, accepting: false } },
          commands: [],
        };
      }
      if (e.times === ADD_FRIEND_STATE.accepted)
        return {
          state: {
            ...s,
            peer: { ...s.peer, relation: FRIEND_RELATION.friend },
            friendPrompt: { friendId: e.friendId, times: 2, accepting: false },
          },
          commands: [{ type: 'startTimer', name: 'friendNote', ms: FRIEND_NOTE_SHOW_MS }],
        };
      return stay(s);
    }
    case 'acceptFriend':
      if (p?.times !== ADD_FRIEND_STATE.asked || p.accepting || !s.room) return stay(s);
      return {
        state: { ...s, friendPrompt: { ...p, accepting: true } },
        commands: [{ type: 'acceptFriend', hostId: p.friendId, roomNum: s.room.roomNum }],
      };
    case 'acceptFriendFailed':
      if (p?.times !== ADD_FRIEND_STATE.asked || !p.accepting) return stay(s);
      return {
        state: { ...s, friendPrompt: { ...p, accepting: false } },
        commands: [{ type: 'toast', key: 'generic' }],
      };
    case 'dismissFriendPrompt':
      if (!p) return stay(s);
      return {
        state: { ...s, friendPrompt: null },
        commands:
          p.times === ADD_FRIEND_STATE.accepted ? [{ type: 'clearTimer', name: 'friendNote' }] : [],
      };
    case 'friendNoteTimeout':
      return p?.times === ADD_FRIEND_STATE.accepted
        ? { state: { ...s, friendPrompt: null }, commands: [] }
        : stay(s);
  }
}
