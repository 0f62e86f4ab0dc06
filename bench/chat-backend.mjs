// Chat backend bench: the backend's IM send + fan-out rate in one process.
// The real backend (bench/chat-backend-server.ts: buildApp with request verification, SQLite,
// the chat module and the realtime gateway) runs alone in one process; a second process
// (bench/chat-backend-load.ts) sends signed POST /facade/api/im/v1/send requests over loopback
// with a window in flight and receives every 1040 push on the receivers' WebSockets.
// Reports messages/s (pushes delivered per second) and p50/p99 of the HTTP answer and of
// send → push received, plus the server's CPU time per message. Targets: ≥ 5,000
// msg/s with p99 ≤ 20 ms. Measures, never asserts. `node bench/chat-backend.mjs` prints it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(HERE, '..');
const TSX = path.join(ROOT, 'backend/node_modules/.bin/tsx');
const PAIRS = 16;

function lines(child) {
  const rl = readline.createInterface({ input: child.stdout });
  const waiters = [];
  rl.on('line', (l) => waiters.shift()?.(JSON.parse(l)));
  return (ms = 60_000) =>
    new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('bench child did not answer')), ms);
      waiters.push((v) => (clearTimeout(t), resolve(v)));
    });
}

export async function benchChatBackend({ window = 32 } = {}) {
  // SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the backend.
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(HERE, 'chat-backend-server.ts'), String(PAIRS)],
    {
      cwd: path.join(ROOT, 'backend'),
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const next = lines(server);
  try {
    const setup = await next();
    const before = await (server.stdin.write('stats\n'), next());
    const load = spawn(TSX, [path.join(HERE, 'chat-backend-load.ts'), JSON.stringify(setup)], {
      cwd: path.join(ROOT, 'backend'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, WINDOW: String(window) },
    });
    const result = await lines(load)(120_000);
    const after = await (server.stdin.write('stats\n'), next());
    const cpuMs = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000;
    return {
      ...result,
      // CPU of the backend process over the whole load (warm-up included), per message sent.
      serverCpuMsPerMessage: Math.round((cpuMs / (result.measuredMessages + 500)) * 1000) / 1000,
      serverRssMB: Math.round(after.rss / 1048576),
      note: 'HTTP send with full verification (signature, timestamp, nonce in SQLite), store, conversation rows, 1040 push over the gateway to a real WebSocket; backend alone in one process, load in another on the same 2 cores',
    };
  } finally {
    server.stdin.end();
    await new Promise((r) => server.once('exit', r));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchChatBackend(), null, 2));
}
