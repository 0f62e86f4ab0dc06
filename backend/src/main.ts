import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { translatorFromEnv } from './modules/chat';
import { touristViewLimitFromEnv } from './modules/live';
import { pushServiceFromEnv } from './modules/webpush';
import { standinSettings } from './security/standins';

/**
 * `tsx src/main.ts`: PORT (4000), HOST (127.0.0.1), DATA_DIR (backend/data),
 * ALLOW_TEST_API (1 enables /dev/api/*), DEV_PAGES (0 hides /dev/outbox),
 * AUTH_STANDIN (0 hides the local third-party sign-in stand-in /stand-in/oauth/*),
 * UNSAFE_STANDINS (1 allows those stand-ins on a non-loopback HOST; without it such a start is
 * refused, src/security/standins.ts),
 * PAY_STANDIN (0 hides the test payment provider /stand-in/pay/*; same loopback rule),
 * EXIT_WITH_PID (the scripts' process: when it is gone, this backend stops too),
 * TRANSLATE_PROVIDER / TRANSLATE_URL / TRANSLATE_API_KEY / TRANSLATE_TIMEOUT_MS (the chat's
 * translation service; the offline phrase book when unset: src/modules/chat/translatorFromEnv.ts),
 * PUBLIC_ORIGIN (the origin clients reach this backend on, for pictures in pushes; default the
 * address it listens on), LIVE_TOURIST_VIEW_LIMIT_MS (a tourist's viewing time per UTC day;
 * default the SDK's LIVE_TOURIST_VIEW_LIMIT_MS, 5 minutes).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = process.env.DATA_DIR ?? path.join(here, '..', 'data');

const { settings, refusal } = standinSettings(process.env, host);
const translation = translatorFromEnv(process.env);
const touristLimit = touristViewLimitFromEnv(process.env);
for (const why of [refusal, translation.refusal, touristLimit.refusal]) {
  if (why) {
    console.error(why);
    process.exit(1);
  }
}

const app = await buildApp({
  dataDir,
  ...settings,
  translator: translation.translator,
  publicOrigin: process.env.PUBLIC_ORIGIN || undefined,
  vapidSubject: process.env.VAPID_SUBJECT || undefined,
  ...(process.env.WEB_PUSH_SEND === '1' && { pushService: pushServiceFromEnv(process.env) }),
  ...(touristLimit.limitMs !== undefined && { live: { touristViewLimitMs: touristLimit.limitMs } }),
  logger: process.env.LOG === '1',
});
await app.listen({ port, host });
const on = [
  settings.allowTestApi && 'test API',
  settings.devPages && 'outbox page',
  settings.authStandIn && 'sign-in stand-in',
  settings.payStandIn && 'test payment provider',
].filter(Boolean);
console.log(
  `backend listening on http://${host}:${port} (data: ${path.resolve(dataDir)}${app.services.seeded ? ', demo world seeded' : ''}${
    on.length ? `, local stand-ins on: ${on.join(', ')}` : ''
  }, chat translation: ${translation.translator?.name}${settings.unsafeStandins ? ' — UNSAFE_STANDINS: reachable from other machines' : ''})`,
);

let closing = false;
const shutdown = () => {
  if (closing) return;
  closing = true;
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, shutdown);

// A test runner that crashes (a spec that fails to load kills Playwright before its teardown)
// would leave this backend running, holding the e2e ports and the CI job's output open.
const watched = Number(process.env.EXIT_WITH_PID);
if (watched > 0) {
  setInterval(() => {
    try {
      process.kill(watched, 0); // signal 0: only asks whether the process exists
    } catch {
      shutdown();
    }
  }, 1_000).unref();
}
