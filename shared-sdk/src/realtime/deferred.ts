/**
 * The providers as the SDK exports them, with their code loaded on first use (less JS before
 * the landing is interactive). The SDK is one Module Federation shared module: whatever its index imports
 * statically is downloaded by every visitor before the landing is interactive. The transports
 * (local gateway, Agora RTM) and the media providers (local WebRTC, Agora RTC) are needed only
 * once a signed-in user connects or joins a call, so their modules load with a dynamic import()
 * at that moment (webpack puts them in async chunks of the shared module). The exported names,
 * constructors and signatures are the same as the providers' own; only the first call waits for
 * the code, which every caller already awaits (open → online callback, join, subscribe ...).
 */
import type { AgoraMediaOptions } from './agora/rtc';
import type { AgoraRtmTransportOptions } from './agora/rtm';
import type { LocalTransportOptions } from './local/transport';
import type { LocalMediaOptions } from './media/local';
import type { MessagingTransport, Outbound, TransportCallbacks, TransportLink } from './transport';
import type {
  Media,
  MediaEvents,
  MediaJoinOptions,
  MediaKind,
  MediaRole,
  RealtimeProvider,
  RemoteUser,
} from './types';

/**
 * A transport whose provider module loads on the first open(). The real transport is created
 * once and kept (the local one remembers lastSeenId/epoch across links). A link opened before
 * the code arrived queues its requests until then; closing it early cancels the open.
 */
export function deferredTransport(
  provider: RealtimeProvider,
  load: () => Promise<MessagingTransport>,
): MessagingTransport {
  let real: Promise<MessagingTransport> | null = null;
  return {
    provider,
    open(token: string, cb: TransportCallbacks): TransportLink {
      real ??= load();
      let link: TransportLink | null = null;
      let closed = false;
      const ready = real.then(
        (t) => {
          if (closed) return null;
          link = t.open(token, cb);
          return link;
        },
        (e: unknown) => {
          // The chunk did not load (offline): the connection's backoff retries with a new open().
          real = null;
          if (!closed)
            cb.closed({ fatal: false, reason: `transport code failed to load: ${String(e)}` });
          return null;
        },
      );
      return {
        async request(out: Outbound, timeoutMs: number) {
          const l = link ?? (await ready);
          if (!l) throw new Error('realtime link closed');
          return l.request(out, timeoutMs);
        },
        close() {
          closed = true;
          link?.close();
        },
      };
    },
  };
}

/** The local gateway transport (local/transport.ts), loaded on the first open(). */
export function createLocalTransport(opts: LocalTransportOptions): MessagingTransport {
  return deferredTransport('local', () =>
    import(/* webpackChunkName: "realtime-local" */ './local/transport').then((m) =>
      m.createLocalTransport(opts),
    ),
  );
}

/** The Agora RTM transport (agora/rtm.ts; it loads agora-rtm-sdk itself inside login). */
export function createAgoraRtmTransport(opts: AgoraRtmTransportOptions): MessagingTransport {
  return deferredTransport('agora', () =>
    import(/* webpackChunkName: "realtime-agora" */ './agora/rtm').then((m) =>
      m.createAgoraRtmTransport(opts),
    ),
  );
}

/**
 * A Media whose provider loads when it is created (a call is starting) and is used once there.
 * Listeners added before are attached to it; mute / volume calls made before are applied in
 * order; remoteUsers() is empty until then (nobody can have joined).
 */
export class DeferredMedia implements Media {
  private impl: Media | null = null;
  private readonly ready: Promise<Media>;
  private readonly listeners: Array<{ type: keyof MediaEvents; fn: never; off?: () => void }> = [];
  private readonly pending: Array<(m: Media) => void> = [];

  constructor(
    readonly provider: RealtimeProvider,
    load: () => Promise<Media>,
  ) {
    this.ready = load().then((m) => {
      this.impl = m;
      for (const l of this.listeners) l.off = m.on(l.type, l.fn);
      for (const call of this.pending.splice(0)) call(m);
      return m;
    });
    // A failed load surfaces in the first awaited call (join); not as an unhandled rejection.
    this.ready.catch(() => undefined);
  }

  on<K extends keyof MediaEvents>(type: K, fn: (ev: MediaEvents[K]) => void): () => void {
    if (this.impl) return this.impl.on(type, fn);
    const entry = { type, fn: fn as never, off: undefined as (() => void) | undefined };
    this.listeners.push(entry);
    return () => {
      entry.off?.();
      const i = this.listeners.indexOf(entry);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  async join(channel: string, role: MediaRole, opts?: MediaJoinOptions): Promise<void> {
    return (await this.ready).join(channel, role, opts);
  }

  async leave(): Promise<void> {
    // Nothing was joined while the code was still loading; wait for it so a join in flight ends.
    return (await this.ready.catch(() => null))?.leave();
  }

  async publish(tracks: MediaStreamTrack[]): Promise<void> {
    return (await this.ready).publish(tracks);
  }

  async unpublish(tracks?: MediaStreamTrack[]): Promise<void> {
    return (await this.ready).unpublish(tracks);
  }

  async subscribe(uid: string, kind: MediaKind): Promise<MediaStreamTrack> {
    return (await this.ready).subscribe(uid, kind);
  }

  mute(kind: MediaKind, muted: boolean): void {
    if (this.impl) this.impl.mute(kind, muted);
    else this.pending.push((m) => m.mute(kind, muted));
  }

  setRemoteVolume(uid: string, volume: 0 | 100): void {
    if (this.impl) this.impl.setRemoteVolume(uid, volume);
    else this.pending.push((m) => m.setRemoteVolume(uid, volume));
  }

  remoteUsers(): RemoteUser[] {
    return this.impl ? this.impl.remoteUsers() : [];
  }

  async renewToken(token: string): Promise<void> {
    return (await this.ready).renewToken(token);
  }
}

/** Browser WebRTC media over the messaging connection (media/local.ts), loaded on creation. */
export class LocalMedia extends DeferredMedia {
  constructor(opts: LocalMediaOptions) {
    super('local', () =>
      import(/* webpackChunkName: "realtime-local" */ './media/local').then((m) =>
        m.createLocalMedia(opts),
      ),
    );
  }
}

/** Agora RTC media (agora/rtc.ts; it loads agora-rtc-sdk-ng itself inside join). */
export class AgoraMedia extends DeferredMedia {
  constructor(opts: AgoraMediaOptions = {}) {
    super('agora', () =>
      import(/* webpackChunkName: "realtime-agora" */ './agora/rtc').then((m) =>
        m.createAgoraMedia(opts),
      ),
    );
  }
}

export function createLocalMedia(opts: LocalMediaOptions): Media {
  return new LocalMedia(opts);
}

export function createAgoraMedia(opts: AgoraMediaOptions = {}): AgoraMedia {
  return new AgoraMedia(opts);
}
