#!/usr/bin/env node
// README command 1: build every part, then serve the whole app on localhost.
import { execSync } from 'node:child_process';
import { ROOT } from './lib/apps.mjs';

const run = (cmd) => execSync(cmd, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' } });
const t0 = Date.now();
run('corepack pnpm run build');
console.log(`Built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
await import('./serve.mjs');
