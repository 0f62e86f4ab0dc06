// Live viewers of one seeded live (livemedia: one packetizer, the same payloads forwarded to
// every viewer's werift connection): how many concurrent viewers one backend process feeds at
// ≥ 9 frames/s each (the clip is 10 fps). The broadcaster is the real backend alone in a child
// process (bench/live-viewers/server.ts); the viewers run in a second process
// (bench/live-viewers/load.ts): the SDK's Messaging and local Media as audience over werift, the
// way the web app watches in the local mode. Steps of 25, 50, 100, 150, … viewers; per step,
// after the new viewers receive video and 3 s of settling, a 10 s window: frames/s per viewer
// (received: median, min, and how many reach 9), the broadcaster's CPU % (of one core) and event
// loop delay, the viewers' process CPU %, the load average. Stops after the first step where a
// viewer falls under 9 frames/s (or at MAX). Measures, never asserts. `node bench/live-viewers.mjs`.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { jsonChild } from './json-child.mjs';

const STEPS = (process.env.BENCH_LIVE_STEPS ?? '25,50,100,150,200,250,300,350,400')
  .split(',')
  .map(Number);
const MAX = Number(process.env.BENCH_LIVE_MAX ?? STEPS.at(-1));
const TARGET_FPS = 9;
const SETTLE_MS = 3_000;
const WINDOW_MS = Number(process.env.BENCH_LIVE_WINDOW_MS ?? 10_000);

const round1 = (x) => Math.round(x * 10) / 10;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export async function benchLiveViewers({ steps = STEPS.filter((n) => n <= MAX) } = {}) {
  const loadBefore = os.loadavg();
  // SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the broadcaster.
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = jsonChild('live-viewers/server.ts', [String(Math.max(...steps))], { nodeArgs });
  const setup = await server.next();
  const viewers = jsonChild('live-viewers/load.ts', [JSON.stringify(setup)]);
  await viewers.next();
  const rows = [];
  try {
    for (const n of steps) {
      const joined = await viewers.ask({ cmd: 'add', total: n }, 300_000);
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      const s0 = await server.ask({ cmd: 'stats' });
      const m = await viewers.ask({ cmd: 'measure', ms: WINDOW_MS }, WINDOW_MS + 60_000);
      const s1 = await server.ask({ cmd: 'stats' });
      const wallMs = s1.at - s0.at;
      const cpuMs = (s1.cpu.user + s1.cpu.system - s0.cpu.user - s0.cpu.system) / 1000;
      const row = {
        viewers: n,
        receiving: joined.receiving,
        connectedAtServer: s1.viewers,
        joinMs: joined.joinMs,
        failedJoins: joined.failed,
        fps: {
          median: round1(median(m.fps)),
          min: round1(Math.min(...m.fps)),
          atLeast9: m.fps.filter((f) => f >= TARGET_FPS).length,
        },
        broadcastFps: round1(((s1.frames - s0.frames) / wallMs) * 1000),
        lostPackets: m.lostPackets,
        broadcasterCpuPercent: round1((cpuMs / wallMs) * 100),
        broadcasterLoopDelayMs: { p99: round1(s1.lagMs.p99), max: round1(s1.lagMs.max) },
        broadcasterClockRebases: s1.rebases - s0.rebases,
        broadcasterRssMB: Math.round(s1.rss / 1048576),
        viewersProcessCpuPercent: round1(m.cpuPercent),
        loadAverage1m: round1(os.loadavg()[0]),
        broadcaster: { ...s1.agent, pictureLoss: s1.pictureLoss },
        viewerConnections: m.pcs,
      };
      rows.push(row);
      console.log('liveViewers step', JSON.stringify(row));
      if (row.fps.min < TARGET_FPS || row.receiving < n) break;
    }
  } finally {
    await viewers.stop();
    await server.stop();
  }
  const ok = rows.filter((r) => r.fps.min >= TARGET_FPS && r.receiving === r.viewers);
  return {
    target: { viewers: 100, fpsEach: TARGET_FPS },
    viewersAtTarget: ok.at(-1)?.viewers ?? 0,
    firstStepBelow: rows.find((r) => !ok.includes(r))?.viewers ?? null,
    steps: rows,
    conditions: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadAverageBefore: loadBefore.map(round1),
      clip: '192×256 VP8 10 fps (one keyframe per 2 s loop, ~1.15 packets a frame) + Opus 20 ms',
      note: 'broadcaster = the backend alone in one process (gateway + livemedia); viewers = SDK local Media as audience over werift in a second process on the same 2 cores; fps = whole VP8 frames received per viewer over the window',
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchLiveViewers(), null, 2));
}
