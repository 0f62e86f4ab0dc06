import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The same servers `pnpm start` uses, on the e2e ports, with a fresh database per run.
import { startAll } from '../../scripts/lib/servers.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livcam-e2e-'));
  const app = await startAll({ profile: 'e2e', dataDir, allowTestApi: true, quiet: true });
  return async () => {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
