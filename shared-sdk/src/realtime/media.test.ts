/**
 * LocalMedia signalling over the real gateway, with a fake RTCPeerConnection (Node has no
 * WebRTC; the two-browser e2e covers real media). The fake carries track kinds in its "SDP".
 */
import {
  startGateway,
  until,
  WebSocket,
  type TestServer,
} from '../../../backend/test/realtime/helpers';
import type { WebSocketCtor } from './local/wire';
import { createLocalMedia } from './media/local';
import { createMessaging } from './messaging';
import type { Media, MediaEvents, Messaging } from './types';

let nextId = 0;
const fakeTrack = (kind: 'audio' | 'video') =>
  ({
    kind,
    id: `t${++nextId}`,
    enabled: true,
    addEventListener: () => undefined,
  }) as unknown as MediaStreamTrack;

class FakePC {
  static all: FakePC[] = [];
  /** Test switch: ICE never starts (the connection stays 'new' after negotiating). */
  static stayNew = false;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: RTCSdpType; sdp: string; toJSON(): RTCSessionDescriptionInit } | null =
    null;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((ev: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null =
    null;
  ontrack: ((ev: { track: MediaStreamTrack }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  senders: Array<{ track: MediaStreamTrack }> = [];
  remote = new Map<string, MediaStreamTrack>();
  candidates: unknown[] = [];
  constructor() {
    FakePC.all.push(this);
  }
  private needed() {
    setTimeout(() => this.onnegotiationneeded?.(), 0);
  }
  addTrack(track: MediaStreamTrack) {
    const s = { track };
    this.senders.push(s);
    this.needed();
    return s;
  }
  added: Array<{ kind: string }> = [];
  getTransceivers() {
    return [...this.senders.map((x) => ({ kind: x.track.kind })), ...this.added];
  }
  addTransceiver(kind: string) {
    this.added.push({ kind });
    this.needed();
  }
  removeTrack(s: { track: MediaStreamTrack }) {
    this.senders = this.senders.filter((x) => x !== s);
    this.needed();
  }
  async setLocalDescription() {
    const type: RTCSdpType = this.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
    const sdp = JSON.stringify(this.senders.map((s) => ({ kind: s.track.kind, id: s.track.id })));
    this.localDescription = { type, sdp, toJSON: () => ({ type, sdp }) };
    this.signalingState = type === 'offer' ? 'have-local-offer' : 'stable';
    setTimeout(
      () =>
        this.onicecandidate?.({
          candidate: { toJSON: () => ({ candidate: 'host 127.0.0.1', sdpMid: '0' }) },
        }),
      0,
    );
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    this.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable'; // offers roll back implicitly
    this.remoteDescription = d;
    for (const t of JSON.parse(d.sdp ?? '[]') as Array<{ kind: 'audio' | 'video'; id: string }>) {
      if (this.remote.has(t.id)) continue;
      const track = { ...fakeTrack(t.kind), id: t.id } as MediaStreamTrack;
      this.remote.set(t.id, track);
      this.ontrack?.({ track });
    }
    if (!FakePC.stayNew) this.connectionState = 'connected';
  }
  async addIceCandidate(c: unknown) {
    // As the browser: a candidate needs a remote description first.
    if (!this.remoteDescription)
      throw new DOMException('remote description was null', 'InvalidStateError');
    this.candidates.push(c);
  }
  async getStats() {
    const video = [...this.remote.values()].some((t) => t.kind === 'video');
    return new Map([['in', { type: 'inbound-rtp', kind: 'video', framesDecoded: video ? 1 : 0 }]]);
  }
  restarts = 0;
  restartIce() {
    this.restarts++;
  }
  /** Test hook: move the connection to a state and tell the listener, as the browser does. */
  goTo(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
  close() {
    this.connectionState = 'closed';
  }
}

let srv: TestServer;
const cleanup: Array<() => unknown> = [];

async function user(id: string, iceStallMs?: number): Promise<{ m: Messaging; media: Media }> {
  const m = createMessaging(
    {
      provider: 'local',
      token: srv.token(id),
      url: '/rtm',
      expiresAt: Date.now() + 3600_000,
      userId: id,
    },
    {
      apiBase: srv.url.replace('ws://', 'http://').replace('/rtm', ''),
      WebSocket: WebSocket as unknown as WebSocketCtor,
    },
  );
  await m.login();
  const media = createLocalMedia({
    messaging: m,
    RTCPeerConnection: FakePC as unknown as new () => RTCPeerConnection,
    firstFramePollMs: 10,
    ...(iceStallMs !== undefined ? { iceStallMs } : {}),
  });
  cleanup.push(
    () => media.leave(),
    () => m.logout(),
  );
  return { m, media };
}

function record(media: Media) {
  const log: Array<{ type: keyof MediaEvents; ev: unknown }> = [];
  for (const type of [
    'user-joined',
    'user-published',
    'user-unpublished',
    'user-left',
    'first-frame',
  ] as const) {
    media.on(type, (ev) => log.push({ type, ev }));
  }
  return log;
}

beforeEach(async () => {
  FakePC.all = [];
  FakePC.stayNew = false;
  srv = await startGateway();
});
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
  await srv.stop();
});

it('live: the audience sees the host publish, gets the first frame, and the host leaving', async () => {
  const host = await user('1');
  const viewer = await user('2');
  srv.gateway.channels.openLive('live-9', '1'); // the live's host publishes, the audience reads
  await host.media.join('live-9', 'host');
  await host.media.publish([fakeTrack('audio'), fakeTrack('video')]);
  const seen = record(viewer.media);
  await viewer.media.join('live-9', 'audience');
  await until(() => seen.filter((e) => e.type === 'user-published').length === 2);
  await until(() => seen.some((e) => e.type === 'first-frame'));
  expect(seen[0]).toEqual({ type: 'user-joined', ev: { uid: '1' } });
  expect(viewer.media.remoteUsers()).toEqual([
    { uid: '1', role: 'host', hasAudio: true, hasVideo: true },
  ]);
  expect((await viewer.media.subscribe('1', 'video')).kind).toBe('video');
  // ICE candidates were relayed too.
  expect(FakePC.all.some((pc) => pc.candidates.length > 0)).toBe(true);
  await expect(viewer.media.publish([fakeTrack('video')])).rejects.toThrow(/audience/);

  viewer.media.setRemoteVolume('1', 0);
  expect((await viewer.media.subscribe('1', 'audio')).enabled).toBe(false);

  await host.media.leave();
  await until(() => seen.some((e) => e.type === 'user-left'));
  expect(seen.find((e) => e.type === 'user-left')!.ev).toEqual({ uid: '1', reason: 'left' });
  expect(viewer.media.remoteUsers()).toEqual([]);
});

it('live: the audience is greeted by the host, whether it came first or last, and never signals the audience', async () => {
  srv.gateway.channels.openLive('live-7', '1');
  // Two viewers before the host, two after; every signal each sends is recorded.
  const users = await Promise.all(['21', '22', '23', '24'].map((id) => user(id)));
  const sent = users.map(({ m }) => {
    const to: string[] = [];
    const send = m.sendSignal.bind(m);
    jest.spyOn(m, 'sendSignal').mockImplementation((uid, payload) => {
      to.push(uid);
      return send(uid, payload);
    });
    return to;
  });
  const seen = users.map(({ media }) => record(media));
  const [early1, early2, late1, late2] = users.map((u) => u.media) as Media[];
  await early1!.join('live-7', 'audience');
  await early2!.join('live-7', 'audience');
  expect(sent.flat()).toEqual([]); // nobody to greet: an audience member says nothing
  const host = await user('1');
  await host.media.join('live-7', 'host');
  await host.media.publish([fakeTrack('audio'), fakeTrack('video')]);
  await late1!.join('live-7', 'audience');
  await late2!.join('live-7', 'audience');
  await until(() =>
    seen.every((log) => log.filter((e) => e.type === 'user-published').length === 2),
  );
  for (const [i, media] of users.map((u) => u.media).entries()) {
    expect(media.remoteUsers()).toEqual([
      { uid: '1', role: 'host', hasAudio: true, hasVideo: true },
    ]);
    expect(seen[i]!.filter((e) => e.type === 'user-joined')).toEqual([
      { type: 'user-joined', ev: { uid: '1' } },
    ]);
    expect(new Set(sent[i])).toEqual(new Set(['1'])); // signals went to the host only
  }
});

it('1v1 call: both publish and each receives the other; mute disables the local track', async () => {
  const a = await user('5');
  const b = await user('6');
  const seenA = record(a.media);
  const seenB = record(b.media);
  srv.gateway.channels.openCallRoom('call-1', ['5', '6']); // the call's two parties
  await a.media.join('call-1', 'host');
  await b.media.join('call-1', 'host');
  const camA = fakeTrack('video');
  await Promise.all([
    a.media.publish([fakeTrack('audio'), camA]),
    b.media.publish([fakeTrack('audio'), fakeTrack('video')]),
  ]);
  const published = (log: typeof seenA) => log.filter((e) => e.type === 'user-published').length;
  await until(() => published(seenA) === 2 && published(seenB) === 2);
  a.media.mute('video', true);
  expect(camA.enabled).toBe(false);
  await a.media.unpublish([camA]);
  await until(() => seenB.some((e) => e.type === 'user-unpublished'));
  expect(seenB.find((e) => e.type === 'user-unpublished')!.ev).toEqual({ uid: '5', kind: 'video' });
});

it('a user whose messaging drops out of the channel is reported as left', async () => {
  const a = await user('7');
  const b = await user('8');
  srv.gateway.channels.openCallRoom('c', ['7', '8']);
  await a.media.join('c', 'host');
  await b.media.join('c', 'host');
  const seen = record(a.media);
  await until(() => a.media.remoteUsers().length === 1);
  b.m.logout();
  await until(() => seen.some((e) => e.type === 'user-left'));
});

it('join needs messaging online', async () => {
  const m = createMessaging(
    { provider: 'local', token: 'x', url: '/rtm', expiresAt: 0, userId: '1' },
    { apiBase: 'http://127.0.0.1:1' },
  );
  await expect(createLocalMedia({ messaging: m }).join('c', 'host')).rejects.toThrow(/not online/);
});

it('restarts ICE when a connection stays connecting or disconnected, and at once on failed', async () => {
  const a = await user('11', 40);
  const b = await user('12', 40);
  srv.gateway.channels.openCallRoom('ice', ['11', '12']);
  await a.media.join('ice', 'host');
  await b.media.join('ice', 'host');
  await a.media.publish([fakeTrack('video')]);
  // Negotiation over (the published video arrived, both sides stable): a late answer would
  // otherwise move the connection back to connected under the test's feet.
  await until(
    () =>
      FakePC.all.length === 2 &&
      FakePC.all.every((x) => x.signalingState === 'stable' && x.connectionState === 'connected') &&
      FakePC.all.some((x) => x.remote.size > 0),
  );
  const pc = FakePC.all[0] as FakePC;

  pc.goTo('connecting');
  await until(() => pc.restarts >= 2); // still connecting: restarted, and watched again
  pc.goTo('connected');
  const afterConnected = pc.restarts;
  await new Promise((r) => setTimeout(r, 120));
  expect(pc.restarts).toBe(afterConnected); // a connected peer is left alone

  pc.goTo('disconnected');
  await until(() => pc.restarts === afterConnected + 1);
  pc.goTo('failed');
  expect(pc.restarts).toBe(afterConnected + 2); // at once

  pc.goTo('connecting');
  await a.media.leave(); // leaving stops the watchdog
  const atLeave = pc.restarts;
  await new Promise((r) => setTimeout(r, 120));
  expect(pc.restarts).toBe(atLeave);
});

it('restarts ICE when a negotiated connection never leaves new (no candidates gathered)', async () => {
  FakePC.stayNew = true;
  const a = await user('13', 40);
  const b = await user('14', 40);
  srv.gateway.channels.openCallRoom('ice-new', ['13', '14']);
  await a.media.join('ice-new', 'host');
  await b.media.join('ice-new', 'host');
  await a.media.publish([fakeTrack('video')]);
  await until(() => FakePC.all.length === 2 && FakePC.all.every((pc) => pc.remoteDescription));
  await until(() => FakePC.all.every((pc) => pc.restarts >= 1));
  expect(FakePC.all.map((pc) => pc.connectionState)).toEqual(['new', 'new']);
});

it('the first offer comes from the impolite side: a polite side with tracks nudges it', async () => {
  const a = await user('21'); // impolite towards 22 (the larger id is polite)
  const b = await user('22');
  const sent: string[] = [];
  for (const [who, u] of [
    ['a', a],
    ['b', b],
  ] as const) {
    const orig = u.m.sendSignal.bind(u.m);
    jest.spyOn(u.m, 'sendSignal').mockImplementation((to, payload) => {
      const s = payload as { t: string; description?: { type: string } };
      sent.push(`${who}:${s.t}${s.description ? `:${s.description.type}` : ''}`);
      return orig(to, payload);
    });
  }
  const seenA = record(a.media);
  srv.gateway.channels.openCallRoom('first-offer', ['21', '22']);
  await a.media.join('first-offer', 'host');
  await b.media.join('first-offer', 'host');
  await b.media.publish([fakeTrack('audio'), fakeTrack('video')]);
  await until(() => seenA.filter((e) => e.type === 'user-published').length === 2);
  const descs = sent.filter((x) => x.includes(':desc:'));
  expect(descs[0]).toBe('a:desc:offer');
  expect(sent).toContain('b:nudge');
  // the impolite side had nothing to send: it offered to receive audio and video
  expect(FakePC.all.some((pc) => pc.added.map((t) => t.kind).join() === 'audio,video')).toBe(true);
});

it('a candidate that overtakes its offer is kept and added once the offer is set (no failed signal)', async () => {
  const a = await user('21');
  const b = await user('22');
  srv.gateway.channels.openCallRoom('early', ['21', '22']);
  await a.media.join('early', 'host');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const sig = (body: object) => b.m.sendSignal('21', { v: 1, ch: 'early', sid: 'b1', ...body });
  await sig({ t: 'hello', role: 'host', reply: true });
  await sig({ t: 'ice', candidate: { candidate: 'host 127.0.0.2', sdpMid: '0' } });
  await sig({ t: 'desc', description: { type: 'offer', sdp: '[]' } });
  await until(() => FakePC.all.some((pc) => pc.candidates.length > 0));
  const pc = FakePC.all.find((x) => x.candidates.length > 0) as FakePC;
  expect(pc.remoteDescription).toMatchObject({ type: 'offer' });
  expect(pc.candidates).toEqual([{ candidate: 'host 127.0.0.2', sdpMid: '0' }]);
  expect(warn).not.toHaveBeenCalledWith('[media] signal failed', expect.anything());
  warn.mockRestore();
});
