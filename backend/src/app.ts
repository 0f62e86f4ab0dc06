import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { BODY_LIMIT_BYTES, JSON_BODY_LIMIT_BYTES } from './constants';
import { registerAssets } from './http/assets';
import { ok } from './http/envelope';
import { installErrorHandling } from './http/errors';
import { isLocalOrigin, listeningHost } from './http/origins';
import { registerAccountRoutes } from './modules/accounts/routes';
import { registerActivitiesTestApi, registerActivityRoutes } from './modules/activities';
import { registerAccountDeletionRoutes } from './modules/account-deletion/routes';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerCallModule } from './modules/call';
import { registerCatalogRoutes } from './modules/catalog/routes';
import { registerChatRoutes, type Translator } from './modules/chat';
import { registerLiveModule, type LiveOptions } from './modules/live';
import { registerTestApi } from './modules/devapi/routes';
import type { MessageSender } from './modules/outbox';
import { registerOutboxPage } from './modules/outbox';
import { registerPresenceRoutes } from './modules/presence/routes';
import { registerProfileRoutes } from './modules/profile/routes';
import { registerShopRoutes } from './modules/shop/routes';
import { registerConsentRoutes } from './modules/consent';
import { registerRewardRoutes } from './modules/rewards';
import { registerWebPushRoutes, type PushServiceOptions } from './modules/webpush';
import { attachRealtime } from './realtime';
import { parseBoundedJson, JsonBoundError } from './security/json';
import { guardStandins } from './security/standins';
import verifyPlugin from './security/verify';
import { createServices, type Services } from './services';

export interface AppOptions {
  /** Folder for app.db and keys/; survives restarts. */
  dataDir: string;
  /** Clock (ms). Tests move it to check timestamps and token expiry. */
  now?: () => number;
  /** Enables the /dev/api/* test helpers (ALLOW_TEST_API=1). */
  allowTestApi?: boolean;
  /** Enables the /dev/outbox page (on by default: locally it is where SMS codes show up). */
  devPages?: boolean;
  /** Serves the local third-party sign-in stand-in at /stand-in/oauth/* (default on; AUTH_STANDIN=0). */
  authStandIn?: boolean;
  /**
   * UNSAFE_STANDINS=1: the stand-ins (test API, outbox page, sign-in stand-in) also answer
   * requests that did not come from this machine. Off: they answer only loopback requests with
   * a loopback Host and no proxy headers (src/security/standins.ts).
   */
  unsafeStandins?: boolean;
  /** Serves the local test payment provider (PAY_STANDIN; loopback only: src/security/standins.ts). */
  payStandIn?: boolean;
  /** A real SMS/e-mail/push provider; defaults to the local outbox. */
  sender?: MessageSender;
  /** The chat's translation service (TRANSLATE_* env, modules/chat/translatorFromEnv.ts); defaults to the offline phrase book. */
  translator?: Translator;
  /**
   * The origin clients reach this backend on, for pictures in pushes (PUBLIC_ORIGIN); default
   * the address it listens on. Answers use the origin of their own request.
   */
  publicOrigin?: string;
  /** VAPID `sub` claim of web push (VAPID_SUBJECT: mailto: or https:), src/modules/webpush. */
  vapidSubject?: string;
  /** Post pushes to the push services (WEB_PUSH_SEND=1, src/modules/webpush/sender.ts); default the outbox. */
  pushService?: PushServiceOptions;
  logger?: boolean;
  /** Lives: the seeded hosts' plan, the random source, Agora, the room clock (src/modules/live). */
  live?: LiveOptions;
  /** Extra wiring with access to the services (e.g. the realtime gateway, test routes). */
  extend?: (app: FastifyInstance, services: Services) => void | Promise<void>;
}

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Every route registered on this app, in order (the fuzz test walks it). */
    routeTable: readonly RouteEntry[];
  }
}

export { isLocalOrigin };

/**
 * Builds the backend (not listening). Tests call `app.inject()` or `app.listen({ port: 0 })`;
 * the realtime gateway attaches to `app.server` (see src/realtime and `extend`).
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const now = opts.now ?? Date.now;
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Query strings are parsed the standard way; the signature is checked over the raw URL.
    routerOptions: { ignoreTrailingSlash: true },
  });
  const listening = () => {
    const host = listeningHost(app.server);
    return host ? `http://${host}` : '';
  };
  const services = createServices({
    dataDir: path.resolve(opts.dataDir),
    now,
    sender: opts.sender,
    translator: opts.translator,
    allowTestApi: opts.allowTestApi,
    live: opts.live,
    publicOrigin: opts.publicOrigin ? () => opts.publicOrigin as string : listening,
    ...(opts.vapidSubject ? { vapidSubject: opts.vapidSubject } : {}),
    ...(opts.pushService ? { pushService: opts.pushService } : {}),
    log: app.log,
  });
  app.decorate('services', services);
  // Collected before any route exists, so routes other modules add later are listed too.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routeTable.push({ method, url: r.url });
  });
  app.addHook('onClose', async () => {
    services.close();
  });

  // Keep the body text exactly as received: the signature covers it (CONTRACTS.md). JSON bodies
  // are bounded in size (1 MiB; a route may raise it with its own `bodyLimit`) and nesting depth
  // (src/security/json.ts) before anything parses or walks them.
  const bodyLimit = JSON_BODY_LIMIT_BYTES;
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (req, body, done) => {
      const text = body as string;
      req.rawBody = text;
      if (text.trim() === '') return done(null, {});
      try {
        done(null, parseBoundedJson(text));
      } catch (e) {
        const err =
          e instanceof JsonBoundError
            ? e
            : Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
        done(err, undefined);
      }
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (req, body, done) => {
      req.rawBody = body as string;
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit }, (req, body, done) => {
    const text = body as string;
    req.rawBody = text;
    try {
      done(null, text.trim() === '' ? {} : parseBoundedJson(text));
    } catch (e) {
      if (e instanceof JsonBoundError) done(e, undefined);
      else done(null, text);
    }
  });

  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || isLocalOrigin(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['X-Encrypt'],
    maxAge: 600,
  });
  installErrorHandling(app);
  // The stand-ins answer only requests made on this machine unless UNSAFE_STANDINS=1.
  guardStandins(app, { unsafe: opts.unsafeStandins ?? false });
  await app.register(verifyPlugin, {
    accounts: services.accounts,
    nonces: services.nonces,
    privateKeyPem: services.keys.privateKeyPem,
    now,
  });

  app.get('/health', async () => ok({ status: 'ok', seededThisStart: services.seeded }));
  registerAssets(app);
  registerCatalogRoutes(app, services);
  registerAccountRoutes(app, services);
  registerConsentRoutes(app, services);
  registerRewardRoutes(app, services);
  registerWebPushRoutes(app, services);
  registerAccountDeletionRoutes(app, services);
  registerAuthRoutes(app, services, { standIn: opts.authStandIn ?? true });
  registerProfileRoutes(app, services);
  registerPresenceRoutes(app, services);
  registerShopRoutes(app, services, { payStandIn: opts.payStandIn ?? true });
  registerActivityRoutes(app, services);
  if (opts.allowTestApi) registerActivitiesTestApi(app, services.activities);
  if (opts.devPages ?? true) registerOutboxPage(app, services.outbox);
  if (opts.allowTestApi) registerTestApi(app, services);
  // Realtime gateway: genToken route + the `ws` server on `app.server` at /rtm, authenticating
  // with services.accounts (src/realtime/README.md).
  attachRealtime(app, { gateway: services.realtime, tokens: services.rtmTokens });
  await registerChatRoutes(app, services, { testApi: opts.allowTestApi });
  // Calls, matching, host lists and the seeded hosts' media agents (src/modules/call).
  registerCallModule(app, services, { allowTestApi: opts.allowTestApi });
  // Live studios: the audience and tourist paths, the test API, the seeded lives' broadcasts
  // (src/modules/live).
  registerLiveModule(app, services, {
    allowTestApi: opts.allowTestApi,
    broadcasts: opts.live?.broadcasts,
  });
  await opts.extend?.(app, services);
  return app;
}
