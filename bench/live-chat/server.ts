/**
 * The backend for bench/live-chat.mjs: the real app (buildApp: request verification, SQLite, the
 * live service, the realtime gateway) alone in one process, one live of a seeded host on, VIEWERS
 * signed-in viewers and one sender admitted to it (the live service's own join, as
 * joinLiveStudio does; the room clock off, so nobody times out while the bench runs). Prints
 * `{port, channel, viewers:[{userId, rtmToken}], sender:{userId, loginToken, deviceId}}` once
 * listening, then answers {"cmd":"stats"} with its CPU time, memory and the gateway's counters.
 * Exits when stdin closes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../backend/src/app';
import { sessionId } from '../../backend/src/modules/accounts/service';
import { out, serveCommands, startFailed } from '../backend-child';

const HOST = 10001;

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 1_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livcam-live-chat-bench-'));
  const app = await buildApp({
    dataDir,
    devPages: false,
    live: { plan: [], roomClock: false, broadcasts: false },
  });
  const { accounts, live, rtmTokens } = app.services;
  const on = live.start(HOST, { source: 'test' });
  const channel = `live-${on.id}`;
  const person = (i: number) => {
    const userId = accounts.createUser({ userName: `Viewer ${i}` });
    const deviceId = `bench-live-chat-${i}`;
    const loginToken = accounts.issueToken(userId, deviceId);
    live.join({ kind: 'user', userId }, channel, 'http://127.0.0.1');
    const rtmToken = rtmTokens.issue(userId, { sid: sessionId(loginToken) }).token;
    return { userId, deviceId, loginToken, rtmToken };
  };
  const viewers = Array.from({ length: count }, (_, i) => person(i));
  const sender = person(count);
  // The gateway's part of each chat message: its one pass over the channel's sockets (timed here,
  // around the real call; the live service reaches the gateway through this same object).
  const gateway = app.services.realtime;
  const pushToChannel = gateway.pushToChannel.bind(gateway);
  const fanOutMs: number[] = [];
  gateway.pushToChannel = (ch, msg) => {
    const t0 = performance.now();
    const n = pushToChannel(ch, msg);
    if (n >= count) fanOutMs.push(performance.now() - t0);
    return n;
  };
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  out({
    port: typeof addr === 'object' && addr?.port,
    channel,
    viewers: viewers.map(({ userId, rtmToken }) => ({ userId, rtmToken })),
    sender: { userId: sender.userId, loginToken: sender.loginToken, deviceId: sender.deviceId },
  });

  serveCommands(app, dataDir, (cmd) =>
    cmd === 'stats'
      ? {
          cpu: process.cpuUsage(),
          at: performance.now(),
          rss: process.memoryUsage().rss,
          gateway: app.services.realtime.stats(),
          fanOutMs,
        }
      : null,
  );
}
void main().catch(startFailed);
