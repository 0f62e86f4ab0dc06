/**
 * @jest-environment jsdom
 *
 * The agora Media provider over the REAL `agora-rtc-sdk-ng` client (createClient, its event
 * emitter, its config handling). Calls that would reach the Agora cloud (join, leave, publish,
 * subscribe, renewToken) are replaced on the instance; the stats requests createClient sends at
 * once are caught by the network guard.
 */
import type { IAgoraRTCClient } from 'agora-rtc-sdk-ng/esm';
import type { MediaEvents } from '../types';
import { AgoraMedia, type AgoraRtcModule } from './rtc';
import { blocked, loadRealRtc, never } from './real-sdk.testutil';

const real = loadRealRtc();

function harness(opts: { offline?: boolean } = {}) {
  const clients: IAgoraRTCClient[] = [];
  const createClient = jest.fn((config: Parameters<AgoraRtcModule['createClient']>[0]) => {
    const c = real.createClient(config);
    jest
      .spyOn(c, 'join')
      .mockImplementation(() => (opts.offline ? never() : Promise.resolve(7)) as never);
    jest.spyOn(c, 'leave').mockResolvedValue(undefined);
    jest.spyOn(c, 'publish').mockResolvedValue(undefined as never);
    jest.spyOn(c, 'unpublish').mockResolvedValue(undefined);
    jest.spyOn(c, 'renewToken').mockResolvedValue(undefined);
    clients.push(c);
    return c;
  });
  const wrap = (t: MediaStreamTrack) => ({
    kind: t.kind,
    setMuted: jest.fn(async () => undefined),
  });
  const module: AgoraRtcModule = {
    createClient,
    createCustomAudioTrack: jest.fn(({ mediaStreamTrack }) => wrap(mediaStreamTrack)) as never,
    createCustomVideoTrack: jest.fn(({ mediaStreamTrack }) => wrap(mediaStreamTrack)) as never,
    setLogLevel: () => undefined,
  };
  return { clients, module, load: jest.fn(async () => module) };
}

function record(media: AgoraMedia) {
  const seen: Array<[keyof MediaEvents, unknown]> = [];
  for (const k of [
    'connection-state',
    'user-joined',
    'user-published',
    'user-unpublished',
    'user-left',
    'first-frame',
    'token-will-expire',
  ] as const)
    media.on(k, (ev) => seen.push([k, ev]));
  return seen;
}

/** A remote track at the SDK boundary: an emitter with a MediaStreamTrack inside. */
function remoteTrack(kind: 'audio' | 'video') {
  const handlers = new Map<string, () => void>();
  const mst = { kind, id: `${kind}-1` } as MediaStreamTrack;
  return {
    mst,
    track: {
      getMediaStreamTrack: () => mst,
      once: (ev: string, fn: () => void) => void handlers.set(ev, fn),
      setVolume: jest.fn(),
    },
    fire: (ev: string) => handlers.get(ev)?.(),
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

it('imports the SDK and creates the client only inside join', async () => {
  const h = harness();
  const media = new AgoraMedia({ appId: 'app', load: h.load });
  expect(h.load).not.toHaveBeenCalled();
  await media.join('live:1', 'audience', { token: 'rtc', uid: '42' });
  expect(h.load).toHaveBeenCalledTimes(1);
  expect(h.module.createClient).toHaveBeenCalledWith(
    expect.objectContaining({
      mode: 'live',
      codec: 'vp8',
      role: 'audience',
      clientRoleOptions: { level: 1 }, // spec 3 §4: the audience joins with latency level 1
    }),
  );
  const c = h.clients[0]!;
  expect(c.join).toHaveBeenCalledWith('app', 'live:1', 'rtc', 42);
  expect(c.role).toBe('audience'); // the real client took the config
  await expect(media.publish([])).rejects.toThrow(/audience/);
  await media.leave();
  expect(c.leave).toHaveBeenCalled();
});

it('a join that never settles rejects after the timeout and calls leave', async () => {
  const h = harness({ offline: true });
  const media = new AgoraMedia({ appId: 'app', load: h.load, joinTimeoutMs: 50 });
  const seen = record(media);
  await expect(media.join('call:1', 'host')).rejects.toThrow(/rtc join timed out after 50 ms/);
  expect(h.clients[0]!.leave).toHaveBeenCalledTimes(1);
  expect(seen.at(-1)).toEqual([
    'connection-state',
    { state: 'disconnected', reason: 'rtc join timed out after 50 ms' },
  ]);
  // A fresh join is possible afterwards.
  const ok = harness();
  const again = new AgoraMedia({ appId: 'app', load: ok.load });
  await expect(again.join('call:1', 'host')).resolves.toBeUndefined();
});

it('maps the real client events: states, users, first frame, left', async () => {
  const h = harness();
  let t = 1000;
  const media = new AgoraMedia({ appId: 'app', load: h.load, now: () => t });
  const seen = record(media);
  await media.join('call:1', 'host', { uid: '5' });
  const c = h.clients[0]!;
  const video = remoteTrack('video');
  jest.spyOn(c, 'subscribe').mockResolvedValue(video.track as never);

  c.emit('connection-state-change', 'CONNECTED', 'CONNECTING');
  c.emit('connection-state-change', 'DISCONNECTED', 'CONNECTED', 'UID_BANNED');
  const user = { uid: 8, hasAudio: false, hasVideo: true };
  c.emit('user-joined', user);
  c.emit('user-published', user, 'video');
  c.emit('user-published', user, 'datachannel'); // ignored
  await flush();
  expect(c.subscribe).toHaveBeenCalledTimes(1);
  t = 1450;
  video.fire('first-frame-decoded');
  c.emit('user-unpublished', user, 'video');
  c.emit('user-left', user, 'ServerTimeOut');

  expect(seen.slice(1)).toEqual([
    ['connection-state', { state: 'connected' }],
    ['connection-state', { state: 'disconnected', reason: 'UID_BANNED' }],
    ['user-joined', { uid: '8' }],
    ['user-published', { uid: '8', kind: 'video', track: video.mst }],
    ['first-frame', { uid: '8', elapsedMs: 450 }],
    ['user-unpublished', { uid: '8', kind: 'video' }],
    ['user-left', { uid: '8', reason: 'disconnected' }],
  ]);
  await media.leave();
  c.emit('user-joined', user); // listeners are gone after leave
  expect(seen.filter(([k]) => k === 'user-joined')).toHaveLength(1);
});

it('publishes, mutes and sets remote volume through Agora tracks', async () => {
  const h = harness();
  const media = new AgoraMedia({ appId: 'app', load: h.load });
  await media.join('call:1', 'host');
  const c = h.clients[0]!;
  const cam = { kind: 'video' } as MediaStreamTrack;
  const mic = { kind: 'audio' } as MediaStreamTrack;
  await media.publish([cam, mic]);
  expect(h.module.createCustomVideoTrack).toHaveBeenCalledWith({ mediaStreamTrack: cam });
  expect(h.module.createCustomAudioTrack).toHaveBeenCalledWith({ mediaStreamTrack: mic });
  const [wrappedCam, wrappedMic] = (c.publish as jest.Mock).mock.calls[0][0];
  media.mute('audio', true);
  expect(wrappedMic.setMuted).toHaveBeenCalledWith(true);
  expect(wrappedCam.setMuted).not.toHaveBeenCalled();

  const audio = remoteTrack('audio');
  jest.spyOn(c, 'subscribe').mockResolvedValue(audio.track as never);
  c.emit('user-published', { uid: 9, hasAudio: true, hasVideo: false }, 'audio');
  await flush();
  media.setRemoteVolume('9', 0);
  expect(audio.track.setVolume).toHaveBeenCalledWith(0);
  await expect(media.subscribe('9', 'audio')).resolves.toBe(audio.mst);

  await media.unpublish([cam]);
  expect(c.unpublish).toHaveBeenCalledWith([wrappedCam]);
});

it('renews the token on token-privilege-will-expire', async () => {
  const h = harness();
  const renewToken = jest.fn(async (channel: string) => `fresh-${channel}`);
  const media = new AgoraMedia({ appId: 'app', load: h.load, renewToken });
  const seen = record(media);
  await media.join('live:3', 'host');
  const c = h.clients[0]!;
  c.emit('token-privilege-will-expire');
  await flush();
  expect(renewToken).toHaveBeenCalledWith('live:3');
  expect(c.renewToken).toHaveBeenCalledWith('fresh-live:3');
  expect(seen).toContainEqual(['token-will-expire', { channel: 'live:3' }]);
  await media.renewToken('manual');
  expect(c.renewToken).toHaveBeenLastCalledWith('manual');
});

afterAll(() => {
  // Only createClient's stats posts were attempted, and all were stopped.
  expect(
    blocked.filter((b) => !/^xhr POST https:\/\/[\w.-]*statscollector[\w.-]*(:\d+)?\//.test(b)),
  ).toEqual([]);
});
