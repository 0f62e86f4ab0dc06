import { createLocalMedia, markBusy, type Media, type Messaging } from 'shared-sdk';
import { checkChannel } from './labels';

/**
 * One video check with another user over the local Media provider (ARCHITECTURE.md "Realtime":
 * browser WebRTC, signalling through the host's messaging connection). Both sides join the same
 * channel as 'host' (both send, spec 3 §4 roles) and publish camera + microphone. While it runs
 * the user counts as busy (spec 1 §4.3: status 1 while a video popup is open).
 */
export interface VideoCheckUpdate {
  phase: 'starting' | 'waiting' | 'connected' | 'stopped' | 'failed';
  local?: MediaStream | null;
  remoteVideo?: MediaStream | null;
  remoteAudio?: MediaStream | null;
  /** The media layer's first decoded remote frame, ms after join (spec 2 §4 lifecycle 13). */
  statsFirstFrameMs?: number;
  error?: string;
}

export interface VideoCheckDeps {
  getUserMedia(c: MediaStreamConstraints): Promise<MediaStream>;
  createMedia(messaging: Messaging): Media;
}

export const defaultVideoCheckDeps: VideoCheckDeps = {
  getUserMedia: (c) => navigator.mediaDevices.getUserMedia(c),
  createMedia: (messaging) => createLocalMedia({ messaging }),
};

export class VideoCheck {
  private media: Media | null = null;
  private stream: MediaStream | null = null;
  private offs: Array<() => void> = [];
  private release: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly messaging: Messaging,
    private readonly peerId: string,
    private readonly onUpdate: (u: VideoCheckUpdate) => void,
    private readonly deps: VideoCheckDeps = defaultVideoCheckDeps,
  ) {}

  async start(): Promise<void> {
    const me = this.messaging.getSnapshot().userId;
    if (!me) return this.fail(new Error('messaging is not online'));
    this.release = markBusy('video-check');
    this.onUpdate({ phase: 'starting' });
    try {
      const stream = await this.deps.getUserMedia({ video: true, audio: true });
      if (this.stopped) return stopTracks(stream);
      this.stream = stream;
      this.onUpdate({ phase: 'starting', local: stream });
      const media = this.deps.createMedia(this.messaging);
      this.media = media;
      this.offs.push(
        media.on('user-published', (ev) => {
          if (ev.uid !== this.peerId) return;
          const s = new MediaStream([ev.track]);
          this.onUpdate(
            ev.kind === 'video'
              ? { phase: 'connected', remoteVideo: s }
              : { phase: 'connected', remoteAudio: s },
          );
        }),
        media.on('user-unpublished', (ev) => {
          if (ev.uid !== this.peerId) return;
          this.onUpdate(
            ev.kind === 'video'
              ? { phase: 'waiting', remoteVideo: null }
              : { phase: 'waiting', remoteAudio: null },
          );
        }),
        media.on('user-left', (ev) => {
          if (ev.uid === this.peerId)
            this.onUpdate({ phase: 'waiting', remoteVideo: null, remoteAudio: null });
        }),
        media.on('first-frame', (ev) => {
          if (ev.uid === this.peerId)
            this.onUpdate({ phase: 'connected', statsFirstFrameMs: ev.elapsedMs });
        }),
      );
      await media.join(checkChannel(me, this.peerId), 'host');
      if (this.stopped) return;
      await media.publish(stream.getTracks());
      if (this.stopped) return;
      // The peer's tracks may already be here (user-published above); otherwise wait for them.
      if (!media.remoteUsers().some((u) => u.uid === this.peerId && u.hasVideo))
        this.onUpdate({ phase: 'waiting' });
    } catch (e) {
      this.fail(e as Error);
    }
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const off of this.offs.splice(0)) off();
    const media = this.media;
    this.media = null;
    if (media) await media.leave().catch(() => undefined);
    if (this.stream) stopTracks(this.stream);
    this.stream = null;
    this.release?.();
    this.release = null;
    this.onUpdate({ phase: 'stopped', local: null, remoteVideo: null, remoteAudio: null });
  }

  private fail(e: Error): void {
    void this.stop().then(() => this.onUpdate({ phase: 'failed', error: e.message }));
  }
}

function stopTracks(s: MediaStream): void {
  for (const t of s.getTracks()) t.stop();
}
