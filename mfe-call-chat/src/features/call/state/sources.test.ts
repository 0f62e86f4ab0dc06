import type { BizSource, CallBiz, CallEventCode } from 'shared-sdk';
import { BIZ_TYPE_CALL, CALL_EVENT, CALL_IN_CALL_EVENT, HANGUP_REASON } from 'shared-sdk/constants';
import { CallStore, type CallCommand } from '../engine';
import { createCallDriver } from './driver';
import { CALL_ACTION_SENDERS, callMessageAllowed, senderOf, type CallSender } from './sources';

const ME = 1;
const PEER_ID = 7;
const ROOM = 'r1';
const PUSH: BizSource = { kind: 'push' };
const PEER: BizSource = { kind: 'peer', from: String(PEER_ID) };
const STRANGER: BizSource = { kind: 'peer', from: '99' };
const CHANNEL: BizSource = { kind: 'channel', channel: 'live-5', from: String(PEER_ID) };

describe('1050 senders (spec 2 §4: the server decides the room, its end and the coins)', () => {
  const TABLE: Array<[action: CallEventCode, senders: CallSender[]]> = [
    [CALL_EVENT.invitation, ['server']],
    [CALL_EVENT.callerCancelled, ['server']],
    [CALL_EVENT.connected, ['server']],
    [CALL_EVENT.declined, ['server']],
    [CALL_EVENT.timeout, ['server']],
    [CALL_EVENT.hungUp, ['server']],
    [CALL_EVENT.coinsDeducted, ['server']],
    [CALL_IN_CALL_EVENT.addFriend, ['server']],
    [CALL_IN_CALL_EVENT.faceCheck, ['peer']],
  ];
  it('covers every action', () => {
    expect(
      Object.keys(CALL_ACTION_SENDERS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(TABLE.map(([a]) => a).sort((a, b) => a - b));
  });
  it.each(TABLE)('action %i is taken from %j only', (action, senders) => {
    expect(CALL_ACTION_SENDERS[action]).toEqual(senders);
    expect(callMessageAllowed(action, PUSH)).toBe(senders.includes('server'));
    expect(callMessageAllowed(action, PEER)).toBe(senders.includes('peer'));
    expect(callMessageAllowed(action, CHANNEL)).toBe(false);
  });
  it('an unknown action is taken from nobody; a server push on a channel is the server', () => {
    expect(callMessageAllowed(99, PUSH)).toBe(false);
    expect(callMessageAllowed(99, PEER)).toBe(false);
    expect(senderOf({ kind: 'push', channel: 'inbox:1' })).toBe('server');
    expect(senderOf(CHANNEL)).toBeNull();
  });
});

describe('the call driver ignores spoofed peer messages', () => {
  const msg = (action: CallEventCode, extra: Partial<CallBiz> = {}): CallBiz => ({
    bizType: BIZ_TYPE_CALL,
    action,
    roomNum: ROOM,
    timestamp: Date.now(),
    ...extra,
  });
  const invitation = (role: 'caller' | 'callee') =>
    msg(CALL_EVENT.invitation, {
      callerUserId: role === 'caller' ? ME : PEER_ID,
      calleeUserId: role === 'caller' ? PEER_ID : ME,
      callPrice: 60,
      remoteUserInfo: { id: PEER_ID, userName: 'Peer' },
    });

  function setup() {
    const store = new CallStore();
    const commands: CallCommand[] = [];
    store.setDriver({ run: (c) => commands.push(c) });
    const driver = createCallDriver({
      store,
      userId: () => ME,
      toast: () => undefined,
      onMatchPage: () => false,
      isMobile: () => false,
      media: {} as never, // attach() is not called: no media is touched
    });
    return { store, commands, driver };
  }
  type Setup = ReturnType<typeof setup>;
  /** The states a message can act on, reached through the server's own pushes. */
  const STATES = {
    idle: () => undefined,
    incoming: ({ driver }: Setup) => driver.onCallBiz(invitation('callee'), PUSH),
    outgoing: ({ store, driver }: Setup) => {
      store.dispatch({ type: 'start', request: { target: { id: PEER_ID }, callLocation: 100 } });
      store.dispatch({ type: 'devicesOk' });
      driver.onCallBiz(invitation('caller'), PUSH);
    },
    inCall: ({ store, driver }: Setup) => {
      driver.onCallBiz(invitation('callee'), PUSH);
      store.dispatch({ type: 'accept' });
      store.dispatch({ type: 'firstFrame', at: Date.now() });
    },
  };

  const CASES: Array<
    [what: string, state: keyof typeof STATES, message: CallBiz, from: BizSource]
  > = [
    ['an invitation (a made-up caller and price)', 'idle', invitation('callee'), PEER],
    ['the caller cancelled', 'incoming', msg(CALL_EVENT.callerCancelled), PEER],
    ['the callee answered', 'outgoing', msg(CALL_EVENT.connected), PEER],
    [
      'the callee declined (busy)',
      'outgoing',
      msg(CALL_EVENT.declined, { hangupReason: HANGUP_REASON.busy }),
      PEER,
    ],
    ['the 30 s timeout', 'incoming', msg(CALL_EVENT.timeout), PEER],
    [
      'the hang-up from the other party',
      'inCall',
      msg(CALL_EVENT.hungUp, { hangupReason: 1, hangupUserId: PEER_ID }),
      PEER,
    ],
    [
      'the hang-up from a stranger',
      'inCall',
      msg(CALL_EVENT.hungUp, { hangupReason: 1 }),
      STRANGER,
    ],
    [
      'a coin deduction',
      'inCall',
      msg(CALL_EVENT.coinsDeducted, { goldNum: 999_999, balanceSeq: 1e9, isGoldEnough: true }),
      PEER,
    ],
    [
      'a coin deduction for another room',
      'idle',
      msg(CALL_EVENT.coinsDeducted, { roomNum: 'x', goldNum: 5, balanceSeq: 1e9 }),
      PEER,
    ],
    [
      'the add-friend state',
      'inCall',
      msg(CALL_IN_CALL_EVENT.addFriend, { friendId: PEER_ID, type: 'friend', times: 2 }),
      PEER,
    ],
    ['a hang-up on a live channel', 'inCall', msg(CALL_EVENT.hungUp, { hangupReason: 1 }), CHANNEL],
    [
      'the face check as a server push',
      'inCall',
      msg(CALL_IN_CALL_EVENT.faceCheck, { second: 1, face: true, blur: true }),
      PUSH,
    ],
  ];
  it.each(CASES)('%s (%s) changes nothing', (_what, state, message, from) => {
    const s = setup();
    STATES[state](s);
    expect(s.store.getSnapshot().status).toBe(state);
    const before = s.store.getState();
    const ran = s.commands.length;
    s.driver.onCallBiz(message, from);
    expect(s.store.getState()).toBe(before);
    expect(s.commands.slice(ran)).toEqual([]);
  });

  // The same messages from their real sender do act (so the cases above can fail).
  it.each(CASES.filter(([, , , from]) => from !== CHANNEL && from !== STRANGER))(
    '%s (%s) from its real sender acts',
    (_what, state, message, from) => {
      const s = setup();
      STATES[state](s);
      const before = s.store.getState();
      const ran = s.commands.length;
      const real: BizSource = from === PUSH ? PEER : PUSH;
      s.driver.onCallBiz(message, real);
      const changed = s.store.getState() !== before || s.commands.length > ran;
      expect(changed).toBe(true);
    },
  );
});
