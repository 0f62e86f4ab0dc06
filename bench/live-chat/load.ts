/**
 * The viewers' side of bench/live-chat.mjs (its own process): VIEWERS lean WebSocket clients
 * speaking the gateway's protocol (auth with the viewer's realtime token, `sub` to the live
 * channel; what the SDK's local messaging does, without its store), from 127.0.0.2, .3, …
 * (50 sockets an address: the gateway admits 64 per client address), and one sender posting
 * signed POST /live/live/audience/sendChannelMsg (the SDK's signRequest, as the web app) MESSAGES
 * times, PACE_MS apart (the live chat rate limit: 5 in 10 s, one a second). Each socket stamps the
 * arrival of each chat message; send → received is measured on this process's one clock from
 * just before the HTTP request. Prints one JSON line. Bounded in count and time.
 */
import fs from 'node:fs';
import http from 'node:http';
// The backend's own `ws` (bench has no dependencies of its own).
import { WebSocket } from '../../backend/test/realtime/helpers';
import { signedPost, type BenchSession } from '../signed-post';

interface Setup {
  port: number;
  channel: string;
  viewers: Array<{ userId: number; rtmToken: string }>;
  sender: BenchSession;
}
// The setup is a file: 1,000 tokens are more than one command-line argument may hold.
const setup = JSON.parse(fs.readFileSync(process.argv[2] as string, 'utf8')) as Setup;
const MESSAGES = Number(process.env.MESSAGES ?? 50);
/** Messages sent first and not counted (the server's first requests warm its code up). */
const WARMUP = Number(process.env.WARMUP ?? 2);
const TOTAL = WARMUP + MESSAGES;
const PACE_MS = Number(process.env.PACE_MS ?? 2_100);
const PER_ADDRESS = 50;
const CONNECT_AT_ONCE = 10;
const MARK = 'bench-live-chat-';

const now = () => Number(process.hrtime.bigint()) / 1e6;
const sentAt: number[] = [];
/** Per message: send → received at each socket (ms). */
const arrivals: number[][] = Array.from({ length: TOTAL }, () => []);
let duplicates = 0;

function connect(v: Setup['viewers'][number], i: number): Promise<WebSocket> {
  const localAddress = `127.0.0.${2 + Math.floor(i / PER_ADDRESS)}`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${setup.port}/rtm`, { localAddress });
    const seen = new Set<number>();
    const timer = setTimeout(
      () => reject(new Error(`viewer ${i}: no subscription in time`)),
      30_000,
    );
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: v.rtmToken })));
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const at = now();
      const text = raw.toString();
      const mark = text.indexOf(MARK);
      if (mark >= 0) {
        const n = Number.parseInt(text.slice(mark + MARK.length), 10);
        const t0 = sentAt[n];
        if (t0 === undefined) return;
        if (seen.has(n)) duplicates++;
        else arrivals[n]?.push(at - t0);
        seen.add(n);
        return;
      }
      const f = JSON.parse(text) as { type: string; ref?: string; code?: string };
      if (f.type === 'welcome')
        ws.send(JSON.stringify({ type: 'sub', cid: 's', channel: setup.channel }));
      else if (f.ref === 's') {
        clearTimeout(timer);
        if (f.type === 'ok') resolve(ws);
        else reject(new Error(`viewer ${i}: sub refused: ${f.code}`));
      }
    });
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** Sends chat message `n`; answers the HTTP answer's time (ms). */
async function send(n: number): Promise<number> {
  const j = await signedPost({
    port: setup.port,
    agent,
    pathname: '/live/live/audience/sendChannelMsg',
    session: setup.sender,
    query: { audienceId: String(setup.sender.userId) },
    body: JSON.stringify({ liveStudioChannelId: setup.channel, content: `${MARK}${n}` }),
    sending: () => (sentAt[n] = now()),
  });
  if (j.code !== 200) throw new Error(`sendChannelMsg: ${j.code} ${j.msg}`);
  return now() - (sentAt[n] as number);
}

const pct = (sorted: number[], p: number) =>
  Math.round(
    (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10,
  ) / 10;
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: pct(s, 50), p99: pct(s, 99), max: pct(s, 100), n: s.length };
};

async function main(): Promise<void> {
  const t = now();
  const sockets: WebSocket[] = [];
  for (let i = 0; i < setup.viewers.length; i += CONNECT_AT_ONCE)
    sockets.push(
      ...(await Promise.all(
        setup.viewers.slice(i, i + CONNECT_AT_ONCE).map((v, k) => connect(v, i + k)),
      )),
    );
  const connectMs = now() - t;
  process.stdout.write(`${JSON.stringify({ subscribed: sockets.length, connectMs })}\n`);
  // Wait for the go (the parent reads the server's CPU before and after the window).
  await new Promise<void>((r) => process.stdin.once('data', () => r()));
  const cpu0 = process.cpuUsage();
  const w0 = now();
  const answers: number[] = [];
  for (let n = 0; n < TOTAL; n++) {
    const start = now();
    answers.push(await send(n));
    const wait = PACE_MS - (now() - start);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  const lastBy = now() + 5_000;
  while (arrivals.some((a) => a.length < sockets.length) && now() < lastBy)
    await new Promise((r) => setTimeout(r, 50));
  const cpu = process.cpuUsage(cpu0);
  const wallMs = now() - w0;
  const measured = arrivals.slice(WARMUP);
  const answerMs = answers.slice(WARMUP);
  const all = measured.flat();
  process.stdout.write(
    `${JSON.stringify({
      sockets: sockets.length,
      messages: MESSAGES,
      warmupMessages: WARMUP,
      paceMs: PACE_MS,
      deliveries: all.length,
      missing: MESSAGES * sockets.length - all.length,
      duplicates,
      sendToReceivedMs: summary(all),
      lastSocketPerMessageMs: summary(measured.map((a) => Math.max(...a))),
      firstSocketPerMessageMs: summary(measured.map((a) => Math.min(...a))),
      httpAnswerMs: summary(answerMs),
      viewersProcessCpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / wallMs) * 1000) / 10,
      wallMs: Math.round(wallMs),
    })}\n`,
  );
  for (const ws of sockets) ws.terminate();
  process.exit(0);
}
void main().catch((e) => {
  process.stdout.write(`${JSON.stringify({ error: String(e?.stack ?? e) })}\n`);
  process.exit(1);
});
