/**
 * The `agora` Media provider: `agora-rtc-sdk-ng` (its `/esm` entry, ~344 KB gz) behind the Media
 * interface. Imported lazily inside join only; the client is created there too, since
 * `createClient()` starts sending stats at once (TOOLCHAIN.md "Agora SDKs"). Offline `join()`
 * never settles: it is raced with a timeout and cancelled with `client.leave()`.
 *
 * Live mode: hosts publish, the audience joins with latency level 1 (spec 3 §4). Tracks are the
 * caller's MediaStreamTracks, wrapped as Agora custom tracks. Remote tracks are subscribed as
 * soon as they are published, so `user-published` carries the MediaStreamTrack like local's.
 */
import type {
  IAgoraRTCClient,
  IAgoraRTCRemoteUser,
  ILocalAudioTrack,
  ILocalVideoTrack,
  IRemoteAudioTrack,
  IRemoteVideoTrack,
  ClientConfig,
} from 'agora-rtc-sdk-ng/esm';
import { Events } from '../events';
import { RTC_JOIN_TIMEOUT_MS } from '../timing';
import type {
  Media,
  MediaEvents,
  MediaJoinOptions,
  MediaKind,
  MediaRole,
  RemoteUser,
} from '../types';
import { mapRtcState, mapRtcUserLeft, toAgoraUid, tokenRenewer, withTimeout } from './mapping';

/** What we use of the SDK module (`agora-rtc-sdk-ng/esm` has named exports, no default). */
export interface AgoraRtcModule {
  createClient(config: ClientConfig): IAgoraRTCClient;
  createCustomAudioTrack(config: { mediaStreamTrack: MediaStreamTrack }): ILocalAudioTrack;
  createCustomVideoTrack(config: { mediaStreamTrack: MediaStreamTrack }): ILocalVideoTrack;
  setLogLevel?(level: number): void;
}

export interface AgoraMediaOptions {
  /** Default app id when join() gets none (spec 3 §3 rtcAppId). */
  appId?: string;
  /** A fresh media token on `token-privilege-will-expire`; without it only the event is emitted. */
  renewToken?: (channel: string) => Promise<string>;
  /** Loads the SDK; default `import('agora-rtc-sdk-ng/esm')`. */
  load?: () => Promise<AgoraRtcModule>;
  joinTimeoutMs?: number;
  /** Agora log level (0 debug … 4 none); default 2 (warning). */
  logLevel?: number;
  codec?: ClientConfig['codec'];
  now?: () => number;
}

type RemoteTrack = IRemoteAudioTrack | IRemoteVideoTrack;
type LocalTrack = ILocalAudioTrack | ILocalVideoTrack;

const defaultLoad = (): Promise<AgoraRtcModule> =>
  import('agora-rtc-sdk-ng/esm') as unknown as Promise<AgoraRtcModule>;

export class AgoraMedia implements Media {
  readonly provider = 'agora' as const;
  private readonly events = new Events<MediaEvents>();
  private sdk: AgoraRtcModule | null = null;
  private client: IAgoraRTCClient | null = null;
  private channel: string | null = null;
  private role: MediaRole = 'audience';
  private joinedAt = 0;
  /** Caller's track → the Agora custom track wrapping it. */
  private readonly local = new Map<MediaStreamTrack, LocalTrack>();
  private readonly remote = new Map<string, Partial<Record<MediaKind, RemoteTrack>>>();
  private offs: Array<() => void> = [];
  private readonly now: () => number;

  constructor(private readonly opts: AgoraMediaOptions = {}) {
    this.now = opts.now ?? Date.now;
  }

  on<K extends keyof MediaEvents>(type: K, fn: (ev: MediaEvents[K]) => void): () => void {
    return this.events.on(type, fn);
  }

  async join(channel: string, role: MediaRole, opts: MediaJoinOptions = {}): Promise<void> {
    if (this.channel !== null) throw new Error('media: already joined; leave first');
    const appId = opts.appId ?? this.opts.appId;
    if (!appId) throw new Error('media: the agora provider needs an appId');
    this.channel = channel;
    this.role = role;
    this.events.emit('connection-state', { state: 'connecting' });
    let client: IAgoraRTCClient | null = null;
    try {
      if (!this.sdk) {
        this.sdk = await (this.opts.load ?? defaultLoad)();
        this.sdk.setLogLevel?.(this.opts.logLevel ?? 2);
      }
      if (this.channel !== channel) throw new Error('media: left while joining');
      client = this.sdk.createClient({
        mode: 'live',
        codec: this.opts.codec ?? 'vp8',
        role: role === 'host' ? 'host' : 'audience',
        ...(role === 'audience' && { clientRoleOptions: { level: 1 } }),
      });
      this.client = client;
      this.listen(client, channel);
      this.joinedAt = this.now();
      const c = client;
      await withTimeout(
        c.join(appId, channel, opts.token ?? null, toAgoraUid(opts.uid)),
        this.opts.joinTimeoutMs ?? RTC_JOIN_TIMEOUT_MS,
        'rtc join',
        () => c.leave(),
      );
    } catch (e) {
      if (this.client === client) this.reset();
      this.events.emit('connection-state', { state: 'disconnected', reason: (e as Error).message });
      throw e;
    }
  }

  async leave(): Promise<void> {
    if (this.channel === null) return;
    const client = this.client;
    this.reset();
    if (!client) return;
    this.events.emit('connection-state', { state: 'disconnecting' });
    await client.leave().catch(() => undefined);
    this.events.emit('connection-state', { state: 'disconnected', reason: 'leave' });
  }

  async publish(tracks: MediaStreamTrack[]): Promise<void> {
    const { client, sdk } = this;
    if (!client || !sdk) throw new Error('media: join first');
    if (this.role !== 'host') throw new Error('media: the audience does not publish (spec 3 §4)');
    const fresh: LocalTrack[] = [];
    for (const t of tracks) {
      if (this.local.has(t)) continue;
      const wrapped =
        t.kind === 'video'
          ? sdk.createCustomVideoTrack({ mediaStreamTrack: t })
          : sdk.createCustomAudioTrack({ mediaStreamTrack: t });
      this.local.set(t, wrapped);
      fresh.push(wrapped);
    }
    if (fresh.length) await client.publish(fresh);
  }

  async unpublish(tracks: MediaStreamTrack[] = [...this.local.keys()]): Promise<void> {
    const wrapped = tracks.flatMap((t) => {
      const w = this.local.get(t);
      this.local.delete(t);
      return w ? [w] : [];
    });
    // The caller owns the MediaStreamTracks: unpublished, not closed (close() would stop them).
    if (wrapped.length && this.client) await this.client.unpublish(wrapped);
  }

  async subscribe(uid: string, kind: MediaKind): Promise<MediaStreamTrack> {
    const have = this.remote.get(uid)?.[kind];
    if (have) return have.getMediaStreamTrack();
    const client = this.client;
    const user = client?.remoteUsers.find((u) => String(u.uid) === uid);
    if (!client || !user) throw new Error(`media: ${uid} is not in the channel`);
    return (await this.subscribeUser(client, user, kind)).getMediaStreamTrack();
  }

  mute(kind: MediaKind, muted: boolean): void {
    for (const [t, w] of this.local)
      if (t.kind === kind) void w.setMuted(muted).catch(() => undefined);
  }

  setRemoteVolume(uid: string, volume: 0 | 100): void {
    (this.remote.get(uid)?.audio as IRemoteAudioTrack | undefined)?.setVolume(volume);
  }

  remoteUsers(): RemoteUser[] {
    // Live mode lists hosts only (the audience is invisible to others).
    return (this.client?.remoteUsers ?? []).map((u) => ({
      uid: String(u.uid),
      role: 'host',
      hasAudio: u.hasAudio,
      hasVideo: u.hasVideo,
    }));
  }

  async renewToken(token: string): Promise<void> {
    if (!this.client) throw new Error('media: join first');
    await this.client.renewToken(token);
  }

  // ---- internals ----
  private async subscribeUser(
    client: IAgoraRTCClient,
    user: IAgoraRTCRemoteUser,
    kind: MediaKind,
  ): Promise<RemoteTrack> {
    const uid = String(user.uid);
    const track: RemoteTrack =
      kind === 'video'
        ? await client.subscribe(user, 'video')
        : await client.subscribe(user, 'audio');
    if (client !== this.client) throw new Error('media: left');
    const tracks = this.remote.get(uid) ?? {};
    if (tracks[kind] === track) return track;
    tracks[kind] = track;
    this.remote.set(uid, tracks);
    if (kind === 'video') {
      // First decoded frame (spec 2 §4 call lifecycle 13; spec 3 live "playing").
      (track as IRemoteVideoTrack).once('first-frame-decoded', () => {
        if (client === this.client)
          this.events.emit('first-frame', { uid, elapsedMs: this.now() - this.joinedAt });
      });
    }
    return track;
  }

  private listen(client: IAgoraRTCClient, channel: string): void {
    const on = (name: string, fn: (...args: never[]) => void) => {
      client.on(name as 'connection-state-change', fn as never);
      this.offs.push(() => client.off(name, fn as never));
    };
    on('connection-state-change', (cur: string, _prev: string, reason?: string) =>
      this.events.emit('connection-state', {
        state: mapRtcState(cur),
        ...(reason !== undefined && { reason }),
      }),
    );
    on('user-joined', (user: IAgoraRTCRemoteUser) =>
      this.events.emit('user-joined', { uid: String(user.uid) }),
    );
    on('user-published', (user: IAgoraRTCRemoteUser, kind: string) => {
      if (kind !== 'audio' && kind !== 'video') return;
      this.subscribeUser(client, user, kind).then(
        (track) =>
          this.events.emit('user-published', {
            uid: String(user.uid),
            kind,
            track: track.getMediaStreamTrack(),
          }),
        (e) => console.warn('[realtime] agora subscribe failed', e),
      );
    });
    on('user-unpublished', (user: IAgoraRTCRemoteUser, kind: string) => {
      if (kind !== 'audio' && kind !== 'video') return;
      delete this.remote.get(String(user.uid))?.[kind];
      this.events.emit('user-unpublished', { uid: String(user.uid), kind });
    });
    on('user-left', (user: IAgoraRTCRemoteUser, reason: string) => {
      this.remote.delete(String(user.uid));
      this.events.emit('user-left', { uid: String(user.uid), reason: mapRtcUserLeft(reason) });
    });
    const renew = tokenRenewer(
      () =>
        this.opts.renewToken
          ? this.opts.renewToken(channel)
          : Promise.reject(new Error('no renewToken')),
      (t) => client.renewToken(t),
      (e) => console.warn('[realtime] agora rtc token renewal failed', e),
    );
    on('token-privilege-will-expire', () => {
      this.events.emit('token-will-expire', { channel });
      if (this.opts.renewToken) void renew();
    });
  }

  private reset(): void {
    for (const off of this.offs.splice(0)) off();
    this.client = null;
    this.channel = null;
    this.local.clear();
    this.remote.clear();
  }
}

export function createAgoraMedia(opts: AgoraMediaOptions = {}): AgoraMedia {
  return new AgoraMedia(opts);
}
