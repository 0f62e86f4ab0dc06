// What the call machine's table tests share (machine.test.ts, inCall.test.ts): a room, states
// by status, the events they send, and the table's row shape and runner.
import {
  INITIAL_CALL_STATE,
  transition,
  type CallEvent,
  type CallRoom,
  type CallState,
  type CallStatus,
} from './machine';

export const ROOM: CallRoom = {
  roomNum: 'r1',
  role: 'caller',
  price: 60,
  goddessLocation: 0,
  callLocation: 101,
  ringExpiresAt: 1_030_000,
};
export const CALLEE_ROOM: CallRoom = { ...ROOM, role: 'callee' };
export const REQ = { target: { id: 7, userName: 'Ann' }, callLocation: 101 };
export const NOW = 1_000_000;

/** A state in `status`, with the room and request it would have there. */
export function at(status: CallStatus, extra: Partial<CallState> = {}): CallState {
  const room =
    status === 'incoming' || extra.room?.role === 'callee'
      ? CALLEE_ROOM
      : ['outgoing', 'connecting', 'inCall', 'reconnecting'].includes(status)
        ? ROOM
        : null;
  return { ...INITIAL_CALL_STATE, status, request: REQ, peer: REQ.target, room, ...extra };
}

export const invite = (room: Partial<CallRoom>, onMatchPage = false): CallEvent => ({
  type: 'invitation',
  room: { ...CALLEE_ROOM, roomNum: 'r2', ...room },
  peer: { id: 9 },
  now: NOW,
  onMatchPage,
});

export const friendState = (
  times: number,
  extra: Partial<{ roomNum: string; friendId: number; kind: string }> = {},
): CallEvent => ({
  type: 'addFriendState',
  roomNum: 'r1',
  friendId: 7,
  kind: 'friend',
  times,
  ...extra,
});
export const faceChecked = (from: 'self' | number, blur: boolean, roomNum = 'r1'): CallEvent => ({
  type: 'faceChecked',
  roomNum,
  from,
  face: null,
  blur,
});
export const ASKED = { friendId: 7, times: 1 as const, accepting: false };
export const DONE = { friendId: 7, times: 2 as const, accepting: false };

export type Row = [
  rule: string,
  from: CallState,
  event: CallEvent,
  to: CallStatus,
  commands: string[],
];

/** Runs a table: each row's event from its state gives its status and command types. */
export function runTable(rows: Row[]): void {
  it.each(rows)('%s', (_rule, from, event, to, commands) => {
    const { state, commands: cmds } = transition(from, event);
    expect(state.status).toBe(to);
    expect(cmds.map((c) => c.type)).toEqual(commands);
  });
}
