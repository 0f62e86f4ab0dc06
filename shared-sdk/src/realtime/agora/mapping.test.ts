/**
 * @jest-environment jsdom
 */
import type { ConnectionState as RtcConnectionState } from 'agora-rtc-sdk-ng/esm';
import type { RTMEvents } from 'agora-rtm-sdk';
import {
  isRtcFatal,
  isRtmLoginFatal,
  mapRtcState,
  mapRtcUserLeft,
  mapRtmMessage,
  mapRtmPresence,
  mapRtmPresenceAll,
  mapRtmState,
  RTC_FATAL_REASONS,
  RTM_FATAL_REASONS,
  TimeoutError,
  toAgoraUid,
  tokenRenewer,
  withTimeout,
  type AgoraRtcState,
  type AgoraRtmMessageEvent,
  type AgoraRtmPresenceEvent,
  type AgoraRtmState,
} from './mapping';
import { blocked, loadRealRtc, loadRealRtm } from './real-sdk.testutil';

// Compile-time: our declarations accept what the SDKs' own types say they emit.
const rtmStates = (s: RTMEvents.LinkState): AgoraRtmState => s;
const rtcStates = (s: RtcConnectionState): AgoraRtcState => s;
const rtcStatesBack = (s: AgoraRtcState): RtcConnectionState => s;
const rtmMessage = (e: RTMEvents.MessageEvent): AgoraRtmMessageEvent => e;
const rtmPresence = (e: RTMEvents.PresenceEvent): AgoraRtmPresenceEvent => e;
void [rtmStates, rtcStates, rtcStatesBack, rtmMessage, rtmPresence];

/** Every value of the SDKs' string unions (the compiler rejects a missing or extra one). */
const ALL_RTM_LINK_STATES = {
  IDLE: 0,
  CONNECTING: 0,
  CONNECTED: 0,
  DISCONNECTED: 0,
  SUSPENDED: 0,
  FAILED: 0,
} satisfies Record<RTMEvents.LinkState, 0>;
const ALL_RTC_STATES = {
  DISCONNECTED: 0,
  CONNECTING: 0,
  RECONNECTING: 0,
  CONNECTED: 0,
  DISCONNECTING: 0,
} satisfies Record<RtcConnectionState, 0>;

describe('agora mapping against the real SDKs', () => {
  const rtm = loadRealRtm();
  const rtc = loadRealRtc();

  it('loads agora-rtm-sdk 2.x and agora-rtc-sdk-ng 4.24 without touching the network', () => {
    expect(rtm.VERSION).toMatch(/^2\./);
    expect(rtc.VERSION).toMatch(/^4\.24\./);
    expect(typeof rtm.RTM).toBe('function');
    expect(blocked).toEqual([]); // importing sends nothing (createClient would)
  });

  it('every fatal RTM reason is a real RTM 2 linkState reasonCode; LOGOUT is one too', () => {
    const codes = Object.keys(rtm.constantsType.LinkStateChangeReasonDescription);
    for (const r of RTM_FATAL_REASONS) expect(codes).toContain(r);
    expect(codes).toContain('LOGOUT');
    for (const r of ['KEEP_ALIVE_TIMEOUT', 'NETWORK_CHANGE', 'LOGIN_TIMEOUT'])
      expect(RTM_FATAL_REASONS.has(r)).toBe(false);
    expect(Object.keys(rtm.constantsType.TokenEventReason)).toContain('WILL_EXPIRE');
    expect(Object.keys(rtm.constantsType.ChannelTypeEnum)).toEqual(
      expect.arrayContaining(['MESSAGE', 'USER', 'STREAM']),
    );
  });

  it('maps every real RTM link state', () => {
    const effects = Object.keys(ALL_RTM_LINK_STATES).map((s) => [
      s,
      mapRtmState(s, 'NETWORK_CHANGE').kind,
    ]);
    expect(Object.fromEntries(effects)).toEqual({
      IDLE: 'none',
      CONNECTING: 'none',
      CONNECTED: 'online',
      DISCONNECTED: 'closed',
      SUSPENDED: 'closed',
      FAILED: 'closed',
    });
    expect(mapRtmState('FAILED', 'LOGIN_REJECTED')).toMatchObject({ fatal: true });
    expect(mapRtmState('DISCONNECTED', 'KICKED_OUT_BY_SERVER')).toMatchObject({ fatal: true });
  });

  it('maps every real RTC connection state and disconnect reason', () => {
    for (const s of Object.keys(ALL_RTC_STATES)) expect(mapRtcState(s)).toBe(s.toLowerCase());
    const reasons = Object.values(rtc.ConnectionDisconnectedReason);
    for (const r of RTC_FATAL_REASONS) expect(reasons).toContain(r);
    expect(reasons.filter(isRtcFatal).sort()).toEqual([...RTC_FATAL_REASONS].sort());
    expect(isRtcFatal(rtc.ConnectionDisconnectedReason.LEAVE)).toBe(false);
    expect(isRtcFatal(rtc.ConnectionDisconnectedReason.NETWORK_ERROR)).toBe(false);
  });

  it('maps RTC user-left reasons and uids', () => {
    expect(mapRtcUserLeft('Quit')).toBe('left');
    expect(mapRtcUserLeft('BecomeAudience')).toBe('left');
    expect(mapRtcUserLeft('ServerTimeOut')).toBe('disconnected');
    expect(mapRtcUserLeft(undefined)).toBe('failed');
    expect(toAgoraUid('1234')).toBe(1234);
    expect(toAgoraUid('u-7')).toBe('u-7');
    expect(toAgoraUid('99999999999')).toBe('99999999999');
    expect(toAgoraUid(undefined)).toBeNull();
  });

  it('tells refused logins from network trouble', () => {
    expect(isRtmLoginFatal(new TimeoutError('rtm login', 5))).toBe(false);
    expect(isRtmLoginFatal({ reason: 'Invalid token' })).toBe(true);
    expect(isRtmLoginFatal(new Error('Login not authorized'))).toBe(true);
    expect(isRtmLoginFatal(new Error('Network error'))).toBe(false);
  });
});

describe('agora mapping (pure)', () => {
  it('maps RTM connection states onto the transport callbacks', () => {
    expect(mapRtmState('CONNECTED')).toEqual({ kind: 'online' });
    expect(mapRtmState('CONNECTING')).toEqual({ kind: 'none' });
    expect(mapRtmState('RECONNECTING', 'INTERRUPTED')).toEqual({
      kind: 'closed',
      fatal: false,
      reason: 'INTERRUPTED',
    });
    expect(mapRtmState('FAILED', 'TOKEN_EXPIRED')).toEqual({
      kind: 'closed',
      fatal: true,
      reason: 'TOKEN_EXPIRED',
    });
    expect(mapRtmState('DISCONNECTED', 'SAME_UID_LOGIN')).toMatchObject({ fatal: true });
    expect(mapRtmState('DISCONNECTED', 'LOGOUT')).toEqual({ kind: 'none' });
  });

  it('maps RTC states and fatal reasons', () => {
    expect(mapRtcState('CONNECTED')).toBe('connected');
    expect(mapRtcState('RECONNECTING')).toBe('reconnecting');
    expect(mapRtcState('WHATEVER')).toBe('disconnected');
    expect(isRtcFatal('UID_BANNED')).toBe(true);
    expect(isRtcFatal('NETWORK_ERROR')).toBe(false);
  });

  it('maps RTM messages and presence to inbound events', () => {
    const now = () => 42;
    expect(
      mapRtmMessage({
        channelType: 'USER',
        channelName: '',
        publisher: '7',
        message: '{"a":1}',
        publishTime: 5,
      }),
    ).toEqual({
      kind: 'peer',
      from: '7',
      payload: { a: 1 },
      ts: 5,
    });
    expect(
      mapRtmMessage(
        {
          channelType: 'USER',
          channelName: '',
          publisher: '7',
          message: 'x',
          customType: 'signal',
        },
        now,
      ),
    ).toEqual({
      kind: 'signal',
      from: '7',
      payload: 'x',
      ts: 42,
    });
    expect(
      mapRtmMessage(
        {
          channelType: 'MESSAGE',
          channelName: 'live:1',
          publisher: '8',
          message: new TextEncoder().encode('"hi"'),
        },
        now,
      ),
    ).toEqual({
      kind: 'channel',
      channel: 'live:1',
      from: '8',
      payload: 'hi',
      ts: 42,
    });
    expect(
      mapRtmPresence(
        { eventType: 'REMOTE_TIMEOUT', channelType: 'MESSAGE', channelName: 'c', publisher: '3' },
        now,
      ),
    ).toEqual({
      kind: 'member',
      channel: 'c',
      userId: '3',
      event: 'leave',
      ts: 42,
    });
    expect(
      mapRtmPresenceAll(
        {
          eventType: 'INTERVAL',
          channelType: 'MESSAGE',
          channelName: 'c',
          publisher: '',
          interval: { join: { users: ['1'] }, leave: { users: ['2'] }, timeout: { users: ['3'] } },
        },
        now,
      ).map((m) => m.kind === 'member' && `${m.userId}:${m.event}`),
    ).toEqual(['1:join', '2:leave', '3:leave']);
    expect(
      mapRtmPresence({
        eventType: 'SNAPSHOT',
        channelType: 'MESSAGE',
        channelName: 'c',
        publisher: '3',
      }),
    ).toBeNull();
  });

  it('withTimeout rejects a join that never settles and cancels it', async () => {
    jest.useFakeTimers();
    const cancel = jest.fn();
    const p = withTimeout(new Promise(() => undefined), 15_000, 'rtc join', cancel);
    const check = expect(p).rejects.toBeInstanceOf(TimeoutError);
    await jest.advanceTimersByTimeAsync(15_000);
    await check;
    expect(cancel).toHaveBeenCalledTimes(1);
    await expect(withTimeout(Promise.resolve(1), 10, 'x')).resolves.toBe(1);
    jest.useRealTimers();
  });

  it('renews the token once per will-expire burst', async () => {
    const renew = jest.fn(async () => undefined);
    let n = 0;
    const handler = tokenRenewer(async () => `t${++n}`, renew);
    await Promise.all([handler(), handler()]);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(renew).toHaveBeenCalledWith('t1');
    const errors: unknown[] = [];
    await tokenRenewer(
      async () => Promise.reject(new Error('no')),
      renew,
      (e) => errors.push(e),
    )();
    expect(errors).toHaveLength(1);
  });
});
