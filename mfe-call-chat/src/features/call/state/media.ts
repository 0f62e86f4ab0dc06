/**
 * The call's media on this device: the local camera/microphone (the preview before connect and
 * what is published) and the remote stream, behind subscribe/getSnapshot for the video window.
 * Joins the room's channel through the SDK's Media interface (local WebRTC or Agora, chosen by
 * what the room answer hands out).
 */
import {
  callMediaChannel,
  createAgoraMedia,
  createSnapshotStore,
  createLocalMedia,
  type CallMedia,
  type Media,
  type Messaging,
} from 'shared-sdk';
import type { DeviceProblem } from '../engine';

export interface CallMediaSnapshot {
  local: MediaStream | null;
  remote: MediaStream | null;
}

export interface MediaCallbacks {
  firstFrame(): void;
  remoteLeft(): void;
  remoteBack(): void;
}

/** A getUserMedia failure as the spec's permission message kinds (spec 2 §4 rule 2). */
export function deviceProblemOf(e: unknown): DeviceProblem {
  const name = (e as { name?: string } | null)?.name ?? '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'camera';
  if (name === 'NotReadableError') return 'camera';
  return 'unsupported';
}

export class CallMediaSession {
  private readonly store = createSnapshotStore<CallMediaSnapshot>({ local: null, remote: null });
  private media: Media | null = null;
  private offs: Array<() => void> = [];
  /** Bumped on every leave: a join still in flight for an older room stops. */
  private gen = 0;

  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;

  private get snap(): CallMediaSnapshot {
    return this.store.getSnapshot();
  }

  private set(patch: Partial<CallMediaSnapshot>): void {
    this.store.update((cur) => ({ ...cur, ...patch }));
  }

  /** The device check: camera and microphone (the stream is kept as the preview). */
  async acquire(): Promise<MediaStream> {
    if (this.snap.local && this.snap.local.getTracks().every((t) => t.readyState === 'live'))
      return this.snap.local;
    if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('no media devices'), { name: 'NotSupportedError' });
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
    if (stream.getVideoTracks().length === 0) {
      stream.getTracks().forEach((t) => t.stop());
      throw Object.assign(new Error('no camera'), { name: 'NotFoundError' });
    }
    this.set({ local: stream });
    return stream;
  }

  async join(
    roomNum: string,
    info: CallMedia | null,
    messaging: Messaging,
    cb: MediaCallbacks,
  ): Promise<void> {
    const my = ++this.gen;
    const local = await this.acquire();
    if (my !== this.gen) return;
    const media =
      info?.provider === 'agora' ? createAgoraMedia() : createLocalMedia({ messaging });
    this.media = media;
    const remote = new MediaStream();
    this.offs.push(
      media.on('user-published', ({ track }) => {
        for (const t of remote.getTracks()) if (t.kind === track.kind) remote.removeTrack(t);
        remote.addTrack(track);
        this.set({ remote: new MediaStream(remote.getTracks()) });
      }),
      media.on('first-frame', () => cb.firstFrame()),
      media.on('user-left', () => cb.remoteLeft()),
      media.on('user-joined', () => cb.remoteBack()),
    );
    const channel = info?.channel ?? callMediaChannel(roomNum);
    await media.join(
      channel,
      'host',
      info?.provider === 'agora' ? { token: info.token, appId: info.appId, uid: info.uid } : {},
    );
    if (my !== this.gen) return void media.leave().catch(() => undefined);
    await media.publish(local.getTracks());
  }

  mute(kind: 'audio' | 'video', muted: boolean): void {
    this.media?.mute(kind, muted);
    for (const t of this.snap.local?.getTracks() ?? []) if (t.kind === kind) t.enabled = !muted;
  }

  /** Leaves the channel and stops the camera (also when nothing was joined yet). */
  async leave(): Promise<void> {
    this.gen++;
    for (const off of this.offs.splice(0)) off();
    const media = this.media;
    this.media = null;
    this.snap.local?.getTracks().forEach((t) => t.stop());
    this.set({ local: null, remote: null });
    await media?.leave().catch(() => undefined);
  }
}
