#!/usr/bin/env node
// Serves the built app (host, five remotes on their own origins, backend) and prints the URL.
// Usage: node scripts/serve.mjs [--profile local|e2e]
import { startAll } from './lib/servers.mjs';

const profile = process.argv.includes('--profile') ? process.argv[process.argv.indexOf('--profile') + 1] : 'local';
const app = await startAll({ profile, allowTestApi: process.env.ALLOW_TEST_API === '1' });
console.log(`\n  The app is running: ${app.hostUrl}/\n  Backend: ${app.backendUrl ?? '(not present)'}\n  Stop with Ctrl+C.\n`);
const stop = async () => {
  await app.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
