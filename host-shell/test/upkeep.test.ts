import {
  appStore,
  getAnalyticsCount,
  markBusy,
  resetAnalyticsForTests,
  trackEvent,
  USER_DURATION_EVENT_ID,
  userAtom,
  type AnalyticsEvent,
} from 'shared-sdk';
import { HEARTBEAT_MS, USER_DURATION_EVENT_MS } from 'shared-sdk/constants';
import {
  startSessionUpkeep,
  watchSessionUpkeep,
  type UpkeepDeps,
} from '../src/features/session/state/upkeep';

const user = (id: number) => ({
  id,
  userName: 'Ann',
  headImg: '',
  goldNum: 5,
  gender: 1,
  countryId: 1,
  payStatus: 0,
});

function fakeDeps() {
  const events: AnalyticsEvent[] = [];
  const deps: UpkeepDeps & { uploads: number[]; beats: number[]; events: AnalyticsEvent[] } = {
    uploads: [],
    beats: [],
    events,
    upload: jest.fn(async (s: number) => void deps.uploads.push(s)),
    heartbeat: jest.fn(async (s: number) => void deps.beats.push(s)),
    track: (ev) => events.push(ev),
    now: () => Date.now(),
  };
  return deps;
}

describe('session upkeep (spec 1 §4.3; spec 3 §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    appStore.set(userAtom, null);
  });

  it('reports online at start, heartbeats every 20 s, duration event every 5 s', () => {
    const d = fakeDeps();
    const stop = startSessionUpkeep(d);
    expect(d.uploads).toEqual([2]);
    jest.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(d.beats).toEqual([]);
    expect(d.events).toHaveLength(3); // 5, 10, 15 s
    jest.advanceTimersByTime(1);
    expect(d.beats).toEqual([2]);
    expect(d.events).toHaveLength(4);
    expect(d.events[3]).toMatchObject({
      eventId: USER_DURATION_EVENT_ID,
      placeId: 106,
      time: 20_000,
    });
    jest.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(d.beats).toEqual([2, 2, 2]);
    expect(d.events).toHaveLength(12);
    stop();
    jest.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(d.beats).toHaveLength(3);
    expect(d.events).toHaveLength(12);
  });

  it('reports 1 busy while a busy reason is held, then 2; the heartbeat carries it', () => {
    const d = fakeDeps();
    const stop = startSessionUpkeep(d);
    const release = markBusy('ring');
    expect(d.uploads).toEqual([2, 1]);
    jest.advanceTimersByTime(HEARTBEAT_MS);
    expect(d.beats).toEqual([1]);
    release();
    expect(d.uploads).toEqual([2, 1, 2]);
    jest.advanceTimersByTime(HEARTBEAT_MS);
    expect(d.beats).toEqual([1, 2]);
    stop();
    markBusy('video')(); // after stop: no report
    expect(d.uploads).toEqual([2, 1, 2]);
  });

  it('runs only while user info is set; a coin update does not restart it', () => {
    const d = fakeDeps();
    const unwatch = watchSessionUpkeep(appStore, d);
    jest.advanceTimersByTime(HEARTBEAT_MS);
    expect(d.uploads).toEqual([]);
    expect(d.beats).toEqual([]);
    appStore.set(userAtom, user(7));
    expect(d.uploads).toEqual([2]);
    appStore.set(userAtom, { ...user(7), goldNum: 99 });
    expect(d.uploads).toEqual([2]);
    jest.advanceTimersByTime(HEARTBEAT_MS);
    expect(d.beats).toEqual([2]);
    appStore.set(userAtom, null); // logout or a session code
    jest.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(d.beats).toEqual([2]);
    unwatch();
  });

  it('the default sender counts user-duration events in the SDK (client-side analytics)', () => {
    resetAnalyticsForTests();
    const d = fakeDeps();
    const stop = startSessionUpkeep({ ...d, track: trackEvent });
    jest.advanceTimersByTime(USER_DURATION_EVENT_MS * 2);
    expect(getAnalyticsCount(USER_DURATION_EVENT_ID)).toBe(2);
    stop();
  });
});
