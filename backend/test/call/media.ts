/**
 * The caller's side of a call in Node, as the web app has it: the SDK's own local Messaging and
 * Media code (shared-sdk/src/realtime) over the real gateway, with werift standing in for the
 * browser's RTCPeerConnection.
 */
import {
  MediaStreamTrack as WeriftTrack,
  RTCPeerConnection as WeriftPC,
  type RtpPacket,
} from 'werift';
import type { GenTokenResult, Media, Messaging } from '../../../shared-sdk/src/realtime/types';
import { createMessaging } from '../../../shared-sdk/src/realtime/messaging';
import { createLocalMedia } from '../../../shared-sdk/src/realtime/media/local';
import type { WebSocketCtor } from '../../../shared-sdk/src/realtime/local/wire';
import { WebSocket, until } from '../realtime/helpers';
import { sessionRealtimeToken } from '../realtime/session-token';
import type { CallEnv, Party } from './helpers';

/**
 * werift as the caller's RTCPeerConnection: the loopback address the seeded host uses too
 * (TOOLCHAIN.md), and `localDescription.toJSON()` as browsers have it. One bundled transport,
 * as Chromium has it (werift's default leaks an unbundled transport's sockets: peer.ts).
 */
class LoopbackPC extends WeriftPC {
  constructor(config: object = {}) {
    super({
      ...config,
      iceAdditionalHostAddresses: ['127.0.0.1'],
      iceUseIpv6: false,
      bundlePolicy: 'max-bundle',
    } as never);
  }
  override get localDescription() {
    const d = super.localDescription;
    return d && Object.assign(d, { toJSON: () => ({ type: d.type, sdp: d.sdp }) });
  }
}

/** The caller's side as the web app has it: SDK Messaging (signed-in session) + local Media. */
export function callerMedia(
  env: CallEnv,
  userId: number,
): Promise<{ messaging: Messaging; media: Media; close(): Promise<void> }> {
  return localMediaWith(env, {
    provider: 'local',
    token: sessionRealtimeToken(env.app, userId),
    url: '/rtm',
    expiresAt: Date.now() + 3_600_000,
    userId: String(userId),
  });
}

/** SDK Messaging logged in with `result` (a session's token, or a visitor's) + local Media. */
export async function localMediaWith(
  env: Pick<CallEnv, 'base'>,
  result: GenTokenResult,
): Promise<{ messaging: Messaging; media: Media; close(): Promise<void> }> {
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
  return {
    messaging,
    media,
    async close() {
      await media.leave();
      await messaging.logout();
    },
  };
}

/** Joins the call's media as the caller (publishing a camera track) and collects the host's RTP. */
export async function joinAndReceive(env: CallEnv, a: Party, channel: string) {
  const side = await callerMedia(env, a.userId);
  const rtp = { video: [] as RtpPacket[], audio: [] as RtpPacket[] };
  const kinds = new Set<string>();
  side.media.on('user-published', (e) => {
    const track = e.track as unknown as WeriftTrack;
    kinds.add(e.kind);
    track.onReceiveRtp.subscribe((p) => rtp[e.kind === 'video' ? 'video' : 'audio'].push(p));
  });
  await side.media.join(channel, 'host');
  await side.media.publish([
    new WeriftTrack({ kind: 'audio' }) as unknown as MediaStreamTrack,
    new WeriftTrack({ kind: 'video' }) as unknown as MediaStreamTrack,
  ]);
  await until(() => rtp.video.length > 0, 10_000);
  return { ...side, rtp, kinds };
}

