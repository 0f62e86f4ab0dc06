/**
 * The engine's LiveMediaPort over the SDK's Media (local WebRTC or Agora, chosen by the join
 * answer's `media`, which the API port keeps by channel): the viewer joins as audience (Agora:
 * role level 1, spec 3 §4) and never publishes. The host's stream is behind subscribe/getSnapshot
 * for the room's one video element, which the mini player keeps playing (no rejoin).
 *
 * Media events → engine: the first decoded frame; a stall (the connection reconnecting, the host's
 * media gone, or the picture frozen, reported by the video element) and its recovery; a stall
 * that lasts LIVE_STALL_REJOIN_MS, no first frame LIVE_FIRST_FRAME_WAIT_MS after joining, or a
 * lost connection → failed (the engine rejoins, at most LIVE_REJOIN_MAX times in a row).
 */
import { createSnapshotStore, type LiveMedia, type Media, type RealtimeProvider } from 'shared-sdk';
import type { LiveMediaPort, TimerPort } from '../../live-room/engine';
import { mediaJoinOf } from './liveMapping';

/** A stall this long without recovery asks the engine to rejoin (project: spec 3 §4 gives no time). */
export const LIVE_STALL_REJOIN_MS = 10_000;
/**
 * A join whose first frame has not come this long after joining asks the engine to rejoin too
 * (project): the spinner does not turn for ever when the host's media never arrives.
 */
export const LIVE_FIRST_FRAME_WAIT_MS = 15_000;

export interface LiveVideoSnapshot {
  /** The host's stream, or null before anything was published. */
  stream: MediaStream | null;
  /** The viewer's mute button (the room's sound). */
  soundOff: boolean;
}

type MediaEventsCb = Parameters<LiveMediaPort['join']>[2];

export interface MediaSessionDeps {
  mediaBook: Map<string, LiveMedia>;
  create(provider: RealtimeProvider): Media;
  timers: TimerPort;
  /** new MediaStream(tracks) (tests pass a stand-in: jsdom has none). */
  newStream?(tracks: MediaStreamTrack[]): MediaStream;
}

export class LiveMediaSession implements LiveMediaPort {
  private readonly store = createSnapshotStore<LiveVideoSnapshot>({
    stream: null,
    soundOff: false,
  });
  private media: Media | null = null;
  private offs: Array<() => void> = [];
  private tracks: MediaStreamTrack[] = [];
  private events: MediaEventsCb | null = null;
  private stalled = false;
  private stallTimer: unknown = null;
  private firstFrameTimer: unknown = null;
  /** Bumped on every join and leave: a join still on its way for an older live stops. */
  private gen = 0;

  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;

  constructor(private readonly deps: MediaSessionDeps) {}

  async join(
    channelId: string,
    _credentials: { appId: string; token: string },
    events: MediaEventsCb,
  ) {
    await this.stop();
    const my = ++this.gen;
    const info = this.deps.mediaBook.get(channelId);
    if (!info) throw new Error(`live media: no join answer for ${channelId}`);
    const plan = mediaJoinOf(info);
    const media = this.deps.create(plan.provider);
    this.media = media;
    this.events = events;
    this.offs.push(
      media.on('user-published', ({ track }) => {
        this.tracks = [...this.tracks.filter((t) => t.kind !== track.kind), track];
        this.store.update((s) => ({ ...s, stream: this.stream(this.tracks) }));
        this.recovered();
      }),
      media.on('first-frame', () => {
        this.clearFirstFrameWait();
        events.firstFrame();
      }),
      media.on('user-left', ({ reason }) => (reason === 'failed' ? this.fail() : this.stall())),
      media.on('connection-state', ({ state, reason }) => {
        if (state === 'reconnecting') this.stall();
        else if (state === 'connected') this.recovered();
        else if (state === 'disconnected' && reason !== 'leave' && this.media === media)
          this.fail();
      }),
    );
    await media.join(plan.channel, 'audience', plan.options);
    if (my !== this.gen) return void (await media.leave().catch(() => undefined));
    this.firstFrameTimer = this.deps.timers.set(LIVE_FIRST_FRAME_WAIT_MS, () => {
      this.firstFrameTimer = null;
      this.fail();
    });
  }

  /** The video element saw the picture freeze (true) or move again (false). */
  pictureStalled(stalled: boolean): void {
    if (stalled) this.stall();
    else this.recovered();
  }

  setMuted(muted: boolean): void {
    this.store.update((s) => (s.soundOff === muted ? s : { ...s, soundOff: muted }));
    const media = this.media;
    if (media?.provider === 'agora')
      for (const u of media.remoteUsers()) media.setRemoteVolume(u.uid, muted ? 0 : 100);
  }

  async leave(): Promise<void> {
    this.gen++;
    await this.stop();
  }

  private stream(tracks: MediaStreamTrack[]): MediaStream {
    return this.deps.newStream ? this.deps.newStream(tracks) : new MediaStream(tracks);
  }

  private stall(): void {
    if (this.stalled || !this.events) return;
    this.stalled = true;
    this.events.stalled();
    this.stallTimer = this.deps.timers.set(LIVE_STALL_REJOIN_MS, () => {
      this.stallTimer = null;
      this.fail();
    });
  }

  private recovered(): void {
    if (!this.stalled) return;
    this.stalled = false;
    this.clearStall();
    this.events?.recovered();
  }

  private fail(): void {
    const events = this.events;
    this.clearStall();
    this.clearFirstFrameWait();
    this.stalled = false;
    this.events = null; // one failure per join: the engine rejoins with a new one
    events?.failed();
  }

  private clearFirstFrameWait(): void {
    if (this.firstFrameTimer !== null) this.deps.timers.clear(this.firstFrameTimer);
    this.firstFrameTimer = null;
  }

  private clearStall(): void {
    if (this.stallTimer !== null) this.deps.timers.clear(this.stallTimer);
    this.stallTimer = null;
  }

  private async stop(): Promise<void> {
    for (const off of this.offs.splice(0)) off();
    this.clearStall();
    this.clearFirstFrameWait();
    this.stalled = false;
    this.events = null;
    this.tracks = [];
    const media = this.media;
    this.media = null;
    // A new live starts with its sound on (the engine's room does too).
    this.store.update((s) => (s.stream || s.soundOff ? { stream: null, soundOff: false } : s));
    await media?.leave().catch(() => undefined);
  }
}
