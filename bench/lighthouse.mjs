// Landing page speed as a phone visitor gets it: Lighthouse 12 (mobile, simulated
// slow 4G, 4× CPU: its default config) against the served app, 3 runs, medians; plus the
// bytes and request rounds a real Chromium load takes before the first paint, before the
// hero shows and before the landing is interactive. Measured, never asserted.
//
// "Interactive" = the LivCam hero's <h1> is visible inside the app's own root (#root): the
// moment the app's handlers are live. With the pre-rendered landing the first paint comes
// from the HTML and this is when the app takes over; without it, when the app rendered the hero.
// "Rounds" = serial request rounds as observed: a request started after another ended is a round
// later (the document is round 1); counted over the requests that ended before that moment.
// 1 is the document alone.
/* global window, document, MutationObserver, location -- code run inside the page */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../scripts/lib/apps.mjs';
import { CHROMIUM_BASE_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

const e2eRequire = createRequire(path.join(ROOT, 'e2e/package.json'));
const HERO_TEXT = 'Video chat with people around the world';
// Medians of 5: TBT moves with the CPU and its load (README "Blocking time").
const RUNS = 5;
/**
 * The benchmarkIndex values the scaled runs stand for: 2,000 (the target's bound for an ordinary
 * CPU) and 1,700 (the mid-range desktop it was found on, 1,600–1,870).
 */
const TARGET_INDEXES = [2000, 1700];

const kb = (n) => Math.round((n / 1024) * 10) / 10;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function loadLighthouse() {
  const lhPath = e2eRequire.resolve('lighthouse');
  const lighthouse = (await import(pathToFileURL(lhPath).href)).default;
  const launcherPath = createRequire(lhPath).resolve('chrome-launcher');
  const chromeLauncher = await import(pathToFileURL(launcherPath).href);
  return { lighthouse, chromeLauncher };
}

/** One Lighthouse run (its default mobile config, performance only; `cpu`: another CPU slowdown). */
async function lighthouseOnce(url, { lighthouse, chromeLauncher }, cpu = null) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // TOOLCHAIN.md: without --headless=new Lighthouse fails after 26 s on this machine.
    chromeFlags: ['--headless=new', ...CHROMIUM_BASE_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cpu && { throttling: { cpuSlowdownMultiplier: cpu } }),
    });
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    const a = lhr.audits;
    const scripts = a['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
    const lcpElement = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    return {
      // Lighthouse's own CPU benchmark of this machine (higher = faster; a mid-range desktop is
      // ~1,500-2,000): TBT is only comparable between runs of a similar index.
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      ttiMs: Math.round(a.interactive?.numericValue ?? 0),
      fcpMs: Math.round(a['first-contentful-paint'].numericValue),
      lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
      cls: Math.round(a['cumulative-layout-shift'].numericValue * 1000) / 1000,
      tbtMs: Math.round(a['total-blocking-time'].numericValue),
      speedIndexMs: Math.round(a['speed-index'].numericValue),
      scriptTransferKB: kb(scripts?.transferSize ?? 0),
      scriptRequests: scripts?.requestCount ?? 0,
      lcpElement: lcpElement
        ? `${lcpElement.selector ?? ''} "${(lcpElement.snippet ?? '').slice(0, 80)}"`
        : null,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * A real load in Chromium at 390×844 (no throttling): which scripts arrived before the first
 * contentful paint and before the hero was interactive, and how deep the request chain was.
 */
export async function loadProfile(url) {
  const { chromium } = e2eRequire('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_BASE_ARGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const page = await context.newPage();
    await page.addInitScript((heroText) => {
      // When the hero's <h1> is first visible inside the app's root (not the HTML snapshot).
      const check = () => {
        if (window.__heroInApp) return;
        const h1 = [...document.querySelectorAll('#root h1')].find((h) =>
          h.textContent?.includes(heroText),
        );
        if (h1 && h1.getClientRects().length > 0) window.__heroInApp = performance.now();
      };
      new MutationObserver(check).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    }, HERO_TEXT);
    // Encoded (on-the-wire) sizes: resource timing hides them for cross-origin remotes.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const encoded = new Map(); // requestId → url, then url → bytes
    const encodedByUrl = new Map();
    cdp.on('Network.requestWillBeSent', (e) => encoded.set(e.requestId, e.request.url));
    cdp.on('Network.loadingFinished', (e) => {
      const u = encoded.get(e.requestId);
      if (u) encodedByUrl.set(u, (encodedByUrl.get(u) ?? 0) + e.encodedDataLength);
    });
    const bodies = new Map();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script')
        bodies.set(
          res.url(),
          res.body().catch(() => Buffer.alloc(0)),
        );
    });
    await page.goto(url);
    await page.waitForFunction(() => window.__heroInApp !== undefined, null, { timeout: 60000 });
    await page.waitForLoadState('networkidle');
    const t = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        interactive: window.__heroInApp,
        requests: [
          { name: location.href, start: 0, end: nav.responseEnd },
          ...performance
            .getEntriesByType('resource')
            .map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })),
        ],
      };
    });
    // Serial rounds as observed: a request is one round after the latest-round request that had
    // finished before it started (the document is round 1).
    const reqs = [...t.requests].sort((a, b) => a.start - b.start);
    for (const r of reqs)
      r.round =
        1 +
        Math.max(
          0,
          ...reqs.filter((q) => q !== r && q.end <= r.start && q.round).map((q) => q.round),
        );
    const endOf = new Map(reqs.map((r) => [r.name, r.end]));
    const scripts = [];
    for (const [u, bodyP] of bodies) {
      const body = await bodyP;
      scripts.push({
        url: u,
        gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
        transferBytes: encodedByUrl.get(u) ?? 0,
        end: endOf.get(u) ?? Infinity,
      });
    }
    const sum = (xs, k) => xs.reduce((a, x) => a + x[k], 0);
    const before = (ms) => scripts.filter((s) => ms !== null && s.end <= ms);
    const roundsBy = (ms) => Math.max(1, ...reqs.filter((r) => r.end <= ms).map((r) => r.round));
    const heroInHtml = await (async () => {
      const res = await fetch(url);
      return (await res.text()).includes(HERO_TEXT);
    })();
    return {
      fcpMs: t.fcp === null ? null : Math.round(t.fcp),
      interactiveMs: Math.round(t.interactive),
      heroInHtml,
      jsBeforeFirstPaintGzipKB: kb(sum(before(t.fcp), 'gzipBytes')),
      jsBeforeInteractiveGzipKB: kb(sum(before(t.interactive), 'gzipBytes')),
      jsBeforeInteractiveTransferKB: kb(sum(before(t.interactive), 'transferBytes')),
      scriptsBeforeInteractive: before(t.interactive).length,
      roundTripsBeforeHero: heroInHtml ? 1 : roundsBy(t.interactive),
      roundTripsBeforeInteractive: roundsBy(t.interactive),
      scriptsBeforeInteractiveList: before(t.interactive)
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map((x) => ({
          chunk: `${new URL(x.url).port}${new URL(x.url).pathname}`,
          gzipKB: kb(x.gzipBytes),
          transferKB: kb(x.transferBytes),
        })),
      allScriptsGzipKB: kb(sum(scripts, 'gzipBytes')),
      allScriptsTransferKB: kb(sum(scripts, 'transferBytes')),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's TBT comes from the tasks it observes, so it measures this machine's load too: on
 * this 2-CPU machine the same build gave medians of 64 ms right after a quiet minute and 282 ms
 * right after a workspace build (load average ~5). Each run waits (up to 2 minutes) for the
 * 1-minute load average to fall below 1 and records it.
 */
const QUIET_LOAD = 1;
const QUIET_WAIT_MS = 120_000;
async function waitForQuiet() {
  const until = Date.now() + QUIET_WAIT_MS;
  while (os.loadavg()[0] >= QUIET_LOAD && Date.now() < until)
    await new Promise((r) => setTimeout(r, 5_000));
  return Math.round(os.loadavg()[0] * 100) / 100;
}

/** Lighthouse ×3 (medians) + one load profile. `url` is the served landing. */
export async function benchLighthouse(url) {
  const lh = await loadLighthouse();
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const loadAverage = await waitForQuiet();
    runs.push({ ...(await lighthouseOnce(url, lh)), loadAverage });
  }
  const med = (k) => median(runs.map((r) => r[k]));
  // The same landing as a slower machine gets it: Lighthouse's 4× CPU slowdown scaled by this
  // machine's benchmarkIndex to each target index (phones are slower still), so a figure from a
  // fast machine is not taken for one from an ordinary CPU.
  const asBenchmarkIndex = [];
  for (const targetIndex of TARGET_INDEXES) {
    const cpu = Math.round(((4 * med('benchmarkIndex')) / targetIndex) * 100) / 100;
    const slower = [];
    for (let i = 0; i < RUNS; i++) {
      const loadAverage = await waitForQuiet();
      slower.push({ ...(await lighthouseOnce(url, lh, cpu)), loadAverage });
    }
    const medSlower = (k) => median(slower.map((r) => r[k]));
    asBenchmarkIndex.push({
      targetIndex,
      cpuSlowdownMultiplier: cpu,
      medians: {
        performance: medSlower('performance'),
        tbtMs: medSlower('tbtMs'),
        ttiMs: medSlower('ttiMs'),
        lcpMs: medSlower('lcpMs'),
        cls: medSlower('cls'),
      },
      runs: slower,
    });
  }
  const profile = await loadProfile(url);
  return {
    tool: 'lighthouse 12.8.2, default mobile config (simulated slow 4G, 4x CPU), performance only',
    url,
    medians: {
      benchmarkIndex: med('benchmarkIndex'),
      performance: med('performance'),
      ttiMs: med('ttiMs'),
      fcpMs: med('fcpMs'),
      lcpMs: med('lcpMs'),
      cls: med('cls'),
      tbtMs: med('tbtMs'),
      speedIndexMs: med('speedIndexMs'),
      scriptTransferKB: med('scriptTransferKB'),
    },
    runs,
    asBenchmarkIndex,
    profile,
  };
}

// `node bench/lighthouse.mjs <url>`: one measurement against an app that is already served.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: node bench/lighthouse.mjs <landing url>');
  const out = await benchLighthouse(url);
  console.log(JSON.stringify(out, null, 2));
  if (process.argv[3]) fs.writeFileSync(process.argv[3], JSON.stringify(out, null, 2) + '\n');
}
