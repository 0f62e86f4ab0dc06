import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { registerAutoLoginRoutes } from './autologin';
import { registerEmailRoutes } from './email';
import { registerPhoneRoutes } from './phone';
import { registerProfileRoutes } from './profile';
import { registerRebindRoutes } from './rebind';
import { registerStandinRoutes } from './standin/routes';
import { registerThirdPartyRoutes } from './thirdparty';

export interface AuthRouteOptions {
  /** Serve the local third-party sign-in stand-in pages (default on). */
  standIn?: boolean;
}

/** Every sign-in path of spec 1 §7 (docs/CONTRACTS.md "Sign-in contract"). */
export function registerAuthRoutes(
  app: FastifyInstance,
  s: Services,
  o: AuthRouteOptions = {},
): void {
  registerPhoneRoutes(app, s);
  registerEmailRoutes(app, s);
  registerThirdPartyRoutes(app, s, { standIn: o.standIn ?? true });
  registerProfileRoutes(app, s);
  registerAutoLoginRoutes(app, s);
  registerRebindRoutes(app, s);
  if (o.standIn ?? true) registerStandinRoutes(app, s);
}
