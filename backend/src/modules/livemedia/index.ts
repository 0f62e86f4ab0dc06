/**
 * Seeded lives' media (README.md): one broadcast per live channel, the host's clip packetized
 * once and forwarded to every viewer's own werift connection. The lives' wiring
 * (../live/broadcasts.ts) calls `startBroadcast` when a seeded host's live goes on air and
 * `stopBroadcast` when it ends; who may watch is the live service's decision: it opens the live's
 * channel in the gateway's channel policy (`channels.openLive(liveChannelId(id), hostId, ...)`)
 * before the broadcast starts. A live's media channel IS its live channel `live-<id>` (what
 * joinLiveStudio answers as `media.channel`), so there is one name and no client builds one.
 * Needs the backend listening (the host signs in to the gateway over a real socket).
 */
import type { FastifyInstance } from 'fastify';
import { ROOM_ID } from '../../realtime';
import type { Services } from '../../services';
import { hostClip } from '../hostpeer/clips';
import { gatewayWsUrl, hostRealtimeToken } from '../hostpeer';
import { LIVE_CHANNEL_PREFIX } from '../../sdk';
import { BroadcastAgent } from './agent';
import { LIVE_MEDIA_JOIN_TIMEOUT_MS, LIVE_MEDIA_MAX_VIEWERS } from './constants';

export { LIVE_MEDIA_MAX_VIEWERS } from './constants';

/**
 * The media channel of a live: its live channel `live-<liveStudioId>` (the SDK's
 * `liveChannelId`, what joinLiveStudio answers as `media.channel`); the viewer passes it to
 * `media.join`, the local provider signals on `rtc:<channel>`. Tests and the bench may name a
 * live of their own (`live-t1`).
 */
export function liveMediaChannel(liveStudioId: string | number): string {
  const id = `${LIVE_CHANNEL_PREFIX}${String(liveStudioId)}`;
  if (!ROOM_ID.test(id)) throw new Error(`not a live channel id: ${JSON.stringify(liveStudioId)}`);
  return id;
}

export interface LiveMedia {
  /**
   * The host's clip goes on air on the live's media channel; resolves once the host is in the
   * channel. Rejects when the gateway refuses the channel (the live service has not opened it)
   * or the backend is not listening. Starting a channel that is on air does nothing.
   */
  startBroadcast(liveStudioId: string | number, hostId: number): Promise<void>;
  /** Off air: every viewer's stream ends. Resolves when the viewers' sockets are released. */
  stopBroadcast(liveStudioId: string | number): Promise<void>;
  /** Viewers whose media connection is up (0 when the channel is not on air). */
  viewerCount(liveStudioId: string | number): number;
  /** The broadcast of a live (tests and the bench read its counters). */
  broadcast(liveStudioId: string | number): BroadcastAgent | null;
}

export interface LiveMediaOptions {
  /** Viewers one process serves across all its lives (default: what the bench measured). */
  maxViewers?: number;
  joinTimeoutMs?: number;
  /**
   * A broadcast went off air, asked to or not (its host socket closed, the channel was taken
   * from the host, a start failed): the lives' wiring starts it again while the live is on.
   */
  onStopped?(channel: string): void;
}

export function attachLiveMedia(
  app: FastifyInstance,
  s: Services,
  opts: LiveMediaOptions = {},
): LiveMedia {
  const agents = new Map<string, BroadcastAgent>();
  const starting = new Map<string, Promise<void>>();
  const settling = new Set<Promise<void>>();
  const maxViewers = opts.maxViewers ?? LIVE_MEDIA_MAX_VIEWERS;
  const served = () => [...agents.values()].reduce((n, a) => n + a.peers, 0);
  const log = (msg: string, err?: unknown) => app.log.warn({ err }, `[livemedia] ${msg}`);

  const forget = (channel: string, agent: BroadcastAgent) => {
    const current = agents.get(channel) === agent;
    if (current) agents.delete(channel);
    const p = agent.stop().finally(() => settling.delete(p));
    settling.add(p);
    if (!current) return;
    try {
      opts.onStopped?.(channel);
    } catch (err) {
      log(`${channel}: the stop listener failed`, err);
    }
  };

  const media: LiveMedia = {
    startBroadcast(liveStudioId, hostId) {
      const channel = liveMediaChannel(liveStudioId);
      const on = agents.get(channel);
      if (on) {
        if (on.hostId !== String(hostId))
          return Promise.reject(new Error(`${channel} is on air for host ${on.hostId}`));
        return starting.get(channel) ?? Promise.resolve();
      }
      const wsUrl = gatewayWsUrl(app);
      if (!wsUrl) return Promise.reject(new Error('livemedia: the backend is not listening'));
      const agent: BroadcastAgent = new BroadcastAgent(channel, hostId, {
        wsUrl,
        token: () => hostRealtimeToken(s, hostId),
        clip: hostClip(hostId),
        mayAdmit: () => served() < maxViewers,
        joinTimeoutMs: opts.joinTimeoutMs ?? LIVE_MEDIA_JOIN_TIMEOUT_MS,
        log,
        onDone: () => forget(channel, agent),
      });
      agents.set(channel, agent);
      const started = agent.start().finally(() => starting.delete(channel));
      starting.set(channel, started);
      return started;
    },
    async stopBroadcast(liveStudioId) {
      const agent = agents.get(liveMediaChannel(liveStudioId));
      if (agent) await agent.stop();
    },
    viewerCount(liveStudioId) {
      return agents.get(liveMediaChannel(liveStudioId))?.viewerCount() ?? 0;
    },
    broadcast(liveStudioId) {
      return agents.get(liveMediaChannel(liveStudioId)) ?? null;
    },
  };
  app.addHook('preClose', async () => {
    await Promise.all([...agents.values()].map((a) => a.stop()));
    await Promise.all([...settling]);
  });
  return media;
}
