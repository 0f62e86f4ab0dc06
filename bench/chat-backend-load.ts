/**
 * The load side of bench/chat-backend.mjs (its own process): signs requests with the SDK's own
 * signRequest, as the web app does, sends POST /facade/api/im/v1/send over keep-alive HTTP on
 * loopback with WINDOW requests in flight, and receives every 1040 push on the receivers' real
 * WebSockets. Prints one JSON line: messages/s (delivered pushes over the wall time) and
 * latency percentiles of the HTTP answer and of send → push received. Bounded in count and time.
 */
import http from 'node:http';
import WebSocket from 'ws';
import { signedPost } from './signed-post';

interface BenchUser {
  userId: number;
  loginToken: string;
  deviceId: string;
  rtmToken: string;
}
const { port, users } = JSON.parse(process.argv[2] ?? '{}') as { port: number; users: BenchUser[] };
const WINDOW = Number(process.env.WINDOW ?? 32);
const WARMUP = 500;
const MAX_MESSAGES = Number(process.env.MAX_MESSAGES ?? 30_000);
const DURATION_MS = Number(process.env.DURATION_MS ?? 5_000);
const pairs = users.length / 2;
const agent = new http.Agent({ keepAlive: true, maxSockets: WINDOW });

const pending = new Map<string, number>(); // messageUuid → send start (ms, hrtime)
const answerMs: number[] = [];
const deliverMs: number[] = [];
let delivered = 0;
let measuring = false;
const now = () => Number(process.hrtime.bigint()) / 1e6;

function connect(u: BenchUser): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/rtm`);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: u.rtmToken })));
    ws.on('error', reject);
    // Refused (a bad token, too many sockets): say so instead of waiting for a welcome forever.
    ws.on('close', (code, why) =>
      reject(new Error(`socket closed before welcome: ${code} ${why}`)),
    );
    ws.on('message', (raw) => {
      const f = JSON.parse(raw.toString()) as { type: string; payload?: { messageUuid?: string } };
      if (f.type === 'welcome') return resolve(ws);
      const id = f.type === 'push' ? f.payload?.messageUuid : undefined;
      const t0 = id ? pending.get(id) : undefined;
      if (id && t0 !== undefined) {
        pending.delete(id);
        if (measuring) {
          deliverMs.push(now() - t0);
          delivered++;
        }
      }
    });
  });
}

let seq = 0;
async function sendOne(from: BenchUser, to: BenchUser): Promise<void> {
  const messageUuid = `bench-${process.pid}-${++seq}`;
  const body = JSON.stringify({
    messageUuid,
    message: `hello ${seq}`,
    messageType: 1,
    receiveUserId: to.userId,
    sendUserId: from.userId,
    routeType: 0,
    platformType: 4,
  });
  let t0 = 0;
  const j = await signedPost({
    port,
    agent,
    pathname: '/facade/api/im/v1/send',
    session: from,
    body,
    sending: () => {
      t0 = now();
      pending.set(messageUuid, t0);
    },
  });
  if (j.code !== 200) throw new Error(`send failed: ${j.code} ${j.msg}`);
  if (measuring) answerMs.push(now() - t0);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0) * 100) / 100;
};

async function main(): Promise<void> {
  const sockets = await Promise.all(users.slice(pairs).map(connect));
  let sent = 0;
  let stopAt = Infinity;
  let started = now();
  async function worker(w: number): Promise<void> {
    for (;;) {
      if (sent >= MAX_MESSAGES + WARMUP || now() > stopAt) return;
      const i = (sent + w) % pairs;
      sent++;
      if (sent === WARMUP) {
        measuring = true;
        stopAt = now() + DURATION_MS;
        started = now();
      }
      await sendOne(users[i]!, users[i + pairs]!);
    }
  }
  await Promise.all(Array.from({ length: WINDOW }, (_, w) => worker(w)));
  const waitEnd = now() + 2000;
  while (pending.size > 0 && now() < waitEnd) await new Promise((r) => setTimeout(r, 5));
  const wallMs = now() - started;
  for (const ws of sockets) ws.close();
  agent.destroy();
  process.stdout.write(
    `${JSON.stringify({
      pairs,
      window: WINDOW,
      measuredMessages: answerMs.length,
      delivered,
      lostPushes: pending.size,
      wallMs: Math.round(wallMs),
      messagesPerSecond: Math.round((delivered / wallMs) * 1000),
      sendAnswerMs: { p50: pct(answerMs, 50), p99: pct(answerMs, 99), max: pct(answerMs, 100) },
      sendToPushMs: { p50: pct(deliverMs, 50), p99: pct(deliverMs, 99), max: pct(deliverMs, 100) },
    })}\n`,
  );
  process.exit(0);
}
void main();
