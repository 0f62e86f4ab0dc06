/**
 * The deferred providers: what callers see while a provider's code is still loading,
 * and that the real provider gets everything once it has arrived. The providers themselves are
 * tested in their own files (and through the index in local.test.ts / the e2e call specs).
 */
import { DeferredMedia, deferredTransport } from './deferred';
import type { MessagingTransport, TransportCallbacks, TransportLink } from './transport';
import type { Media, MediaEvents } from './types';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function fakeMedia() {
  const calls: string[] = [];
  const handlers = new Map<string, Set<(ev: unknown) => void>>();
  const media: Media = {
    provider: 'local',
    join: async (ch, role) => void calls.push(`join ${ch} ${role}`),
    leave: async () => void calls.push('leave'),
    publish: async (t) => void calls.push(`publish ${t.length}`),
    unpublish: async () => void calls.push('unpublish'),
    subscribe: async (uid, kind) => ({ id: `${uid}-${kind}` }) as unknown as MediaStreamTrack,
    mute: (kind, muted) => void calls.push(`mute ${kind} ${muted}`),
    setRemoteVolume: (uid, v) => void calls.push(`volume ${uid} ${v}`),
    remoteUsers: () => [{ uid: '7', role: 'host', hasAudio: true, hasVideo: true }],
    renewToken: async () => void calls.push('renew'),
    on(type, fn) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      set.add(fn as (ev: unknown) => void);
      return () => void set.delete(fn as (ev: unknown) => void);
    },
  };
  const emit = <K extends keyof MediaEvents>(type: K, ev: MediaEvents[K]) =>
    [...(handlers.get(type) ?? [])].forEach((fn) => fn(ev));
  return { media, calls, emit };
}

test('media: listeners, mutes and volumes given before the code arrived reach the provider, in order', async () => {
  const load = deferred<Media>();
  const m = new DeferredMedia('local', () => load.promise);
  const seen: string[] = [];
  m.on('user-left', (ev) => seen.push(`left ${ev.uid}`));
  const off = m.on('user-left', () => seen.push('removed listener'));
  off();
  m.mute('audio', true);
  m.setRemoteVolume('7', 0);
  expect(m.remoteUsers()).toEqual([]);
  const joined = m.join('room-1', 'audience');

  const f = fakeMedia();
  load.resolve(f.media);
  await joined;
  expect(f.calls).toEqual(['mute audio true', 'volume 7 0', 'join room-1 audience']);
  f.emit('user-left', { uid: '9', reason: 'left' });
  expect(seen).toEqual(['left 9']);
  expect(m.remoteUsers()).toEqual([{ uid: '7', role: 'host', hasAudio: true, hasVideo: true }]);
  m.mute('video', false);
  expect(f.calls.at(-1)).toBe('mute video false');
});

test('media: a failed load rejects join; leave still settles', async () => {
  const m = new DeferredMedia('agora', () => Promise.reject(new Error('chunk failed')));
  await expect(m.join('room', 'host')).rejects.toThrow('chunk failed');
  await expect(m.leave()).resolves.toBeUndefined();
});

function fakeTransport() {
  const opened: Array<{ token: string; cb: TransportCallbacks; closed: boolean }> = [];
  const t: MessagingTransport = {
    provider: 'local',
    open(token, cb): TransportLink {
      const entry = { token, cb, closed: false };
      opened.push(entry);
      return {
        request: async (out) => ({ members: [JSON.stringify(out)] }),
        close: () => void (entry.closed = true),
      };
    },
  };
  return { t, opened };
}

test('transport: one provider for every link; requests made before the code arrived are sent then', async () => {
  const load = deferred<MessagingTransport>();
  let loads = 0;
  const tr = deferredTransport('local', () => (loads++, load.promise));
  const cb: TransportCallbacks = { online: jest.fn(), inbound: jest.fn(), closed: jest.fn() };
  const link = tr.open('tok-1', cb);
  const answer = link.request({ op: 'sub', channel: 'c1' }, 1000);
  const f = fakeTransport();
  load.resolve(f.t);
  await expect(answer).resolves.toEqual({ members: ['{"op":"sub","channel":"c1"}'] });
  expect(f.opened.map((o) => o.token)).toEqual(['tok-1']);
  link.close();
  expect(f.opened[0]?.closed).toBe(true);
  tr.open('tok-2', cb);
  await Promise.resolve();
  await Promise.resolve();
  expect(loads).toBe(1);
  expect(f.opened.map((o) => o.token)).toEqual(['tok-1', 'tok-2']);
});

test('transport: a link closed while loading never opens; a failed load reports a retryable close', async () => {
  const load = deferred<MessagingTransport>();
  const tr = deferredTransport('local', () => load.promise);
  const cb: TransportCallbacks = { online: jest.fn(), inbound: jest.fn(), closed: jest.fn() };
  const early = tr.open('tok', cb);
  early.close();
  const f = fakeTransport();
  load.resolve(f.t);
  await expect(early.request({ op: 'unsub', channel: 'x' }, 10)).rejects.toThrow('closed');
  expect(f.opened).toEqual([]);

  let attempt = 0;
  const flaky = deferredTransport('local', () =>
    ++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(fakeTransport().t),
  );
  const closed = jest.fn();
  const l1 = flaky.open('tok', { online: jest.fn(), inbound: jest.fn(), closed });
  await expect(l1.request({ op: 'unsub', channel: 'x' }, 10)).rejects.toThrow();
  expect(closed).toHaveBeenCalledWith(expect.objectContaining({ fatal: false }));
  const l2 = flaky.open('tok', { online: jest.fn(), inbound: jest.fn(), closed: jest.fn() });
  await expect(l2.request({ op: 'unsub', channel: 'x' }, 10)).resolves.toBeDefined();
  expect(attempt).toBe(2);
});
