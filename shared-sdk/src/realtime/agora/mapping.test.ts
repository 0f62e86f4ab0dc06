import {
  isRtcFatal,
  mapRtcState,
  mapRtmMessage,
  mapRtmPresence,
  mapRtmState,
  TimeoutError,
  tokenRenewer,
  withTimeout,
} from './mapping';

describe('agora mapping (pure; the SDKs are not installed yet)', () => {
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
    expect(mapRtmState('DISCONNECTED', 'REMOTE_LOGIN')).toMatchObject({ fatal: true });
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
