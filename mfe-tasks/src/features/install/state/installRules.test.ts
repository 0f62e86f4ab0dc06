import {
  bannerDecision,
  currentLog,
  installOffered,
  isSafari,
  localDay,
  nextSafariFlag,
  recordShow,
  showsSafariInstructions,
  type InstallLog,
} from './installRules';

const H = 60 * 60 * 1000;
// A local-time morning, so adding hours stays on the same local day in any time zone.
const T0 = new Date(2026, 10, 26, 0, 30).getTime();
const day0 = localDay(T0);

describe('installOffered: LivCam, not standalone, eligible, reward not yet paid', () => {
  const info = { status: 0, eligible: true };
  test.each([
    ['LivCam, eligible', { routeName: 'LivCam', standalone: false, info }, true],
    ['another page', { routeName: 'MessagePage', standalone: false, info }, false],
    ['no route', { routeName: null, standalone: false, info }, false],
    ['standalone (installed app)', { routeName: 'LivCam', standalone: true, info }, false],
    ['info not loaded', { routeName: 'LivCam', standalone: false, info: null }, false],
    [
      'after the reward (status 1)',
      { routeName: 'LivCam', standalone: false, info: { status: 1, eligible: true } },
      false,
    ],
    [
      'not a paying user',
      { routeName: 'LivCam', standalone: false, info: { status: 0, eligible: false } },
      false,
    ],
  ])('%s', (_name, input, expected) => {
    expect(installOffered(input)).toBe(expected);
  });
});

describe('bannerDecision: first after 3 s, 2 a day, 8 h apart', () => {
  const base = { offered: true, hasPrompt: true, openedAt: T0 };
  const shownAt = (t: number, log: InstallLog | null = null) => recordShow(log, t);
  const twice = shownAt(T0 + 8 * H, shownAt(T0));
  test.each<[string, Parameters<typeof bannerDecision>[0], ReturnType<typeof bannerDecision>]>([
    ['not offered', { ...base, offered: false, log: null, now: T0 + 10_000 }, { kind: 'no' }],
    [
      'no browser prompt',
      { ...base, hasPrompt: false, log: null, now: T0 + 10_000 },
      { kind: 'no' },
    ],
    ['at once: waits the 3 s', { ...base, log: null, now: T0 }, { kind: 'wait', ms: 3_000 }],
    ['after 2.5 s: 0.5 s more', { ...base, log: null, now: T0 + 2_500 }, { kind: 'wait', ms: 500 }],
    ['after 3 s: shows', { ...base, log: null, now: T0 + 3_000 }, { kind: 'show' }],
    [
      '1 h after the first: waits to 8 h',
      { ...base, openedAt: T0 + H, log: shownAt(T0), now: T0 + H + 3_000 },
      { kind: 'wait', ms: 7 * H - 3_000 },
    ],
    [
      '8 h after the first: the second shows',
      { ...base, openedAt: T0 + 8 * H, log: shownAt(T0), now: T0 + 8 * H + 3_000 },
      { kind: 'show' },
    ],
    [
      'a third the same day, 16 h on: no',
      { ...base, openedAt: T0 + 16 * H, log: twice, now: T0 + 16 * H + 3_000 },
      { kind: 'no' },
    ],
    [
      'the next day: shows again (8 h after the last)',
      { ...base, openedAt: T0 + 24 * H, log: twice, now: T0 + 24 * H + 3_000 },
      { kind: 'show' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(bannerDecision(input)).toEqual(expected);
  });
});

test('the day count starts again on a new day; the last show is kept for the gap', () => {
  const log = recordShow(recordShow(null, T0), T0 + 8 * H);
  expect(log).toEqual({ day: day0, shows: 2, lastShownAt: T0 + 8 * H });
  expect(currentLog(log, T0 + 24 * H)).toEqual({
    day: localDay(T0 + 24 * H),
    shows: 0,
    lastShownAt: T0 + 8 * H,
  });
});

describe('Safari flag: 1, then 2 after a 1v1 call, then 3 once the instructions were shown', () => {
  test.each([
    ['first visit', null, 'visit', 1],
    ['a call ends', { day: day0, flag: 1 }, 'callEnded', 2],
    ['a call before any visit was stored', null, 'callEnded', 2],
    ['instructions shown', { day: day0, flag: 2 }, 'instructionsShown', 3],
    ['instructions need a call first', { day: day0, flag: 1 }, 'instructionsShown', 1],
    ['another call after they were shown', { day: day0, flag: 3 }, 'callEnded', 3],
    ['a visit keeps 2', { day: day0, flag: 2 }, 'visit', 2],
    ['yesterday\u2019s 3 is a new day\u2019s 1', { day: '2026-11-25', flag: 3 }, 'visit', 1],
  ] as const)('%s', (_name, state, event, flag) => {
    expect(nextSafariFlag(state, event, T0)).toEqual({ day: day0, flag });
  });

  test.each([
    ['flag 2 today on Safari', true, true, { day: day0, flag: 2 as const }, true],
    ['flag 1', true, true, { day: day0, flag: 1 as const }, false],
    ['flag 3', true, true, { day: day0, flag: 3 as const }, false],
    ['flag 2 of yesterday', true, true, { day: '2026-11-25', flag: 2 as const }, false],
    ['not Safari', true, false, { day: day0, flag: 2 as const }, false],
    ['not offered', false, true, { day: day0, flag: 2 as const }, false],
  ])('instructions: %s', (_name, offered, safari, state, expected) => {
    expect(showsSafariInstructions({ offered, safari, state, now: T0 })).toBe(expected);
  });
});

test.each([
  [
    'iPhone Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    true,
  ],
  [
    'Mac Safari',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    true,
  ],
  [
    'Chrome on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1',
    false,
  ],
  [
    'Chrome desktop',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    false,
  ],
  [
    'Android Chrome',
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
    false,
  ],
])('isSafari: %s', (_name, ua, expected) => {
  expect(isSafari(ua)).toBe(expected);
});
