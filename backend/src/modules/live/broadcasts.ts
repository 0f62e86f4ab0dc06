/**
 * Seeded hosts' lives on air (local media provider only; with Agora the host publishes to
 * Agora's cloud and none of this runs): every live of a seeded host that is on — started by the
 * schedule or the test API, or reopened after a restart (`restore`) — gets the host's broadcast
 * (../livemedia) once the backend listens; it stops when the live ends, whatever the endType.
 *
 * Who watches stays the live service's decision: the broadcast runs on the live's own channel
 * (`live-<id>`, the join answer's `media.channel`), so the gateway's channel policy admits its
 * viewers (granted on join), and a kicked, silently removed, departed or timed-out viewer loses
 * `rtc:live-<id>` with the channel: the host sees them leave and closes their connection.
 *
 * A broadcast that fails to start, or stops while its live is on (its host socket closed, e.g. a
 * gateway restart), is logged and started again after `LIVE_BROADCAST_RETRY_MS`, doubling up to
 * `LIVE_BROADCAST_RETRY_MAX_MS`: never a throw into the server, never a hot loop.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { attachLiveMedia, type LiveMedia, type LiveMediaOptions } from '../livemedia';
import { LIVE_BROADCAST_RETRY_MAX_MS, LIVE_BROADCAST_RETRY_MS } from './constants';
import { liveIdOf } from './context';
import type { LiveRow } from './store';

/** What `buildApp({ live: { broadcasts } })` may set; `false` leaves lives without media. */
export type LiveBroadcastOptions = Pick<LiveMediaOptions, 'maxViewers' | 'joinTimeoutMs'> & {
  retryMs?: number;
  retryMaxMs?: number;
};

interface OnAir {
  liveId: number;
  hostId: number;
  /** Failed starts in a row (the next wait doubles with each). */
  failures: number;
  /** The next start, when one is waiting. */
  retry: NodeJS.Timeout | null;
}

export interface LiveBroadcasts {
  media: LiveMedia;
  /** The lives that should be on air now (by live id), and how many starts failed in a row. */
  wanted(): ReadonlyMap<number, { hostId: number; failures: number }>;
}

export function attachLiveBroadcasts(
  app: FastifyInstance,
  s: Services,
  o: LiveBroadcastOptions = {},
): LiveBroadcasts {
  const retryMs = o.retryMs ?? LIVE_BROADCAST_RETRY_MS;
  const retryMaxMs = o.retryMaxMs ?? LIVE_BROADCAST_RETRY_MAX_MS;
  const log = (msg: string, err?: unknown) => app.log.warn({ err }, `[live] ${msg}`);
  const onAir = new Map<number, OnAir>();
  let listening = false;
  let closed = false;

  const later = (a: OnAir) => {
    if (closed || a.retry || onAir.get(a.liveId) !== a) return;
    const wait = Math.min(retryMaxMs, retryMs * 2 ** Math.min(a.failures, 16));
    a.failures++;
    a.retry = setTimeout(() => {
      a.retry = null;
      start(a);
    }, wait);
    a.retry.unref();
  };

  const start = (a: OnAir) => {
    if (closed || !listening || onAir.get(a.liveId) !== a) return;
    Promise.resolve()
      .then(() => media.startBroadcast(a.liveId, a.hostId))
      .then(
        () => (a.failures = 0),
        (err) => {
          if (onAir.get(a.liveId) !== a || closed) return;
          log(`live ${a.liveId}: the broadcast did not start; trying again`, err);
          later(a);
        },
      );
  };

  const media = attachLiveMedia(app, s, {
    maxViewers: o.maxViewers,
    joinTimeoutMs: o.joinTimeoutMs,
    // Off air while the live is on (not stopBroadcast's doing): on again after a wait.
    onStopped: (channel) => {
      const id = liveIdOf(channel);
      const a = id === null ? undefined : onAir.get(id);
      if (a) later(a);
    },
  });

  const seededHost = (hostId: number) => {
    const u = s.accounts.getUser(hostId);
    return !!u && u.simulated === 1 && u.is_host === 1;
  };

  const want = (live: LiveRow) => {
    if (onAir.has(live.id) || live.ended_at !== null || !seededHost(live.host_id)) return;
    const a: OnAir = { liveId: live.id, hostId: live.host_id, failures: 0, retry: null };
    onAir.set(live.id, a);
    start(a);
  };

  const unwant = (liveId: number) => {
    const a = onAir.get(liveId);
    if (!a) return;
    onAir.delete(liveId);
    if (a.retry) clearTimeout(a.retry);
    media.stopBroadcast(liveId).catch((err) => log(`live ${liveId}: stopping failed`, err));
  };

  const off = s.live.onLive((e) => (e.type === 'started' ? want(e.live) : unwant(e.live.id)));
  // The lives on before the app listened (restored at start-up, or started by the schedule since).
  for (const live of s.live.store.living()) want(live);

  app.addHook('onListen', async () => {
    listening = true;
    for (const live of s.live.store.living()) want(live);
    for (const a of onAir.values()) if (!a.retry) start(a);
  });
  app.addHook('preClose', async () => {
    closed = true;
    off();
    for (const a of onAir.values()) if (a.retry) clearTimeout(a.retry);
    onAir.clear();
    // attachLiveMedia's own preClose stops the broadcasts and waits for their viewers' sockets.
  });

  return {
    media,
    wanted: () =>
      new Map(
        [...onAir.values()].map((a) => [a.liveId, { hostId: a.hostId, failures: a.failures }]),
      ),
  };
}
