import { createRoot } from 'react-dom/client';
import { configureApi, configureAuth, initI18n } from 'shared-sdk';
import pkg from '../package.json';
import { App } from './app/App';
import {
  DEFAULT_MANIFEST_TIMEOUT_MS,
  loadAppConfig,
  type AppConfig,
} from './features/config/appConfig';
import { registerAppRemotes } from './features/remotes';
import { setRemoteRuntimeOptions } from './features/remotes/runtime/options';
import { StartupError } from './app/StartupError';
import { StartupSigningIn } from './app/StartupSigningIn';
import { hasAutoLoginParams } from './features/session/state/autoLogin';
import { bootSession } from './features/session/state/bootSession';

/**
 * Start-up (ARCHITECTURE.md "Runtime composition"): read the deploy-time config, configure the
 * API client, register the remotes on the MF instance, render. Remotes load only when a route
 * or slot needs them (shareStrategy 'loaded-first').
 */
async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  let config: AppConfig;
  try {
    config = await loadAppConfig();
  } catch (err) {
    console.error('[host] app config failed', err);
    root.render(<StartupError />);
    return;
  }
  configureApi({
    apiBase: config.apiBase,
    appId: config.appId,
    version: config.version ?? pkg.version,
  });
  configureAuth(config.auth);
  setRemoteRuntimeOptions({
    manifestTimeoutMs: config.manifestTimeoutMs ?? DEFAULT_MANIFEST_TIMEOUT_MS,
  });
  registerAppRemotes(config.remotes);
  // Before the first render: the route guards must see a stored session at once (spec 1 §3),
  // and an auto-login link must be exchanged first (bootSession.ts says why).
  if (hasAutoLoginParams()) root.render(<StartupSigningIn />);
  await bootSession();
  // Language packs load on demand; the shell does not wait for them.
  void initI18n().catch((err: unknown) => console.warn('[host] i18n init failed', err));
  root.render(<App />);
}

void start();
