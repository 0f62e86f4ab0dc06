// Chromium flags checked on this machine kind (TOOLCHAIN.md "Chromium, Playwright, WebRTC"),
// one list for the Playwright suites (e2e/support/chromium.ts) and the bench scripts.
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Quiet, offline, no GPU: what every launch needs here. */
export const CHROMIUM_BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Plus fake camera/microphone and WebRTC over loopback, for the realtime pages. */
export const CHROMIUM_ARGS = [
  ...CHROMIUM_BASE_ARGS,
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
];
