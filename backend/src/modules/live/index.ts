/**
 * The HTTP side of live studios (one line in src/app.ts). The live service (service.ts) is built
 * from its dependencies and its room clock run and stopped in src/services.ts; this registers
 * its audience and tourist paths and, when enabled, its test API. README.md.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { registerLiveTestApi } from './devapi';
import { registerLiveRoutes } from './routes';
import { registerTouristRoutes } from './touristRoutes';

export { deleteLiveData } from './cleanup';
export type { LiveOptions, LiveService } from './service';
export type { LivePlan, LivePlanEntry } from './schedule';

export function registerLiveModule(
  app: FastifyInstance,
  s: Services,
  opts: { allowTestApi?: boolean } = {},
): void {
  registerLiveRoutes(app, s.live);
  registerTouristRoutes(app, s.live);
  if (opts.allowTestApi) registerLiveTestApi(app, s.live);
}
