// Security bench: what the realtime gateway holds and admits under the two resource
// attacks the review found, with the gateway's default limits (bench/gateway-run.ts with
// BENCH_LIMITS=defaults, its own process, loopback only). Measures, never asserts.
// - peerFlood: one signed-in user sends 60 KB peer messages to 600 user ids (all treated as
//   existing: the worst case; the app also refuses ids that do not exist). Without its limits
//   the gateway kept ~38 MB for 10 minutes. Reports accepted / refused, the bytes the logs hold,
//   and the gateway process's RSS before and after.
// - unauthSockets: 200 sockets opened at once that never authenticate: how many were admitted,
//   how many refused (HTTP 429), and how long until the admitted ones were closed.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect, startGateway } from './gateway.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(HERE, '..', 'backend/package.json'));
const WebSocket = require('ws');

const PAYLOAD = 'x'.repeat(60 * 1024);
const MB = (n) => Math.round((n / 1024 / 1024) * 10) / 10;

async function peerFlood(port, stats) {
  const before = await stats();
  const pending = new Map();
  const ws = await connect(port, 'attacker', (f) => {
    const done = pending.get(f.ref);
    if (!done) return;
    pending.delete(f.ref);
    done(f);
  });
  const tally = {};
  const started = Date.now();
  for (let i = 0; i < 600; i++) {
    const cid = `c${i}`;
    const reply = new Promise((r) => pending.set(cid, r));
    ws.send(JSON.stringify({ type: 'peer', cid, to: String(500_000 + i), payload: PAYLOAD }));
    const f = await reply;
    const key = f.type === 'ok' ? 'ok' : f.code;
    tally[key] = (tally[key] ?? 0) + 1;
    if (f.code === 'rate_limited') await new Promise((r) => setTimeout(r, 50));
  }
  const after = await stats();
  ws.terminate();
  return {
    messages: 600,
    answers: tally,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    logMB: MB(after.stats.logBytes),
    rssBeforeMB: MB(before.rss),
    rssAfterMB: MB(after.rss),
  };
}

async function unauthSockets(port, stats) {
  const started = Date.now();
  const results = await Promise.all(
    [...Array(200).keys()].map(
      () =>
        new Promise((resolve) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/rtm`);
          ws.on('unexpected-response', (_req, res) => resolve({ refused: res.statusCode }));
          ws.on('open', () =>
            ws.on('close', (code) => resolve({ closedAfterMs: Date.now() - started, code })),
          );
          ws.on('error', () => undefined);
        }),
    ),
  );
  const admitted = results.filter((r) => r.closedAfterMs !== undefined);
  return {
    opened: 200,
    admitted: admitted.length,
    refused429: results.filter((r) => r.refused === 429).length,
    closedAfterMs: Math.max(0, ...admitted.map((r) => r.closedAfterMs)),
    closeCodes: [...new Set(admitted.map((r) => r.code))],
    unauthedLeft: (await stats()).stats.unauthed,
  };
}

export async function benchSecurity() {
  const gw = startGateway({ BENCH_LIMITS: 'defaults' });
  try {
    const { port } = await gw.ready;
    return {
      peerFlood: await peerFlood(port, gw.stats),
      unauthSockets: await unauthSockets(port, gw.stats),
    };
  } finally {
    await gw.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  console.log(JSON.stringify(await benchSecurity(), null, 1));
