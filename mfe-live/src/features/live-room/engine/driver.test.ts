import type { ConnectionState, LiveBiz } from 'shared-sdk';
import { BIZ_TYPE_LIVE } from 'shared-sdk/constants';
import { createLiveRoomDriver, type LiveRoomPorts } from './driver';
import { LiveRoomStore } from './store';
import { FOLLOWED, LIVE, NEXT, USER, recordingUi } from './testKit';

// The driver only runs what the machine says (the decisions are the machine's and room's table
// rows): these check that each command reaches its port and each answer comes back as an event.

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

function fakes() {
  const joins: Array<
    ReturnType<typeof deferred<{ code: number; rtcAppId?: string; rtcToken?: string }>>
  > = [];
  const neighbours: Array<ReturnType<typeof deferred<typeof LIVE | null>>> = [];
  const api = {
    join: jest.fn(() => {
      const d = deferred<{ code: number; rtcAppId?: string; rtcToken?: string }>();
      joins.push(d);
      return d.promise;
    }),
    roomInfo: jest.fn(() => Promise.resolve({ praiseNum: 150 })),
    leave: jest.fn(() => Promise.resolve()),
    heartbeat: jest.fn(() => Promise.resolve()),
    praise: jest.fn(() => Promise.resolve()),
    sendChat: jest.fn(() => Promise.resolve({ code: 200 })),
    sendGift: jest.fn(() => Promise.resolve({ code: 200, coinBalance: 80, balanceSeq: 4 })),
    follow: jest.fn(() => Promise.resolve({ code: 200 })),
    acceptFriend: jest.fn(() => Promise.resolve({ code: 200 })),
    muted: jest.fn(() => Promise.resolve(false)),
    neighbour: jest.fn(() => {
      const d = deferred<typeof LIVE | null>();
      neighbours.push(d);
      return d.promise;
    }),
  };
  let mediaEvents: {
    firstFrame(): void;
    stalled(): void;
    recovered(): void;
    failed(): void;
  } | null = null;
  const media = {
    join: jest.fn(
      (
        _channel: string,
        _cred: { appId: string; token: string },
        events: NonNullable<typeof mediaEvents>,
      ) => {
        mediaEvents = events;
        return Promise.resolve();
      },
    ),
    leave: jest.fn(() => Promise.resolve()),
    setMuted: jest.fn(),
  };
  let state: ConnectionState = 'online';
  const stateListeners = new Set<(s: ConnectionState) => void>();
  const liveListeners = new Set<
    (b: LiveBiz, source: { kind: 'channel'; channel: string; from: string }) => void
  >();
  const messaging = {
    state: () => state,
    onState: (fn: (s: ConnectionState) => void) => (
      stateListeners.add(fn),
      () => void stateListeners.delete(fn)
    ),
    onLive: (fn: (b: LiveBiz, source: never) => void) => (
      liveListeners.add(fn as never),
      () => void liveListeners.delete(fn as never)
    ),
    subscribe: jest.fn(() => Promise.resolve()),
    unsubscribe: jest.fn(() => Promise.resolve()),
    set(next: ConnectionState) {
      state = next;
      stateListeners.forEach((fn) => fn(next));
    },
    channelMessage(fields: Partial<LiveBiz>) {
      const biz = { bizType: BIZ_TYPE_LIVE, timestamp: 1, ...fields } as LiveBiz;
      liveListeners.forEach((fn) => fn(biz, { kind: 'channel', channel: 'c1', from: '9' }));
    },
  };
  /** Timers the test fires by hand. */
  const pending: Array<{ ms: number; fn: () => void; cleared: boolean }> = [];
  const timers = {
    set: (ms: number, fn: () => void) => {
      const t = { ms, fn, cleared: false };
      pending.push(t);
      return t;
    },
    clear: (t: unknown) => void ((t as { cleared: boolean }).cleared = true),
  };
  const fire = (ms: number) => {
    const t = pending.find((p) => p.ms === ms && !p.cleared);
    if (!t) throw new Error(`no running ${ms} ms timer`);
    t.cleared = true;
    t.fn();
  };
  const ui = recordingUi();
  let visibility: ((hidden: boolean) => void) | null = null;
  const page = {
    isMobile: () => true,
    onVisibility: (fn: (hidden: boolean) => void) => (
      (visibility = fn),
      () => void (visibility = null)
    ),
  };
  const ports: LiveRoomPorts = { api, media, messaging, timers, ui, page };
  const store = new LiveRoomStore();
  const detach = createLiveRoomDriver(ports, store).attach();
  /** The full-screen room's snapshot while watching (its actions). */
  const room = () => {
    const snap = store.getSnapshot();
    if (snap.status !== 'watching') throw new Error(`not watching: ${snap.status}`);
    return snap;
  };
  return {
    store,
    room,
    api,
    joins,
    neighbours,
    media,
    mediaEvents: () => mediaEvents!,
    messaging,
    pending,
    fire,
    ui,
    setHidden: (hidden: boolean) => visibility?.(hidden),
    detach,
  };
}

/** Enters LIVE and answers its join. */
async function watching(f: ReturnType<typeof fakes>, live = LIVE) {
  f.store.enter(live, USER);
  f.joins.at(-1)!.resolve({ code: 200, rtcAppId: 'app', rtcToken: 'tok' });
  await tick();
  f.mediaEvents().firstFrame();
}

test("the local media provider's join answers '' credentials: the media joins with them", async () => {
  const f = fakes();
  f.store.enter(LIVE, USER);
  f.joins[0]!.resolve({ code: 200, rtcAppId: '', rtcToken: '' });
  await tick();
  expect(f.media.join).toHaveBeenCalledWith('c1', { appId: '', token: '' }, expect.any(Object));
  expect(f.store.getSnapshot().status).toBe('joining');
});

test('a 200 without credentials cannot play: the entry offers a retry, no media joins', async () => {
  const f = fakes();
  f.store.enter(LIVE, USER);
  f.joins[0]!.resolve({ code: 200 });
  await tick();
  expect(f.media.join).not.toHaveBeenCalled();
  expect(f.store.getSnapshot()).toMatchObject({ status: 'entering', phase: 'failed' });
});

test('enter → join → media and channel → first frame; room info and heartbeat run', async () => {
  const f = fakes();
  f.store.enter(LIVE, USER);
  expect(f.api.join).toHaveBeenCalledWith({ id: 1, channelId: 'c1' }, USER);
  expect(f.store.getSnapshot()).toMatchObject({ status: 'entering', live: LIVE, phase: 'joining' });
  f.joins[0]!.resolve({ code: 200, rtcAppId: 'app', rtcToken: 'tok' });
  await tick();
  expect(f.media.join).toHaveBeenCalledWith(
    'c1',
    { appId: 'app', token: 'tok' },
    expect.any(Object),
  );
  expect(f.messaging.subscribe).toHaveBeenCalledWith('c1');
  expect(f.api.muted).toHaveBeenCalled();
  expect(f.store.getSnapshot()).toMatchObject({ status: 'joining', praiseCount: 150 });
  f.mediaEvents().firstFrame();
  expect(f.store.getSnapshot().status).toBe('watching');
  f.fire(10_000); // the user's heartbeat
  expect(f.api.heartbeat).toHaveBeenCalledTimes(1);
  expect(f.pending.filter((t) => t.ms === 10_000 && !t.cleared)).toHaveLength(1);
  f.detach();
});

test('no answer to the join: retry from the snapshot; a refusal toasts and closes', async () => {
  const f = fakes();
  f.store.enter(LIVE, USER);
  f.joins[0]!.reject(new Error('offline'));
  await tick();
  const snap = f.store.getSnapshot();
  if (snap.status !== 'entering' || snap.phase !== 'failed')
    throw new Error(`unexpected ${snap.status}`);
  snap.retry();
  expect(f.api.join).toHaveBeenCalledTimes(2);
  f.joins[1]!.resolve({ code: 1406 });
  await tick();
  expect(f.ui.toast).toHaveBeenCalledWith('peopleMax', undefined, undefined);
  expect(f.store.getSnapshot()).toEqual({ status: 'left', reason: 'joinRefused' });
  f.detach();
});

test('a 1052 endLive on the channel: the end page, media and channel left', async () => {
  const f = fakes();
  await watching(f);
  f.messaging.channelMessage({ action: 'endLive' });
  expect(f.store.getSnapshot().status).toBe('ended');
  expect(f.media.leave).toHaveBeenCalled();
  expect(f.messaging.unsubscribe).toHaveBeenCalledWith('c1');
  expect(f.ui.loadEndPage).toHaveBeenCalledWith({ id: 1, channelId: 'c1' });
  f.detach();
});

test('a gateway restart: messaging drops and comes back, the room rejoins without a reload', async () => {
  const f = fakes();
  await watching(f);
  f.messaging.set('reconnecting');
  expect(f.store.getSnapshot().status).toBe('watching');
  f.messaging.set('online');
  expect(f.store.getSnapshot().status).toBe('reconnecting');
  expect(f.media.leave).toHaveBeenCalledTimes(1);
  expect(f.api.join).toHaveBeenCalledTimes(2);
  f.joins[1]!.resolve({ code: 200, rtcAppId: 'app', rtcToken: 'tok2' });
  await tick();
  expect(f.media.join).toHaveBeenLastCalledWith(
    'c1',
    { appId: 'app', token: 'tok2' },
    expect.any(Object),
  );
  f.mediaEvents().firstFrame();
  expect(f.store.getSnapshot().status).toBe('watching');
  f.detach();
});

test('a phone hides the page: the live closes; shown again, it is entered 200 ms later', async () => {
  const f = fakes();
  await watching(f);
  f.setHidden(true);
  expect(f.api.leave).toHaveBeenCalledWith({ id: 1, channelId: 'c1' }, USER);
  expect(f.store.getSnapshot()).toEqual({ status: 'left', reason: 'hidden' });
  f.setHidden(false);
  f.fire(200);
  expect(f.api.join).toHaveBeenCalledTimes(2);
  expect(f.store.getSnapshot().status).toBe('entering');
  f.detach();
});

test('praise taps go out as one request when the batch timer fires', async () => {
  const f = fakes();
  await watching(f);
  const snap = f.room();
  snap.praise();
  const again = f.room();
  again.praise();
  again.praise();
  // Each tap replaced the running batch timer: one is left.
  expect(f.pending.filter((t) => t.ms === 1_500 && !t.cleared)).toHaveLength(1);
  f.fire(1_500);
  expect(f.api.praise).toHaveBeenCalledWith({ id: 1, channelId: 'c1' }, USER, 3);
  f.detach();
});

test('gift answers: the balance applied; 1602 offers a recharge', async () => {
  const f = fakes();
  await watching(f);
  const send = () => {
    const s = f.room();
    s.sendGift(7);
  };
  send();
  await tick();
  expect(f.api.sendGift).toHaveBeenCalledWith({ id: 1, channelId: 'c1' }, 7);
  expect(f.ui.applyBalance).toHaveBeenCalledWith(80, 4);
  f.api.sendGift.mockResolvedValueOnce({ code: 1602 } as never);
  send();
  await tick();
  expect(f.store.getSnapshot()).toMatchObject({ status: 'watching', recharge: { mode: 'offer' } });
  f.detach();
});

test("swipe up with no next live: snap back and 'no more live'; found: its cover while it joins", async () => {
  const f = fakes();
  await watching(f, FOLLOWED);
  f.fire(3_000); // the entry lock
  const swipe = () => {
    const s = f.room();
    s.swipe('next');
  };
  swipe();
  expect(f.store.getSnapshot()).toMatchObject({ switching: 'next' });
  f.neighbours[0]!.resolve(null);
  await tick();
  expect(f.ui.toast).toHaveBeenCalledWith('noMoreLives', undefined, undefined);
  expect(f.store.getSnapshot()).toMatchObject({ status: 'watching', switching: null });
  swipe();
  f.neighbours[1]!.resolve(NEXT);
  await tick();
  expect(f.store.getSnapshot()).toMatchObject({ status: 'entering', live: NEXT, phase: 'closing' });
  f.fire(500);
  expect(f.api.join).toHaveBeenLastCalledWith({ id: 2, channelId: 'c2' }, USER);
  f.detach();
});

test('the mini player: shown on minimise, closed on restore', async () => {
  const f = fakes();
  await watching(f);
  const s = f.room();
  s.minimise();
  expect(f.ui.showMiniPlayer).toHaveBeenCalledWith({ ...LIVE, praiseNum: 150 }); // with the room stats loaded
  const mini = f.store.getSnapshot();
  if (mini.status !== 'minimised') throw new Error('not minimised');
  mini.restore();
  expect(f.ui.closeMiniPlayer).toHaveBeenCalled();
  f.detach();
});

test('gift messages time out one by one; leaving cancels every room timer; detach stops the rest', async () => {
  const f = fakes();
  await watching(f);
  f.messaging.channelMessage({ action: 'gift', senderName: 'Bo', giftId: 3 });
  f.messaging.channelMessage({ action: 'gift', senderName: 'Cy', giftId: 4 });
  expect(f.store.getSnapshot()).toMatchObject({ gifts: [{ giftId: 3 }, { giftId: 4 }] });
  f.fire(3_000); // the entry lock (3 s as well)
  f.fire(3_000); // the first gift
  expect(f.store.getSnapshot()).toMatchObject({ gifts: [{ giftId: 4 }] });
  const s = f.room();
  s.requestClose();
  const confirm = f.store.getSnapshot();
  if (confirm.status !== 'watching' || !confirm.closing) throw new Error('no confirmation');
  confirm.closing.confirm();
  expect(f.pending.filter((t) => !t.cleared)).toEqual([]);
  f.detach();
  expect(f.media.leave).toHaveBeenCalled();
});
