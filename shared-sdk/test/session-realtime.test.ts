/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { MessagingConnection } from '../src/realtime/connection';
import type { MessagingTransport } from '../src/realtime/transport';
import {
  appStore,
  buildAnalyticsEvent,
  currentReportedStatus,
  getAnalyticsCount,
  getBusyReasons,
  getMessaging,
  isBusy,
  markBusy,
  onAnalyticsEvent,
  onBusyChange,
  resetAnalyticsForTests,
  setMessaging,
  trackEvent,
  useMessaging,
  useMessagingState,
  userAtom,
  USER_DURATION_EVENT_ID,
} from '../src/session';

/** A transport that goes online when told to. */
function manualTransport() {
  let cb: Parameters<MessagingTransport['open']>[1] | null = null;
  const transport: MessagingTransport = {
    provider: 'local',
    open: (_token, callbacks) => {
      cb = callbacks;
      return { request: () => Promise.resolve({}), close: () => undefined };
    },
  };
  return { transport, goOnline: (userId: string) => cb?.online({ userId, serverTime: 1 }) };
}

const connection = (t: MessagingTransport) =>
  new MessagingConnection({ transport: t, getToken: async () => 'tok' });

describe('host messaging store', () => {
  afterEach(() => setMessaging(null));

  it('is idle with no instance, follows the instance and the swaps', async () => {
    const { result } = renderHook(() => ({ snap: useMessagingState(), m: useMessaging() }));
    expect(result.current.snap.state).toBe('idle');
    expect(result.current.m).toBeNull();

    const { transport, goOnline } = manualTransport();
    const m = connection(transport);
    act(() => setMessaging(m));
    expect(getMessaging()).toBe(m);
    expect(result.current.m).toBe(m);
    let login!: Promise<void>;
    act(() => {
      login = m.login();
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current.snap.state).toBe('connecting');
    act(() => goOnline('7'));
    await login;
    expect(result.current.snap).toMatchObject({ state: 'online', userId: '7' });

    act(() => {
      setMessaging(null);
      m.logout();
    });
    expect(result.current.snap.state).toBe('idle');
    expect(result.current.m).toBeNull();
  });
});

describe('busy reasons (spec 1 §4.3: 1 busy while a ring or video popup is open)', () => {
  it('reports 1 while any hold is kept, 2 otherwise; notifies only on flips', () => {
    const flips: boolean[] = [];
    const off = onBusyChange((b) => flips.push(b));
    expect(currentReportedStatus()).toBe(2);
    const a = markBusy('ring');
    const b = markBusy('ring');
    expect(isBusy()).toBe(true);
    expect(getBusyReasons()).toEqual(['ring', 'ring']);
    expect(currentReportedStatus()).toBe(1);
    a();
    a(); // idempotent
    expect(currentReportedStatus()).toBe(1);
    b();
    expect(currentReportedStatus()).toBe(2);
    expect(flips).toEqual([true, false]);
    off();
  });
});

describe('analytics (spec 3 §3 "Analytics event")', () => {
  beforeEach(() => resetAnalyticsForTests());

  it('fills the common fields and counts events client-side', () => {
    appStore.set(userAtom, {
      id: 9,
      userName: 'x',
      headImg: '',
      goldNum: 0,
      gender: 1,
      countryId: 44,
      payStatus: 0,
    });
    const seen: unknown[] = [];
    const off = onAnalyticsEvent((e) => seen.push(e));
    const ev = buildAnalyticsEvent(USER_DURATION_EVENT_ID, { time: 5000 });
    expect(ev).toMatchObject({
      userId: 9,
      countryId: 44,
      placeId: 106,
      eventId: 'user_duration',
      time: 5000,
      freeName2: '3',
    });
    expect(ev.deviceId).not.toBe('');
    expect(ev.model.length).toBeLessThanOrEqual(350);
    trackEvent(ev);
    trackEvent(ev);
    expect(getAnalyticsCount(USER_DURATION_EVENT_ID)).toBe(2);
    expect(seen).toHaveLength(2);
    off();
    appStore.set(userAtom, null);
    expect(buildAnalyticsEvent('x').freeName2).toBe('0');
  });
});
