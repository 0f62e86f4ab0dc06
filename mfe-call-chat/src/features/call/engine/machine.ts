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
import { CALL_LOCATION } from 'shared-sdk/constants';
import { inMedia } from './inCall';
import { CHECK_ROOM_LATER, endCall, failBeforeRoom, has, remoteEnded, same, stay } from './steps';
import {
  CLOSED_ROOMS_KEPT,
  INITIAL_CALL_STATE,
  MEDIA_STATUSES,
  type CallEvent,
  type CallPeer,
  type CallRoom,
  type CallState,
  type Transition,
} from './types';

// The machine's words and shared steps, for the store, the driver and the tests.
export * from './types';
export { toastForCode } from './steps';

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
