/**
 * The HTTP side of calls, random matching and host lists (one line in src/app.ts). The services
 * — calls (service.ts), matching (../match), the seeded hosts' schedule (../hosts/schedule.ts) —
 * are built, connected and clocked at start-up in src/services.ts; this registers their paths,
 * the test API and the seeded hosts' media agents (which need the server listening).
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { attachHostAgents } from '../hostpeer';
import { registerHostRoutes } from '../hosts/routes';
import { registerMatchRoutes } from '../match/routes';
import { registerCallTestApi } from './devapi';
import { registerCallFriends } from './friends';
import { registerCallRoutes } from './routes';

export { deleteCallData } from './cleanup';
export { callChannelRoom } from './membership';
export type { CallAgora } from './media';

export interface CallModuleOptions {
  allowTestApi?: boolean;
  /** Seeded hosts answer with their media peer (default on; needs the backend listening). */
  hostAgents?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The seeded hosts' media agents by room (absent when hostAgents is off). */
    hostAgents?: ReturnType<typeof attachHostAgents>;
  }
}

export function registerCallModule(
  app: FastifyInstance,
  s: Services,
  opts: CallModuleOptions = {},
): void {
  registerCallRoutes(app, s);
  registerCallFriends(app, s, { allowTestApi: opts.allowTestApi });
  registerMatchRoutes(app, s);
  registerHostRoutes(app, s);
  if (opts.allowTestApi) registerCallTestApi(app, s);
  if (opts.hostAgents !== false) app.decorate('hostAgents', attachHostAgents(app, s));
}
