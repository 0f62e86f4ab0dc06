/**
 * The anti-bot telemetry sent with "Send SMS code" (spec 1 §7: "with an anti-bot telemetry
 * header"; header name TELEMETRY_HEADER, a project choice). The spec does not show its content:
 * here a few signals a server-side scorer would weigh — automation flag, time on the page, how
 * many key strokes and pointer moves led to the request, time zone and screen — as base64 JSON.
 * No fingerprinting beyond that, nothing stored.
 */
let keys = 0;
let pointer = 0;
let listening = false;

/** Starts counting input events (once; call when the phone step shows). */
export function startTelemetry(win: Window | undefined = globalThis.window): void {
  if (listening || !win) return;
  listening = true;
  win.addEventListener('keydown', () => void (keys += 1), { passive: true, capture: true });
  win.addEventListener('pointermove', () => void (pointer += 1), { passive: true, capture: true });
}

export interface Telemetry {
  /** navigator.webdriver: true under automation. */
  wd: boolean;
  /** ms since the page started. */
  t: number;
  keys: number;
  ptr: number;
  tz: string;
  scr: string;
}

export function collectTelemetry(): Telemetry {
  const nav = (globalThis as { navigator?: Navigator }).navigator;
  const scr = (globalThis as { screen?: Screen }).screen;
  return {
    wd: !!nav?.webdriver,
    t: Math.round(globalThis.performance?.now() ?? 0),
    keys,
    ptr: pointer,
    tz: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
    scr: scr ? `${scr.width}x${scr.height}` : '',
  };
}

/** The header value: base64 of the JSON (ASCII only, so btoa is safe). */
export const telemetryHeader = (t: Telemetry = collectTelemetry()): string =>
  btoa(JSON.stringify(t).replace(/[^\x20-\x7e]/g, '?'));
