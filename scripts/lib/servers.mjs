// Static servers for the built host and remotes, each on its own origin, the way a deployment
// serves them; plus the backend as a child process. Used by `pnpm up`, e2e and bench.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import sirv from 'sirv';
import { ROOT, REMOTES, PROFILES, HOSTNAME, distOf, appConfigFor } from './apps.mjs';
import { PRECOMPRESSED, cacheControlFor } from './delivery.mjs';

/**
 * Serves a dist folder. Remotes answer with CORS headers (the host fetches their manifests
 * cross-origin). The host is a single-page app: unknown paths get index.html, and
 * /app-config.json is answered from memory (it is deploy-time config, not a build output).
 * Delivery (docs/DELIVERY.md): precompressed brotli/gzip files, hashed files cached for a year,
 * everything else revalidated. The host's SPA fallback is app.html (the app without the
 * pre-rendered landing, which only index.html and the /tr|gb|nl/ roots carry).
 */
/** Source maps are for error tooling, not for every visitor: served only with SERVE_SOURCEMAPS=1. */
const isSourceMap = (url) => /\.map$/i.test(decodeURIComponent((url ?? '').split('?')[0]));

export function serveDir(
  dir,
  port,
  { spa = false, appConfig = null, sourceMaps = process.env.SERVE_SOURCEMAPS === '1' } = {},
) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} is not built (no index.html). Run: corepack pnpm build`);
  }
  const files = sirv(dir, {
    single: spa && fs.existsSync(path.join(dir, 'app.html')) ? 'app.html' : spa,
    etag: true,
    ...PRECOMPRESSED,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      // Manifests and entries must be re-read after a remote redeploys; hashed chunks may cache.
      const fallback = spa && !fs.existsSync(path.join(dir, pathname));
      res.setHeader('Cache-Control', cacheControlFor(pathname, { fallback }));
    },
  });
  const server = http.createServer((req, res) => {
    let mapRequest = true;
    try {
      mapRequest = isSourceMap(req.url);
    } catch {
      /* undecodable URL: refused below like a map */
    }
    if (mapRequest && !sourceMaps) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
      return;
    }
    if (appConfig && req.url && req.url.split('?')[0] === '/app-config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(appConfig));
      return;
    }
    files(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
  const sockets = new Set();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOSTNAME, () =>
      resolve({
        port,
        url: `http://${HOSTNAME}:${port}`,
        close: () =>
          new Promise((r) => {
            for (const s of sockets) s.destroy();
            server.close(() => r());
          }),
      }),
    );
  });
}

/** Waits until a TCP port answers an HTTP request (any status). */
export async function waitForHttp(url, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  let lastErr;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      return;
    } catch (err) {
      lastErr = err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${lastErr}`);
}

/** Starts the reference backend (backend/src/main.ts) as a child process. */
export async function startBackend({ port, dataDir, allowTestApi = false, quiet = false }) {
  const entry = path.join(ROOT, 'backend/src/main.ts');
  if (!fs.existsSync(entry)) return null; // no backend in this checkout
  const tsx = path.join(ROOT, 'backend/node_modules/.bin/tsx');
  const child = spawn(tsx, [entry], {
    cwd: path.join(ROOT, 'backend'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: HOSTNAME,
      DATA_DIR: dataDir,
      ALLOW_TEST_API: allowTestApi ? '1' : '0',
      // The backend stops when this process is gone, even if it dies before its clean-up.
      EXIT_WITH_PID: String(process.pid),
    },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  await Promise.race([
    waitForHttp(`http://${HOSTNAME}:${port}/health`),
    exited.then((code) => {
      throw new Error(`backend exited early with code ${code}`);
    }),
  ]);
  return {
    url: `http://${HOSTNAME}:${port}`,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** Starts every part of a profile. Returns their URLs and one stop(). */
export async function startAll({
  profile = 'local',
  dataDir,
  allowTestApi = false,
  quiet = false,
  configOverrides,
} = {}) {
  const p = PROFILES[profile];
  const started = [];
  try {
    const backend = await startBackend({
      port: p.backend,
      dataDir: dataDir ?? path.join(ROOT, 'backend/data'),
      allowTestApi,
      quiet,
    });
    if (backend) started.push(backend);
    for (const [name, folder] of Object.entries(REMOTES)) {
      started.push(await serveDir(distOf(folder), p.remotes[name]));
    }
    const host = await serveDir(distOf('host-shell'), p.host, {
      spa: true,
      appConfig: appConfigFor(profile, configOverrides),
    });
    started.push(host);
    return {
      hostUrl: host.url,
      backendUrl: backend?.url ?? null,
      stop: async () => {
        for (const s of started.reverse()) await s.close();
      },
    };
  } catch (err) {
    for (const s of started.reverse()) await s.close();
    throw err;
  }
}
