/**
 * The live service (spec 3 §4, §5, §7, §8): built once at start-up in src/services.ts from its
 * dependencies (db, ledger, the chat's friends and blocks, the realtime gateway's pushes and
 * channel policy, the public origin, clock, random source, the seeded hosts' plan), with no
 * setters after start; services.ts also runs its room clock and stops it on close. Its parts:
 * rooms.ts (lifecycle, room clock), viewing.ts (join, leave, heartbeats, praise, chat), tourists.ts
 * (tourists and guests: device binding, viewing-time limit, visitor access), money.ts
 * (gifts, follow, ranking), lists.ts (finding lives). The routes (routes.ts, touristRoutes.ts) and
 * the test API (devapi.ts) only call these.
 */
import type { CallAgora } from '../call/media';
import type { LiveBroadcastOptions } from './broadcasts';
import { createSimulatedAudiences } from './audience';
import { createChatLimit } from './chatLimit';
import type { LiveContext, LiveEvent, LiveServiceDeps } from './context';
import { createLists } from './lists';
import { createMoney } from './money';
import { createRooms } from './rooms';
import type { LivePlan } from './schedule';
import { SIMULATED_POOL } from './simulatedPool';
import { createLiveStore } from './store';
import { createLiveViews } from './view';
import { createTourists } from './tourists';
import { createViewing } from './viewing';

export type { LiveServiceDeps, LivePush, LiveMediaGrant, LiveEvent, LiveVisitors } from './context';

/** What `buildApp({ live })` may set (tests: their plan, random source and clock stepping). */
export interface LiveOptions {
  /** When the seeded hosts are live (default DEFAULT_LIVE_PLAN, schedule.ts). */
  plan?: LivePlan;
  /** [0, 1) draws of the simulated audiences (default Math.random). */
  random?: () => number;
  /** Agora for live media: an RTC token per viewer, as for calls. Default: the local provider. */
  agora?: CallAgora;
  /** Run the room clock on timers (default on); a test may step it itself with `tick()`. */
  roomClock?: boolean;
  /**
   * The seeded lives' broadcasts in the local provider (broadcasts.ts): the process-wide viewer
   * cap, the retry waits; `false` leaves the lives without media (app.inject-only tests need none).
   */
  broadcasts?: LiveBroadcastOptions | false;
  /**
   * A tourist's viewing time per UTC day (default the SDK's LIVE_TOURIST_VIEW_LIMIT_MS; main.ts
   * reads env LIVE_TOURIST_VIEW_LIMIT_MS).
   */
  touristViewLimitMs?: number;
}

export function createLiveService(deps: LiveServiceDeps) {
  const store = createLiveStore(deps.db);
  const audiences = createSimulatedAudiences({ pool: SIMULATED_POOL, random: deps.random });
  const listeners = new Set<(e: LiveEvent) => void>();
  const ctx: LiveContext = {
    deps,
    store,
    audiences,
    views: createLiveViews({
      db: deps.db,
      store,
      audiences,
      getUser: deps.getUser,
      relation: (viewerId, hostId) => (viewerId === null ? 4 : deps.relation(viewerId, hostId)),
      now: deps.now,
    }),
    chatLimit: createChatLimit(),
    dirty: new Set(),
    emit(e) {
      for (const fn of listeners) {
        try {
          fn(e);
        } catch (err) {
          deps.log(`live ${e.live.id} ${e.type} listener failed`, err);
        }
      }
    },
  };
  const rooms = createRooms(ctx);
  const viewing = createViewing(ctx, rooms);
  const tourists = createTourists(ctx, rooms, viewing);
  const money = createMoney(ctx);
  const lists = createLists(ctx);

  return {
    ...rooms,
    ...viewing,
    ...tourists,
    ...money,
    ...lists,
    store,
    views: ctx.views,
    /** 'local': the backend's own media (the seeded hosts broadcast, broadcasts.ts); 'agora'. */
    mediaProvider: deps.mediaProvider,
    audiences,
    /** Lives starting and ending (the media layer attaches the host's broadcast here). */
    onLive(fn: (e: LiveEvent) => void): () => void {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    /** The chat rate limit forgets viewers with nothing in its window. */
    forgetQuietChatters: (at = deps.now()) => ctx.chatLimit.prune(at),
    /** One step of the room clock (the timers in src/services.ts run the same steps). */
    tick(at = deps.now()) {
      rooms.applySchedule(at);
      rooms.dropStaleViewers(at);
      ctx.chatLimit.prune(at);
      rooms.stepSimulatedAudiences(at);
      rooms.flushLiveInfo();
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
