import { FRIEND_NOTE_SHOW_MS, HANGUP_REASON } from 'shared-sdk/constants';
import { transition, type CallEvent, type CallState } from './machine';
import {
  ASKED,
  CALLEE_ROOM,
  DONE,
  at,
  faceChecked,
  friendState,
  runTable,
  type Row,
} from './testKit';

// The call machine in a call (inCall.ts): mute, the room check, report, the add-friend prompt,
// face checks; one row per rule.
const TABLE: Row[] = [
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

describe('call transition table in a call', () => {
  runTable(TABLE);

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
});
