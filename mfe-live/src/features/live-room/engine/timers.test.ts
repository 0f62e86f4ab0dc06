import { TIMER_MS, heartbeatMs, hostFollowed, roomTimersOnJoin } from './timers';
import type { LiveInfo } from './types';

describe('timer lengths (spec 3 §4, §9)', () => {
  it.each([
    ['entryLock', 3_000],
    ['closeBeforeEnter', 500],
    ['praise', 1_500],
    ['tipsHide', 180_000],
    ['miniProfile', 60_000],
    ['friendBanner', 8_000],
    ['acceptSuccess', 5_000],
    ['reenter', 200],
    ['giftShown', 3_000],
  ] as const)('%s runs %p ms', (name, ms) => {
    expect(TIMER_MS[name]).toBe(ms);
  });

  it.each([
    ['user', 10_000],
    ['tourist', 3_000],
    ['guest', 3_000],
  ] as const)('the heartbeat of a %s every %p ms', (kind, ms) => {
    expect(heartbeatMs({ kind, id: 1 })).toBe(ms);
  });
});

describe('timers started on joining', () => {
  const live = (relation?: number) =>
    ({ id: 1, channelId: 'c', hostDetail: { relation } }) as LiveInfo;
  it.each([
    [1, true],
    [2, true],
    [3, false],
    [4, false],
    [undefined, false],
  ])('relation %p: followed %p', (relation, followed) => {
    expect(hostFollowed(live(relation))).toBe(followed);
    const names = roomTimersOnJoin(live(relation), { kind: 'user', id: 5 }).map(
      (c) => c.type === 'startTimer' && c.name,
    );
    expect(names).toEqual(
      followed ? ['heartbeat', 'tipsHide'] : ['heartbeat', 'tipsHide', 'miniProfile'],
    );
  });
});
