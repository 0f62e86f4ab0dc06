/**
 * The real backend (buildApp: verification, SQLite, the chat module, the realtime gateway) in one
 * process for bench/chat-backend.mjs. Makes PAIRS friend pairs, prints
 * `{"port":N,"users":[{userId,loginToken,deviceId,rtmToken}]}` once listening, on stdin "stats"
 * prints its CPU time and memory; exits when stdin closes. Nothing else runs in this process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../backend/src/app';
import { sessionId } from '../backend/src/modules/accounts/service';

async function main(): Promise<void> {
  const PAIRS = Number(process.argv[2] ?? 16);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livcam-chat-bench-'));
  const app = await buildApp({ dataDir, devPages: false });
  const { accounts, chat } = app.services;
  const users: Array<{ userId: number; loginToken: string; deviceId: string; rtmToken: string }> =
    [];
  for (let i = 0; i < PAIRS * 2; i++) {
    const userId = accounts.createUser({ userName: `Bench ${i}` });
    const deviceId = `bench-device-${i}`;
    const loginToken = accounts.issueToken(userId, deviceId);
    // The gateway admits a realtime token only with a live login session behind it.
    const rtmToken = app.services.rtmTokens.issue(userId, { sid: sessionId(loginToken) }).token;
    users.push({ userId, deviceId, loginToken, rtmToken });
  }
  for (let i = 0; i < PAIRS; i++)
    chat.relations.befriend(users[i]!.userId, users[i + PAIRS]!.userId, Date.now());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  process.stdout.write(
    `${JSON.stringify({ port: typeof addr === 'object' && addr?.port, users })}\n`,
  );

  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (d: string) => {
    if (d.includes('stats'))
      process.stdout.write(
        `${JSON.stringify({ cpu: process.cpuUsage(), rss: process.memoryUsage().rss })}\n`,
      );
  });
  process.stdin.on('end', () => {
    void app.close().finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
void main();
