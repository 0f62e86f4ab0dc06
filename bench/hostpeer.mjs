// Seeded host answers → first video frame at the caller (seeded hosts answer with
// real video; target ≤ 1.5 s on loopback). The real backend runs alone in a child process
// (bench/hostpeer/server.ts); the caller is Chromium running the SDK's own local Messaging and
// Media (bench/hostpeer/page.ts, bundled with esbuild) with the fake camera. Per run: a new
// signed-in caller, a call to a seeded host that answers at once, and the time from the caller's
// "connected" push (the host answered) to the first decoded frame painted in its <video>
// (requestVideoFrameCallback), plus the frames painted in the next second (a moving picture) and,
// from the server, answer → the host's peer connected. 10 runs; median and max. Measures, never
// asserts. Also the UDP sockets the backend has bound before the runs and after them (hung up,
// settled): werift's ICE sockets, which must all be given back (2 stayed per call).
// Run alone: `node bench/hostpeer.mjs` (BENCH_SHOT=path saves the first run's video;
// BENCH_HOSTPEER_RUNS=n for another number of runs).
/* global window */ // page.evaluate bodies run in the browser
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(HERE, '..');
const require = createRequire(path.join(ROOT, 'e2e/package.json'));
const { chromium } = require('@playwright/test');
const esbuild = createRequire(path.join(ROOT, 'package.json'))('esbuild');
const RUNS = 10;
const FIRST_HOST = 10001;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round = (x) => Math.round(x);

function startServer() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(HERE, 'hostpeer/server.ts')],
    {
      cwd: path.join(ROOT, 'backend'),
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const waiters = [];
  readline
    .createInterface({ input: child.stdout })
    .on('line', (l) => waiters.shift()?.(JSON.parse(l)));
  const next = (ms = 60_000) =>
    new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('bench server did not answer')), ms);
      waiters.push((v) => (clearTimeout(t), v.error ? reject(new Error(v.error)) : resolve(v)));
    });
  const ask = (cmd) => {
    const p = next();
    child.stdin.write(`${JSON.stringify(cmd)}\n`);
    return p;
  };
  return { child, ready: next(), ask, stop: () => child.stdin.end() };
}

export async function benchHostPeer({
  runs = Number(process.env.BENCH_HOSTPEER_RUNS) || RUNS,
  shot = process.env.BENCH_SHOT,
} = {}) {
  const bundle = await esbuild.build({
    entryPoints: [path.join(HERE, 'hostpeer/page.ts')],
    bundle: true,
    format: 'iife',
    target: 'chrome120',
    write: false,
    // The Agora providers load only when chosen; this page uses the local one.
    external: ['agora-rtc-sdk-ng', 'agora-rtm-sdk'],
  });
  const script = bundle.outputFiles[0].text;
  const server = startServer();
  const { port } = await server.ready;
  const apiBase = `http://127.0.0.1:${port}`;
  // The caller's page from its own loopback server (a page Chromium cannot place on this machine
  // may not open loopback sockets: local network access checks).
  const html = `<!doctype html><meta charset="utf-8"><body style="margin:0;background:#111">
<video muted playsinline style="width:288px;height:384px;object-fit:cover"></video><script>${script}</script></body>`;
  const pageServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(html);
  });
  await new Promise((r) => pageServer.listen(0, '127.0.0.1', r));
  const pageUrl = `http://127.0.0.1:${pageServer.address().port}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  const sockets = {};
  try {
    sockets.before = (await server.ask({ cmd: 'sockets' })).udp;
    for (let i = 0; i < runs; i++) {
      const hostId = FIRST_HOST + (i % 47);
      const { userId, rtmToken } = await server.ask({ cmd: 'user' });
      const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
      const page = await context.newPage();
      if (process.env.BENCH_DEBUG) page.on('console', (m) => console.error(`[caller] ${m.text()}`));
      await page.goto(pageUrl);
      const result = page.evaluate(
        ([a, t, u, h]) => window.benchCall(a, t, u, h),
        [apiBase, rtmToken, String(userId), String(hostId)],
      );
      result.catch(() => undefined); // awaited below; a failure before that is reported there
      await page.waitForFunction(() => window.benchReady === true, null, { timeout: 30_000 });
      const { roomNum } = await server.ask({ cmd: 'call', userId, hostId });
      const r = await result;
      const s = await server.ask({ cmd: 'stats', roomNum });
      if (i === 0 && shot) await page.locator('video').screenshot({ path: shot });
      rows.push({ ...r, answerToPeerConnectedMs: s.peerConnectedAt - s.answeredAt });
      await server.ask({ cmd: 'hangup', userId, roomNum });
      await page.evaluate(() => window.benchLeave());
      await context.close();
    }
    sockets.afterCalls = (await server.ask({ cmd: 'sockets' })).udp;
  } finally {
    await browser.close();
    server.stop();
    pageServer.close();
  }
  const first = rows.map((r) => r.firstFrameMs);
  const peer = rows.map((r) => r.answerToPeerConnectedMs);
  return {
    runs: rows.length,
    answerToFirstFrameMs: {
      median: round(median(first)),
      max: round(Math.max(...first)),
      all: first.map(round),
    },
    answerToHostPeerConnectedMs: { median: round(median(peer)), max: round(Math.max(...peer)) },
    framesPaintedInNextSecond: {
      median: median(rows.map((r) => r.framesInOneSecond)),
      min: Math.min(...rows.map((r) => r.framesInOneSecond)),
    },
    videoSize: rows[0]?.size,
    udpSocketsBound: { ...sockets, calls: rows.length },
    targetMs: 1500,
    note: 'from the caller receiving the host\'s 1050 "connected" push to the first decoded frame painted (requestVideoFrameCallback); the caller joins the media only then, as the app does',
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchHostPeer().then(
    (r) => console.log(JSON.stringify(r, null, 2)),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
