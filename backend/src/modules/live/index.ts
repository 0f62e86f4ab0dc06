/**
 * The HTTP side of live studios (one line in src/app.ts). The live service (service.ts) is built
 * from its dependencies and its room clock run and stopped in src/services.ts; this registers
 * its audience and tourist paths, when enabled its test API, and attaches the seeded lives'
 * broadcasts (which need the server listening, as the seeded hosts' call agents do). README.md.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { attachLiveBroadcasts, type LiveBroadcastOptions, type LiveBroadcasts } from './broadcasts';
import { registerLiveTestApi } from './devapi';
import { registerLiveRoutes } from './routes';
import { registerTouristRoutes } from './touristRoutes';

export { deleteLiveData } from './cleanup';
export { touristViewLimitFromEnv } from './constants';
export type { LiveOptions, LiveService } from './service';
export type { LivePlan, LivePlanEntry } from './schedule';
export type { LiveBroadcastOptions, LiveBroadcasts } from './broadcasts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The seeded lives' broadcasts (local media only; absent with Agora or `broadcasts: false`). */
    liveBroadcasts?: LiveBroadcasts;
  }
}

export function registerLiveModule(
  app: FastifyInstance,
  s: Services,
  opts: { allowTestApi?: boolean; broadcasts?: LiveBroadcastOptions | false } = {},
): void {
  registerLiveRoutes(app, s.live);
  registerTouristRoutes(app, s.live);
  if (opts.allowTestApi) registerLiveTestApi(app, s.live);
  // The seeded hosts broadcast through the backend's own media only in the local provider.
  if (s.live.mediaProvider === 'local' && opts.broadcasts !== false)
    app.decorate('liveBroadcasts', attachLiveBroadcasts(app, s, opts.broadcasts ?? {}));
}
