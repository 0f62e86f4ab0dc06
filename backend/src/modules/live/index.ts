/**
 * Live studios, wired together (one line in src/app.ts, after the realtime gateway): the live
 * service built from its dependencies (db, ledger, the chat module's friends and blacklist, the
 * gateway's pushes and channel policy, the clock, a random source, the seeded hosts' plan), its
 * audience and tourist paths, the test API, and the room clock's four timers. README.md.
 */
import type { FastifyInstance } from 'fastify';
import { isLocalOrigin } from '../../http/origins';
import type { Services } from '../../services';
import { relationOf } from '../accounts/view';
import type { CallAgora } from '../call';
import { getConfig } from '../catalog/config';
import { DEFAULT_PLAY_WAYS } from '../../seed/data/catalog';
import { LIVE_ROOM_CLOCK_MS } from './constants';
import { registerLiveTestApi } from './devapi';
import { registerLiveRoutes } from './routes';
import { DEFAULT_LIVE_PLAN, type LivePlan } from './schedule';
import { createLiveService, type LiveMediaGrant, type LiveService } from './service';
import { registerTouristRoutes } from './touristRoutes';

export { deleteLiveData } from './cleanup';
export type { LiveService } from './service';
export type { LivePlan, LivePlanEntry } from './schedule';

/** Where pictures in channel messages point until a request shows how clients reach the backend. */
const DEFAULT_ORIGIN = 'http://127.0.0.1:4000';

export interface LiveModuleOptions {
  allowTestApi?: boolean;
  /** When the seeded hosts are live (default DEFAULT_LIVE_PLAN, schedule.ts). */
  plan?: LivePlan;
  /** [0, 1) draws of the simulated audiences (default Math.random). */
  random?: () => number;
  /** Agora for live media: an RTC token per viewer, as for calls. Default: the local provider. */
  agora?: CallAgora;
  /** Run the room clock on timers (default on); a test may step it itself with `tick()`. */
  roomClock?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveModule: LiveService;
  }
}

export function registerLiveModule(
  app: FastifyInstance,
  s: Services,
  opts: LiveModuleOptions = {},
): LiveService {
  const rt = s.realtime;
  const media = (channel: string, uid: string): LiveMediaGrant => {
    if (!opts.agora) return { media: { provider: 'local', channel }, rtcAppId: '', rtcToken: '' };
    const { appId } = opts.agora;
    const { token, expiresAt } = opts.agora.issueRtcToken(channel, uid);
    return {
      media: { provider: 'agora', channel, appId, token, uid, expiresAt },
      rtcAppId: appId,
      rtcToken: token,
    };
  };
  // Absolute picture URLs in channel messages use the origin clients reach this backend on. Only a
  // loopback origin is taken from a request: the Host header is the client's to write, and a
  // channel message goes to every viewer (README.md "Pictures in channel messages").
  let origin = DEFAULT_ORIGIN;
  app.addHook('onRequest', async (req) => {
    const o = `${req.protocol}://${req.host}`;
    if (req.url.startsWith('/live/live/') && isLocalOrigin(o)) origin = o;
  });
  const live = createLiveService({
    db: s.db,
    ledger: s.ledger,
    getUser: (id) => s.accounts.getUser(id),
    addFriend: (owner, friendUserId, o) => s.chat.friends.add(owner, friendUserId, o),
    relation: (viewerId, targetId) => relationOf(s.db, viewerId, targetId),
    isBlocked: (a, b) => s.chat.relations.hasBlocked(a, b) || s.chat.relations.hasBlocked(b, a),
    push: {
      toUser: (userId, envelope) => void rt.pushToUser(userId, envelope),
      toChannel: (channel, envelope) => void rt.pushToChannel(channel, envelope),
    },
    channels: rt.channels,
    media,
    liveEntryOpen: () =>
      getConfig<{ name: string }[]>(s.db, 'playWays', DEFAULT_PLAY_WAYS).some(
        (p) => p.name === 'LIVE',
      ),
    origin: () => origin,
    now: s.now,
    random: opts.random ?? Math.random,
    plan: opts.plan ?? DEFAULT_LIVE_PLAN,
    log: (msg, err) => app.log.warn({ err }, `[live] ${msg}`),
  });

  registerLiveRoutes(app, live);
  registerTouristRoutes(app, live);
  if (opts.allowTestApi) registerLiveTestApi(app, live);

  // Lives that were on before a restart open again; then the plan catches up with the clock.
  live.restore();
  live.applySchedule();
  if (opts.roomClock !== false) {
    const every = (what: string, step: () => void) => {
      const timer = setInterval(() => {
        try {
          step();
        } catch (err) {
          app.log.error({ err }, `[live] ${what} failed`);
        }
      }, LIVE_ROOM_CLOCK_MS);
      timer.unref();
      return timer;
    };
    const scheduleTimer = every('schedule', () => live.applySchedule());
    const staleViewerTimer = every('stale viewers', () => {
      live.dropStaleViewers();
      live.forgetQuietChatters();
    });
    const simulatedAudienceTimer = every('simulated audiences', () =>
      live.stepSimulatedAudiences(),
    );
    const liveInfoTimer = every('liveInfo messages', () => live.flushLiveInfo());
    app.addHook('onClose', async () => {
      for (const t of [scheduleTimer, staleViewerTimer, simulatedAudienceTimer, liveInfoTimer])
        clearInterval(t);
    });
  }
  app.decorate('liveModule', live);
  return live;
}
