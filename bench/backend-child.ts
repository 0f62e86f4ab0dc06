/**
 * What the live benches' backend children share (live-viewers/server.ts, live-chat/server.ts):
 * one JSON line out per answer, one command read per stdin line, and on stdin's end the app
 * closed and its data folder removed before the process exits.
 */
import fs from 'node:fs';
import readline from 'node:readline';
import type { FastifyInstance } from 'fastify';

export const out = (v: unknown) => process.stdout.write(`${JSON.stringify(v)}\n`);

/** Answers each `{"cmd": …}` line with `answer(cmd)`; exits when stdin closes. */
export function serveCommands(
  app: FastifyInstance,
  dataDir: string,
  answer: (cmd: string) => unknown,
): void {
  const rl = readline.createInterface({ input: process.stdin });
  rl.on('line', (line) => {
    const c = JSON.parse(line) as { cmd: string };
    out(answer(c.cmd) ?? { error: `unknown command ${c.cmd}` });
  });
  rl.on('close', () => {
    void app.close().finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}

/** A start-up failure: one `{error}` line (the parent rejects with it), then exit. */
export function startFailed(e: unknown): void {
  out({ error: String((e as Error)?.stack ?? e) });
  process.exit(1);
}
