import { CALL_CODE, HANGUP_REASON } from 'shared-sdk/constants';
import { CALL_STATUSES, transition, type CallEvent, type CallStatus } from './machine';
import { NOW, REQ, ROOM, at, invite, runTable, type Row } from './testKit';

// The client side of the call state machine's rules, one row per rule (in a call: inCall.test.ts).
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
];

describe('call transition table', () => {
  runTable(TABLE);

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
