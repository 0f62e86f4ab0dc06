/**
 * The call machine's shared steps (machine.ts, inCall.ts): ending a call, failing before a room,
 * the toasts of codes and hang-up reasons, small helpers.
 */
import {
  ADD_FRIEND_STATE,
  CALL_CODE,
  CALL_ROOM_CHECK_MS,
  HANGUP_REASON,
} from 'shared-sdk/constants';
import {
  CLOSED_ROOMS_KEPT,
  MEDIA_STATUSES,
  type CallCommand,
  type CallEvent,
  type CallState,
  type CallStatus,
  type CallToast,
  type EndKind,
  type Transition,
} from './types';

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
export function endOfReason(
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

export const same = (s: CallState, roomNum: string) => s.room?.roomNum === roomNum;
export const has = (list: readonly CallStatus[], s: CallStatus) => list.includes(s);

/** Ends the call: media left, stored room cleared, balance refreshed (spec 2 §4 rule 11). */
export function endCall(
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
export function failBeforeRoom(
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

export const stay = (s: CallState): Transition => ({ state: s, commands: [] });
export const CHECK_ROOM_LATER: CallCommand = {
  type: 'startTimer',
  name: 'roomCheck',
  ms: CALL_ROOM_CHECK_MS,
};

export function remoteEnded(
  s: CallState,
  e: Extract<CallEvent, { type: 'remoteEnded' }>,
): Transition {
  const { kind, toast } = endOfReason(e.hangupReason, e.byMe, s.room?.role !== 'callee');
  return endCall({ ...s, videoTime: e.videoTime ?? s.videoTime }, kind, [], toast);
}
