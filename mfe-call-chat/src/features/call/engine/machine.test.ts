import { CALL_CODE, FRIEND_NOTE_SHOW_MS, HANGUP_REASON } from 'shared-sdk/constants';
import { RING_BELL_STATUS } from './callApi';
import { CALL_ENDED_SHOWN_MS, statusCommands, step } from './statusChange';
import {
  BUSY_STATUSES,
  CALL_STATUSES,
  INITIAL_CALL_STATE,
  transition,
  type CallEvent,
  type CallRoom,
  type CallState,
  type CallStatus,
} from './machine';

const ROOM: CallRoom = {
  roomNum: 'r1',
  role: 'caller',
  price: 60,
  goddessLocation: 0,
  callLocation: 101,
  ringExpiresAt: 1_030_000,
};
const CALLEE_ROOM: CallRoom = { ...ROOM, role: 'callee' };
const REQ = { target: { id: 7, userName: 'Ann' }, callLocation: 101 };
const NOW = 1_000_000;

/** A state in `status`, with the room and request it would have there. */
function at(status: CallStatus, extra: Partial<CallState> = {}): CallState {
  const room =
    status === 'incoming' || extra.room?.role === 'callee'
      ? CALLEE_ROOM
      : ['outgoing', 'connecting', 'inCall', 'reconnecting'].includes(status)
        ? ROOM
        : null;
  return { ...INITIAL_CALL_STATE, status, request: REQ, peer: REQ.target, room, ...extra };
}

const invite = (room: Partial<CallRoom>, onMatchPage = false): CallEvent => ({
  type: 'invitation',
  room: { ...CALLEE_ROOM, roomNum: 'r2', ...room },
  peer: { id: 9 },
  now: NOW,
  onMatchPage,
});

const friendState = (
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
const faceChecked = (from: 'self' | number, blur: boolean, roomNum = 'r1'): CallEvent => ({
  type: 'faceChecked',
  roomNum,
  from,
  face: null,
  blur,
});
const ASKED = { friendId: 7, times: 1 as const, accepting: false };
const DONE = { friendId: 7, times: 2 as const, accepting: false };

type Row = [rule: string, from: CallState, event: CallEvent, to: CallStatus, commands: string[]];

// The client side of the call state machine's rules, one row per rule.
const TABLE: Row[] = [
  [
    'a call needs a target id (spec 2 §5)',
    at('idle'),
    { type: 'start', request: { target: { id: 0 }, callLocation: 101 } },
    'idle',
    [],
  ],
  [
    'start → device check',
    at('idle'),
    { type: 'start', request: REQ },
    'checking',
    ['checkDevices'],
  ],
  [
    'a non-paying user calling from a chat gets the VIP tip, no device check (spec 2 §1, §6)',
    at('idle'),
    { type: 'start', request: { ...REQ, callLocation: 106 }, paying: false },
    'vipNeeded',
    [],
  ],
  [
    'a paying user calls from a chat',
    at('idle'),
    { type: 'start', request: { ...REQ, callLocation: 106 }, paying: true },
    'checking',
    ['checkDevices'],
  ],
  [
    "the paying rule is the chat's only",
    at('idle'),
    { type: 'start', request: REQ, paying: false },
    'checking',
    ['checkDevices'],
  ],
  [
    'start again after an ended call',
    at('ended'),
    { type: 'start', request: REQ },
    'checking',
    ['checkDevices'],
  ],
  [
    'a denied device shows the permission message',
    at('checking'),
    { type: 'devicesDenied', problem: 'camera' },
    'deviceDenied',
    [],
  ],
  [
    'closing the permission message reloads (loop-guarded by the driver)',
    at('deviceDenied'),
    { type: 'dismiss' },
    'idle',
    ['reloadForDevices'],
  ],
  [
    'devices ok → price and balance fetch',
    at('checking'),
    { type: 'devicesOk' },
    'pricing',
    ['fetchPrice'],
  ],
  [
    'a match call is sent directly (rule 3)',
    at('checking', { request: { ...REQ, matchId: 'm1', callLocation: 100 } }),
    { type: 'devicesOk' },
    'launching',
    ['launch'],
  ],
  [
    'location 100 is sent directly (rule 3)',
    at('checking', { request: { ...REQ, callLocation: 100 } }),
    { type: 'devicesOk' },
    'launching',
    ['launch'],
  ],
  [
    'coins below the price → not-enough-coins dialog',
    at('pricing'),
    { type: 'priceLoaded', price: 80, currentCoin: 79, free: false, confirmNeeded: true },
    'notEnoughCoins',
    [],
  ],
  [
    'enough coins, tip shown → price confirm',
    at('pricing'),
    { type: 'priceLoaded', price: 80, currentCoin: 80, free: false, confirmNeeded: true },
    'confirmPrice',
    [],
  ],
  [
    'enough coins, tip already confirmed (once) → launch',
    at('pricing'),
    { type: 'priceLoaded', price: 80, currentCoin: 500, free: false, confirmNeeded: false },
    'launching',
    ['launch'],
  ],
  [
    'a free call needs no coins and no confirm',
    at('pricing'),
    { type: 'priceLoaded', price: 0, currentCoin: 0, free: true, confirmNeeded: true },
    'launching',
    ['launch'],
  ],
  [
    'price check 100004 → not-enough-coins dialog',
    at('pricing'),
    { type: 'failed', code: CALL_CODE.notEnoughCoins, data: { callPrice: 80, currentCoin: 3 } },
    'notEnoughCoins',
    [],
  ],
  [
    'price check 100008 → VIP dialog',
    at('pricing'),
    { type: 'failed', code: CALL_CODE.vipOnly },
    'vipNeeded',
    [],
  ],
  [
    'price check 100003 → add-friend toast',
    at('pricing'),
    { type: 'failed', code: CALL_CODE.addFriendFirst },
    'ended',
    ['clearTimer', 'clearTimer', 'toast'],
  ],
  [
    'not enough coins: exchange → CoinPage',
    at('notEnoughCoins'),
    { type: 'exchange' },
    'idle',
    ['openCoinPage'],
  ],
  ['not enough coins: cancel → back', at('notEnoughCoins'), { type: 'dismiss' }, 'idle', []],
  [
    'VIP dialog: become VIP → CoinPage',
    at('vipNeeded'),
    { type: 'exchange' },
    'idle',
    ['openCoinPage'],
  ],
  [
    'price confirm → remembered for its location, launch',
    at('confirmPrice'),
    { type: 'confirm' },
    'launching',
    ['rememberConfirm', 'launch'],
  ],
  ['price confirm cancelled → back', at('confirmPrice'), { type: 'dismiss' }, 'idle', []],
  [
    'launch answer → caller rings',
    at('launching'),
    { type: 'launched', room: ROOM },
    'outgoing',
    ['storeRoom', 'startTimer'],
  ],
  [
    'room number by message before the launch answer',
    at('launching'),
    invite({ role: 'caller', roomNum: 'r1' }),
    'outgoing',
    ['storeRoom', 'startTimer'],
  ],
  [
    'launch 100001 → no answer toast',
    at('launching'),
    { type: 'failed', code: CALL_CODE.unreachable },
    'ended',
    ['clearTimer', 'clearTimer', 'toast'],
  ],
  [
    'launch 100002 → no answer toast',
    at('launching'),
    { type: 'failed', code: CALL_CODE.busy },
    'ended',
    ['clearTimer', 'clearTimer', 'toast'],
  ],
  [
    'launch 100004 → not-enough-coins dialog',
    at('launching'),
    { type: 'failed', code: CALL_CODE.notEnoughCoins },
    'notEnoughCoins',
    [],
  ],
  [
    'an invitation rings the callee',
    at('idle'),
    invite({}),
    'incoming',
    ['storeRoom', 'startTimer'],
  ],
  [
    'an expired invitation is ignored (rule 9)',
    at('idle'),
    invite({ ringExpiresAt: NOW - 1 }),
    'idle',
    [],
  ],
  [
    'an invitation of a closed room is ignored (rule 9)',
    at('idle', { closedRooms: ['r2'] }),
    invite({}),
    'idle',
    [],
  ],
  [
    'goddessLocation 100 outside MatchPage: ignored and cancelled (rule 7)',
    at('idle'),
    invite({ goddessLocation: 100 }),
    'idle',
    ['refuse'],
  ],
  [
    'goddessLocation 100 on MatchPage rings',
    at('idle'),
    invite({ goddessLocation: 100 }, true),
    'incoming',
    ['storeRoom', 'startTimer'],
  ],
  [
    'a second invitation while in a room is refused as busy (rule 8)',
    at('inCall'),
    invite({}),
    'inCall',
    ['refuse'],
  ],
  [
    'a second invitation while ringing is refused as busy (rule 8)',
    at('outgoing'),
    invite({}),
    'outgoing',
    ['refuse'],
  ],
  [
    'caller cancels',
    at('outgoing'),
    { type: 'cancel' },
    'ended',
    ['cancel', 'clearTimer', 'clearTimer', 'clearRoom', 'refreshBalance', 'toast'],
  ],
  [
    '30 s without answer: caller times out',
    at('outgoing'),
    { type: 'ringTimeout' },
    'ended',
    ['timeout', 'clearTimer', 'clearTimer', 'clearRoom', 'refreshBalance', 'toast'],
  ],
  [
    'callee answered → caller joins media',
    at('outgoing'),
    { type: 'remoteAnswered', roomNum: 'r1' },
    'connecting',
    ['clearTimer', 'joinMedia', 'startTimer'],
  ],
  [
    'callee refused → declined toast',
    at('outgoing'),
    { type: 'remoteRefused', roomNum: 'r1', busy: false },
    'ended',
    ['clearTimer', 'clearTimer', 'clearRoom', 'refreshBalance', 'toast'],
  ],
  [
    'callee busy → busy toast',
    at('outgoing'),
    { type: 'remoteRefused', roomNum: 'r1', busy: true },
    'ended',
    ['clearTimer', 'clearTimer', 'clearRoom', 'refreshBalance', 'toast'],
  ],
  [
    'server timeout while ringing',
    at('outgoing'),
    { type: 'remoteTimeout', roomNum: 'r1' },
    'ended',
    ['clearTimer', 'clearTimer', 'clearRoom', 'refreshBalance', 'toast'],
  ],
  [
    "another room's answer is ignored",
    at('outgoing'),
    { type: 'remoteAnswered', roomNum: 'rX' },
    'outgoing',
    [],
  ],
  [
    'callee accepts → answer and join media',
    at('incoming'),
    { type: 'accept' },
    'connecting',
    ['clearTimer', 'answer', 'joinMedia', 'startTimer'],
  ],
  [
    'callee refuses',
    at('incoming'),
    { type: 'refuse' },
    'ended',
    ['refuse', 'clearTimer', 'clearTimer', 'clearRoom', 'refreshBalance'],
  ],
  [
    'callee: caller cancelled → toast',
    at('incoming'),
    { type: 'remoteCancelled', roomNum: 'r1' },
    'ended',
    ['clearTimer', 'clearTimer', 'clearRoom', 'refreshBalance', 'toast'],
  ],
  [
    'callee: ring ran out → missed',
    at('incoming'),
    { type: 'ringTimeout' },
    'ended',
    ['clearTimer', 'clearTimer', 'clearRoom', 'refreshBalance'],
  ],
  [
    'first decoded remote frame → notifyStartCall (rule 13)',
    at('connecting'),
    { type: 'firstFrame', at: NOW },
    'inCall',
    ['notifyStartCall'],
  ],
  [
    'a second first-frame does not notify again',
    at('inCall'),
    { type: 'firstFrame', at: NOW },
    'inCall',
    [],
  ],
  ['media stalls → reconnecting', at('inCall'), { type: 'mediaStalled' }, 'reconnecting', []],
  [
    'media recovers without hanging up',
    at('reconnecting'),
    { type: 'mediaRecovered' },
    'inCall',
    [],
  ],
  [
    'remote leaves → 20 s timer (rule 10)',
    at('inCall'),
    { type: 'remoteLeft' },
    'inCall',
    ['startTimer'],
  ],
  [
    'remote back → timer cleared',
    at('inCall', { remoteGone: true }),
    { type: 'remoteBack' },
    'inCall',
    ['clearTimer'],
  ],
  [
    'leave timer fires → hang up',
    at('inCall', { remoteGone: true }),
    { type: 'leaveTimeout' },
    'ended',
    [
      'hangup',
      'leaveMedia',
      'clearTimer',
      'clearTimer',
      'clearTimer',
      'clearRoom',
      'refreshBalance',
      'toast',
    ],
  ],
  ['hang-up asks first', at('inCall'), { type: 'requestHangup' }, 'inCall', []],
  [
    'hang-up confirmed',
    at('inCall', { confirmingHangup: true }),
    { type: 'confirmHangup' },
    'ended',
    [
      'hangup',
      'leaveMedia',
      'clearTimer',
      'clearTimer',
      'clearTimer',
      'clearRoom',
      'refreshBalance',
    ],
  ],
  [
    'page hidden on mobile hangs up',
    at('inCall'),
    { type: 'pageHidden', mobile: true },
    'ended',
    [
      'hangup',
      'leaveMedia',
      'clearTimer',
      'clearTimer',
      'clearTimer',
      'clearRoom',
      'refreshBalance',
    ],
  ],
  [
    'page hidden on a desktop: the call goes on',
    at('inCall'),
    { type: 'pageHidden', mobile: false },
    'inCall',
    [],
  ],
  // The page going away (reload, closed tab): the server is told at once; the stored room stays.
  [
    'page going away while the caller rings → cancel',
    at('outgoing'),
    { type: 'pageUnload' },
    'outgoing',
    ['cancel'],
  ],
  [
    'page going away in a call → hang up',
    at('inCall'),
    { type: 'pageUnload' },
    'inCall',
    ['hangup'],
  ],
  [
    'page going away while connecting → hang up',
    at('connecting'),
    { type: 'pageUnload' },
    'connecting',
    ['hangup'],
  ],
  [
    'page going away while reconnecting → hang up',
    at('reconnecting'),
    { type: 'pageUnload' },
    'reconnecting',
    ['hangup'],
  ],
  [
    "page going away while the callee rings: nothing (the server's ring ends it)",
    at('incoming'),
    { type: 'pageUnload' },
    'incoming',
    [],
  ],
  [
    'page going away before a room exists: nothing',
    at('launching'),
    { type: 'pageUnload' },
    'launching',
    [],
  ],
  ['page going away after the call: nothing', at('ended'), { type: 'pageUnload' }, 'ended', []],
  // The end shows for a moment (CALL_ENDED_SHOWN_MS), then the layer is idle.
  ['the end timer → idle', at('ended'), { type: 'endedTimeout' }, 'idle', []],
  [
    'a late end timer leaves a new call alone',
    at('checking'),
    { type: 'endedTimeout' },
    'checking',
    [],
  ],
  // The abnormal-call clean-up when the layer mounts after a reload.
  [
    'a room stored before a reload is cleaned up',
    at('idle'),
    { type: 'layerMounted', storedRoom: 'r9' },
    'idle',
    ['cleanAbnormal'],
  ],
  [
    'nothing stored: nothing to clean',
    at('idle'),
    { type: 'layerMounted', storedRoom: null },
    'idle',
    [],
  ],
  [
    'a stored room while a call is on is left alone',
    at('inCall'),
    { type: 'layerMounted', storedRoom: 'r9' },
    'inCall',
    [],
  ],
  // Mute: the state and the device follow the button.
  [
    'mute the microphone',
    at('inCall'),
    { type: 'mute', kind: 'audio', muted: true },
    'inCall',
    ['muteMedia'],
  ],
  [
    'unmute the camera',
    at('inCall', { muted: { audio: false, video: true } }),
    { type: 'mute', kind: 'video', muted: false },
    'inCall',
    ['muteMedia'],
  ],
  [
    'muting what is muted changes nothing',
    at('inCall', { muted: { audio: true, video: false } }),
    { type: 'mute', kind: 'audio', muted: true },
    'inCall',
    [],
  ],
  [
    'mute outside a call is ignored',
    at('outgoing'),
    { type: 'mute', kind: 'audio', muted: true },
    'outgoing',
    [],
  ],
  [
    'remote hung up → toast, media left',
    at('inCall'),
    {
      type: 'remoteEnded',
      roomNum: 'r1',
      hangupReason: HANGUP_REASON.hungUp,
      byMe: false,
      videoTime: 65,
    },
    'ended',
    [
      'leaveMedia',
      'clearTimer',
      'clearTimer',
      'clearTimer',
      'clearRoom',
      'refreshBalance',
      'toast',
    ],
  ],
  [
    'no first frame in time → connection failed toast',
    at('connecting'),
    { type: 'remoteEnded', roomNum: 'r1', hangupReason: HANGUP_REASON.connectFailed, byMe: false },
    'ended',
    [
      'leaveMedia',
      'clearTimer',
      'clearTimer',
      'clearTimer',
      'clearRoom',
      'refreshBalance',
      'toast',
    ],
  ],
  // The room check (a lost end message cannot leave this device in a call the server ended).
  [
    'room check due → ask the server, check again later',
    at('inCall'),
    { type: 'roomCheckTimeout' },
    'inCall',
    ['checkRoom', 'startTimer'],
  ],
  [
    'room check while connecting, too',
    at('connecting'),
    { type: 'roomCheckTimeout' },
    'connecting',
    ['checkRoom', 'startTimer'],
  ],
  [
    'the server ended the room (its message lost) → the call ends here',
    at('inCall'),
    {
      type: 'roomChecked',
      roomNum: 'r1',
      state: 'ended',
      hangupReason: HANGUP_REASON.noCoins,
      byMe: false,
      videoTime: 60,
    },
    'ended',
    [
      'leaveMedia',
      'clearTimer',
      'clearTimer',
      'clearTimer',
      'clearRoom',
      'refreshBalance',
      'toast',
    ],
  ],
  [
    'the room is still on → nothing changes',
    at('inCall'),
    { type: 'roomChecked', roomNum: 'r1', state: 'connected', byMe: false },
    'inCall',
    [],
  ],
  [
    "another room's check is ignored",
    at('inCall'),
    { type: 'roomChecked', roomNum: 'rX', state: 'ended', byMe: false },
    'inCall',
    [],
  ],
  ['a room check after the call is ignored', at('idle'), { type: 'roomCheckTimeout' }, 'idle', []],
  [
    'coin deduction 101 → applyBalance',
    at('inCall'),
    { type: 'coins', roomNum: 'r1', goldNum: 40, balanceSeq: 9, isGoldEnough: false },
    'inCall',
    ['applyBalance'],
  ],
  [
    'callee denies the camera after accepting → hang up, message',
    at('connecting', { room: CALLEE_ROOM }),
    { type: 'devicesDenied', problem: 'camera' },
    'deviceDenied',
    [
      'hangup',
      'leaveMedia',
      'clearTimer',
      'clearTimer',
      'clearTimer',
      'clearRoom',
      'refreshBalance',
    ],
  ],
  [
    'messages of a closed room are ignored (rule 9)',
    at('idle', { closedRooms: ['r1'] }),
    { type: 'remoteEnded', roomNum: 'r1', byMe: false },
    'idle',
    [],
  ],
  ['the end summary closes', at('ended'), { type: 'dismiss' }, 'idle', []],
  // Report from the call window (spec 2 §4 rule 10 "ended … by report").
  [
    'report from the call window hangs up',
    at('inCall'),
    { type: 'report' },
    'ended',
    [
      'hangup',
      'leaveMedia',
      'clearTimer',
      'clearTimer',
      'clearTimer',
      'clearRoom',
      'refreshBalance',
    ],
  ],
  [
    'report while connecting hangs up too',
    at('connecting'),
    { type: 'report' },
    'ended',
    [
      'hangup',
      'leaveMedia',
      'clearTimer',
      'clearTimer',
      'clearTimer',
      'clearRoom',
      'refreshBalance',
    ],
  ],
  ['report outside a call is ignored', at('outgoing'), { type: 'report' }, 'outgoing', []],
  // Add-friend prompts (spec 2 §3 "Add-friend state", §4 "Prompts during a call").
  [
    'times 1, type friend, from the peer → accept prompt',
    at('inCall'),
    friendState(1),
    'inCall',
    [],
  ],
  ['times 2 → success note with its timer', at('inCall'), friendState(2), 'inCall', ['startTimer']],
  [
    'accept → autoAddFriend once',
    at('inCall', { friendPrompt: ASKED }),
    { type: 'acceptFriend' },
    'inCall',
    ['acceptFriend'],
  ],
  [
    'accept twice sends once',
    at('inCall', { friendPrompt: { ...ASKED, accepting: true } }),
    { type: 'acceptFriend' },
    'inCall',
    [],
  ],
  [
    'accept failed → prompt again, toast',
    at('inCall', { friendPrompt: { ...ASKED, accepting: true } }),
    { type: 'acceptFriendFailed' },
    'inCall',
    ['toast'],
  ],
  [
    'not now closes the accept prompt',
    at('inCall', { friendPrompt: ASKED }),
    { type: 'dismissFriendPrompt' },
    'inCall',
    [],
  ],
  [
    'closing the note clears its timer',
    at('inCall', { friendPrompt: DONE }),
    { type: 'dismissFriendPrompt' },
    'inCall',
    ['clearTimer'],
  ],
  [
    'the note closes by itself',
    at('inCall', { friendPrompt: DONE }),
    { type: 'friendNoteTimeout' },
    'inCall',
    [],
  ],
  [
    'a call ending with the note clears its timer',
    at('inCall', { friendPrompt: DONE }),
    { type: 'confirmHangup' },
    'ended',
    [
      'hangup',
      'leaveMedia',
      'clearTimer',
      'clearTimer',
      'clearTimer',
      'clearTimer',
      'clearRoom',
      'refreshBalance',
    ],
  ],
  ['an add-friend state while ringing is ignored', at('outgoing'), friendState(1), 'outgoing', []],
  // Face and blur checks (spec 2 §4: 1, 2, 3, 6 s): kept, no commands.
  ['my own face check is kept', at('inCall'), faceChecked('self', true), 'inCall', []],
  ["the peer's face check is kept", at('inCall'), faceChecked(7, true), 'inCall', []],
  ['a face check outside a call is ignored', at('outgoing'), faceChecked(7, true), 'outgoing', []],
];

describe('call transition table', () => {
  it.each(TABLE)('%s', (_rule, from, event, to, commands) => {
    const { state, commands: cmds } = transition(from, event);
    expect(state.status).toBe(to);
    expect(cmds.map((c) => c.type)).toEqual(commands);
  });

  // The add-friend prompt's rules beyond the status and commands (spec 2 §4 "Prompts during a call").
  const FRIEND_RULES: Array<
    [
      rule: string,
      from: CallState,
      event: CallEvent,
      prompt: CallState['friendPrompt'],
      relation?: number,
    ]
  > = [
    ['times 1 shows the accept prompt', at('inCall'), friendState(1), ASKED],
    [
      'times 1 of another type shows nothing',
      at('inCall'),
      friendState(1, { kind: 'follow' }),
      null,
    ],
    [
      'times 1 from someone who is not the peer shows nothing',
      at('inCall'),
      friendState(1, { friendId: 8 }),
      null,
    ],
    [
      'times 1 of another room shows nothing',
      at('inCall'),
      friendState(1, { roomNum: 'r9' }),
      null,
    ],
    [
      'times 1 for a peer already a friend shows nothing',
      at('inCall', { peer: { id: 7, relation: 2 } }),
      friendState(1),
      null,
    ],
    [
      'times 1 again keeps the prompt as it is',
      at('inCall', { friendPrompt: { ...ASKED, accepting: true } }),
      friendState(1),
      { ...ASKED, accepting: true },
    ],
    [
      'times 2 shows the note and makes the peer a friend',
      at('inCall', { friendPrompt: { ...ASKED, accepting: true } }),
      friendState(2),
      DONE,
      2,
    ],
    ['times 2 while connecting, too', at('connecting'), friendState(2), DONE, 2],
    ['times 3 means nothing', at('inCall'), friendState(3), null],
    [
      'accepting marks the prompt',
      at('inCall', { friendPrompt: ASKED }),
      { type: 'acceptFriend' },
      { ...ASKED, accepting: true },
    ],
    [
      'the note timeout does not close an accept prompt',
      at('inCall', { friendPrompt: ASKED }),
      { type: 'friendNoteTimeout' },
      ASKED,
    ],
    [
      'the note closes after its time',
      at('inCall', { friendPrompt: DONE }),
      { type: 'friendNoteTimeout' },
      null,
    ],
    [
      'the call ending drops the prompt',
      at('inCall', { friendPrompt: ASKED }),
      { type: 'confirmHangup' },
      null,
    ],
  ];
  // A rest parameter: jest would pass `done` for the rows without a relation otherwise.
  it.each(FRIEND_RULES)('%s', (...row) => {
    const [, from, event, prompt, relation] = row;
    const { state } = transition(from, event);
    expect(state.friendPrompt).toEqual(prompt);
    if (relation !== undefined) expect(state.peer?.relation).toBe(relation);
  });

  it('the note shows FRIEND_NOTE_SHOW_MS and accepting names the requester and the room', () => {
    expect(transition(at('inCall'), friendState(2)).commands).toEqual([
      { type: 'startTimer', name: 'friendNote', ms: FRIEND_NOTE_SHOW_MS },
    ]);
    expect(
      transition(at('inCall', { friendPrompt: ASKED }), { type: 'acceptFriend' }).commands,
    ).toEqual([{ type: 'acceptFriend', hostId: 7, roomNum: 'r1' }]);
  });

  const FACE_RULES: Array<
    [rule: string, from: CallState, event: CallEvent, checks: CallState['faceChecks']]
  > = [
    [
      'mine goes to self',
      at('inCall'),
      faceChecked('self', true),
      { self: { face: null, blur: true }, peer: null },
    ],
    [
      "the peer's goes to peer",
      at('inCall'),
      faceChecked(7, true),
      { self: null, peer: { face: null, blur: true } },
    ],
    [
      'a later check replaces the earlier one',
      at('inCall', { faceChecks: { self: null, peer: { face: null, blur: true } } }),
      faceChecked(7, false),
      { self: null, peer: { face: null, blur: false } },
    ],
    [
      'from someone else than the peer: ignored',
      at('inCall'),
      faceChecked(8, true),
      { self: null, peer: null },
    ],
    [
      'for another room: ignored',
      at('inCall'),
      faceChecked(7, true, 'r9'),
      { self: null, peer: null },
    ],
  ];
  it.each(FACE_RULES)('face check: %s', (_rule, from, event, checks) => {
    expect(transition(from, event).state.faceChecks).toEqual(checks);
  });

  it("a room check that finds the room ended takes the server's reason and duration", () => {
    const { state, commands } = transition(at('inCall', { lowCoins: true }), {
      type: 'roomChecked',
      roomNum: 'r1',
      state: 'ended',
      hangupReason: HANGUP_REASON.noCoins,
      byMe: false,
      videoTime: 60,
    });
    expect(state.end).toEqual({ kind: 'noCoins' });
    expect(state.videoTime).toBe(60);
    expect(commands).toContainEqual({ type: 'toast', key: 'noCoins' });
    expect(commands).toContainEqual({ type: 'clearTimer', name: 'roomCheck' });
  });

  it('100009 (calls to this user that never started) says try later', () => {
    const { commands } = transition(at('launching'), { type: 'failed', code: CALL_CODE.tryLater });
    expect(commands).toContainEqual({ type: 'toast', key: 'tryLater' });
  });

  it('low coins are shown after a 101 with isGoldEnough false', () => {
    const { state } = transition(at('inCall'), {
      type: 'coins',
      roomNum: 'r1',
      goldNum: 40,
      balanceSeq: 9,
      isGoldEnough: false,
    });
    expect(state.lowCoins).toBe(true);
  });

  it('an ended room is remembered: its later messages and invitations are ignored', () => {
    const ended = transition(at('outgoing'), { type: 'cancel' }).state;
    expect(ended.closedRooms).toContain('r1');
    const again = transition(ended, invite({ roomNum: 'r1' }));
    expect(again.state).toBe(ended);
  });

  it('the busy refusal says busy, the rule-7 cancel does not', () => {
    expect(transition(at('inCall'), invite({})).commands).toEqual([
      { type: 'refuse', roomNum: 'r2', busy: true },
    ]);
    expect(transition(at('idle'), invite({ goddessLocation: 100 })).commands).toEqual([
      { type: 'refuse', roomNum: 'r2', busy: false },
    ]);
  });

  it('the ring timer runs until the server ring end', () => {
    const { commands } = transition(at('launching'), { type: 'launched', room: ROOM });
    expect(commands).toContainEqual({ type: 'startTimer', name: 'ring', at: ROOM.ringExpiresAt });
  });

  // Actions only where valid: every status ignores what it does not handle (same object back).
  const USER_ACTIONS: CallEvent[] = [
    { type: 'accept' },
    { type: 'refuse' },
    { type: 'cancel' },
    { type: 'confirm' },
    { type: 'exchange' },
    { type: 'confirmHangup' },
  ];
  const VALID: Record<string, CallStatus[]> = {
    accept: ['incoming'],
    refuse: ['incoming'],
    cancel: ['outgoing'],
    confirm: ['confirmPrice'],
    exchange: ['notEnoughCoins', 'vipNeeded'],
    confirmHangup: ['connecting', 'inCall', 'reconnecting'],
  };
  it.each(CALL_STATUSES.flatMap((s) => USER_ACTIONS.map((e) => [s, e.type, e] as const)))(
    '%s ignores %s unless valid there',
    (status, type, event) => {
      const from = at(status);
      const { state, commands } = transition(from, event);
      if (VALID[type]!.includes(status)) expect(state).not.toBe(from);
      else {
        expect(state).toBe(from);
        expect(commands).toEqual([]);
      }
    },
  );
});

describe('commands of a status change (statusChange.ts)', () => {
  const busyOn = { type: 'markBusy', busy: true };
  const busyOff = { type: 'markBusy', busy: false };
  const bell = (status: number, roomNum = 'r1') => ({ type: 'ringBellStatus', status, roomNum });
  const endedShown = { type: 'startTimer', name: 'endedShown', ms: CALL_ENDED_SHOWN_MS };
  const leave = { type: 'leaveMedia' };
  const { shown, closed } = RING_BELL_STATUS;
  const CHANGES: Array<[rule: string, from: CallState, to: CallState, commands: object[]]> = [
    ['preparing is not busy', at('idle'), at('checking'), []],
    [
      'launching holds the online status busy (spec 2 §4 rule 12)',
      at('pricing'),
      at('launching'),
      [busyOn],
    ],
    ["the caller's ring bell opens: status shown", at('launching'), at('outgoing'), [bell(shown)]],
    [
      "a callee's invitation: busy, and its ring bell shown",
      at('idle'),
      at('incoming'),
      [busyOn, bell(shown)],
    ],
    [
      'answered: the ring bell closes, still busy',
      at('outgoing'),
      at('connecting'),
      [bell(closed)],
    ],
    [
      'the ring bell closes by an end: not busy, closed, the end shown a moment',
      at('incoming'),
      at('ended'),
      [busyOff, bell(closed), endedShown],
    ],
    [
      'a call ends: not busy, the end shown a moment',
      at('inCall'),
      at('ended'),
      [busyOff, endedShown],
    ],
    ['the launch refused for coins: not busy', at('launching'), at('notEnoughCoins'), [busyOff]],
    ['after the end: idle, the camera stopped', at('ended'), at('idle'), [leave]],
    ['a dismissed price confirm stops the camera preview', at('confirmPrice'), at('idle'), [leave]],
    ['the permission message closed: idle', at('deviceDenied'), at('idle'), [leave]],
    [
      'a change inside a call brings nothing',
      at('inCall'),
      at('inCall', { muted: { audio: true, video: false } }),
      [],
    ],
    ['reconnecting is still busy', at('inCall'), at('reconnecting'), []],
  ];
  it.each(CHANGES)('%s', (_rule, from, to, commands) => {
    expect(statusCommands(from, to)).toEqual(commands);
  });

  it('markBusy comes exactly when busy flips, for every pair of statuses', () => {
    for (const a of CALL_STATUSES)
      for (const b of CALL_STATUSES) {
        const busy = statusCommands(at(a), at(b)).filter((c) => c.type === 'markBusy');
        const flips = BUSY_STATUSES.includes(a) !== BUSY_STATUSES.includes(b);
        expect([a, b, busy]).toEqual([
          a,
          b,
          flips ? [{ type: 'markBusy', busy: BUSY_STATUSES.includes(b) }] : [],
        ]);
      }
  });

  it("step: the event's commands, then the change's; an ignored event brings none", () => {
    expect(step(at('outgoing'), { type: 'cancel' }).commands).toEqual([
      ...transition(at('outgoing'), { type: 'cancel' }).commands,
      busyOff,
      bell(closed),
      endedShown,
    ]);
    expect(step(at('idle'), { type: 'start', request: REQ }).commands.map((c) => c.type)).toEqual([
      'checkDevices',
    ]);
    const from = at('inCall');
    expect(step(from, { type: 'accept' })).toEqual({ state: from, commands: [] });
  });

  it('the page going away changes nothing here: the room stays stored for the clean-up after a reload', () => {
    const from = at('inCall');
    const { state, commands } = step(from, { type: 'pageUnload' });
    expect(state).toBe(from);
    expect(commands).toEqual([{ type: 'hangup', roomNum: 'r1' }]);
    expect(step(at('outgoing'), { type: 'pageUnload' }).commands).toEqual([
      { type: 'cancel', roomNum: 'r1' },
    ]);
  });

  it('mute names the device and the value; the clean-up names the stored room', () => {
    expect(transition(at('inCall'), { type: 'mute', kind: 'video', muted: true }).commands).toEqual(
      [{ type: 'muteMedia', kind: 'video', muted: true }],
    );
    expect(transition(at('idle'), { type: 'layerMounted', storedRoom: 'r9' }).commands).toEqual([
      { type: 'cleanAbnormal', roomNum: 'r9' },
    ]);
  });
});
