import { RING_BELL_STATUS } from './callApi';
import { CALL_ENDED_SHOWN_MS, statusCommands, step } from './statusChange';
import { BUSY_STATUSES, CALL_STATUSES, transition, type CallState } from './machine';
import { REQ, at } from './testKit';

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
