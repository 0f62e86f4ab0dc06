import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, configureAuth, openLoginPopup, readSession } from 'shared-sdk';
import pkg from '../package.json';
import {
  DEFAULT_MANIFEST_TIMEOUT_MS,
  loadAppConfig,
  type AppConfig,
} from './features/config/appConfig';
import { applyDevice, applyLayout } from './features/layout/hooks/useLayoutObserver';
import { onSnapshotSignIn, prepareTakeover, takeOver } from './features/prerender/state/takeover';
import { registerAppRemotes } from './features/remotes';
import { setRemoteRuntimeOptions } from './features/remotes/runtime/options';
import { StartupError } from './app/StartupError';
import { StartupSigningIn } from './app/StartupSigningIn';
import { hasAutoLoginParams } from './features/session/state/autoLogin';
import { bootSession } from './features/session/state/bootSession';
import { followUserLanguage, startLanguage } from './features/i18n/state/language';

/**
 * Start-up (ARCHITECTURE.md "Runtime composition"): read the deploy-time config, configure the
 * API client, register the remotes on the MF instance, render. Remotes load only when a route
 * or slot needs them (shareStrategy 'loaded-first').
 *
 * The layout (phone / desktop / tablet) is measured before the first render, so no
 * frame shows the wrong bar; a visitor without a session on a root keeps the pre-rendered
 * landing on screen while the app renders behind it (features/prerender); the first render is
 * a transition, so React yields while it builds the page.
 */
async function start(): Promise<void> {
  applyDevice(navigator.userAgent, window.screen?.width ?? 0);
  applyLayout(document.body.clientWidth);
  if (prepareTakeover({ keepSnapshot: readSession() === null && !hasAutoLoginParams() }))
    onSnapshotSignIn(() => openLoginPopup('login_btn'));
  const root = createRoot(document.getElementById('root')!);
  let config: AppConfig;
  try {
    config = await loadAppConfig();
  } catch (err) {
    console.error('[host] app config failed', err);
    takeOver();
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
  // Before the first render: the page's language and direction (a stored right-to-left choice
  // must not paint left to right first), then the account's choice once the user is known.
  startLanguage(window.location.pathname);
  followUserLanguage();
  // Before the first render: the route guards must see a stored session at once (spec 1 §3),
  // and an auto-login link must be exchanged first (bootSession.ts says why).
  if (hasAutoLoginParams()) root.render(<StartupSigningIn />);
  await bootSession();
  // The app's own modules are evaluated here, in the task the config answer arrived in, not in
  // the one that evaluated the shared modules (two shorter tasks, less blocking time).
  // 'eager': no chunk of its own, no extra request.
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  // i18next and its packs load once the page is on screen (features/i18n/I18nBridge).
  startTransition(() => root.render(<App helpCentreUrl={config.helpCentreUrl} />));
}

void start();
