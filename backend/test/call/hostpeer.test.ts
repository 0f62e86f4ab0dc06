/**
 * A seeded host answers a call with its clip, end to end in Node: the caller runs the SDK's own
 * local Messaging and Media code (shared-sdk/src/realtime) over the real gateway, with werift
 * standing in for the browser's RTCPeerConnection; the host is the backend's agent. The caller
 * receives the host's VP8 and Opus packets. (Chromium: backend/scripts/check-host-video.ts.)
 */
import { MediaStreamTrack as WeriftTrack, RTCPeerConnection as WeriftPC } from 'werift';
import type { GenTokenResult, Media, Messaging } from 'shared-sdk/node';
import { createMessaging } from '../../../shared-sdk/src/realtime/messaging';
import { createLocalMedia } from '../../../shared-sdk/src/realtime/media/local';
import type { WebSocketCtor } from '../../../shared-sdk/src/realtime/local/wire';
import { WebSocket, sleep, until } from '../realtime/helpers';
import { nextCallPush, pinHost, startCallEnv, type CallEnv } from './helpers';

let env: CallEnv;
beforeAll(async () => {
  env = await startCallEnv();
});
afterAll(() => env.close());

/**
 * werift as the caller's RTCPeerConnection: the loopback address the seeded host uses too
 * (TOOLCHAIN.md), and `localDescription.toJSON()` as browsers have it.
 */
class LoopbackPC extends WeriftPC {
  constructor(config: object = {}) {
    super({ ...config, iceAdditionalHostAddresses: ['127.0.0.1'], iceUseIpv6: false } as never);
  }
  get localDescription() {
    const d = super.localDescription;
    return d && Object.assign(d, { toJSON: () => ({ type: d.type, sdp: d.sdp }) });
  }
}

async function callerMedia(userId: number): Promise<{ messaging: Messaging; media: Media }> {
  const result: GenTokenResult = {
    provider: 'local',
    token: env.app.rtmTokens.issue(String(userId)).token,
    url: '/rtm',
    expiresAt: Date.now() + 3_600_000,
    userId: String(userId),
  };
  const messaging = createMessaging(result, {
    apiBase: env.base,
    WebSocket: WebSocket as unknown as WebSocketCtor,
  });
  await messaging.login();
  const media = createLocalMedia({
    messaging,
    RTCPeerConnection: LoopbackPC as unknown as typeof RTCPeerConnection,
    waitTimeoutMs: 10_000,
  });
  return { messaging, media };
}

async function placeCall(hostId: number, behaviour: Record<string, unknown>) {
  await pinHost(env, hostId, { ringMs: 50, ...behaviour });
  const a = await env.user({ coins: 2000 });
  const r = await env.post(a, '/api/call/launch', { calleeUserId: hostId, callLocation: 101 });
  expect(r.data).toMatchObject({ serverCall: true, state: 'ringing' });
  return { a, room: r.data.roomNum as string, channel: r.data.media.channel as string };
}

test('the host answers and sends moving VP8 video and Opus audio through the local media path', async () => {
  const { a, room, channel } = await placeCall(10040, { answer: 'answer' });
  await nextCallPush(a.rt, 3, room); // the host answered (through the call service)
  const { messaging, media } = await callerMedia(a.userId);
  const published: Array<{ kind: string; track: WeriftTrack }> = [];
  media.on('user-published', (e) => published.push(e as unknown as { kind: string; track: WeriftTrack }));
  // The caller publishes a camera track too (the host receives it; it does not need to).
  await media.join(channel, 'host');
  await media.publish([new WeriftTrack({ kind: 'video' }) as unknown as MediaStreamTrack]);
  await until(() => published.some((p) => p.kind === 'video') && published.some((p) => p.kind === 'audio'), 10_000);

  const counts = { video: 0, audio: 0, keyframe: false, markers: 0 };
  for (const p of published) {
    p.track.onReceiveRtp.subscribe((rtp) => {
      if (p.kind === 'video') {
        counts.video++;
        if (rtp.header.marker) counts.markers++;
        // First packet of a VP8 keyframe: S bit, then a frame tag with bit 0 clear.
        if ((rtp.payload[0] as number) & 0x10 && ((rtp.payload[1] as number) & 1) === 0) counts.keyframe = true;
      } else counts.audio++;
    });
  }
  await sleep(1_500);
  expect(counts.markers).toBeGreaterThan(10); // ≥ 10 whole frames in 1.5 s at 15 fps
  expect(counts.keyframe).toBe(true);
  expect(counts.audio).toBeGreaterThan(40); // 20 ms packets
  const agent = env.app.callModule.hostAgents?.agents.get(room);
  expect(agent?.currentPeer?.sent.frames).toBeGreaterThan(10);

  // The caller's first frame starts billing; hanging up stops the host's peer.
  await env.post(a, '/api/call/notifyStartCall', { roomNum: room });
  await env.post(a, '/api/call/hangup', { roomNum: room });
  await until(() => !env.app.callModule.hostAgents?.agents.has(room), 3_000);
  await media.leave();
  messaging.logout();
}, 30_000);

test('a host told to refuse refuses; one told to ignore lets it ring out', async () => {
  const refused = await placeCall(10041, { answer: 'refuse' });
  expect(await nextCallPush(refused.a.rt, 5, refused.room)).toMatchObject({ hangupReason: 3 });
  const ignored = await placeCall(10042, { answer: 'ignore' });
  await sleep(300);
  expect(env.app.callModule.calls.store.get(ignored.room)?.state).toBe('ringing');
  env.advance(30_000);
  expect(await nextCallPush(ignored.a.rt, 6, ignored.room)).toMatchObject({ hangupReason: 4 });
});

test('a host told to leave drops out of the media and hangs up when nobody else does', async () => {
  const { a, room, channel } = await placeCall(10043, { answer: 'leave', leaveAfterMs: 300 });
  await nextCallPush(a.rt, 3, room);
  const { messaging, media } = await callerMedia(a.userId);
  const left: string[] = [];
  media.on('user-left', (e) => left.push(e.uid));
  await media.join(channel, 'host');
  await until(() => left.includes('10043'), 10_000);
  await media.leave();
  messaging.logout();
}, 20_000);
