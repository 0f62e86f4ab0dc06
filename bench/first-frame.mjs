// E2E time to first remote frame: two users in two browser contexts open the host's
// /connection-check page, both click "Start video check" with each other, and each side's
// "Their video" element is timed from its own click to videoWidth > 0 (in-page clock).
// Local provider: backend WebSocket gateway for signalling, browser WebRTC for media.
// Measures, never asserts. `measureFirstFrame(hostUrl, backendUrl)` needs the backend's test
// API (allowTestApi). Run alone: `node bench/first-frame.mjs` (starts the e2e servers itself).
/* global document */ // page.evaluate bodies run in the browser
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../scripts/lib/apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

const require = createRequire(path.join(ROOT, 'e2e/package.json'));
const { chromium } = require('@playwright/test');

/** POST to the backend's test API (the bench servers run with allowTestApi). */
export async function devApi(backendUrl, p, payload) {
  const res = await fetch(`${backendUrl}${p}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`${p} failed: ${body.code} ${body.msg}`);
  return body.data;
}

/** A browser context signed in as `userId` (session cookies) with camera and microphone allowed. */
export async function signedInPage(browser, hostUrl, backendUrl, userId, label) {
  const s = await devApi(backendUrl, '/dev/api/session', { userId });
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  const { hostname } = new URL(hostUrl);
  await context.addCookies(
    ['userId', 'loginToken', 'deviceId'].map((n) => ({
      name: n,
      value: String(s[n]),
      domain: hostname,
      path: '/',
    })),
  );
  const page = await context.newPage();
  if (process.env.BENCH_DEBUG)
    page.on('console', (m) => console.error(`[${label}] ${m.type()}: ${m.text()}`));
  return { page, context };
}

async function openSide(browser, hostUrl, backendUrl, name) {
  const { userId } = await devApi(backendUrl, '/dev/api/users', { userName: `Bench ${name}` });
  const { page, context } = await signedInPage(browser, hostUrl, backendUrl, userId, name);
  await page.goto(`${hostUrl}/connection-check`);
  await page
    .getByRole('status', { name: 'Messaging connection' })
    .filter({ hasText: 'Online' })
    .waitFor({ timeout: 30000 });
  return { userId: String(userId), page, context };
}

/** Types the other user's id into the video check form (the Start button enables). */
async function fillRecipient(page, otherId) {
  const region = page.getByRole('region', { name: 'Start video check' });
  await region.getByLabel('Recipient user id').fill(otherId);
  await region.getByRole('button', { name: 'Start video check' }).waitFor();
}

/** Clicks Start in the page and resolves with ms from the click to "Their video" videoWidth > 0. */
function startAndTime(page) {
  return page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Start video check',
    );
    const video = document.querySelector('video[aria-label="Their video"]');
    if (!button || button.disabled || !video) throw new Error('video check form not ready');
    const t0 = performance.now();
    button.click();
    return new Promise((resolve, reject) => {
      const done = () => {
        if (video.videoWidth > 0) {
          clearInterval(timer);
          clearTimeout(timeout);
          resolve(Math.round(performance.now() - t0));
        }
      };
      const timer = setInterval(done, 5);
      video.addEventListener('resize', done);
      video.addEventListener('loadeddata', done);
      const timeout = setTimeout(() => {
        clearInterval(timer);
        const status = [...document.querySelectorAll('section p')]
          .map((p) => p.textContent)
          .join(' | ');
        reject(new Error(`no remote frame within 30 s (${status})`));
      }, 30000);
    });
  });
}

export async function measureFirstFrame(hostUrl, backendUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const [a, b] = await Promise.all([
      openSide(browser, hostUrl, backendUrl, 'A'),
      openSide(browser, hostUrl, backendUrl, 'B'),
    ]);
    // Both click at (nearly) the same moment, as two people starting a check together.
    await Promise.all([fillRecipient(a.page, b.userId), fillRecipient(b.page, a.userId)]);
    const [ma, mb] = await Promise.all([startAndTime(a.page), startAndTime(b.page)]);
    await Promise.all([a.context.close(), b.context.close()]);
    return { firstRemoteFrameMs: { a: ma, b: mb } };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { startAll } = await import('../scripts/lib/servers.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livcam-bench-ff-'));
  const app = await startAll({ profile: 'e2e', dataDir, allowTestApi: true, quiet: true });
  try {
    const runs = [];
    for (let i = 0; i < Number(process.env.RUNS || 3); i++)
      runs.push(await measureFirstFrame(app.hostUrl, app.backendUrl));
    console.log(JSON.stringify(runs));
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
