// Gateway bench: the realtime gateway (backend/src/realtime) in its own process via
// tsx (bench/gateway-run.ts), driven from this process with `ws` clients over loopback only.
// - messagesPerSecond: peer messages delivered per second through that one process
//   (PAIRS sender→receiver pairs, a window of frames in flight each; ~3 s, bounded by count).
// - fanout1000: one channel publish until all 1,000 subscribers have it (median of RUNS).
// Measures, never asserts. `node bench/gateway.mjs` prints the result.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(HERE, '..');
const require = createRequire(path.join(ROOT, 'backend/package.json'));
const WebSocket = require('ws');

const PAIRS = 8;
const WINDOW = 64; // peer frames in flight per sender
const DURATION_MS = 3000;
const MAX_MESSAGES = 400_000;
const SUBSCRIBERS = 1000;
const RUNS = 5;

export function startGateway(env = {}) {
  const child = spawn(
    path.join(ROOT, 'backend/node_modules/.bin/tsx'),
    [path.join(HERE, 'gateway-run.ts')],
    {
      cwd: path.join(ROOT, 'backend'),
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = readline.createInterface({ input: child.stdout });
  const waiters = [];
  lines.on('line', (l) => waiters.shift()?.(JSON.parse(l)));
  const next = (ms = 20_000) =>
    new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('gateway-run did not answer')), ms);
      waiters.push((v) => (clearTimeout(t), resolve(v)));
    });
  return {
    child,
    ready: next(),
    stats: () => (child.stdin.write('stats\n'), next()),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.stdin.end();
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

/** An authenticated socket; `onFrame` sees every parsed server frame after `welcome`. */
export function connect(port, userId, onFrame = () => {}) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/rtm`);
    const t = setTimeout(() => reject(new Error(`connect ${userId} timed out`)), 10_000);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: `bench:${userId}` })));
    ws.on('error', reject);
    ws.on('message', (data) => {
      const f = JSON.parse(data.toString());
      if (f.type === 'welcome') {
        clearTimeout(t);
        ws.on('message', (d) => onFrame(JSON.parse(d.toString())));
        resolve(ws);
      }
    });
  });
}

async function connectMany(port, ids, onFrame) {
  const out = [];
  for (let i = 0; i < ids.length; i += 100)
    out.push(...(await Promise.all(ids.slice(i, i + 100).map((id) => connect(port, id, onFrame)))));
  return out;
}

const closeAll = (sockets) => sockets.forEach((ws) => ws.terminate());
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

async function peerThroughput(port) {
  let received = 0;
  let sent = 0;
  let stop = false;
  const receivers = await connectMany(
    port,
    Array.from({ length: PAIRS }, (_, i) => `r${i}`),
    (f) => f.type === 'peer' && received++,
  );
  const started = performance.now();
  const done = new Promise((resolve) => {
    let open = PAIRS;
    for (let i = 0; i < PAIRS; i++) {
      let inFlight = 0;
      let ws;
      const pump = () => {
        while (!stop && inFlight < WINDOW && sent < MAX_MESSAGES) {
          inFlight++;
          sent++;
          ws.send(
            JSON.stringify({ type: 'peer', cid: String(sent), to: `r${i}`, payload: { n: sent } }),
          );
        }
        if ((stop || sent >= MAX_MESSAGES) && inFlight === 0 && --open === 0) resolve();
      };
      connect(port, `s${i}`, (f) => {
        if (f.type === 'ok' || f.type === 'error') {
          inFlight--;
          pump();
        }
      }).then((s) => ((ws = s), senders.push(s), pump()));
    }
  });
  const senders = [];
  const timer = setTimeout(() => (stop = true), DURATION_MS);
  await done;
  clearTimeout(timer);
  const elapsed = performance.now() - started;
  // Frames already acknowledged are delivered; wait briefly for the last ones to land.
  const until = performance.now() + 2000;
  while (received < sent && performance.now() < until) await new Promise((r) => setTimeout(r, 10));
  closeAll([...receivers, ...senders]);
  return {
    sent,
    received,
    seconds: round(elapsed / 1000, 2),
    messagesPerSecond: Math.round(received / (elapsed / 1000)),
  };
}

async function fanout(port) {
  let pending = 0;
  let onAll = () => {};
  const subscribers = await connectMany(
    port,
    Array.from({ length: SUBSCRIBERS }, (_, i) => `f${i}`),
    (f) => f.type === 'msg' && --pending === 0 && onAll(),
  );
  // Subscribe everyone, waiting for each `ok`.
  await Promise.all(
    subscribers.map(
      (ws, i) =>
        new Promise((resolve) => {
          const h = (d) => {
            const f = JSON.parse(d.toString());
            if (f.type !== 'ok' || f.ref !== `sub${i}`) return;
            ws.off('message', h);
            resolve();
          };
          ws.on('message', h);
          ws.send(JSON.stringify({ type: 'sub', cid: `sub${i}`, channel: 'bench-fanout' }));
        }),
    ),
  );
  const publisher = await connect(port, 'publisher');
  const runs = [];
  for (let r = 0; r < RUNS; r++) {
    pending = SUBSCRIBERS;
    const all = new Promise((resolve) => (onAll = resolve));
    const t0 = performance.now();
    publisher.send(
      JSON.stringify({ type: 'pub', cid: `p${r}`, channel: 'bench-fanout', payload: { r } }),
    );
    await Promise.race([
      all,
      new Promise((_, rej) => setTimeout(() => rej(new Error('fan-out timed out')), 10_000)),
    ]);
    runs.push(round(performance.now() - t0, 2));
    await new Promise((res) => setTimeout(res, 50));
  }
  closeAll([...subscribers, publisher]);
  return { ms: median(runs), subscribers: SUBSCRIBERS, runsMs: runs };
}

export async function benchGateway() {
  const gw = startGateway();
  try {
    const { port } = await gw.ready;
    const cpu0 = (await gw.stats()).cpu;
    const peer = await peerThroughput(port);
    const cpu1 = (await gw.stats()).cpu;
    const fanout1000 = await fanout(port);
    return {
      messagesPerSecond: peer.messagesPerSecond,
      fanout1000,
      detail: {
        peer: { ...peer, pairs: PAIRS, window: WINDOW },
        gatewayCpuMsDuringPeer: Math.round(
          (cpu1.user + cpu1.system - cpu0.user - cpu0.system) / 1000,
        ),
        note: 'gateway in its own process (tsx), clients in this one; loopback; rate limiter raised',
      },
    };
  } finally {
    await gw.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchGateway(), null, 2));
}
