#!/usr/bin/env node
// `pnpm bench`: measures, never asserts (DEVELOPERS.md "Standards"). Writes bench/report.json.
// - landing: the gzip bytes of every script the landing page loads before its first render
//   (the host marks `shell-first-render`), per chunk and in total;
// - gateway: peer messages per second through one gateway process, fan-out time to 1,000
//   channel subscribers (bench/gateway.mjs);
// - firstRemoteFrame: two browsers on /connection-check, click to the other's first video
//   frame through the local provider (bench/first-frame.mjs).
// - auth: the mfe-auth remote's JS (every .js in its dist, gz) and how much of it a visitor
//   downloads before the login popup is visible.
// - shop: placeOrder latency and provider callbacks per second (bench/shop.mjs), and the shop
//   remote's JS on a signed-in page (its shell widgets) and on the coin shop.
// - security: what the gateway holds and admits under a peer-message flood and 200
//   unauthenticated sockets, default limits (bench/security.mjs).
// - lighthouse: Lighthouse 12 (mobile, simulated throttling) ×5 on the served landing, medians
//   with the machine's benchmarkIndex, then the first tap on Sign in and on Call at 4× CPU
//   slowdown (INP and the time to the sign-in dialog, bench/first-tap.mjs),
//   plus bytes and request rounds before the first paint and before the landing is interactive
//   (bench/lighthouse.mjs); an earlier build's figures are in bench/baselines/.
// - chatBackend: the backend's IM send + fan-out rate in one process (messages/s, p50/p99 of the
//   send answer and of send → push received; bench/chat-backend.mjs).
// - chatStore: the SDK's message store in Chromium on real IndexedDB: a 10,000-message
//   conversation's first rows, unread counts over 100,000 messages, the auto-read pass
//   (bench/chat-store.mjs).
// - call: tap Call → the callee's ring bell, accept → first remote frame, two browsers through
//   the served app, 10 runs, median and max (bench/call.mjs).
// - hostPeer: a seeded host answers → the caller's first painted video frame, through the
//   backend's werift host agent and the SDK's local media in Chromium, 10 runs
//   (bench/hostpeer.mjs).
// - liveViewers: how many concurrent viewers one backend process feeds one seeded live at
//   ≥ 9 frames/s each, in steps of 25, 50, 100, 150, …: per-viewer fps, the broadcaster's CPU,
//   the load average (bench/live-viewers.mjs; viewers in a second process).
// - liveChat: one live chat message (signed POST sendChannelMsg through the real backend) → 1,000
//   sockets subscribed to the live's channel: send → received p50/p99/max over all deliveries,
//   the server's CPU, the load average (bench/live-chat.mjs; viewers in a second process).
// - liveRoom: a signed-in user taps a live in LivCam's "Popular live" row → the room's first
//   painted video frame, and a swipe → the next live's, through the served app, 10 runs each,
//   median and max, split into phases (join answer, offer, connected, first RTP, decoded, paint),
//   with the load average and cores (bench/live-room.mjs).
// Only one part: `node bench/run.mjs landing|gateway|firstRemoteFrame|auth|security|lighthouse|shop|chatBackend|chatStore|call|hostPeer|liveViewers|liveChat|liveRoom` (others are kept).
// (others are kept).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { PROFILES, ROOT } from '../scripts/lib/apps.mjs';
import { CHROMIUM_BASE_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { startAll } from '../scripts/lib/servers.mjs';
import { benchGateway } from './gateway.mjs';
import { benchSecurity } from './security.mjs';
import { measureFirstFrame } from './first-frame.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchFirstTap } from './first-tap.mjs';
import { benchShopBackend, shopRemoteBytes } from './shop.mjs';
import { benchChatBackend } from './chat-backend.mjs';
import { benchChatStore } from './chat-store.mjs';
import { benchCall } from './call.mjs';
import { benchHostPeer } from './hostpeer.mjs';
import { benchLiveViewers } from './live-viewers.mjs';
import { benchLiveChat } from './live-chat.mjs';
import { benchLiveRoom } from './live-room.mjs';

const require = createRequire(path.join(ROOT, 'e2e/package.json'));
const { chromium } = require('@playwright/test');

const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n) => Math.round((n / 1024) * 10) / 10;

async function landingScripts(hostUrl) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_BASE_ARGS,
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (res) => {
      const req = res.request();
      if (req.resourceType() !== 'script') return;
      scripts.push({ url: res.url(), body: res.body() });
    });
    await page.goto(`${hostUrl}/`);
    await page.waitForFunction(
      () => performance.getEntriesByName('shell-first-render').length > 0,
      null,
      { timeout: 60000 },
    );
    const firstRenderMs = await page.evaluate(
      () => performance.getEntriesByName('shell-first-render')[0].startTime,
    );
    await page.waitForLoadState('networkidle');
    // Resource timing is the authority on order: a script counts if it finished before the mark.
    const timing = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({ name: e.name, end: e.responseEnd })),
    );
    const endOf = new Map(timing.map((t) => [t.name, t.end]));
    const rows = [];
    for (const s of scripts) {
      const body = await s.body.catch(() => Buffer.alloc(0));
      const end = endOf.get(s.url) ?? Infinity;
      rows.push({
        url: s.url,
        chunk: new URL(s.url).pathname.split('/').pop(),
        origin: new URL(s.url).port,
        rawBytes: body.length,
        gzipBytes: gz(body),
        beforeFirstRender: end <= firstRenderMs,
      });
    }
    return { firstRenderMs: Math.round(firstRenderMs), rows };
  } finally {
    await browser.close();
  }
}

const REPORT = path.join(ROOT, 'bench/report.json');
const only = process.argv[2];
const wants = (part) => !only || only === part;
const previous = fs.existsSync(REPORT) ? JSON.parse(fs.readFileSync(REPORT, 'utf8')) : {};
const report = {
  ...previous,
  measuredAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
};

async function landing(app) {
  const { firstRenderMs, rows } = await landingScripts(app.hostUrl);
  const before = rows.filter((r) => r.beforeFirstRender);
  const after = rows.filter((r) => !r.beforeFirstRender);
  return {
    firstRenderMs,
    scriptsBeforeFirstRender: {
      totalGzipBytes: before.reduce((a, r) => a + r.gzipBytes, 0),
      totalGzipKB: kb(before.reduce((a, r) => a + r.gzipBytes, 0)),
      chunks: before.map(({ chunk, origin, rawBytes, gzipBytes }) => ({
        chunk,
        origin,
        rawBytes,
        gzipBytes,
        gzipKB: kb(gzipBytes),
      })),
    },
    scriptsAfterFirstRender: {
      totalGzipKB: kb(after.reduce((a, r) => a + r.gzipBytes, 0)),
      chunks: after.map(({ chunk, origin, gzipBytes }) => ({
        chunk,
        origin,
        gzipBytes,
        gzipKB: kb(gzipBytes),
      })),
    },
  };
}

/** gz bytes of every .js file under a dist folder (what a deployment serves for a remote). */
function distJs(dir) {
  const out = [];
  for (const f of fs.readdirSync(dir, { recursive: true })) {
    if (!String(f).endsWith('.js')) continue;
    out.push({ file: String(f), gzipBytes: gz(fs.readFileSync(path.join(dir, String(f)))) });
  }
  return out.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** Scripts from the auth remote's origin until the Sign in dialog is visible on /login. */
async function authBeforePopup(hostUrl) {
  const authPort = String(PROFILES.e2e.remotes.mfe_auth);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_BASE_ARGS,
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script')
        scripts.push({ url: res.url(), body: res.body() });
    });
    await page.goto(`${hostUrl}/login`);
    await page
      .getByRole('dialog', { name: 'Sign in' })
      .waitFor({ state: 'visible', timeout: 60000 });
    const visibleAt = await page.evaluate(() => performance.now());
    const timing = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({ name: e.name, end: e.responseEnd })),
    );
    const endOf = new Map(timing.map((t) => [t.name, t.end]));
    const rows = [];
    for (const s of scripts) {
      const u = new URL(s.url);
      if (u.port !== authPort || (endOf.get(s.url) ?? Infinity) > visibleAt) continue;
      rows.push({
        chunk: u.pathname.split('/').pop(),
        gzipBytes: gz(await s.body.catch(() => Buffer.alloc(0))),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

if (wants('gateway')) {
  report.gateway = await benchGateway();
  console.log(
    'gateway',
    JSON.stringify({
      messagesPerSecond: report.gateway.messagesPerSecond,
      fanout1000Ms: report.gateway.fanout1000.ms,
    }),
  );
}
if (wants('chatBackend')) {
  // Two windows: 8 requests in flight (latency) and 32 (throughput).
  const latency = await benchChatBackend({ window: 8 });
  const throughput = await benchChatBackend({ window: 32 });
  report.chatBackend = {
    target: { messagesPerSecond: 5000, p99Ms: 20 },
    window8: latency,
    window32: throughput,
  };
  console.log(
    'chatBackend',
    JSON.stringify({
      w8: [latency.messagesPerSecond, latency.sendToPushMs.p99],
      w32: [throughput.messagesPerSecond, throughput.sendToPushMs.p99],
    }),
  );
}
if (wants('hostPeer')) {
  report.hostPeer = await benchHostPeer();
  const { answerToFirstFrameMs: f, udpSocketsBound: u } = report.hostPeer;
  console.log(
    'hostPeer',
    JSON.stringify({ answerToFirstFrame: [f.median, f.max], udpSocketsBound: u }),
  );
}
if (wants('liveViewers')) {
  report.liveViewers = await benchLiveViewers();
  const { viewersAtTarget, firstStepBelow, steps } = report.liveViewers;
  console.log(
    'liveViewers',
    JSON.stringify({
      viewersAtTarget,
      firstStepBelow,
      steps: steps.map((r) => [
        r.viewers,
        r.fps.median,
        r.fps.min,
        r.broadcasterCpuPercent,
        r.loadAverage1m,
      ]),
    }),
  );
}
if (wants('liveChat')) {
  report.liveChat = await benchLiveChat();
  const {
    sendToReceivedMs: d,
    missing,
    duplicates,
    serverCpuPercent,
    conditions,
  } = report.liveChat;
  console.log(
    'liveChat',
    JSON.stringify({
      p50: d.p50,
      p99: d.p99,
      max: d.max,
      deliveries: d.n,
      missing,
      duplicates,
      serverCpuPercent,
      load: [conditions.loadAverageBefore[0], conditions.loadAverageAfter[0]],
    }),
  );
}
if (wants('chatStore')) {
  report.chatStore = await benchChatStore();
  const { openConversation10k: o, countUnread100k: c } = report.chatStore;
  console.log(
    'chatStore',
    JSON.stringify({
      openMs: o.msToFirstRowsMedian,
      openColdMs: o.msToFirstRowsColdDbMedian,
      countUnreadMs: c.msMedian,
    }),
  );
}
if (wants('security')) {
  report.security = await benchSecurity();
  console.log('security', JSON.stringify(report.security));
}
if (wants('shop')) {
  report.shop = { backend: await benchShopBackend() };
  console.log('shop backend', JSON.stringify(report.shop.backend));
}
if (
  wants('landing') ||
  wants('firstRemoteFrame') ||
  wants('auth') ||
  wants('lighthouse') ||
  wants('shop') ||
  wants('call') ||
  wants('liveRoom')
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livcam-bench-'));
  const app = await startAll({ profile: 'e2e', dataDir, allowTestApi: true, quiet: true });
  try {
    if (wants('landing')) {
      report.landing = await landing(app);
      console.log(
        'landing',
        JSON.stringify({
          totalGzipKB: report.landing.scriptsBeforeFirstRender.totalGzipKB,
          firstRenderMs: report.landing.firstRenderMs,
        }),
      );
    }
    if (wants('lighthouse')) {
      const before = JSON.parse(
        fs.readFileSync(path.join(ROOT, 'bench/baselines/lighthouse-8bca020.json'), 'utf8'),
      );
      report.lighthouse = {
        ...(await benchLighthouse(`${app.hostUrl}/`)),
        before: { commit: before.commit, medians: before.medians, profile: before.profile },
      };
      console.log(
        'lighthouse',
        JSON.stringify({
          now: report.lighthouse.medians,
          asBenchmarkIndex: report.lighthouse.asBenchmarkIndex.map((x) => ({
            index: x.targetIndex,
            cpu: x.cpuSlowdownMultiplier,
            ...x.medians,
          })),
          before: before.medians,
        }),
      );
      report.firstTap = await benchFirstTap(`${app.hostUrl}/`);
      console.log(
        'firstTap',
        JSON.stringify({
          signIn: report.firstTap.signIn.medians,
          call: report.firstTap.call.medians,
        }),
      );
    }
    if (wants('auth')) {
      const dist = path.join(ROOT, 'mfe-auth/dist');
      const all = distJs(dist);
      const before = await authBeforePopup(app.hostUrl);
      const sum = (xs) => xs.reduce((a, r) => a + r.gzipBytes, 0);
      // Split the dist: fallbacks of the shared singletons (used only without a host that
      // provides them, mf-manifest `shared`), the Agora SDKs' lazy chunks (the SDK fallback's
      // dynamic imports; auth never loads them), and the remote's own code.
      const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
      const shared = new Set(
        manifest.shared.flatMap((x) => [...x.assets.js.sync, ...x.assets.js.async]),
      );
      const isAgora = (f) =>
        /AgoraRTC|AgoraRTM|agora-rtm/.test(fs.readFileSync(path.join(dist, f), 'utf8'));
      const sharedRows = all.filter((r) => shared.has(r.file));
      const agoraRows = all.filter((r) => !shared.has(r.file) && isAgora(r.file));
      const own = all.filter((r) => !sharedRows.includes(r) && !agoraRows.includes(r));
      report.auth = {
        remoteOwnGzipKB: kb(sum(own)),
        sharedFallbacksGzipKB: kb(sum(sharedRows)),
        agoraLazyChunksGzipKB: kb(sum(agoraRows)),
        remoteTotalGzipKB: kb(sum(all)),
        beforeLoginPopupVisibleGzipKB: kb(sum(before)),
        beforeLoginPopupVisible: before.map((r) => ({ ...r, gzipKB: kb(r.gzipBytes) })),
        largestFiles: all.slice(0, 8).map((r) => ({ ...r, gzipKB: kb(r.gzipBytes) })),
        ownFiles: own.map((r) => ({ ...r, gzipKB: kb(r.gzipBytes) })),
        note: 'total = every .js in mfe-auth/dist; flag SVGs are separate files, fetched only when shown',
      };
      const { remoteOwnGzipKB, remoteTotalGzipKB, beforeLoginPopupVisibleGzipKB } = report.auth;
      console.log(
        'auth',
        JSON.stringify({ remoteOwnGzipKB, remoteTotalGzipKB, beforeLoginPopupVisibleGzipKB }),
      );
    }
    if (wants('shop')) {
      report.shop.remote = await shopRemoteBytes(app, chromium, gz, kb);
      console.log('shop remote', JSON.stringify(report.shop.remote));
    }
    if (wants('firstRemoteFrame')) {
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await measureFirstFrame(app.hostUrl, app.backendUrl));
      const all = runs
        .flatMap((r) => [r.firstRemoteFrameMs.a, r.firstRemoteFrameMs.b])
        .sort((a, b) => a - b);
      report.firstRemoteFrame = {
        medianMs: all[Math.floor(all.length / 2)],
        maxMs: all[all.length - 1],
        runs,
      };
      console.log('firstRemoteFrame', JSON.stringify(report.firstRemoteFrame));
    }
    if (wants('call')) {
      report.call = await benchCall(app.hostUrl, app.backendUrl, 10);
      const { tapToRingMs: r, acceptToFrameMs: f } = report.call;
      console.log(
        'call',
        JSON.stringify({ tapToRing: [r.medianMs, r.maxMs], acceptToFrame: [f.medianMs, f.maxMs] }),
      );
    }
    if (wants('liveRoom')) {
      report.liveRoom = await benchLiveRoom(app.hostUrl, app.backendUrl, 10);
      const { tap, swipe, conditions } = report.liveRoom;
      console.log(
        'liveRoom',
        JSON.stringify({
          tapToPaint: [tap.firstPaint.median, tap.firstPaint.max],
          tapToShown: [tap.shown.median, tap.shown.max],
          swipeToPaint: [swipe.firstPaint.median, swipe.firstPaint.max],
          swipeToShown: [swipe.shown.median, swipe.shown.max],
          load: [conditions.loadAverageBefore[0], conditions.loadAverageAfter[0]],
        }),
      );
    }
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
fs.writeFileSync(REPORT, JSON.stringify(report, null, 2) + '\n');
console.log(`wrote ${path.relative(ROOT, REPORT)}`);
