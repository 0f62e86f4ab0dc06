/**
 * The real backend (buildApp with the test API, SQLite, the realtime gateway, the call module and
 * the seeded hosts' agents) in one process for bench/hostpeer.mjs. Prints `{"port":N}` once
 * listening, then answers one JSON line per command read on stdin:
 *   {"cmd":"user"}                      → {userId, rtmToken}  (a signed-in caller with coins)
 *   {"cmd":"call", userId, hostId}      → {roomNum}           (the host online, answering at once)
 *   {"cmd":"stats", roomNum}            → {answeredAt, peerConnectedAt, framesSent}
 *   {"cmd":"hangup", userId, roomNum}   → {state}
 *   {"cmd":"sockets"}                   → {udp}               (UDP sockets bound, once settled)
 * Exits when stdin closes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Socket as UdpSocket } from 'node:dgram';
import { buildApp } from '../../backend/src/app';
import { sessionId } from '../../backend/src/modules/accounts/service';

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livcam-hostpeer-bench-'));
  const app = await buildApp({ dataDir, allowTestApi: true, devPages: false });
  const dev = async (url: string, payload: object) => {
    const j = (await app.inject({ method: 'POST', url, payload })).json();
    if (j.code !== 200) throw new Error(`${url}: ${j.code} ${j.msg}`);
    return j.data;
  };
  await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
  const addr = app.server.address();
  const out = (v: unknown) => process.stdout.write(`${JSON.stringify(v)}\n`);
  out({ port: typeof addr === 'object' && addr?.port });

  const { calls } = app.services;
  const origin = `http://127.0.0.1:${typeof addr === 'object' && addr?.port}`;
  const handle = async (c: Record<string, unknown>): Promise<unknown> => {
    switch (c.cmd) {
      case 'user': {
        const { userId } = await dev('/dev/api/users', { userName: 'Bench caller' });
        await dev('/dev/api/ledger', { userId, amount: 10_000, idempotencyKey: `bench-${userId}` });
        const { loginToken } = await dev('/dev/api/session', { userId });
        return { userId, rtmToken: app.services.rtmTokens.issue(userId, { sid: sessionId(loginToken) }).token };
      }
      case 'call': {
        const hostId = Number(c.hostId);
        await dev('/dev/api/hosts/behaviour', { hostId, status: 2, answer: 'answer', ringMs: 0 });
        const view = calls.launch(Number(c.userId), { calleeUserId: hostId, callLocation: 101 }, origin);
        return { roomNum: view.roomNum };
      }
      case 'stats': {
        const room = calls.store.get(String(c.roomNum));
        const peer = app.hostAgents?.agents.get(String(c.roomNum))?.currentPeer;
        return {
          answeredAt: room?.answered_at ?? null,
          peerConnectedAt: peer?.connectedAt ?? null,
          framesSent: peer?.sent.frames ?? 0,
        };
      }
      case 'sockets': {
        // The process's bound UDP sockets (werift's ICE sockets), counted once closing has
        // settled: the same figure for 300 ms, at most 3 s.
        const count = () =>
          (process as unknown as { _getActiveHandles(): unknown[] })
            ._getActiveHandles()
            .filter((h) => h instanceof UdpSocket).length;
        let last = count();
        for (let stable = 0, t = 0; stable < 3 && t < 30; t++) {
          await new Promise((r) => setTimeout(r, 100));
          const n = count();
          stable = n === last ? stable + 1 : 0;
          last = n;
        }
        return { udp: last };
      }
      case 'hangup':
        return { state: calls.move(Number(c.userId), String(c.roomNum), 'hangup').state };
      default:
        throw new Error(`unknown command ${String(c.cmd)}`);
    }
  };
  const rl = readline.createInterface({ input: process.stdin });
  rl.on('line', (line) => {
    handle(JSON.parse(line) as Record<string, unknown>).then(out, (e: Error) => out({ error: e.message }));
  });
  rl.on('close', () => {
    void app.close().finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
void main();
