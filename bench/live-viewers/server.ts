/**
 * The broadcaster for bench/live-viewers.mjs: the real backend (buildApp: SQLite, the realtime
 * gateway) with the lives' media (backend/src/modules/livemedia) in one process, one seeded live
 * on air. Nothing else runs here, so this process's CPU is the broadcaster's (and its gateway's).
 * Prints `{port, channel, viewers:[{userId, rtmToken}]}` once on air, then one JSON line per
 * command read on stdin:
 *   {"cmd":"stats"} → {cpu, rss, viewers, peers, frames, rebases, lagMs, sent}
 * Exits when stdin closes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../backend/src/app';
import { sessionId } from '../../backend/src/modules/accounts/service';
import { out, serveCommands, startFailed } from '../backend-child';
import {
  attachLiveMedia,
  liveMediaChannel,
  type LiveMedia,
} from '../../backend/src/modules/livemedia';

const HOST = 10001;
const CHANNEL_ID = 'bench';

async function main(): Promise<void> {
  const users = Number(process.argv[2] ?? 300);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livcam-live-bench-'));
  let live: LiveMedia | null = null;
  const app = await buildApp({
    dataDir,
    devPages: false,
    // Only the bench's own live: no seeded schedule, no broadcasts of the app's lives.
    live: { plan: [], broadcasts: false },
    // No cap: the bench finds where one process stops keeping up.
    extend: (a, s) => void (live = attachLiveMedia(a, s, { maxViewers: users })),
  });
  const { accounts } = app.services;
  const viewers = Array.from({ length: users }, (_, i) => {
    const userId = accounts.createUser({ userName: `Viewer ${i}` });
    const loginToken = accounts.issueToken(userId, `bench-viewer-${i}`);
    return {
      userId,
      rtmToken: app.services.rtmTokens.issue(userId, { sid: sessionId(loginToken) }).token,
    };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const media = live as unknown as LiveMedia;
  const channel = liveMediaChannel(CHANNEL_ID);
  // The live service's decision, made here for the bench: any signed-in user may watch.
  app.services.realtime.channels.openLive(channel, HOST, { audience: 'signed-in' });
  await media.startBroadcast(CHANNEL_ID, HOST);
  const addr = app.server.address();
  out({ port: typeof addr === 'object' && addr?.port, channel, viewers });

  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  serveCommands(app, dataDir, (cmd) => {
    if (cmd !== 'stats') return null;
    const b = media.broadcast(CHANNEL_ID);
    const feeds = [...(b?.feeds().values() ?? [])];
    const stats = {
      cpu: process.cpuUsage(),
      at: performance.now(),
      rss: process.memoryUsage().rss,
      viewers: media.viewerCount(CHANNEL_ID),
      peers: b?.peers ?? 0,
      frames: b?.packetizer.stats.frames ?? 0,
      rebases: b?.packetizer.stats.rebases ?? 0,
      // Event-loop delay since the last stats (ms): a broadcaster behind its clock shows here.
      lagMs: { p50: lag.percentile(50) / 1e6, p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 },
      sent: feeds.map((f) => f.stats.frames),
      agent: b ? { ...b.stats, signalsWaiting: b.signalsWaiting } : null,
      pictureLoss: feeds.reduce((n, f) => n + f.stats.pictureLoss, 0),
    };
    lag.reset();
    return stats;
  });
}
void main().catch(startFailed);
