import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/chromium';
import { PROFILES, HOSTNAME } from '../scripts/lib/apps.mjs';

// Specs that use the seeded hosts (calls, matching, the in-call prompts/report/gifts/snapshots,
// the cards deck with its likes, the wall's host viewer and its Chat now): one at a time, the
// hosts are shared.
const MATCHING = /(call-(match|seeded)(-[a-z-]+)?|cards-[\w-]+|wall-viewer)\.spec\.ts/;
// Specs that restart the realtime gateway (POST /dev/api/realtime/restart): every socket of every
// test closes and the browser logs the refused reconnects, so they run alone, after the rest.
const GATEWAY_RESTART = /[\w-]+-restart\.spec\.ts/;

// Debian's Chromium, never a downloaded browser (DEVELOPERS.md "Set-up and CI").
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  // 2 cores: the servers, the backend and the browsers share them.
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://${HOSTNAME}:${PROFILES.e2e.host}`,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
  },
  projects: [
    { name: 'app', testIgnore: [/site-config.*\.spec\.ts/, MATCHING, GATEWAY_RESTART] },
    // The random-match queue and the seeded hosts are shared by every caller on the backend: a
    // user waiting in one spec could be paired with another spec's user or take its pinned
    // host. These run after the rest, one test at a time.
    { name: 'matching', testMatch: MATCHING, dependencies: ['app'], workers: 1 },
    // Changes site-wide config on the shared backend: runs alone, after the rest, one test at
    // a time (with --repeat-each, two copies of a file could otherwise overlap).
    {
      name: 'site-config',
      testMatch: /site-config.*\.spec\.ts/,
      dependencies: ['matching'],
      workers: 1,
    },
    {
      name: 'gateway-restart',
      testMatch: GATEWAY_RESTART,
      dependencies: ['site-config'],
      workers: 1,
    },
  ],
});
