import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { payStandInDecision } from './modules/payments/standins';

/**
 * `tsx src/main.ts`: PORT (4000), HOST (127.0.0.1), DATA_DIR (backend/data),
 * ALLOW_TEST_API (1 enables /dev/api/*), DEV_PAGES (0 hides /dev/outbox),
 * AUTH_STANDIN (0 hides the local third-party sign-in stand-in /stand-in/oauth/*),
 * PAY_STANDIN (0 hides the test payment provider; it runs only on loopback unless
 * ALLOW_UNSAFE_STANDINS=1, and PAY_STANDIN=1 off loopback refuses to start),
 * EXIT_WITH_PID (the scripts' process: when it is gone, this backend stops too).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = process.env.DATA_DIR ?? path.join(here, '..', 'data');

const payStandIn = payStandInDecision({ host, ...process.env });
if (payStandIn.refuse) {
  console.error(`backend refuses to start: ${payStandIn.refuse}`);
  process.exit(1);
}

const app = await buildApp({
  dataDir,
  allowTestApi: process.env.ALLOW_TEST_API === '1',
  devPages: process.env.DEV_PAGES !== '0',
  authStandIn: process.env.AUTH_STANDIN !== '0',
  payStandIn: payStandIn.enabled,
  logger: process.env.LOG === '1',
});
await app.listen({ port, host });
console.log(
  `backend listening on http://${host}:${port} (data: ${path.resolve(dataDir)}${app.services.seeded ? ', demo world seeded' : ''}${
    process.env.ALLOW_TEST_API === '1' ? ', test API on' : ''
  })`,
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
