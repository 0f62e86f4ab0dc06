// Live chat fan-out (spec issue target: one message to 1,000 subscribed sockets, p99 ≤ 50 ms):
// the real backend alone in a child process (bench/live-chat/server.ts: buildApp with request
// verification, SQLite, the live service, the realtime gateway; one live of a seeded host with
// VIEWERS + 1 viewers admitted by the live service), the viewers in a second process
// (bench/live-chat/load.ts: 1,000 lean WebSocket clients speaking the gateway protocol — auth,
// `sub` to the live channel — from 127.0.0.2, .3, …, 50 an address). One viewer sends
// MESSAGES chat messages through the real HTTP API (signed POST sendChannelMsg), PACE_MS apart
// (the live chat rate limit allows 5 in 10 s); each socket stamps each message's arrival.
// Reports send → received over all deliveries (p50/p99/max), the last socket's per message, the
// HTTP answer, missing and duplicate deliveries, the server's and the viewers' process CPU (one
// core = 100 %), the load average before and after. Measures, never asserts.
// `node bench/live-chat.mjs` prints it; `node bench/run.mjs liveChat` records it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonChild } from './json-child.mjs';

const VIEWERS = Number(process.env.BENCH_LIVE_CHAT_VIEWERS ?? 1_000);
const MESSAGES = Number(process.env.BENCH_LIVE_CHAT_MESSAGES ?? 50);
const PACE_MS = Number(process.env.BENCH_LIVE_CHAT_PACE_MS ?? 2_100);

const round1 = (x) => Math.round(x * 10) / 10;
const summary = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p) => round1(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0);
  return { p50: at(50), p99: at(99), max: at(100), n: s.length };
};

export async function benchLiveChat() {
  const loadBefore = os.loadavg().map(round1);
  const server = jsonChild('live-chat/server.ts', [String(VIEWERS)]);
  const load = { proc: null };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'live-chat-'));
  try {
    const setup = await server.next();
    const setupFile = path.join(tmp, 'setup.json');
    fs.writeFileSync(setupFile, JSON.stringify(setup));
    const viewers = jsonChild('live-chat/load.ts', [setupFile], {
      env: { MESSAGES: String(MESSAGES), PACE_MS: String(PACE_MS) },
    });
    load.proc = viewers;
    const joined = await viewers.next();
    const ask = () => server.ask({ cmd: 'stats' });
    const s0 = await ask();
    viewers.proc.stdin.write('go\n');
    const m = await viewers.next((MESSAGES + 2) * PACE_MS + 120_000);
    const s1 = await ask();
    const wallMs = s1.at - s0.at;
    const cpuMs = (s1.cpu.user + s1.cpu.system - s0.cpu.user - s0.cpu.system) / 1000;
    return {
      target: { sockets: 1_000, p99Ms: 50 },
      ...m,
      connectMs: Math.round(joined.connectMs),
      serverCpuPercent: round1((cpuMs / wallMs) * 100),
      serverCpuMsPerMessage: round1(cpuMs / (MESSAGES + m.warmupMessages)),
      serverRssMB: Math.round(s1.rss / 1048576),
      // The gateway's synchronous pass over the 1,000 sockets per message (warm-up excluded).
      serverFanOutMs: summary(s1.fanOutMs.slice(m.warmupMessages)),
      gatewaySockets: s0.gateway.sockets,
      conditions: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        loadAverageBefore: loadBefore,
        loadAverageAfter: os.loadavg().map(round1),
        client:
          'lean ws clients speaking the gateway protocol (auth, sub), not the SDK store; one process for all 1,000',
        note: 'backend alone in one process (HTTP verification, live service, gateway); viewers and sender in a second process on the same cores; send → received measured on the viewers process clock from just before the HTTP request',
      },
    };
  } finally {
    await load.proc?.stop();
    await server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchLiveChat(), null, 2));
}
