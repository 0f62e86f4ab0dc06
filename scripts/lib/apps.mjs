// The parts of the app and their ports (docs/CONTRACTS.md "Ports"). One list, used by the
// serve script, the e2e harness and the bench.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Federation name → package folder. */
export const REMOTES = {
  mfe_auth: 'mfe-auth',
  mfe_call_chat: 'mfe-call-chat',
  mfe_live: 'mfe-live',
  mfe_shop: 'mfe-shop',
  mfe_tasks: 'mfe-tasks',
};

export const PROFILES = {
  local: {
    host: 8080,
    backend: 4000,
    remotes: { mfe_auth: 3001, mfe_call_chat: 3002, mfe_live: 3003, mfe_shop: 3004, mfe_tasks: 3005 },
  },
  // E2E_PORT_OFFSET moves every e2e port, so two checkouts can run their suites side by side.
  e2e: offsetPorts(
    {
      host: 18080,
      backend: 18000,
      remotes: { mfe_auth: 18081, mfe_call_chat: 18082, mfe_live: 18083, mfe_shop: 18084, mfe_tasks: 18085 },
    },
    Number(process.env.E2E_PORT_OFFSET || 0),
  ),
};

function offsetPorts(p, off) {
  const remotes = Object.fromEntries(Object.entries(p.remotes).map(([k, v]) => [k, v + off]));
  return { host: p.host + off, backend: p.backend + off, remotes };
}

/** A free-to-use e2e port for extra servers a test starts (18090-18099 + offset). */
export function e2ePort(n) {
  return 18090 + n + Number(process.env.E2E_PORT_OFFSET || 0);
}

export const HOSTNAME = '127.0.0.1';

export function distOf(folder) {
  return path.join(ROOT, folder, 'dist');
}

/** The runtime config the host fetches (docs/CONTRACTS.md "Runtime config"). */
export function appConfigFor(profile, overrides = {}) {
  const p = PROFILES[profile];
  const remotes = {};
  for (const [name, port] of Object.entries(p.remotes)) {
    remotes[name] = `http://${HOSTNAME}:${port}/mf-manifest.json`;
  }
  const { remotes: remoteOverrides = {}, ...rest } = overrides;
  const apiBase = `http://${HOSTNAME}:${p.backend}`;
  // Third-party sign-in: the backend's local stand-in for each provider (docs/CONTRACTS.md).
  const standin = (id) => ({ mode: 'standin', authorizeUrl: `${apiBase}/stand-in/oauth/${id}/authorize` });
  return {
    apiBase,
    appId: 'livcam-web',
    manifestTimeoutMs: 10000,
    auth: {
      providers: { google: standin('google'), facebook: standin('facebook'), apple: standin('apple') },
      facebookAppId: 'stand-in-facebook-app',
    },
    ...rest,
    remotes: { ...remotes, ...remoteOverrides },
  };
}
