/**
 * The viewers for bench/live-viewers.mjs, in their own process (so the broadcaster's CPU is its
 * own figure): each viewer is what the web app runs in the local mode, the SDK's Messaging and
 * its local Media joined as audience, with werift as the RTCPeerConnection (backend/test/call/
 * media.ts), counting the whole VP8 frames it receives. Sockets come from 127.0.0.2, .3, …
 * (50 viewers an address), as viewers on different machines would: the gateway admits 64
 * sockets per client address.
 * Setup JSON (the server's first line) in argv[2]; one JSON line per command on stdin:
 *   {"cmd":"add","total":N}     → {viewers, joinMs, failed}  (joins until N viewers receive video)
 *   {"cmd":"measure","ms":T}    → {fps:[...], lostPackets, cpu, at}  (frames/s per viewer over T)
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import type * as Werift from '../../backend/node_modules/werift';
// ws from the backend's dependencies (this folder has none of its own).
import { WebSocket } from '../../backend/test/realtime/helpers';
import { createLocalMedia } from '../../shared-sdk/src/realtime/media/local';
import { createMessaging } from '../../shared-sdk/src/realtime/messaging';
import type { WebSocketCtor } from '../../shared-sdk/src/realtime/local/wire';
import type { Media, Messaging } from '../../shared-sdk/src/realtime/types';

interface Setup {
  port: number;
  channel: string;
  viewers: Array<{ userId: number; rtmToken: string }>;
}
interface Viewer {
  messaging: Messaging;
  media: Media;
  frames: number;
  packets: number;
  lost: number;
  lastSeq: number | null;
}

/**
 * werift for the viewers, its CommonJS build (the bench runs with cwd backend/), with one fix
 * to its DTLS client: a second HelloVerifyRequest (the server answered the client's first
 * ClientHello and its retransmission, 500 ms later) ends werift's handshake with an error
 * (flight3.ts `if (this.dtls.flight === 3) throw`), so on a loaded machine a simulated viewer
 * fails where a browser (whose DTLS ignores the duplicate, RFC 6347 §4.2.1) would not. The fix
 * ignores the duplicate. The broadcaster is the DTLS server here (it offers actpass and the
 * viewer answers active, as Chromium does) and runs unpatched.
 */
const requireBackend = createRequire(path.join(process.cwd(), 'package.json'));
const werift = requireBackend('werift') as typeof Werift;
const { Flight3 } = requireBackend(
  path.join(
    path.dirname(requireBackend.resolve('werift')),
    '../../dtls/src/flight/client/flight3.js',
  ),
) as {
  Flight3: { prototype: { exec(this: { dtls: { flight: number } }, req: unknown): Promise<void> } };
};
const exec = Flight3.prototype.exec;
Flight3.prototype.exec = function (req) {
  if (this.dtls.flight >= 3) return Promise.resolve(); // a duplicate HelloVerifyRequest
  return exec.call(this, req);
};

/** werift as a browser's RTCPeerConnection (backend/test/call/media.ts LoopbackPC, same config). */
class LoopbackPC extends werift.RTCPeerConnection {
  constructor(config: object = {}) {
    super({
      ...config,
      iceAdditionalHostAddresses: ['127.0.0.1'],
      iceUseIpv6: false,
      bundlePolicy: 'max-bundle',
    } as never);
  }
  override get localDescription() {
    const d = super.localDescription;
    return d && Object.assign(d, { toJSON: () => ({ type: d.type, sdp: d.sdp }) });
  }
}

/** What the viewers' connections went through (ICE restarts, failures). */
const pcStats = {
  created: 0,
  restarts: 0,
  states: {} as Record<string, number>,
  failures: [] as string[],
};
class CountingPC extends LoopbackPC {
  constructor(config: object = {}) {
    super(config);
    const born = performance.now();
    pcStats.created++;
    this.connectionStateChange.subscribe((s) => {
      pcStats.states[s] = (pcStats.states[s] ?? 0) + 1;
      if (s === 'failed' && pcStats.failures.length < 10)
        pcStats.failures.push(
          `ice ${this.iceConnectionState} dtls ${this.dtlsTransports.map((t) => t.state).join(',')} signaling ${this.signalingState} after ${Math.round(performance.now() - born)} ms`,
        );
    });
  }
  override restartIce() {
    pcStats.restarts++;
    return super.restartIce();
  }
}

const setup = JSON.parse(process.argv[2] ?? '{}') as Setup;
const PER_ADDRESS = 50;
const BATCH = 10; // joins at once (the gateway admits 16 unauthenticated sockets per address)
const viewers: Viewer[] = [];
const out = (v: unknown) => process.stdout.write(`${JSON.stringify(v)}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const socketFrom = (localAddress: string) =>
  class extends WebSocket {
    constructor(url: string) {
      super(url, { localAddress });
    }
  } as unknown as WebSocketCtor;

async function join(i: number): Promise<Viewer> {
  const u = setup.viewers[i];
  if (!u) throw new Error(`no viewer account ${i}`);
  const messaging = createMessaging(
    {
      provider: 'local',
      token: u.rtmToken,
      url: '/rtm',
      expiresAt: Date.now() + 3_600_000,
      userId: String(u.userId),
    },
    {
      apiBase: `http://127.0.0.1:${setup.port}`,
      WebSocket: socketFrom(`127.0.0.${2 + Math.floor(i / PER_ADDRESS)}`),
    },
  );
  await messaging.login();
  const media = createLocalMedia({
    messaging,
    RTCPeerConnection: CountingPC as unknown as typeof RTCPeerConnection,
    // werift has no framesDecoded: keep the SDK's first-frame poll from costing this process.
    firstFramePollMs: 5_000,
    waitTimeoutMs: 10_000,
  });
  const v: Viewer = { messaging, media, frames: 0, packets: 0, lost: 0, lastSeq: null };
  media.on('user-published', (e) => {
    if (e.kind !== 'video') return;
    (e.track as unknown as Werift.MediaStreamTrack).onReceiveRtp.subscribe((p) => {
      v.packets++;
      const seq = p.header.sequenceNumber;
      if (v.lastSeq !== null) v.lost += Math.max(0, ((seq - v.lastSeq + 0x10000) & 0xffff) - 1);
      v.lastSeq = seq;
      if (p.header.marker) v.frames++;
    });
  });
  await media.join(setup.channel, 'audience');
  return v;
}

/**
 * Joins until `total` viewers, BATCH at a time, each batch receiving video before the next
 * joins: viewers arriving over seconds, as they do, not one burst of DTLS handshakes that this
 * one process (standing in for every viewer's own machine) would take longer than the SDK's ICE
 * stall limit to finish (the viewer then restarts ICE: README "Joins").
 */
async function add(total: number) {
  const t0 = Date.now();
  let failed = 0;
  while (viewers.length < total) {
    const batch = Array.from({ length: Math.min(BATCH, total - viewers.length) }, (_, k) =>
      join(viewers.length + k),
    );
    const joined: Viewer[] = [];
    for (const r of await Promise.allSettled(batch)) {
      if (r.status === 'fulfilled') joined.push(r.value);
      else failed++;
    }
    viewers.push(...joined);
    const end = Date.now() + 20_000;
    while (joined.some((v) => v.frames === 0) && Date.now() < end) await sleep(50);
    if (failed > total) break;
  }
  return {
    viewers: viewers.length,
    receiving: viewers.filter((v) => v.frames > 0).length,
    joinMs: Date.now() - t0,
    failed,
    pcs: pcStats,
  };
}

async function measure(ms: number) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const start = viewers.map((v) => ({ frames: v.frames, lost: v.lost }));
  await sleep(ms);
  const secs = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return {
    fps: viewers.map((v, i) => (v.frames - (start[i]?.frames ?? 0)) / secs),
    lostPackets: viewers.reduce((n, v, i) => n + v.lost - (start[i]?.lost ?? 0), 0),
    pcs: pcStats,
    cpuPercent: ((cpu.user + cpu.system) / 1000 / (secs * 1000)) * 100,
    secs,
  };
}

const rl = readline.createInterface({ input: process.stdin });
let chain: Promise<void> = Promise.resolve();
rl.on('line', (line) => {
  const c = JSON.parse(line) as { cmd: string; total?: number; ms?: number };
  chain = chain
    .then(async () => {
      if (c.cmd === 'add') out(await add(Number(c.total)));
      else if (c.cmd === 'measure') out(await measure(Number(c.ms)));
      else out({ error: `unknown command ${c.cmd}` });
    })
    .catch((e) => void out({ error: String(e?.stack ?? e) }));
});
rl.on('close', () => {
  void Promise.allSettled(
    viewers.map((v) => v.media.leave().then(() => v.messaging.logout())),
  ).finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 5_000).unref();
});
out({ ready: true });
