import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './helpers';

// The backend as the scripts start it (src/main.ts through tsx): it stops by itself when the
// process named in EXIT_WITH_PID is gone, so a crashed test runner leaves no server behind.

const ROOT = path.join(__dirname, '..');

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

test('the backend stops when the process it was told to follow is gone', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livcam-backend-exit-'));
  // Stands in for the test runner: a process that lives until we kill it.
  const parent = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    stdio: 'ignore',
  });
  const port = await freePort();
  const backend = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'src/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        EXIT_WITH_PID: String(parent.pid),
      },
      stdio: 'ignore',
    },
  );
  try {
    await waitForHealth(`http://127.0.0.1:${port}/health`, backend);
    const exited = new Promise<number | null>((r) => backend.once('exit', (code) => r(code)));
    parent.kill('SIGKILL'); // dies without any clean-up, as a crashed runner does
    expect(await exited).toBe(0);
  } finally {
    parent.kill('SIGKILL');
    backend.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
