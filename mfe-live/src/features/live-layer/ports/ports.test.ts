import type { LiveInfo as ApiLiveInfo, LiveMedia, Media, MediaEvents } from 'shared-sdk';
import { beatOutcome, createLiveApiPort, type LiveCalls } from './apiPort';
import { joinAnswerOf, mediaJoinOf, roomPatchOf, toRoomLive } from './liveMapping';
import { LIVE_FIRST_FRAME_WAIT_MS, LIVE_STALL_REJOIN_MS, LiveMediaSession } from './mediaSession';

const API_LIVE: ApiLiveInfo = {
  id: 7,
  channelId: 'live-7',
  hostId: 10001,
  name: 'Ann',
  coverUrl: 'http://x/c.jpg',
  headImg: 'http://x/h.jpg',
  shareId: 's7',
  profit: 12,
  audienceNum: 4,
  praiseNum: 30,
  topAudiences: [{ userId: 3, userIconUrl: 'http://x/a.jpg', userName: 'Bo' }],
  hostDetail: {
    countryId: 5,
    gender: 2,
    birthday: '',
    age: 24,
    languageNames: ['English'],
    interestLabels: [],
    relation: 4,
  },
  living: true,
  endType: 0,
  startedAt: 1,
};
const LOCAL: LiveMedia = { provider: 'local', channel: 'live-7' };
const AGORA: LiveMedia = {
  provider: 'agora',
  channel: 'live-7',
  appId: 'app',
  token: 'tok',
  uid: '55',
  expiresAt: 9,
};
const ok = <T>(data: T) => ({ ok: true as const, code: 200, msg: '', data });
const refused = (code: number) => ({ ok: false as const, code, msg: 'no', data: null });
const joinData = (media: unknown, creds = { rtcAppId: '', rtcToken: '' }) =>
  ({ ...creds, media, liveInfo: API_LIVE, liveStudioChannelId: 'live-7' }) as never;

describe('mapping the API to the engine', () => {
  test('LiveInfo keeps what the room shows (host avatar, relation) and no API-only fields', () => {
    const live = toRoomLive(API_LIVE);
    expect(live).toMatchObject({
      id: 7,
      channelId: 'live-7',
      hostId: 10001,
      headImg: 'http://x/h.jpg',
    });
    expect(live.hostDetail?.relation).toBe(4);
    expect(live).not.toHaveProperty('living');
  });

  test.each([
    [
      "local: the API's empty credentials",
      ok(joinData(LOCAL)),
      { code: 200, rtcAppId: '', rtcToken: '', media: LOCAL },
    ],
    [
      'agora: the app id and token',
      ok(joinData(AGORA, { rtcAppId: 'app', rtcToken: 'tok' })),
      { code: 200, rtcAppId: 'app', rtcToken: 'tok', media: AGORA },
    ],
    ['200 without media: nothing to play (retry)', ok(joinData(null)), { code: 200 }],
    [
      'agora without a token: nothing to play',
      ok(joinData({ ...AGORA, token: '' })),
      { code: 200 },
    ],
    ['a refusal keeps its code', refused(1406), { code: 1406 }],
  ])('join answer — %s', (_name, res, expected) => {
    expect(joinAnswerOf(res as never)).toEqual(expected);
  });

  test('room stats become counts; the latest joiners are not the top audience', () => {
    const patch = roomPatchOf({
      nowAudienceUvCount: 9,
      audiencePraiseSum: 40,
      totalIncomeCoins: 15,
      latestJoinAudiences: [{ id: 1, headImg: '', name: 'x' }],
    } as never);
    expect(patch).toEqual({ audienceNum: 9, praiseNum: 40, profit: 15 });
  });

  test('media join: local joins the channel bare; agora as audience with its credentials', () => {
    expect(mediaJoinOf(LOCAL)).toEqual({ provider: 'local', channel: 'live-7', options: {} });
    expect(mediaJoinOf(AGORA)).toEqual({
      provider: 'agora',
      channel: 'live-7',
      options: { appId: 'app', token: 'tok', uid: '55' },
    });
  });
});

function fakeCalls(over: Partial<Record<keyof LiveCalls, jest.Mock>> = {}) {
  const calls = {
    join: jest.fn(async () => ok(joinData(LOCAL))),
    touristJoin: jest.fn(),
    roomStats: jest.fn(async () => refused(-1)),
    touristRoomStats: jest.fn(),
    leave: jest.fn(async () => ok({ left: true })),
    heartbeat: jest.fn(async () => ok({})),
    touristHeartbeat: jest.fn(),
    praise: jest.fn(async () => ok({})),
    touristPraise: jest.fn(),
    sendChannelMsg: jest.fn(async () => refused(1405)),
    sendGift: jest.fn(async () => ok({ coinBalance: 80, balanceSeq: 6 })),
    follow: jest.fn(async () => ok({ goldNum: 91, balanceSeq: 5, relation: 2 })),
    muted: jest.fn(async () => ok({ muted: true })),
    next: jest.fn(async () => ok(API_LIVE)),
    previous: jest.fn(async () => ok(null)),
    ...over,
  };
  return calls;
}

test.each([
  ['still in', ok({ stillIn: true }), 'ok'],
  ['dropped and let in again: subscribe again', ok({ stillIn: false }), 'readmitted'],
  [
    'a tourist at the viewing-time limit',
    ok({ stillIn: true, viewLimitReached: true }),
    'viewingLimit',
  ],
  ['1413: the server refuses a tourist past the limit', refused(1413), 'viewingLimit'],
  ['1002: the live ended (its push was missed)', refused(1002), 'liveOver'],
  ['1003: closed for a violation', refused(1003), 'liveOver'],
  ['no answer: nothing to say', refused(-1), 'ok'],
])('heartbeat answer — %s', (_name, res, expected) => {
  expect(beatOutcome(res as never)).toBe(expected);
});

describe('the API port', () => {
  const USER = { kind: 'user' as const, id: 5 };
  const REF = { id: 7, channelId: 'live-7' };
  function port(calls = fakeCalls()) {
    const mediaBook = new Map<string, LiveMedia>();
    const applyBalance = jest.fn();
    const addFriend = jest.fn(async () => ok({ goldNum: 90, balanceSeq: 7 }));
    const onBeat = jest.fn();
    const api = createLiveApiPort({
      live: calls as unknown as LiveCalls,
      addFriend: addFriend as never,
      mediaBook,
      currentChannel: () => 'live-7',
      applyBalance,
      newRequestId: () => 'req-00000001',
      onBeat,
    });
    return { api, calls, mediaBook, applyBalance, addFriend, onBeat };
  }

  test('join names the channel, answers the credentials and books the media for the media port', async () => {
    const p = port();
    await expect(p.api.join(REF, USER)).resolves.toEqual({ code: 200, rtcAppId: '', rtcToken: '' });
    expect(p.calls.join).toHaveBeenCalledWith({ liveStudioChannelId: 'live-7' });
    expect(p.mediaBook.get('live-7')).toEqual(LOCAL);
  });

  test('codes come back as they are; failures that have no code reject', async () => {
    const p = port();
    await expect(p.api.sendChat(REF, 'hi')).resolves.toEqual({ code: 1405 });
    await expect(p.api.roomInfo(REF, USER)).resolves.toBeNull();
    await expect(p.api.muted(REF)).resolves.toBe(true);
    await expect(p.api.neighbour(REF, USER, 'next')).resolves.toMatchObject({ id: 7 });
    await expect(p.api.neighbour(REF, USER, 'previous')).resolves.toBeNull();
    const failing = port(fakeCalls({ next: jest.fn(async () => refused(-1)) }));
    await expect(failing.api.neighbour(REF, USER, 'next')).rejects.toThrow();
  });

  test('a heartbeat that says more than "still in" is passed on to the layer', async () => {
    const p = port(fakeCalls({ heartbeat: jest.fn(async () => refused(1002)) }));
    await p.api.heartbeat(REF, USER);
    expect(p.onBeat).toHaveBeenCalledWith(REF, 'liveOver');
    const quiet = port();
    await quiet.api.heartbeat(REF, USER);
    expect(quiet.onBeat).not.toHaveBeenCalled();
  });

  test("a visitor's join: the tourist path with the stored id; its gateway token is connected before the answer", async () => {
    const realtime = { provider: 'local', token: 't', url: '/rtm', expiresAt: 9, userId: 'v-x' };
    const calls = fakeCalls({
      touristJoin: jest.fn(async () =>
        ok(Object.assign({ realtime }, joinData(LOCAL) as object) as never),
      ),
    });
    const order: string[] = [];
    const onVisitorRealtime = jest.fn(async () => void order.push('connected'));
    const api = createLiveApiPort({
      live: calls as unknown as LiveCalls,
      addFriend: jest.fn(),
      mediaBook: new Map(),
      currentChannel: () => 'live-7',
      applyBalance: jest.fn(),
      onVisitorRealtime,
      touristId: () => 'tourist_abcdef',
    });
    const guest = { kind: 'guest' as const, id: 'tourist_abcdef', shareId: 's7' };
    const answer = await api.join({ id: 7, channelId: 'live-7' }, guest);
    order.push('answered');
    expect(calls.touristJoin).toHaveBeenCalledWith({
      audienceId: 'tourist_abcdef',
      liveStudioChannelId: 'live-7',
      shareId: 's7',
    });
    expect(onVisitorRealtime).toHaveBeenCalledWith(realtime);
    expect(order).toEqual(['connected', 'answered']);
    expect(answer.code).toBe(200);

    // Not connected: no answer (the room retries).
    onVisitorRealtime.mockRejectedValueOnce(new Error('offline'));
    await expect(api.join({ id: 7, channelId: 'live-7' }, guest)).resolves.toEqual({ code: -1 });
  });

  test('a tourist id another device holds is made anew once, and the join asked again', async () => {
    let id = 'tourist_old';
    const touristJoin = jest
      .fn()
      .mockResolvedValueOnce(refused(1414))
      .mockResolvedValueOnce(ok(joinData(LOCAL)));
    const api = createLiveApiPort({
      live: fakeCalls({ touristJoin }) as unknown as LiveCalls,
      addFriend: jest.fn(),
      mediaBook: new Map(),
      currentChannel: () => 'live-7',
      applyBalance: jest.fn(),
      touristId: (o) => (o?.renew ? (id = 'tourist_new') : id),
    });
    const answer = await api.join({ id: 7, channelId: 'live-7' }, { kind: 'tourist', id });
    expect(touristJoin.mock.calls.map(([p]) => p.audienceId)).toEqual([
      'tourist_old',
      'tourist_new',
    ]);
    expect(answer.code).toBe(200);
  });

  test('a gift carries one request id; follow and accept apply the balance they moved', async () => {
    const p = port();
    await expect(p.api.sendGift(REF, 3)).resolves.toEqual({
      code: 200,
      coinBalance: 80,
      balanceSeq: 6,
    });
    expect(p.calls.sendGift).toHaveBeenCalledWith({
      liveStudioChannelId: 'live-7',
      giftId: 3,
      requestId: 'req-00000001',
    });
    await p.api.follow(10001);
    expect(p.calls.follow).toHaveBeenCalledWith('live-7');
    expect(p.applyBalance).toHaveBeenCalledWith(91, 5);
    await p.api.acceptFriend(44);
    expect(p.addFriend).toHaveBeenCalledWith({ addWay: 102, friendUserId: 44 });
    expect(p.applyBalance).toHaveBeenLastCalledWith(90, 7);
  });
});

/** A Media that records what it was asked and lets the test raise its events. */
function fakeMedia(provider: 'local' | 'agora') {
  const listeners = new Map<string, Set<(e: never) => void>>();
  const media = {
    provider,
    join: jest.fn(async () => undefined),
    leave: jest.fn(async () => undefined),
    setRemoteVolume: jest.fn(),
    remoteUsers: () => [{ uid: '10001', role: 'host', hasAudio: true, hasVideo: true }],
    on: (type: string, fn: (e: never) => void) => {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(fn);
      return () => set.delete(fn);
    },
  };
  const emit = <K extends keyof MediaEvents>(type: K, ev: MediaEvents[K]) =>
    listeners.get(type)?.forEach((fn) => fn(ev as never));
  return { media: media as unknown as Media & typeof media, emit, listeners };
}

describe('the media session', () => {
  function session(provider: 'local' | 'agora' = 'local') {
    const f = fakeMedia(provider);
    const timers: Array<{ ms: number; fn: () => void; on: boolean }> = [];
    const mediaBook = new Map<string, LiveMedia>([
      ['live-7', provider === 'agora' ? AGORA : LOCAL],
    ]);
    const s = new LiveMediaSession({
      mediaBook,
      create: jest.fn(() => f.media),
      timers: {
        set: (ms, fn) => {
          const t = { ms, fn, on: true };
          timers.push(t);
          return t;
        },
        clear: (t) => void ((t as { on: boolean }).on = false),
      },
      newStream: (tracks) => ({ tracks }) as unknown as MediaStream,
    });
    const events = {
      firstFrame: jest.fn(),
      stalled: jest.fn(),
      recovered: jest.fn(),
      failed: jest.fn(),
    };
    return { s, f, timers, events };
  }
  const CREDS = { appId: '', token: '' };

  test('joins as audience on the booked channel (agora with its credentials), never publishing', async () => {
    const a = session('agora');
    await a.s.join('live-7', CREDS, a.events);
    expect(a.f.media.join).toHaveBeenCalledWith('live-7', 'audience', {
      appId: 'app',
      token: 'tok',
      uid: '55',
    });
    const l = session('local');
    await l.s.join('live-7', CREDS, l.events);
    expect(l.f.media.join).toHaveBeenCalledWith('live-7', 'audience', {});
    await expect(l.s.join('live-9', CREDS, l.events)).rejects.toThrow(/no join answer/);
  });

  test("the host's tracks make the stream; first frame, stall, recovery and failure reach the engine", async () => {
    const { s, f, timers, events } = session();
    await s.join('live-7', CREDS, events);
    const track = { kind: 'video' } as MediaStreamTrack;
    f.emit('user-published', { uid: '10001', kind: 'video', track });
    expect(s.getSnapshot().stream).toEqual({ tracks: [track] });
    f.emit('first-frame', { uid: '10001', elapsedMs: 5 });
    expect(events.firstFrame).toHaveBeenCalled();
    f.emit('connection-state', { state: 'reconnecting' });
    expect(events.stalled).toHaveBeenCalledTimes(1);
    f.emit('connection-state', { state: 'connected' });
    expect(events.recovered).toHaveBeenCalledTimes(1);
    s.pictureStalled(true);
    expect(timers.at(-1)).toMatchObject({ ms: LIVE_STALL_REJOIN_MS, on: true });
    timers.at(-1)!.fn();
    expect(events.failed).toHaveBeenCalledTimes(1);
  });

  test('no first frame in time: the engine is told the media failed (it rejoins); a frame in time stops the wait', async () => {
    const slow = session();
    await slow.s.join('live-7', CREDS, slow.events);
    const wait = slow.timers.find((t) => t.ms === LIVE_FIRST_FRAME_WAIT_MS)!;
    wait.fn();
    expect(slow.events.failed).toHaveBeenCalledTimes(1);
    const quick = session();
    await quick.s.join('live-7', CREDS, quick.events);
    quick.f.emit('first-frame', { uid: '10001', elapsedMs: 5 });
    expect(quick.timers.find((t) => t.ms === LIVE_FIRST_FRAME_WAIT_MS)!.on).toBe(false);
  });

  test("sound off mutes the element (and Agora's remote volume); leaving stops the media", async () => {
    const { s, f, events } = session('agora');
    await s.join('live-7', CREDS, events);
    s.setMuted(true);
    expect(s.getSnapshot().soundOff).toBe(true);
    expect(f.media.setRemoteVolume).toHaveBeenCalledWith('10001', 0);
    await s.leave();
    expect(f.media.leave).toHaveBeenCalled();
    expect(s.getSnapshot()).toEqual({ stream: null, soundOff: false });
    f.emit('connection-state', { state: 'disconnected', reason: 'gone' });
    expect(events.failed).not.toHaveBeenCalled();
  });
});
