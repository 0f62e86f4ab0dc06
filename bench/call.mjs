// One-to-one call timings, two people in two browser contexts with fake devices on the
// served app (local provider: the backend's gateway for signalling, browser WebRTC for media):
// - tapToRingMs: A taps "Call <B>" on SearchPage (price confirm set to "once" and already given,
//   so this tap places the call: device check, price, launch, the invitation message) → B's ring
//   bell is visible (a MutationObserver in B's page; both pages read the same wall clock);
// - acceptToFrameMs: B taps Accept → B's "Their video" has its first frame (videoWidth > 0),
//   B's own page clock; `callerFrameMs` is the same tap → A's first remote frame.
// Targets: ≤ 200 ms and ≤ 1.0 s on loopback. Measures, never asserts.
// Seeded-host answer → first frame waits for the seeded hosts' real video (another branch).
// Run alone: `node bench/call.mjs` (starts the e2e servers itself; RUNS=10 by default).
/* global document, window, MutationObserver */ // page.evaluate bodies run in the browser
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../scripts/lib/apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { devApi, signedInPage } from './first-frame.mjs';

const require = createRequire(path.join(ROOT, 'e2e/package.json'));
const { chromium } = require('@playwright/test');

async function openSide(browser, hostUrl, backendUrl, name, { host = false, coins = 0 } = {}) {
  const { userId } = await devApi(backendUrl, '/dev/api/users', { userName: name });
  if (coins)
    await devApi(backendUrl, '/dev/api/ledger', { userId, amount: coins, reason: 'bench' });
  if (host)
    await devApi(backendUrl, '/dev/api/users/host', { userId, isHost: true, callPrice: 10 });
  return { userId, name, ...(await signedInPage(browser, hostUrl, backendUrl, userId, name)) };
}

/**
 * Installs a watcher in the page that stores Date.now() in window[key] once `selector` is in the
 * document (MutationObserver) — and, with `frame`, once that video has its first frame
 * (videoWidth > 0, checked every 2 ms). Returns at once; `readMark` waits for the value.
 */
const watch = (page, key, selector, frame = false) =>
  page.evaluate(
    ([k, sel, fr]) => {
      window[k] = 0;
      const done = () => {
        const el = document.querySelector(sel);
        return !!el && (!fr || el.videoWidth > 0);
      };
      const mark = () => {
        if (window[k] || !done()) return false;
        window[k] = Date.now();
        return true;
      };
      if (fr) {
        const t = setInterval(() => mark() && clearInterval(t), 2);
        return;
      }
      const obs = new MutationObserver(() => mark() && obs.disconnect());
      obs.observe(document.body, { childList: true, subtree: true, attributes: true });
      mark();
    },
    [key, selector, frame],
  );
const readMark = async (page, key) => {
  await page.waitForFunction((k) => window[k] > 0, key, { timeout: 30000 });
  return page.evaluate((k) => window[k], key);
};

/** Clicks the first button under `selector` whose text is `text` (any, if null); Date.now() at the click. */
const tap = (page, selector, text = null) =>
  page.evaluate(
    ([sel, txt]) => {
      const b = [...document.querySelectorAll(sel)].find(
        (x) => txt === null || x.textContent === txt,
      );
      if (!b) throw new Error(`no ${sel} ${txt ?? ''}`);
      const t0 = Date.now();
      b.click();
      return t0;
    },
    [selector, text],
  );

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { medianMs: s[Math.floor((s.length - 1) / 2)], maxMs: s[s.length - 1], runs: xs };
};

export async function benchCall(hostUrl, backendUrl, runs = 10) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const tag = Date.now().toString(36).slice(-5);
  const ring = [];
  const frame = [];
  const callerFrame = [];
  try {
    const b = await openSide(browser, hostUrl, backendUrl, `Bench Host ${tag}`, { host: true });
    const a = await openSide(browser, hostUrl, backendUrl, `Bench Caller ${tag}`, {
      coins: 100_000,
    });
    // "Once" per call location, already confirmed for SearchPage (102): the card's Call tap calls.
    await a.page.goto(`${hostUrl}/search`);
    await a.page.evaluate(() => {
      localStorage.setItem('livcam.call.priceTipMode', JSON.stringify('once'));
      localStorage.setItem('livcam.call.priceConfirmed', JSON.stringify([102]));
    });
    await a.page.reload();
    await b.page.goto(`${hostUrl}/shop`);
    await a.page
      .getByRole('searchbox', { name: 'Search hosts by name or ID' })
      .fill(String(b.userId));
    const callSel = `button[aria-label="Call ${b.name}"]`;
    await a.page.locator(callSel).waitFor();
    for (let i = 0; i < runs; i++) {
      await watch(b.page, '__bellAt', '[role="dialog"][aria-label="Incoming video call"]');
      const t0 = await tap(a.page, callSel);
      ring.push((await readMark(b.page, '__bellAt')) - t0);
      await b.page
        .getByRole('dialog', { name: 'Incoming video call' })
        .getByRole('button', { name: 'Accept' })
        .waitFor();
      await watch(b.page, '__frameAt', 'video[aria-label="Their video"]', true);
      await watch(a.page, '__frameAt', 'video[aria-label="Their video"]', true);
      const t1 = await tap(
        b.page,
        '[role="dialog"][aria-label="Incoming video call"] button',
        'Accept',
      );
      frame.push((await readMark(b.page, '__frameAt')) - t1);
      callerFrame.push((await readMark(a.page, '__frameAt')) - t1);
      if (process.env.BENCH_DEBUG)
        console.error('run', i, ring.at(-1), frame.at(-1), callerFrame.at(-1));
      // Hang up (with the confirm) and wait until both sides are back to idle.
      await a.page.getByRole('button', { name: 'Hang up' }).click();
      await a.page.getByRole('button', { name: 'End call' }).click();
      await b.page
        .getByRole('dialog', { name: `Video call with ${a.name}` })
        .waitFor({ state: 'hidden' });
      await a.page
        .getByRole('dialog', { name: `Video call with ${b.name}` })
        .waitFor({ state: 'hidden' });
      await a.page.waitForTimeout(500);
    }
    await Promise.all([a.context.close(), b.context.close()]);
  } finally {
    await browser.close();
  }
  return {
    target: { tapToRingMs: 200, acceptToFrameMs: 1000 },
    tapToRingMs: stats(ring),
    acceptToFrameMs: stats(frame),
    acceptToCallerFrameMs: stats(callerFrame),
    note: 'tap "Call <host>" on SearchPage (price confirm already given) → callee ring bell; Accept → callee first remote frame (and caller)',
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { startAll } = await import('../scripts/lib/servers.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livcam-bench-call-'));
  const app = await startAll({ profile: 'e2e', dataDir, allowTestApi: true, quiet: true });
  try {
    console.log(
      JSON.stringify(
        await benchCall(app.hostUrl, app.backendUrl, Number(process.env.RUNS || 10)),
        null,
        2,
      ),
    );
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
