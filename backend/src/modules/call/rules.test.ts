/** The call room's transition table, row by row (rules.ts). */
import {
  ENDING_ACTIONS,
  SERVER_CALL_OVERRIDES,
  transition,
  type Actor,
  type CallAction,
} from './rules';

type State = 'ringing' | 'connecting' | 'connected' | 'ended';
const ACTIONS: CallAction[] = [
  'answer',
  'refuse',
  'busy',
  'cancel',
  'timeout',
  'hangup',
  'notifyJoin',
  'notifyStart',
  'mediaStart',
  'notifyEnd',
  'clean',
  'startTimeout',
  'gone',
  'noCoins',
];
const ACTORS: Actor[] = ['caller', 'callee', 'server'];

// Every allowed move: [state, action, actor, next state, hangup reason, pushed event].
const ALLOWED: Array<[State, CallAction, Actor, State, number | undefined, number | undefined]> = [
  ['ringing', 'answer', 'callee', 'connecting', undefined, 3],
  ['ringing', 'refuse', 'callee', 'ended', 3, 5],
  ['ringing', 'busy', 'callee', 'ended', 5, 5],
  ['ringing', 'cancel', 'caller', 'ended', 2, 2],
  ['ringing', 'timeout', 'caller', 'ended', 4, 6],
  ['ringing', 'timeout', 'callee', 'ended', 4, 6],
  ['ringing', 'timeout', 'server', 'ended', 4, 6],
  ['ringing', 'clean', 'caller', 'ended', 2, 2],
  ['ringing', 'clean', 'callee', 'ended', 3, 5],
  ['ringing', 'gone', 'server', 'ended', 7, 7],
  ['connecting', 'notifyJoin', 'caller', 'connecting', undefined, undefined],
  ['connecting', 'notifyJoin', 'callee', 'connecting', undefined, undefined],
  // Between two people only the payer's report starts the clock; the callee's is kept, no more.
  ['connecting', 'notifyStart', 'caller', 'connected', undefined, undefined],
  ['connecting', 'notifyStart', 'callee', 'connecting', undefined, undefined],
  // The server's own media peer sent its first frame (a seeded host).
  ['connecting', 'mediaStart', 'server', 'connected', undefined, undefined],
  ['connecting', 'hangup', 'caller', 'ended', 1, 7],
  ['connecting', 'hangup', 'callee', 'ended', 1, 7],
  ['connecting', 'notifyEnd', 'caller', 'ended', 1, 7],
  ['connecting', 'notifyEnd', 'callee', 'ended', 1, 7],
  ['connecting', 'clean', 'caller', 'ended', 7, 7],
  ['connecting', 'clean', 'callee', 'ended', 7, 7],
  ['connecting', 'startTimeout', 'server', 'ended', 8, 7],
  ['connecting', 'gone', 'server', 'ended', 7, 7],
  ['connected', 'notifyJoin', 'caller', 'connected', undefined, undefined],
  ['connected', 'notifyJoin', 'callee', 'connected', undefined, undefined],
  ['connected', 'notifyStart', 'caller', 'connected', undefined, undefined],
  ['connected', 'notifyStart', 'callee', 'connected', undefined, undefined],
  ['connected', 'mediaStart', 'server', 'connected', undefined, undefined],
  ['connected', 'hangup', 'caller', 'ended', 1, 7],
  ['connected', 'hangup', 'callee', 'ended', 1, 7],
  ['connected', 'notifyEnd', 'caller', 'ended', 1, 7],
  ['connected', 'notifyEnd', 'callee', 'ended', 1, 7],
  ['connected', 'clean', 'caller', 'ended', 7, 7],
  ['connected', 'clean', 'callee', 'ended', 7, 7],
  ['connected', 'gone', 'server', 'ended', 7, 7],
  ['connected', 'noCoins', 'server', 'ended', 6, 7],
];

test.each(ALLOWED)(
  '%s + %s by %s → %s (reason %s, event %s)',
  (state, action, actor, to, reason, event) => {
    const r = transition(state, action, actor);
    expect(r).toEqual({
      ok: true,
      move: { to, ...(reason !== undefined && { reason }), ...(event !== undefined && { event }) },
    });
  },
);

test('every other move is refused; on an ended room an ending action by a party is a safe retry', () => {
  const allowed = new Set(ALLOWED.map(([s, a, by]) => `${s}:${a}:${by}`));
  let refused = 0;
  for (const state of ['ringing', 'connecting', 'connected', 'ended'] as State[])
    for (const action of ACTIONS)
      for (const actor of ACTORS) {
        if (allowed.has(`${state}:${action}:${actor}`)) continue;
        refused++;
        const retry = state === 'ended' && actor !== 'server' && ENDING_ACTIONS.has(action);
        expect([state, action, actor, transition(state, action, actor)]).toEqual([
          state,
          action,
          actor,
          { ok: false, retry },
        ]);
      }
  expect(refused).toBe(4 * ACTIONS.length * ACTORS.length - ALLOWED.length);
});

test('impossible moves are refused', () => {
  expect(transition('ringing', 'answer', 'caller').ok).toBe(false); // the caller cannot answer
  expect(transition('ringing', 'cancel', 'callee').ok).toBe(false); // the callee refuses instead
  expect(transition('ringing', 'hangup', 'caller').ok).toBe(false); // nothing to hang up yet
  expect(transition('connected', 'answer', 'callee').ok).toBe(false);
  expect(transition('connecting', 'timeout', 'caller').ok).toBe(false); // answered in time
  expect(transition('ended', 'answer', 'callee')).toEqual({ ok: false, retry: false });
  expect(transition('ended', 'hangup', 'caller')).toEqual({ ok: false, retry: true });
});

test("a seeded host's room: neither party's report starts it, only the server's mediaStart", () => {
  for (const actor of ['caller', 'callee'] as const)
    expect(transition('connecting', 'notifyStart', actor, { serverCall: true })).toEqual({
      ok: true,
      move: { to: 'connecting' },
    });
  expect(transition('connecting', 'mediaStart', 'server', { serverCall: true })).toEqual({
    ok: true,
    move: { to: 'connected' },
  });
  // Reports after the start change nothing, as in any room.
  expect(transition('connected', 'notifyStart', 'caller', { serverCall: true })).toEqual({
    ok: true,
    move: { to: 'connected' },
  });
  expect(Object.keys(SERVER_CALL_OVERRIDES)).toEqual(['connecting']);
});
