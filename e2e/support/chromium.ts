// One list of Chromium flags for e2e and bench: scripts/lib/chromium.mjs.
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
