// A bench's child process speaking JSON lines (the live benches' servers and load processes):
// `node --import tsx <file>` in backend/ (its dependencies), stdout read one JSON value per line
// (a library's stray line skipped), `{error}` lines turned into rejections.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(HERE, '..');

/**
 * `next(ms)` waits for the child's next line; `ask(cmd, ms)` writes one command line and waits
 * for the answer; `stop()` closes its stdin (the children exit on that) and waits for the exit.
 */
export function jsonChild(file, args, { nodeArgs = [], env = {} } = {}) {
  const proc = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(HERE, file), ...args],
    {
      cwd: path.join(ROOT, 'backend'),
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    },
  );
  const waiters = [];
  readline.createInterface({ input: proc.stdout }).on('line', (l) => {
    let v;
    try {
      v = JSON.parse(l);
    } catch {
      return; // a library's stray output line
    }
    waiters.shift()?.(v);
  });
  const next = (ms = 120_000) =>
    new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`${file} did not answer`)), ms);
      waiters.push((v) => (clearTimeout(t), v.error ? reject(new Error(v.error)) : resolve(v)));
    });
  const ask = (cmd, ms) => {
    const p = next(ms);
    proc.stdin.write(`${JSON.stringify(cmd)}\n`);
    return p;
  };
  const exited = new Promise((r) => proc.once('exit', r));
  return { proc, next, ask, stop: () => (proc.stdin.end(), exited) };
}
