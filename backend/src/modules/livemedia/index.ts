/**
 * Seeded lives' media (README.md): one broadcast per live channel, the host's clip packetized
 * once and forwarded to every viewer's own werift connection. The live service calls
 * `startBroadcast` when a seeded host's live goes on air and `stopBroadcast` when it ends;
 * who may watch is its decision too: it opens the media channel in the gateway's channel policy
 * (`services.realtime.channels.openLive(liveMediaChannel(channelId), hostId, ...)`) before starting.
 * Needs the backend listening (the host signs in to the gateway over a real socket).
 */
import type { FastifyInstance } from 'fastify';
import { ROOM_ID } from '../../realtime';
import type { Services } from '../../services';
import { hostClip } from '../hostpeer/clips';
import { gatewayWsUrl, hostRealtimeToken } from '../hostpeer';
import { BroadcastAgent } from './agent';
import { LIVE_MEDIA_JOIN_TIMEOUT_MS, LIVE_MEDIA_MAX_VIEWERS, LIVE_MEDIA_PREFIX } from './constants';

export { LIVE_MEDIA_MAX_VIEWERS, LIVE_MEDIA_PREFIX } from './constants';

/** The media channel of a live (what a viewer passes to `media.join`). */
export function liveMediaChannel(channelId: string | number): string {
  const id = `${LIVE_MEDIA_PREFIX}${String(channelId)}`;
  if (!ROOM_ID.test(id)) throw new Error(`not a live channel id: ${JSON.stringify(channelId)}`);
  return id;
}

export interface LiveMedia {
  /**
   * The host's clip goes on air on the live's media channel; resolves once the host is in the
   * channel. Rejects when the gateway refuses the channel (the live service has not opened it)
   * or the backend is not listening. Starting a channel that is on air does nothing.
   */
  startBroadcast(channelId: string | number, hostId: number): Promise<void>;
  /** Off air: every viewer's stream ends. Resolves when the viewers' sockets are released. */
  stopBroadcast(channelId: string | number): Promise<void>;
  /** Viewers whose media connection is up (0 when the channel is not on air). */
  viewerCount(channelId: string | number): number;
  /** The broadcast of a channel (tests and the bench read its counters). */
  broadcast(channelId: string | number): BroadcastAgent | null;
}

export interface LiveMediaOptions {
  /** Viewers one process serves across all its lives (default: what the bench measured). */
  maxViewers?: number;
  joinTimeoutMs?: number;
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
    if (agents.get(channel) === agent) agents.delete(channel);
    const p = agent.stop().finally(() => settling.delete(p));
    settling.add(p);
  };

  const media: LiveMedia = {
    startBroadcast(channelId, hostId) {
      const channel = liveMediaChannel(channelId);
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
    async stopBroadcast(channelId) {
      const agent = agents.get(liveMediaChannel(channelId));
      if (agent) await agent.stop();
    },
    viewerCount(channelId) {
      return agents.get(liveMediaChannel(channelId))?.viewerCount() ?? 0;
    },
    broadcast(channelId) {
      return agents.get(liveMediaChannel(channelId)) ?? null;
    },
  };
  app.addHook('preClose', async () => {
    await Promise.all([...agents.values()].map((a) => a.stop()));
    await Promise.all([...settling]);
  });
  return media;
}
