// The landing's first tap, as a phone visitor makes it (target: a first tap on Call or
// Sign in answered within 200 ms): Chromium at 390×844 with its CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate, Lighthouse's mobile factor), the served landing, and one tap
// the moment the control is on screen — Sign in while the app is still taking over the
// pre-rendered page, Call once the hosts are listed. Two figures per tap:
// - inpMs: the interaction's Event Timing duration (input to the next paint), what INP counts;
//   0 when the browser reported no entry (entries start at 16 ms);
// - respondedMs: tap → the sign-in dialog on screen (what the visitor waits for).
// Measured, never asserted.
/* global window -- code run inside the page */
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../scripts/lib/apps.mjs';
import { CHROMIUM_BASE_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

const e2eRequire = createRequire(path.join(ROOT, 'e2e/package.json'));
const CPU_RATE = 4;
const RUNS = 5;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The controls tapped: how to find each on the landing. */
const TARGETS = {
  signIn: (page) => page.getByRole('link', { name: 'Sign in to start chatting' }),
  call: (page) => page.getByRole('button', { name: /^Call / }).first(),
};

async function tapOnce(browser, url, target) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__events = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__events.push({
            name: e.name,
            duration: e.duration,
            interactionId: e.interactionId,
          });
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.goto(url, { waitUntil: 'commit' });
    const control = TARGETS[target](page);
    await control.waitFor({ state: 'visible', timeout: 60_000 });
    const sinceNav = await page.evaluate(() => Math.round(performance.now()));
    const t0 = Date.now();
    await control.tap();
    await page
      .getByRole('dialog', { name: 'Sign in' })
      .waitFor({ state: 'visible', timeout: 30_000 });
    const respondedMs = Date.now() - t0;
    await page.waitForTimeout(300); // the entry is reported after the next paint
    const events = await page.evaluate(() => window.__events);
    const tapEvents = events.filter((e) => e.interactionId > 0);
    return {
      tappedAtMs: sinceNav,
      inpMs: Math.round(Math.max(0, ...tapEvents.map((e) => e.duration))),
      respondedMs,
    };
  } finally {
    await context.close();
  }
}

/** RUNS taps on each target, medians and runs. `url` is the served landing. */
export async function benchFirstTap(url) {
  const { chromium } = e2eRequire('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_BASE_ARGS,
  });
  try {
    const out = { cpuSlowdown: CPU_RATE, viewport: '390x844' };
    for (const target of Object.keys(TARGETS)) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await tapOnce(browser, url, target));
      out[target] = {
        medians: {
          inpMs: median(runs.map((r) => r.inpMs)),
          respondedMs: median(runs.map((r) => r.respondedMs)),
          tappedAtMs: median(runs.map((r) => r.tappedAtMs)),
        },
        runs,
      };
    }
    return out;
  } finally {
    await browser.close();
  }
}

// `node bench/first-tap.mjs <landing url>`: one measurement against an app that is already served.
if (import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: node bench/first-tap.mjs <landing url>');
  console.log(JSON.stringify(await benchFirstTap(url), null, 2));
}
