// A live's first frame through the served app (local provider: the backend's gateway for
// signalling, its werift broadcaster for media, backend/src/modules/livemedia):
// - tap: a signed-in user on LivCam taps "Watch <host>'s live. N watching" in the Popular live
//   row → the room's first painted video frame (requestVideoFrameCallback on the room's <video>)
//   and the moment the room shows it (the element's opacity turns on). Between runs the user
//   leaves the live (Escape → Leave) and waits out the entry lock (spec 3 §4).
// - swipe: in a room at 1366×860, ArrowDown / ArrowUp in turn (the desktop's swipe, the same
//   engine event as a touch swipe) → the neighbour live's first painted frame.
// Phases from the page's own clock: the join answer (resource timing of joinLiveStudio), the
// peer connection made, the host's offer set, connected, the first video RTP packet and the
// first decoded frame (getStats polled every 10 ms), first paint, shown. After the first paint,
// the frames painted in the next 2 s and the longest gap between two painted frames (a burst
// that froze or stuttered the picture shows there). 10 runs each; median and max; the load
// average and cores beside them. Measures, never asserts.
// Run alone: `node bench/live-room.mjs` (starts the e2e servers itself; RUNS=n; BENCH_SHOT=path
// saves each tap's first painted picture as path-<run>.png).
/* global document, window, getComputedStyle */ // page bodies run in the browser
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

const ENTRY_LOCK_WAIT_MS = 3_500; // LIVE_ENTRY_LOCK_MS (3 s) and a margin
const ROOM = '[role="dialog"][aria-label^="Live of "]';

/** Installed before the app: every RTCPeerConnection's milestones, on Date.now(). */
function instrument() {
  performance.setResourceTimingBufferSize(100_000); // the join answers of every run
  const Native = window.RTCPeerConnection;
  window.__pcs = [];
  window.__pcObjs = [];
  window.RTCPeerConnection = class extends Native {
    constructor(...a) {
      super(...a);
      const rec = { createdAt: Date.now() };
      window.__pcs.push(rec);
      window.__pcObjs.push(this);
      const srd = this.setRemoteDescription.bind(this);
      this.setRemoteDescription = (d) => {
        if (d?.type === 'offer' && !rec.offerAt) rec.offerAt = Date.now();
        return srd(d);
      };
      this.addEventListener('connectionstatechange', () => {
        if (this.connectionState === 'connected' && !rec.connectedAt) {
          rec.connectedAt = Date.now();
          const poll = setInterval(async () => {
            if (this.connectionState !== 'connected') return clearInterval(poll);
            const s = await this.getStats().catch(() => null);
            s?.forEach((r) => {
              if (r.type !== 'inbound-rtp' || r.kind !== 'video') return;
              if (r.packetsReceived > 0 && !rec.firstRtpAt) rec.firstRtpAt = Date.now();
              if (r.framesDecoded > 0 && !rec.decodedAt) rec.decodedAt = Date.now();
            });
            if (rec.decodedAt) clearInterval(poll);
          }, 10);
        }
      });
    }
  };
}

/** Arms the watch of the next room video's first painted frame (a new element or a new stream). */
const armPaint = (page) =>
  page.evaluate((sel) => {
    const old = document.querySelector(`${sel} video`);
    const oldStream = old?.srcObject ?? null;
    window.__paint = { pcsBefore: window.__pcs.length };
    const p = window.__paint;
    const t = setInterval(() => {
      const v = document.querySelector(`${sel} video`);
      if (!v || !v.srcObject || v.srcObject === oldStream) return;
      if (!p.watching) {
        p.watching = true;
        const times = [];
        const onFrame = (_now, meta) => {
          const at = Date.now();
          if (!p.paintAt) {
            p.paintAt = at;
            // The first painted picture itself (BENCH_SHOT): a broken reference would show here.
            if (window.__shoot) {
              const c = document.createElement('canvas');
              [c.width, c.height] = [v.videoWidth, v.videoHeight];
              c.getContext('2d').drawImage(v, 0, 0);
              p.shot = c.toDataURL('image/png');
            }
          }
          times.push({ at, mediaTime: meta.mediaTime });
          if (at - p.paintAt < 2_000) v.requestVideoFrameCallback(onFrame);
          else p.after = times;
        };
        v.requestVideoFrameCallback(onFrame);
      }
      if (!p.shownAt && getComputedStyle(v).opacity !== '0') p.shownAt = Date.now();
      if (p.shownAt && p.paintAt) clearInterval(t);
    }, 5);
  }, ROOM);

/** What the page shows when a run got no frame (recorded, and the runs go on). */
const failure = (page) =>
  page.evaluate((sel) => {
    const room = document.querySelector(sel);
    const v = room?.querySelector('video');
    return {
      failed: true,
      room: room?.getAttribute('aria-label') ?? null,
      status: room?.getAttribute('data-status') ?? null,
      stream: !!v?.srcObject,
      peers: window.__pcObjs.map((pc) => pc.connectionState),
      text: (room?.textContent ?? document.body.textContent ?? '').slice(0, 200),
    };
  }, ROOM);

/** Waits for the run's marks and returns them relative to t0 (or what the page showed). */
async function readRun(page, t0) {
  const ok = await page
    .waitForFunction(() => window.__paint?.after && window.__paint.shownAt, null, {
      timeout: 30_000,
    })
    .then(
      () => true,
      () => false,
    );
  if (!ok) return failure(page);
  return page.evaluate(async (start) => {
    const p = window.__paint;
    const video = {};
    const stats = await window.__pcObjs.at(-1)?.getStats();
    stats?.forEach((r) => {
      if (r.type !== 'inbound-rtp' || r.kind !== 'video') return;
      for (const k of [
        'framesDecoded',
        'keyFramesDecoded',
        'framesDropped',
        'freezeCount',
        'pliCount',
        'nackCount',
      ])
        video[k] = r[k];
    });
    const pc = window.__pcs[window.__pcs.length - 1] ?? {};
    const join = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('joinLiveStudio'))
      .map((e) => performance.timeOrigin + e.responseEnd)
      .filter((at) => at >= start)[0];
    const rel = (at) => (at ? Math.round(at - start) : null);
    const after = p.after;
    let maxGap = 0;
    for (let i = 1; i < after.length; i++) maxGap = Math.max(maxGap, after[i].at - after[i - 1].at);
    const mediaAdvance = after.length > 1 ? after.at(-1).mediaTime - after[0].mediaTime : 0;
    return {
      joinAnswer: rel(join),
      pcCreated: rel(pc.createdAt),
      offerSet: rel(pc.offerAt),
      connected: rel(pc.connectedAt),
      firstRtp: rel(pc.firstRtpAt),
      decoded: rel(pc.decodedAt),
      firstPaint: rel(p.paintAt),
      shown: rel(p.shownAt),
      peerConnections: window.__pcs.length - p.pcsBefore,
      framesIn2s: after.length - 1,
      maxGapMs: Math.round(maxGap),
      mediaSecondsIn2s: Math.round(mediaAdvance * 100) / 100,
      ...video,
    };
  }, t0);
}

const summary = (all) => {
  const rows = all.filter((r) => !r.failed);
  const out = { runs: all.length, failed: all.length - rows.length };
  for (const k of Object.keys(rows[0] ?? {})) {
    const xs = rows.map((r) => r[k]).filter((x) => typeof x === 'number');
    if (!xs.length) continue;
    const s = [...xs].sort((a, b) => a - b);
    out[k] = { median: s[Math.floor((s.length - 1) / 2)], max: s.at(-1), min: s[0] };
  }
  return out;
};

async function leave(page) {
  if (await page.locator(ROOM).count()) {
    await page.keyboard.press('Escape');
    // A playing room asks first; an ended one closes at once.
    const confirm = page.getByRole('button', { name: 'Leave', exact: true });
    const room = page.locator(ROOM);
    await Promise.race([
      confirm.waitFor({ timeout: 30_000 }).then(() => confirm.click()),
      room.waitFor({ state: 'detached', timeout: 30_000 }),
    ]).catch(() => undefined);
    await room.waitFor({ state: 'detached' });
  }
  await page.waitForTimeout(ENTRY_LOCK_WAIT_MS);
}

export async function benchLiveRoom(hostUrl, backendUrl, runs = 10) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const load = [os.loadavg()];
  const tap = [];
  const swipe = [];
  try {
    const tag = Date.now().toString(36).slice(-5);
    const { userId } = await devApi(backendUrl, '/dev/api/users', { userName: `Bench ${tag}` });
    const { page, context } = await signedInPage(browser, hostUrl, backendUrl, userId, 'viewer');
    await context.addInitScript(instrument);
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.goto(`${hostUrl}/`);
    if (process.env.BENCH_SHOT) await page.evaluate(() => (window.__shoot = true));
    const row = page.getByRole('region', { name: 'Popular live' });
    const cards = row.getByRole('button', { name: /^Watch .+'s live\. \d+ watching$/ });
    await cards.first().waitFor({ timeout: 60_000 });
    for (let i = 0; i < runs; i++) {
      await armPaint(page);
      const t0 = await cards.nth(i % 4).evaluate((b) => {
        const at = Date.now();
        b.click();
        return at;
      });
      tap.push(await readRun(page, t0));
      const shot = await page.evaluate(() => window.__paint.shot);
      if (shot && process.env.BENCH_SHOT) {
        const file = process.env.BENCH_SHOT.replace(/(\.png)?$/, `-${i}.png`);
        fs.writeFileSync(file, Buffer.from(shot.split(',')[1], 'base64'));
      }
      if (process.env.BENCH_DEBUG) console.error('tap', i, JSON.stringify(tap.at(-1)));
      await leave(page);
    }
    // Swipes: one room; after each first frame (and the entry lock) ArrowDown → the next live,
    // then ArrowUp → back to the previous one (the list's end never stops the runs).
    await armPaint(page);
    await cards.first().click();
    await readRun(page, Date.now());
    for (let i = 0; i < runs; i++) {
      await page.waitForTimeout(ENTRY_LOCK_WAIT_MS);
      await armPaint(page);
      const t0 = await page.evaluate(() => Date.now());
      await page.keyboard.press(i % 2 ? 'ArrowUp' : 'ArrowDown');
      swipe.push(await readRun(page, t0));
      if (process.env.BENCH_DEBUG) console.error('swipe', i, JSON.stringify(swipe.at(-1)));
    }
    await leave(page);
    await context.close();
  } finally {
    await browser.close();
  }
  load.push(os.loadavg());
  return {
    target: { tapToFirstFrameMs: 1000, swipeToFirstFrameMs: 1000, swipePreparedMs: 500 },
    tap: summary(tap),
    swipe: summary(swipe),
    runs: { tap, swipe },
    conditions: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadAverageBefore: load[0].map((x) => Math.round(x * 100) / 100),
      loadAverageAfter: load[1].map((x) => Math.round(x * 100) / 100),
    },
    note: 'ms from the tap (or ArrowDown) on the page clock: joinAnswer, pcCreated, offerSet, connected, firstRtp, decoded (getStats every 10 ms), firstPaint (rVFC), shown (video visible); framesIn2s / maxGapMs / mediaSecondsIn2s after the first paint',
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { startAll } = await import('../scripts/lib/servers.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livcam-bench-live-room-'));
  const app = await startAll({ profile: 'e2e', dataDir, allowTestApi: true, quiet: true });
  try {
    const r = await benchLiveRoom(app.hostUrl, app.backendUrl, Number(process.env.RUNS || 10));
    console.log(JSON.stringify({ tap: r.tap, swipe: r.swipe, conditions: r.conditions }, null, 2));
    if (process.env.BENCH_OUT) fs.writeFileSync(process.env.BENCH_OUT, JSON.stringify(r, null, 2));
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
