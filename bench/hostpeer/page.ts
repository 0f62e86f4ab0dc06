/**
 * The caller's side of bench/hostpeer.mjs, in Chromium: the SDK's own local Messaging and Media
 * (shared-sdk/src/realtime), bundled by esbuild. `benchCall(apiBase, token, userId, hostId)` signs in, waits for
 * the call's "connected" push (the seeded host answered), then does what the web app does: joins
 * the room's media channel with the fake camera and shows the host's video. It resolves with the
 * time from that push to the first decoded frame painted in the <video>, and whether frames keep
 * coming (a moving picture) one second later.
 */
import { createMessaging } from '../../shared-sdk/src/realtime/messaging';
import { createLocalMedia } from '../../shared-sdk/src/realtime/media/local';

const CALL_BIZ = 1050;
const CONNECTED = 3;

async function benchCall(apiBase: string, token: string, userId: string, hostId: string) {
  const messaging = createMessaging(
    { provider: 'local', token, url: '/rtm', expiresAt: Date.now() + 3_600_000, userId },
    { apiBase },
  );
  const answered = new Promise<{ channel: string; at: number }>((resolve) => {
    messaging.on('push', (m) => {
      const p = m.payload as { bizType?: number; action?: number; roomNum?: string } | null;
      if (p?.bizType === CALL_BIZ && p.action === CONNECTED)
        resolve({ channel: `call-${p.roomNum}`, at: performance.now() });
    });
  });
  await messaging.login();
  (window as unknown as { benchReady: boolean }).benchReady = true;
  const { channel, at } = await answered;
  const media = createLocalMedia({ messaging });
  // The host's video arrives as a 'user-published' event (the call UI listens the same way).
  const published = new Promise<MediaStreamTrack>((resolve) => {
    media.on('user-published', (e) => {
      if (e.uid === hostId && e.kind === 'video') resolve(e.track);
    });
  });
  const camera = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  await media.join(channel, 'host');
  await media.publish(camera.getTracks());
  const track = await published;
  const video = document.querySelector('video') as HTMLVideoElement;
  video.srcObject = new MediaStream([track]);
  await video.play().catch(() => undefined);
  const firstFrameMs = await new Promise<number>((resolve) =>
    video.requestVideoFrameCallback(() => resolve(performance.now() - at)),
  );
  const before = video.getVideoPlaybackQuality().totalVideoFrames;
  await new Promise((r) => setTimeout(r, 1_000));
  const framesInOneSecond = video.getVideoPlaybackQuality().totalVideoFrames - before;
  return {
    firstFrameMs,
    framesInOneSecond,
    size: `${video.videoWidth}x${video.videoHeight}`,
    async leave() {
      await media.leave();
      for (const t of camera.getTracks()) t.stop();
      messaging.logout();
    },
  };
}

let current: Awaited<ReturnType<typeof benchCall>> | null = null;
Object.assign(window, {
  benchCall: async (apiBase: string, token: string, userId: string, hostId: string) => {
    current = await benchCall(apiBase, token, userId, hostId);
    const { leave: _leave, ...figures } = current;
    return figures;
  },
  benchLeave: async () => current?.leave(),
});
